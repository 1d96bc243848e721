import { spec } from '../src/contract/spec.ts';
import { specAjv as ajv, pointer } from './contract.ts';

interface Found {
  where: string;
  schemaPointer: string;
  example: unknown;
}

/** Every example in the document next to the schema it illustrates (media types and parameters). */
function collectExamples(node: unknown, path: string[], found: Found[]): void {
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if ('schema' in record && ('example' in record || 'examples' in record)) {
    const schemaPointer = `openapi#/${pointer(...path, 'schema')}`;
    if ('example' in record) found.push({ where: path.join(' › '), schemaPointer, example: record.example });
    for (const [name, value] of Object.entries((record.examples as Record<string, { value: unknown }>) ?? {})) {
      found.push({ where: `${path.join(' › ')} › ${name}`, schemaPointer, example: value.value });
    }
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'example' && key !== 'examples' && key !== 'schema') collectExamples(value, [...path, key], found);
  }
}

const examples: Found[] = [];
collectExamples(spec, [], examples);

describe('openapi.yaml examples', () => {
  it('has examples to check', () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  it.each(examples.map((found) => [found.where, found] as const))('%s matches its schema', (_where, found) => {
    const validate = ajv.getSchema(found.schemaPointer);
    expect(validate, `schema at ${found.schemaPointer}`).toBeDefined();
    const valid = validate?.(found.example);
    expect(validate?.errors ?? [], JSON.stringify(found.example)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('gives every response with a JSON body an example', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { responses?: Record<string, unknown> }>,
      )) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const content = (response as { content?: Record<string, { example?: unknown; examples?: unknown }> }).content;
          const json = content?.['application/json'];
          if (json && json.example === undefined && json.examples === undefined)
            missing.push(`${method} ${path} ${status}`);
        }
      }
    }
    for (const [name, response] of Object.entries(spec.components.responses ?? {})) {
      const json = (response as { content?: Record<string, { example?: unknown }> }).content?.['application/json'];
      if (json && json.example === undefined) missing.push(`components.responses.${name}`);
    }
    expect(missing).toEqual([]);
  });
});
