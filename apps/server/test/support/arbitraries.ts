// fast-check arbitraries for hostile requests: values that follow a route's own JSON schema
// (from the OpenAPI document, so they get past validation and reach the handler and the
// database), values that break it, and the classics (huge strings, unicode, NUL, SQL, script,
// prototype-pollution keys).
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil.example")',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🐨 עברית مرحبا',
  '\uD800',
  '\u202Eevil',
  'null',
  'undefined',
  'NaN',
  '-1',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5_000),
  'é'.repeat(70_000),
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
);

// Anything at all where a value is expected: other types, nested objects, huge numbers.
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 300, 300);
  const min = schema.minLength ?? 0;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...HOSTILE_STRINGS)
        .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity)),
    },
    // Near the limits.
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'x'.repeat(Math.max(min, max)),
        '🐨'.repeat(Math.max(1, Math.floor(max / 2))),
      ),
    },
  );
}

// A value that follows the schema (as far as a JSON schema can say: dates that do not exist,
// ids that match nothing and wrong cross-field combinations are still in).
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => fromSchema(s, depth + 1)));
  if (schema.allOf?.length) return fromSchema(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type)
    ? schema.type.filter((t) => t !== 'null')[0]
    : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.dictionary(hostileString, anyValue, { maxKeys: 3 });
      return fc.record(
        Object.fromEntries(keys.map((k) => [k, fromSchema(properties[k], depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)) },
      );
    }
    default:
      return anyValue;
  }
}

// The schema's value with one property broken: wrong type, missing, or hostile.
export function brokenFrom(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return anyValue;
  return fc
    .tuple(fromSchema(schema), fc.constantFrom(...keys), fc.option(anyValue, { nil: undefined }))
    .map(([value, key, replacement]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (replacement === undefined) delete copy[key];
      else copy[key] = replacement;
      return copy;
    });
}

// Raw request bodies no schema could describe.
export const rawBodies = fc.constantFrom(
  '{"__proto__":{"adminRole":"Super Admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"adminRole":"Super Admin"}}}',
  '{"a":',
  'not json at all',
  '[]',
  'null',
  '"just a string"',
  '12345',
  `{"deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  `{${Array.from({ length: 2_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
);
