import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzz suite reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  method: string;
  /** OpenAPI path under /api, e.g. /product/getProductById/{id}. */
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }[];
  body: JsonSchema | null;
  multipart: boolean;
  /** Content types of its 2xx answers (a PDF or an image instead of JSON). */
  successTypes: string[];
}

/** Every operation of the document, as the fuzz suite walks them. */
export function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        consumes?: string[];
        responses?: Record<string, { content?: Record<string, unknown> }>;
      };
      const content = operation.requestBody?.content ?? {};
      const successTypes = Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([, response]) => Object.keys(response.content ?? {}));
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: Boolean(operation.consumes?.includes('multipart/form-data')),
        successTypes,
      });
    }
  }
  return operations;
}

/** Text that has broken servers before: NUL and control characters, markup, SQL, paths, emoji, bidi tricks. */
export const nastyText = fc.constantFrom(
  '\u0000',
  'Asha\u0000Rao',
  '\u0007\u001b[31m\u007f',
  '\u202egnp.exe',
  '🧘‍♀️🌿🙏🏽',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '{{7*7}}${7*7}',
  '\ud800',
  ' ',
  '',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'क'.repeat(2000),
);

/** Texts far beyond every field's limit (the body limit is 1 MB). */
const hugeText = fc.constantFrom('x'.repeat(10_000), 'é'.repeat(300_000), 'a'.repeat(1_100_000));

/** Values of the wrong type for any field. */
const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308, [], {}, [null], { $gt: '' }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Realistic values by field name, so generated requests also get past validation into the services. */
export type Dictionary = Record<string, unknown[]>;

/** Values for one field: mostly what the schema (or the dictionary) allows, sometimes anything but. */
export function valueFor(
  schema: JsonSchema | undefined,
  name: string,
  dictionary: Dictionary,
): fc.Arbitrary<unknown> {
  const wanted = wellFormed(schema ?? {}, name, dictionary);
  return fc.oneof(
    { weight: 8, arbitrary: wanted },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: nastyText },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

function wellFormed(schema: JsonSchema, name: string, dictionary: Dictionary): fc.Arbitrary<unknown> {
  const known = dictionary[name];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => wellFormed(choice, name, dictionary)));
  if (schema.allOf?.length) return wellFormed(Object.assign({}, ...schema.allOf), name, dictionary);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  let base: fc.Arbitrary<unknown>;
  if (schema.enum?.length) base = fc.constantFrom(...schema.enum);
  else if (type === 'object' || schema.properties) base = objectFor(schema, dictionary);
  else if (type === 'array') base = fc.array(valueFor(schema.items, name, dictionary), { maxLength: 4 });
  else if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? -1000;
    const max = schema.maximum ?? 1000;
    base = fc.oneof(fc.integer({ min, max }), fc.integer(), fc.double({ noNaN: true }));
  } else if (type === 'boolean') base = fc.boolean();
  else if (type === 'string') {
    base = fc.oneof(
      {
        weight: 10,
        arbitrary: fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 80),
        }),
      },
      { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
      { weight: 1, arbitrary: hugeText },
    );
  } else base = fc.jsonValue({ maxDepth: 2 });
  if (known?.length)
    base = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: base });
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

/** An object of the schema's fields, each one kept or dropped at random. */
function objectFor(schema: JsonSchema, dictionary: Dictionary): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, field]) => [key, valueFor(field, key, dictionary)]),
  );
  return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Keys that try to reach Object.prototype once a body is parsed and merged somewhere. */
const pollution = fc.constantFrom(
  '"__proto__":{"role":"admin","isAdmin":true}',
  '"constructor":{"prototype":{"role":"admin"}}',
  '"__proto__":null',
);

/** Bodies that are not JSON, or barely. */
const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"a":1}}',
    'null',
    '"text"',
    '123',
    '{"a":"\\ud800"}',
    '\u0000{}',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** A JSON request body for an operation: from its schema, mutated, polluted, or malformed. */
export function bodyFor(schema: JsonSchema | null, dictionary: Dictionary): fc.Arbitrary<string> {
  const fromSchema = (schema ? wellFormed(schema, '', dictionary) : fc.jsonValue({ maxDepth: 2 })).map(
    (value) => JSON.stringify(value) ?? 'null',
  );
  const polluted = fc
    .tuple(fromSchema, pollution)
    .map(([text, key]) => (text.startsWith('{') && text !== '{}' ? `{${key},${text.slice(1)}` : `{${key}}`));
  return fc.oneof(
    { weight: 6, arbitrary: fromSchema },
    { weight: 1, arbitrary: polluted },
    { weight: 1, arbitrary: malformedJson },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null') },
  );
}

/** Percent-encodes any text; a lone surrogate (not encodable as UTF-8) becomes U+FFFD. */
export function encode(text: string): string {
  return encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

/** A path parameter: a real id, something close, or junk (encoded, or raw and broken). */
export function pathValueFor(name: string, dictionary: Dictionary): fc.Arbitrary<string> {
  const real = (dictionary[name] ?? dictionary.id ?? ['x']).map(String);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...real) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          nastyText,
          fc.string({ maxLength: 30 }),
          hugeText.map((text) => text.slice(0, 3000)),
        )
        .map(encode),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%c0%ae',
        '%ff',
        '%ED%A0%80',
        '..',
        '.',
        '%2e%2e%2f',
        'a%2Fb',
        '%00',
      ),
    },
  );
}
