import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its default export arrives as the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function createAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    // Fastify's defaults coerce and strip bodies silently; the contract is enforced as written.
    coerceTypes,
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    // openapi.yaml carries annotations (example, description) that are not JSON Schema keywords.
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

const bodies = createAjv(false);
// Path and query values are always strings on the wire; they may be read as numbers.
const parameters = createAjv(true);

/** A body declared as a file (contentMediaType) arrives as a Buffer from its content-type parser. */
function isBinaryBody(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && 'contentMediaType' in schema;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body' && isBinaryBody(schema)) {
    return (data: unknown) =>
      Buffer.isBuffer(data) && data.length > 0 ? { value: data } : { error: new Error('body must be a file') };
  }
  const validate = (httpPart === 'body' ? bodies : parameters).compile(schema as object);
  return (data: unknown) => (validate(data) ? { value: data } : { error: validationError(validate.errors) });
};

function validationError(errors: { instancePath: string; message?: string }[] | null | undefined): Error {
  const first = errors?.[0];
  return new Error(first ? `${first.instancePath || '/'} ${first.message ?? 'is invalid'}` : 'invalid');
}
