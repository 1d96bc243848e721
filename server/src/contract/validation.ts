import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; its default export arrives as the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

// Fastify's defaults coerce and strip silently; the contract is enforced as written, and numbers
// in paths and queries are read by readNumbers below, never by Ajv's loose coercion (' 1', '1e0',
// '0x1' and '+1' would all be 1 there, and DELETE /admin/offer/%201 would delete offer 1).
const ajv = new Ajv2020({
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  // openapi.yaml carries annotations (example, description) that are not JSON Schema keywords.
  strict: false,
});
addFormats(ajv);

/** RFC 3339 as every layer behind the contract reads it: an offset with its colon, no leap second. */
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,9})?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year > 0 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(text));
}

// ajv-formats' date-time takes 23:59:60 (a leap second: neither JavaScript's Date nor PostgreSQL
// has one), year 0000 and offsets such as +01 or +99:99 that Date cannot read: each was a 500.
// The contract bounds its instants and days to 2000–2100 with a pattern on the year.
ajv.addFormat('date-time', { type: 'string', validate: isInstant });

interface ObjectSchema {
  properties?: Record<string, { type?: string | string[] }>;
}

/** A number in a path or a query is written in decimal digits and nothing else. */
const DECIMAL_DIGITS = /^[0-9]{1,15}$/;

/** Turns the numeric path and query values that are plain digits into numbers; anything else stays a string and fails its schema. */
function readNumbers(schema: ObjectSchema): (data: Record<string, unknown>) => void {
  const numeric = Object.entries(schema.properties ?? {})
    .filter(([, property]) => [property.type].flat().some((type) => type === 'integer' || type === 'number'))
    .map(([name]) => name);
  return (data) => {
    for (const name of numeric) {
      const value = data[name];
      if (typeof value === 'string' && DECIMAL_DIGITS.test(value)) data[name] = Number(value);
    }
  };
}

// A surrogate half without its pair: JavaScript strings can hold one, UTF-8 (and so PostgreSQL) cannot.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The JSON pointer of the first string (or property name) PostgreSQL text cannot hold: one with
 * a NUL character or a lone surrogate; null when every string can be stored. Iterative: a body
 * nested a hundred thousand levels deep must not exhaust the stack.
 */
export function unstorableText(root: unknown): string | null {
  const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
  const pending: [unknown, string][] = [[root, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (unstorable(value)) return path || '/';
      continue;
    }
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      if (unstorable(key)) return `${path}/${key}`;
      pending.push([item, `${path}/${key}`]);
    }
  }
  return null;
}

/**
 * Every string in NFC, in place: 'á' typed as 'a' and a combining accent (macOS, text pasted from
 * a PDF) is stored, searched and counted against its length limit as the letter the person sees.
 */
export function normalizeText(root: unknown): unknown {
  if (typeof root === 'string') return root.normalize('NFC');
  const pending: unknown[] = [root];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    const holder = value as Record<string, unknown>;
    for (const key of Object.keys(holder)) {
      const item = holder[key];
      if (typeof item === 'string') holder[key] = item.normalize('NFC');
      else pending.push(item);
    }
  }
  return root;
}

/** A body declared as a file (contentMediaType) arrives as a Buffer from its content-type parser. */
function isBinaryBody(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && 'contentMediaType' in schema;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart === 'body' && isBinaryBody(schema)) {
    return (data: unknown) =>
      Buffer.isBuffer(data) && data.length > 0 ? { value: data } : { error: new Error('body must be a file') };
  }
  // Compiled when the route is first called, not at start: a server starting with a hundred
  // operations' schemas compiled them all before it answered (a quarter of its warm start).
  let validate: ValidateFunction | undefined;
  const prepare = httpPart === 'params' || httpPart === 'querystring' ? readNumbers(schema as ObjectSchema) : null;
  const textual = httpPart === 'body' || httpPart === 'querystring';
  return (input: unknown) => {
    validate ??= ajv.compile(schema as object);
    const data = textual ? normalizeText(input) : input;
    // Checked first: the schema's own message would hide which text cannot be stored.
    const unstorable = unstorableText(data);
    if (unstorable) return { error: new Error(`${unstorable} must not contain a NUL character or a lone surrogate`) };
    if (prepare && typeof data === 'object' && data !== null) prepare(data as Record<string, unknown>);
    return validate(data) ? { value: data } : { error: validationError(validate.errors) };
  };
};

function validationError(errors: { instancePath: string; message?: string }[] | null | undefined): Error {
  const first = errors?.[0];
  return new Error(first ? `${first.instancePath || '/'} ${first.message ?? 'is invalid'}` : 'invalid');
}
