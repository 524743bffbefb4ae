/**
 * Values that a careless or hostile client sends, as raw JSON text so that each one reaches
 * the server exactly as written (a literal 1e999, a lone surrogate escape, 10,000 nested
 * arrays), with the name a failure report shows.
 */
export const hostileJson: ReadonlyArray<readonly [name: string, json: string]> = [
  ['NUL', '"\\u0000"'],
  ['NUL inside text', '"Riyadh\\u0000Olaya"'],
  ['lone high surrogate', '"\\ud800"'],
  ['lone low surrogate', '"\\udfff"'],
  ['surrogate inside text', '"a\\ud800b"'],
  ['2^31', '2147483648'],
  ['-2^31-1', '-2147483649'],
  ['1e308', '1e308'],
  ['1e999 (Infinity)', '1e999'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['2^53+1', '9007199254740993'],
  ['number as text', '"2147483648"'],
  ['text', '"x"'],
  ['empty text', '""'],
  ['boolean', 'true'],
  ['null', 'null'],
  ['object', '{}'],
  ['array', '[]'],
  ['array of text', '["x"]'],
  ['huge text', JSON.stringify('ن'.repeat(200_000))],
  ['10,000 nested arrays', '['.repeat(10_000) + ']'.repeat(10_000)],
  ['__proto__ key', '{"__proto__":{"polluted":true}}'],
  ['constructor key', '{"constructor":{"prototype":{"polluted":true}}}'],
];

/** Path and query values, already percent-encoded for the URL. */
export const hostileUrlValues: ReadonlyArray<string> = [
  '%00',
  'a%00b',
  '%ED%A0%80', // a surrogate's UTF-8 bytes: not valid UTF-8
  '%FF',
  '%',
  '2147483648',
  '-2147483649',
  '1e308',
  '-1',
  '0',
  '1.5',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '7d444840-9dc0-11d1-b245-5ffdce74fad2',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '__proto__',
  'constructor',
  'x'.repeat(99),
  'x'.repeat(5000),
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonPath = ReadonlyArray<string | number>;

/** Every place in a JSON value, the root first: each is a target for a hostile value. */
export function jsonPaths(value: unknown, at: JsonPath = []): JsonPath[] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => jsonPaths(item, [...at, index]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => jsonPaths(item, [...at, key]))
      : [];
  return [at, ...inner];
}

const MARK = '\u0001hostile\u0001';

/** The JSON text of `base` with the value at `path` replaced by the raw JSON `json`. */
export function replaceAt(base: unknown, path: JsonPath, json: string): string {
  if (path.length === 0) return json;
  const copy = structuredClone(base) as Json;
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path.at(-1)!] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => json);
}

/** The JSON text of an object at `path` in `base` with a key added first. */
export function withKeyAt(base: unknown, path: JsonPath, key: string, json: string): string {
  const copy = structuredClone(base) as Json;
  let node = copy;
  for (const step of path) node = (node as Record<string | number, Json>)[step]!;
  const inner = JSON.stringify(node);
  const added = `{${JSON.stringify(key)}:${json}${inner === '{}' ? '' : ','}${inner.slice(1)}`;
  return replaceAt(base, path, added);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * A plausible value for a JSON Schema of the OpenAPI document, for a route that has no
 * hand-written example: every property filled, so that every field gets hostile values.
 */
export function exampleOf(schema: JsonSchema): unknown {
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.[0]) return exampleOf(choice[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, exampleOf(inner)]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items)] : [];
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return schema.exclusiveMinimum === true ? min + 1 : Math.max(min, 1);
    }
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return '7d444840-9dc0-41d1-b245-5ffdce74fad2';
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'email') return 'fuzz@example.sa';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return schema.default ?? null;
  }
}
export type { JsonSchema };
