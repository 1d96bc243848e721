import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { spec } from '../src/contract/spec.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** Ajv holding the whole of openapi.yaml: schemas are looked up by JSON pointer ('openapi#/…'). */
export const specAjv = new Ajv2020({ strict: false, allErrors: true });
addFormats(specAjv);
specAjv.addSchema(spec, 'openapi');

export const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointer = (...parts: string[]) => parts.map(pointerPart).join('/');

/** A feature's part of a shared answer against the schema its contract file declares by name; the problems. */
export function featurePartProblems(feature: string, schema: string, value: unknown): string[] {
  const validate = specAjv.getSchema(`openapi#/${pointer('components', 'schemas', schema)}`);
  if (!validate) return [`${feature} declares no ${schema} (contract/${feature}.yaml)`];
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${schema}${error.instancePath} ${error.message}`);
}
