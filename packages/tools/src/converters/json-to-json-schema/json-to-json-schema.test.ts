import { describe, expect, it } from 'vitest';
import { createSchema } from 'genson-js';
import tool from './index.js';
import { createAjv } from '../../_test/ajv.js';
import { indentedJsonSize } from '../../_shared/json-size.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  schema: string;
  value: Record<string, unknown>;
}
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const infer = async (json: unknown, options: Record<string, unknown> = {}) =>
  (await runOk<Out>(tool, { json: typeof json === 'string' ? json : JSON.stringify(json), ...options })).value;
/** The schema without $schema, for short expectations. */
const body = async (json: unknown, options: Record<string, unknown> = {}) => {
  const { $schema, ...rest } = await infer(json, options);
  expect($schema).toBe(DIALECT);
  return rest;
};

/** The schema compiles under Ajv 2020 strict (with ajv-formats) and accepts every sample. */
function expectValidates(schema: object, samples: unknown[]): void {
  const ajv = createAjv();
  const validate = ajv.compile(schema);
  for (const sample of samples) expect(validate(sample), `${JSON.stringify(sample).slice(0, 200)}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

describe('json-to-json-schema', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('keeps unicode property names', async () => {
    const doc = { [UNICODE_SAMPLE]: UNICODE_SAMPLE };
    const schema = await infer(doc);
    expect(schema).toEqual({ $schema: DIALECT, type: 'object', properties: { [UNICODE_SAMPLE]: { type: 'string' } }, required: [UNICODE_SAMPLE] });
    expectValidates(schema, [doc]);
  });

  it('infers from the largest allowed input and rejects one character more', async () => {
    const unit = '{"id":1,"ok":true,"s":"x"},';
    const json = `[${largestInput(tool, 'json', unit).slice(0, -unit.length)}{"id":2.5}]`;
    expect(json.length).toBeLessThanOrEqual(1_000_000);
    const schema = await body(json, { input: 'samples' });
    expect(schema).toEqual({
      type: 'object',
      properties: { id: { type: 'number' }, ok: { type: 'boolean' }, s: { type: 'string' } },
      required: ['id'],
    });
    await runError(tool, { json: oversizedInput(tool, 'json') }, 'CONSTRAINT_VIOLATION');
  });

  it('reports invalid JSON with line and column', async () => {
    expect(await runError(tool, { json: '{"a": [1, 2}' }, 'INVALID_INPUT')).toBe("Invalid JSON at line 1, column 12: ',' expected");
  });

  it('pretty-prints the schema text', async () => {
    const data = await runOk<Out>(tool, { json: '[1]' });
    expect(data.schema).toBe(`{\n  "$schema": "${DIALECT}",\n  "type": "array",\n  "items": {\n    "type": "integer"\n  }\n}`);
  });

  describe('types', () => {
    it('infers every JSON type', async () => {
      expect(await body({ s: 'x', i: 1, n: 1.5, b: false, z: null, a: [], o: {} })).toEqual({
        type: 'object',
        properties: {
          s: { type: 'string' },
          i: { type: 'integer' },
          n: { type: 'number' },
          b: { type: 'boolean' },
          z: { type: 'null' },
          a: { type: 'array' },
          o: { type: 'object' },
        },
        required: ['s', 'i', 'n', 'b', 'z', 'a', 'o'],
      });
    });

    it('treats 1.0 and 1e2 as integers, as JSON Schema does', async () => {
      expect(await body('[1.0, 1e2, -0]')).toEqual({ type: 'array', items: { type: 'integer' } });
    });

    it('merges integers and decimals into number', async () => {
      expect(await body([1, 2.5, 3])).toEqual({ type: 'array', items: { type: 'number' } });
    });

    it('makes a type nullable', async () => {
      const samples = [{ a: 'x', o: { k: 1 } }, { a: null, o: null }];
      const schema = await body(samples, { input: 'samples' });
      expect(schema).toEqual({
        type: 'object',
        properties: { a: { type: ['string', 'null'] }, o: { type: ['object', 'null'], properties: { k: { type: 'integer' } }, required: ['k'] } },
        required: ['a', 'o'],
      });
      expectValidates(schema, samples);
    });

    it('writes unions of different types as anyOf', async () => {
      const samples = [1, 'x', [true], { k: 'v' }, null];
      const schema = await infer(samples, { input: 'samples' });
      expect(schema).toEqual({
        $schema: DIALECT,
        anyOf: [
          { type: 'integer' },
          { type: 'string' },
          { type: 'object', properties: { k: { type: 'string' } }, required: ['k'] },
          { type: 'array', items: { type: 'boolean' } },
          { type: 'null' },
        ],
      });
      expectValidates(schema, samples);
    });

    it('merges array items and nested objects', async () => {
      const doc = { users: [{ id: 1, name: 'Ada', roles: ['admin'] }, { id: 2, email: 'x' }, { id: 3, name: 'Al', roles: [] }] };
      const schema = await infer(doc);
      expect(schema.properties).toEqual({
        users: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, name: { type: 'string' }, roles: { type: 'array', items: { type: 'string' } }, email: { type: 'string' } },
            required: ['id'],
          },
        },
      });
      expectValidates(schema, [doc]);
    });

    it('counts a repeated key once, keeps first-seen order, and handles __proto__', async () => {
      const json = '[{"b":1,"__proto__":"x","a":true,"b":"last"},{"b":"y","__proto__":"z"}]';
      const schema = await infer(json, { input: 'samples' });
      expect(JSON.stringify(schema)).toBe(
        `{"$schema":"${DIALECT}","type":"object","properties":{"b":{"type":"string"},"__proto__":{"type":"string"},"a":{"type":"boolean"}},"required":["b","__proto__"]}`,
      );
      expectValidates(schema, JSON.parse(json));
    });
  });

  describe('options', () => {
    const samples = [
      { id: 'a', when: '2024-05-01T10:00:00Z', tags: [{ k: 1 }] },
      { id: 'b', tags: [{ k: 2, extra: true }] },
    ];

    it('describes the whole document by default, one item in samples mode', async () => {
      expect((await body(samples)).type).toBe('array');
      expect((await body(samples, { input: 'samples' })).type).toBe('object');
    });

    it('refuses samples mode for a non-array or an empty array', async () => {
      expect(await runError(tool, { json: '{"a":1}', input: 'samples' }, 'INVALID_INPUT')).toBe(
        'With input "samples" the JSON must be an array of samples, such as [{"id":1},{"id":2}]; got an object. Set input to "document" to describe this JSON as it is',
      );
      expect(await runError(tool, { json: '[]', input: 'samples' }, 'INVALID_INPUT')).toBe('The array of samples is empty: give at least one sample to infer a schema from');
    });

    it('lists required properties: those present in every sample', async () => {
      const schema = await body(samples, { input: 'samples' });
      expect(schema.required).toEqual(['id', 'tags']);
      expect((schema.properties as Record<string, { items: { required: string[] } }>).tags!.items.required).toEqual(['k']);
    });

    it('leaves out required when asked', async () => {
      expect(JSON.stringify(await body(samples, { input: 'samples', required: false }))).not.toContain('required');
    });

    it('forbids other properties on every object', async () => {
      const schema = await infer(samples, { input: 'samples', noAdditionalProperties: true });
      expect(schema.additionalProperties).toBe(false);
      expect((schema.properties as Record<string, { items: { additionalProperties: boolean } }>).tags!.items.additionalProperties).toBe(false);
      expectValidates(schema, samples);
      const validate = createAjv().compile(schema);
      expect(validate({ id: 'c', tags: [], unknown: 1 })).toBe(false);
    });

    it('detects formats only when every value has one, and only when asked', async () => {
      const formats = {
        dt: ['2024-05-01T10:00:00Z', '2016-12-31T18:29:60.5-05:30'],
        d: ['2024-05-01', '2000-02-29'],
        e: ['ada@example.com', 'first.last+tag@sub.example.org'],
        u: ['https://example.com/a?b=1#c', "ftp://user:pw@host.example:21/p;x=(1)'"],
        id: ['123e4567-e89b-12d3-a456-426614174000', 'A987FBC9-4BED-3078-CF07-9141BA07C9F3'],
        ip: ['192.168.0.1', '255.255.255.255'],
        mixed: ['2024-05-01', 'ada@example.com'],
        text: ['hello', '2024-05-01'],
      };
      const docs = [0, 1].map((i) => Object.fromEntries(Object.entries(formats).map(([k, v]) => [k, v[i]])));
      const schema = await body(docs, { input: 'samples', detectFormats: true });
      expect(schema.properties).toEqual({
        dt: { type: 'string', format: 'date-time' },
        d: { type: 'string', format: 'date' },
        e: { type: 'string', format: 'email' },
        u: { type: 'string', format: 'uri' },
        id: { type: 'string', format: 'uuid' },
        ip: { type: 'string', format: 'ipv4' },
        mixed: { type: 'string' },
        text: { type: 'string' },
      });
      expectValidates(schema, docs);
      expect(JSON.stringify(await body(docs, { input: 'samples' }))).not.toContain('format');
    });

    it('gives no format to near misses', async () => {
      const nearMisses = [
        '2023-02-29',
        '2024-13-01',
        '2024-05-01T25:00:00Z',
        '2024-05-01T10:00:00',
        '2024-05-01T10:00:60Z',
        '2016-12-31T23:59:60+05:30',
        'ada@localhost',
        'a b@example.com',
        'http://exa mple.com',
        'http://[::1]/',
        'http://example.com/%zz',
        'mailto:ada@example.com',
        'urn:isbn:0451450523',
        '123e4567-e89b-12d3-a456-42661417400',
        '256.1.1.1',
        '01.2.3.4',
        '',
      ];
      for (const text of nearMisses) expect(await body([text], { input: 'samples', detectFormats: true }), text).toEqual({ type: 'string' });
    });

    it('only gives formats that Ajv’s format validators accept', async () => {
      const candidates = [
        'http://a.b',
        'https://user@example.com:8080/p/a/t/h?query=1&x=%20#frag',
        'https://example.com/#a#b',
        "http://example.com/!$&'()*+,;=",
        'http://example.com:99999/',
        'https://xn--bcher-kva.example/',
        'x@y.co',
        "o'brien@example.ie",
        '1970-01-01T00:00:00.000000001-23:59',
        '0.0.0.0',
      ];
      for (const text of candidates) expectValidates(await infer([text], { input: 'samples', detectFormats: true }), [text]);
    });
  });

  it('compiles under Ajv 2020 strict and validates its samples (varied documents)', async () => {
    const docs = [
      { a: [1, 'x', null, [2, [3]], { b: {} }], c: { d: { e: [{ f: 1 }, { f: 'g', h: null }] } } },
      [[], [[]], [{}], [null]],
      { deep: { deeper: { deepest: [true, false] } }, n: -1.5e-7 },
    ];
    for (const doc of docs) expectValidates(await infer(doc), [doc]);
    expectValidates(await infer(docs, { input: 'samples', noAdditionalProperties: true }), docs);
  });

  it('agrees with genson-js on documents without nulls or unions', async () => {
    const docs = [
      { id: 1, name: 'Ada', scores: [1, 2.5], address: { city: 'London', zip: '1' }, tags: [], flags: { on: true } },
      [{ a: 1 }, { a: 2, b: 'x' }, { a: 3, b: 'y', c: [{ d: 1 }] }],
      'text',
    ];
    for (const doc of docs) {
      const { $schema: _, ...ours } = await infer(JSON.stringify(doc));
      expect(ours).toEqual(createSchema(doc));
    }
  });

  it('refuses a schema that indentation would blow up', async () => {
    const props = Array.from({ length: 20_000 }, (_, i) => `"k${i}":1`).join(',');
    const json = '{"a":'.repeat(900) + `{${props}}` + '}'.repeat(900);
    expect(await runError(tool, { json }, 'INVALID_INPUT')).toBe(
      'The schema would exceed 20,000,000 characters once indented: the samples nest deeply and have many properties at depth',
    );
  });

  it('estimates indented JSON sizes exactly (shared helper)', () => {
    const values = [{ a: [1, 'x', null, true, { b: {} }], c: [] }, [[[]]], 'text', 12.5, { '': [{}] }, Object.assign(Object.create(null), { k: 'v' })];
    for (const value of values) for (const indent of [0, 2, 4]) expect(indentedJsonSize(value, indent, 1e9), `${JSON.stringify(value)} / ${indent}`).toBe(JSON.stringify(value, null, indent).length);
    expect(indentedJsonSize({ a: 'x'.repeat(100) }, 2, 50)).toBe(51);
  });

  it('handles nesting up to the JSON limit', async () => {
    const deep = '['.repeat(1000) + ']'.repeat(1000);
    const schema = await infer(deep);
    let depth = 0;
    for (let s: Record<string, unknown> | undefined = schema; s; s = s.items as Record<string, unknown> | undefined) depth++;
    expect(depth).toBe(1000);
    expect(await runError(tool, { json: '['.repeat(1001) + ']'.repeat(1001) }, 'INVALID_INPUT')).toMatch(/nested too deeply/);
  });
});
