import fc from 'fast-check';
import { spec } from '../src/contract/spec.ts';

/**
 * fast-check arbitraries read from openapi.yaml: values a schema accepts, and values it refuses
 * for every reason the schema gives (type, presence, length, range, format), plus text that no
 * schema mentions but PostgreSQL cannot store (NUL, lone surrogates). fast-check draws, seeds and
 * shrinks; this file only says what the contract's keywords mean.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  contentMediaType?: string;
}

export function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() as string;
  return resolve((spec.components.schemas as Record<string, Schema>)[name]);
}

const typesOf = (schema: Schema): string[] => {
  if (schema.const !== undefined || schema.enum) return [];
  if (schema.type) return [schema.type].flat();
  if (schema.properties) return ['object'];
  return [];
};

/**
 * Dates at the edges of what the layers behind the contract can hold: a leap second (neither
 * JavaScript's Date nor PostgreSQL has one), year 0, year 9999 (a week after it is year 10000),
 * an offset without minutes or out of range, days that do not exist, and days outside 2000–2100.
 */
export const ODD_INSTANTS = [
  '2026-12-31T23:59:60Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T22:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '2026-06-01T10:00:00+01',
  '2026-06-01T10:00:00+99:99',
  '2026-02-30T10:00:00Z',
  '2026-06-01T24:00:00Z',
  '1999-12-31T23:59:59Z',
  '2101-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
];
export const ODD_DAYS = [
  '9999-12-27',
  '0000-01-01',
  '2026-02-30',
  '2026-13-01',
  '1999-12-31',
  '2101-01-01',
  '+02026-01-01',
];

/**
 * Real instants around Bratislava's daylight-saving changes, written with offsets: 02:30 on
 * 2027-03-28 does not exist there (the clocks jump from 02:00 to 03:00), 02:30 on 2027-10-31 is
 * there twice. Each is a valid instant, and must be answered as one.
 */
export const DST_INSTANTS = [
  '2027-03-28T02:30:00+01:00',
  '2027-03-28T02:30:00+02:00',
  '2027-10-31T02:30:00+02:00',
  '2027-10-31T02:30:00+01:00',
  '2027-03-28T01:00:00Z',
  '2027-10-31T01:00:00Z',
];
export const DST_DAYS = ['2027-03-28', '2027-10-31'];

export const isDateField = (schema: Schema | undefined) => {
  const format = resolve(schema)?.format;
  return format === 'date' || format === 'date-time';
};

/** The odd values of a date field: those the contract refuses, and the valid ones at daylight-saving changes. */
export function oddDates(schema: Schema | undefined): { refused: string[]; valid: string[] } {
  return resolve(schema)?.format === 'date'
    ? { refused: ODD_DAYS, valid: DST_DAYS }
    : { refused: ODD_INSTANTS, valid: DST_INSTANTS };
}

/** Instants within the contract's years (a pattern on every date and instant: 2000–2100). */
const instants = () =>
  fc.date({ noInvalidDate: true, min: new Date('2000-01-02T00:00:00Z'), max: new Date('2100-12-30T23:59:59Z') });

/** A string of exactly the code points it reports (the schema's maxLength counts code points). */
const text = (minLength = 0, maxLength = 40) =>
  fc.string({ unit: 'grapheme-composite', minLength, maxLength: Math.min(maxLength, minLength + 40) });

/** Values the schema accepts. */
export function valid(input: Schema | undefined): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  if (!schema) return fc.jsonValue();
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 - 1 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      if (schema.format === 'email') {
        return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
      }
      if (schema.format === 'date-time') {
        return fc.oneof(
          { weight: 4, arbitrary: instants().map((date) => date.toISOString()) },
          fc.constantFrom(...DST_INSTANTS),
        );
      }
      if (schema.format === 'date') {
        return fc.oneof(
          { weight: 4, arbitrary: instants().map((date) => date.toISOString().slice(0, 10)) },
          fc.constantFrom(...DST_DAYS),
        );
      }
      return text(schema.minLength ?? 0, schema.maxLength ?? 200);
    case 'array':
      return fc.array(valid(schema.items), { maxLength: 5 });
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valid(property)])),
        { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
      );
    }
    default:
      return fc.jsonValue();
  }
}

const ANY_JSON: Record<string, fc.Arbitrary<unknown>> = {
  null: fc.constant(null),
  boolean: fc.boolean(),
  integer: fc.integer(),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
  string: fc.string({ maxLength: 10 }),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
};

/** A lone surrogate: JavaScript can hold one, UTF-8 cannot. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Text with a character inserted that PostgreSQL cannot store. */
export const unstorableText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.oneof(fc.constant('\u0000'), loneSurrogate), fc.string({ maxLength: 10 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Values the schema refuses, or (for text) the server must refuse; each named by its defect. */
export function invalid(input: Schema | undefined): fc.Arbitrary<[string, unknown]> | null {
  const schema = resolve(input);
  if (!schema) return null;
  const options: fc.Arbitrary<[string, unknown]>[] = [];
  const types = typesOf(schema);
  const allowed = new Set(types.includes('number') ? [...types, 'integer'] : types);
  if (schema.enum || schema.const !== undefined) {
    const accepted = schema.enum ?? [schema.const];
    options.push(
      fc
        .oneof(fc.string(), fc.integer(), fc.constant(null))
        .filter((value) => !accepted.includes(value))
        .map((value) => ['outside the enum', value]),
    );
  } else {
    const others = Object.entries(ANY_JSON).filter(([type]) => !allowed.has(type));
    if (others.length > 0) {
      options.push(
        fc.oneof(
          ...others.map(([type, arbitrary]) => arbitrary.map((value) => [`a ${type}`, value] as [string, unknown])),
        ),
      );
    }
  }
  if (types.includes('string')) {
    options.push(unstorableText.map((value) => ['text PostgreSQL cannot store', value]));
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      options.push(
        fc.integer({ min: max + 1, max: max + 5000 }).map((length) => [`${length} characters`, 'ž'.repeat(length)]),
      );
    }
    if ((schema.minLength ?? 0) > 0) options.push(fc.constant(['an empty string', '']));
    if (schema.format === 'email')
      options.push(fc.constantFrom('ziak', 'a b@c.sk', '@autoskola.sk').map((value) => ['not an e-mail', value]));
    if (isDateField(schema))
      options.push(fc.constantFrom(...oddDates(schema).refused).map((value) => ['a date outside the calendar', value]));
  }
  if (types.includes('integer') || types.includes('number')) {
    const { minimum, maximum } = schema;
    if (minimum !== undefined)
      options.push(fc.integer({ min: -(2 ** 40), max: minimum - 1 }).map((v) => ['below the minimum', v]));
    if (maximum !== undefined) {
      options.push(
        fc.constantFrom(maximum + 1, 1e21, Number.MAX_VALUE, 2 ** 53 + 1).map((v) => ['above the maximum', v]),
      );
    }
    if (!types.includes('number')) options.push(fc.constantFrom(0.5, 1.5, 1e-7, -2.5).map((v) => ['a fraction', v]));
  }
  if (types.includes('object')) {
    const properties = Object.entries(schema.properties ?? {});
    const required = (schema.required ?? []).filter((name) => schema.properties?.[name]);
    const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
    if (required.length > 0) {
      options.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([value, name]) => {
          const { [name]: _missing, ...rest } = value;
          return [`without ${name}`, rest];
        }),
      );
    }
    if (schema.additionalProperties === false) {
      options.push(
        fc
          .tuple(base, fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }))
          .filter(([, name]) => !(name in (schema.properties ?? {})))
          .map(([value, name, extra]) => [
            `with an unknown field ${JSON.stringify(name)}`,
            { ...value, [name]: extra },
          ]),
      );
    }
    for (const [name, property] of properties) {
      const bad = invalid(property);
      if (!bad) continue;
      options.push(
        fc.tuple(base, bad).map(([value, [defect, badValue]]) => [`${name} ${defect}`, { ...value, [name]: badValue }]),
      );
    }
  }
  return options.length > 0 ? fc.oneof(...options) : null;
}

/** Text a string parameter (a path segment or a query value, always text on the wire) must refuse. */
export function invalidText(input: Schema | undefined): fc.Arbitrary<string> {
  const schema = resolve(input) ?? {};
  const options: fc.Arbitrary<string>[] = [unstorableText];
  if (isDateField(schema)) options.push(fc.constantFrom(...oddDates(schema).refused));
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    options.push(fc.integer({ min: max + 1, max: max + 500 }).map((length) => 'ž'.repeat(length)));
  }
  if (schema.enum) {
    const accepted = schema.enum.map(String);
    options.push(fc.string({ minLength: 1, maxLength: 30 }).filter((value) => !accepted.includes(value)));
  }
  return fc.oneof(...options);
}
