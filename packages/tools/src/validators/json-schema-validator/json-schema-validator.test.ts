import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import tool from './index.js';
import Ajv2020Import from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface ErrorOut {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
  line: number;
  column: number;
}
interface Data {
  valid: boolean;
  summary: string;
  draft: string;
  errorCount: number;
  errors: ErrorOut[];
  schemaWarnings: string[];
}

const json = (value: unknown) => JSON.stringify(value);
const validate = (schema: unknown, data: unknown, extra: Record<string, unknown> = {}) =>
  runOk<Data>(tool, { schema: typeof schema === 'string' ? schema : json(schema), data: typeof data === 'string' ? data : json(data), ...extra });
const S2020 = 'https://json-schema.org/draft/2020-12/schema';

describe('json-schema-validator', () => {
  itReproducesItsExample(tool);

  it('runs on the server: Ajv compiles schemas with new Function, which client tools may not use', () => {
    expect(tool.definition.executionMode).toBe('server');
    expect(tool.definition.annotations?.openWorldHint).toBe(false);
    expect(tool.definition.isolate).toBe(true);
  });

  it('treats an empty schema or data as missing', async () => {
    await runError(tool, { schema: '', data: '1' }, 'MISSING_REQUIRED');
    await runError(tool, { schema: '{}', data: '' }, 'MISSING_REQUIRED');
  });

  it('handles unicode names, patterns and lengths in code points', async () => {
    const schema = { type: 'object', properties: { [UNICODE_SAMPLE]: { type: 'string', pattern: `^${UNICODE_SAMPLE}$`, maxLength: 3 } }, required: [UNICODE_SAMPLE] };
    expect((await validate(schema, { [UNICODE_SAMPLE]: UNICODE_SAMPLE })).valid).toBe(true);
    const data = await validate(schema, `{"${UNICODE_SAMPLE}": "${UNICODE_SAMPLE}x"}`);
    expect(data.errors.map((e) => [e.instancePath, e.keyword, e.line, e.column])).toEqual([
      [`/${UNICODE_SAMPLE}`, 'maxLength', 1, 9],
      [`/${UNICODE_SAMPLE}`, 'pattern', 1, 9],
    ]);
  });

  it('validates the largest allowed data', async () => {
    const unit = '{"id":1,"tags":["a","b"],"ok":true},';
    const data = `[${largestInput(tool, 'data', unit).slice(unit.length)}null]`;
    const schema = { type: 'array', items: { anyOf: [{ type: 'null' }, { type: 'object', properties: { id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } }, required: ['id'] }] } };
    const result = await validate(schema, data);
    expect(result).toEqual({ valid: true, summary: 'Valid: the data matches the schema (draft 2020-12).', draft: '2020-12', errorCount: 0, errors: [], schemaWarnings: [] });
    await runError(tool, { schema: '{}', data: oversizedInput(tool, 'data') }, 'CONSTRAINT_VIOLATION');
  });

  it('collects every error, lists at most 1000 and says so', async () => {
    const result = await runTool(tool, { schema: json({ items: { type: 'number' } }), data: json(Array(1500).fill('x')) });
    expect(result.success).toBe(true);
    const data = result.success ? (result.data as Data) : undefined;
    expect(data?.errorCount).toBe(1500);
    expect(data?.errors).toHaveLength(1000);
    expect(data?.errors[999]).toMatchObject({ instancePath: '/999', message: 'must be number (it is string)' });
    expect(result.metadata?.warnings).toEqual(['Only the first 1000 of 1500 errors are listed.']);
  });

  it('locates errors in the data and words them precisely', async () => {
    const schema = {
      type: 'object',
      required: ['id', 'role'],
      properties: { id: { const: 7 }, role: { enum: ['admin', 'user'] }, tags: { type: 'array' } },
      propertyNames: { maxLength: 4 },
      additionalProperties: false,
    };
    const data = await validate(schema, '{\n  "id": 8,\n  "tags": "x",\n  "extra": 1\n}');
    expect(data.errors).toEqual([
      { instancePath: '', schemaPath: '#/required', keyword: 'required', message: "must have required property 'role'", params: { missingProperty: 'role' }, line: 1, column: 1 },
      { instancePath: '/id', schemaPath: '#/properties/id/const', keyword: 'const', message: 'must be 7', params: { allowedValue: 7 }, line: 2, column: 9 },
      { instancePath: '/tags', schemaPath: '#/properties/tags/type', keyword: 'type', message: 'must be array (it is string)', params: { type: 'array' }, line: 3, column: 11 },
      { instancePath: '', schemaPath: '#/propertyNames/maxLength', keyword: 'maxLength', message: 'must NOT have more than 4 characters', params: { limit: 4 }, line: 1, column: 1 },
      { instancePath: '', schemaPath: '#/propertyNames', keyword: 'propertyNames', message: 'property name "extra" is invalid', params: { propertyName: 'extra' }, line: 4, column: 3 },
      { instancePath: '', schemaPath: '#/additionalProperties', keyword: 'additionalProperties', message: 'must not have the additional property "extra"', params: { additionalProperty: 'extra' }, line: 4, column: 3 },
    ].sort((a, b) => a.line - b.line || a.column - b.column));
    expect((await validate({ enum: ['a', 'b'] }, '"c"')).errors[0]!.message).toBe('must be one of "a", "b"');
    expect(data.summary.split('\n')[0]).toBe('Invalid: 6 errors against the draft 2020-12 schema.');
  });

  it('reads the draft from $schema: 2020-12, 2019-09, draft-07, draft-06 and draft-04', async () => {
    const tuple = { prefixItems: [{ type: 'string' }], items: false };
    expect(await validate({ $schema: S2020, ...tuple }, ['a', 1])).toMatchObject({ valid: false, draft: '2020-12', errors: [{ instancePath: '', keyword: 'items', message: 'must NOT have more than 1 items' }] });
    expect((await validate({ $schema: S2020, ...tuple }, ['a'])).valid).toBe(true);
    const unevaluated = { $schema: 'https://json-schema.org/draft/2019-09/schema', allOf: [{ properties: { a: {} } }], unevaluatedProperties: false };
    expect(await validate(unevaluated, { a: 1, b: 2 })).toMatchObject({ valid: false, draft: '2019-09', errors: [{ keyword: 'unevaluatedProperties', message: 'must not have the unevaluated property "b"' }] });
    const old = { $schema: 'http://json-schema.org/draft-07/schema#', items: [{ type: 'string' }], additionalItems: false };
    expect(await validate(old, ['a', 'b'])).toMatchObject({ valid: false, draft: 'draft-07', errors: [{ instancePath: '', keyword: 'additionalItems' }] });
    const six = await validate({ $schema: 'http://json-schema.org/draft-06/schema#', const: 1 }, 1);
    expect(six).toMatchObject({ valid: true, draft: 'draft-06' });
    expect(six.schemaWarnings).toEqual(['draft-06 is checked with draft-07 rules (draft-07 only adds keywords).']);
    // draft-04: boolean exclusiveMaximum and "id"
    const four = { $schema: 'http://json-schema.org/draft-04/schema#', id: 'urn:example:price', type: 'number', maximum: 10, exclusiveMaximum: true, properties: { id: { type: 'string' } } };
    expect(await validate(four, 10)).toMatchObject({ valid: false, draft: 'draft-04', errors: [{ keyword: 'exclusiveMaximum', message: 'must be < 10' }] });
    expect((await validate(four, 9.99)).valid).toBe(true);
    expect((await validate({ ...four, exclusiveMaximum: false }, 10)).valid).toBe(true);
  });

  it('guesses the draft without $schema, follows an explicit draft, and notes unknown dialects', async () => {
    const noSchema = await validate({ items: [{ type: 'string' }] }, [1]);
    expect(noSchema.draft).toBe('draft-07');
    expect(noSchema.schemaWarnings[0]).toMatch(/^The schema has no \$schema and "items" is an array/);
    expect((await validate({ type: 'string' }, 1)).draft).toBe('2020-12');
    const forced = await validate({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' }, '"x"', { draft: '2019-09' });
    expect(forced).toMatchObject({ valid: true, draft: '2019-09' });
    expect(forced.schemaWarnings[0]).toBe('The schema declares $schema "http://json-schema.org/draft-07/schema#"; it was checked as draft 2019-09 as asked.');
    const openapi = await validate({ $schema: 'https://spec.openapis.org/oas/3.1/dialect/base', type: 'string' }, 1);
    expect(openapi).toMatchObject({ valid: false, draft: '2020-12' });
    expect(openapi.schemaWarnings[0]).toMatch(/^Unknown \$schema/);
    expect(await runError(tool, { schema: json({ items: [{ type: 'string' }] }), data: '[1]', draft: '2020-12' }, 'INVALID_INPUT')).toMatch(
      /^The schema is not a valid draft 2020-12 schema: \/items \(line 1, column 10\): must be object,boolean \(it is array\)\. If it was written for draft-07/,
    );
  });

  it('checks formats unless told not to, and reports unknown keywords and formats', async () => {
    const schema = { type: 'object', properties: { mail: { format: 'email' }, when: { format: 'date-time' }, id: { format: 'uuid' } } };
    const bad = { mail: 'nope', when: '2024-13-01T00:00:00Z', id: '123' };
    expect((await validate(schema, bad)).errors.map((e) => e.params.format)).toEqual(['email', 'date-time', 'uuid']);
    expect((await validate(schema, bad, { validateFormats: false })).valid).toBe(true);
    const loose = await validate({ type: 'object', require: ['a'], properties: { a: { format: 'zip-code' } } }, { a: 1 });
    expect(loose.valid).toBe(true);
    expect(loose.schemaWarnings).toEqual([
      'Unknown keyword "require" is ignored (check its spelling; set strict to reject unknown keywords)',
      'Unknown format "zip-code" (at #/properties/a) is not checked',
    ]);
    expect(await runError(tool, { schema: json({ require: ['a'] }), data: '{}', strict: true }, 'INVALID_INPUT')).toBe(
      'The schema cannot be used: strict mode (turn off "strict" to allow it): unknown keyword: "require"',
    );
    expect(await runError(tool, { schema: json({ format: 'zip-code' }), data: '1', strict: true }, 'INVALID_INPUT')).toBe(
      'The schema uses the unknown format "zip-code" (at #); turn off "strict" to accept it unchecked',
    );
  });

  it('resolves local $refs and recursion, and never fetches remote ones', async () => {
    const tree = { $defs: { node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } }, required: ['name'] } }, $ref: '#/$defs/node' };
    const nested = await validate(tree, { name: 'a', children: [{ name: 'b', children: [{}] }] });
    expect(nested.errors).toMatchObject([{ instancePath: '/children/0/children/0', keyword: 'required', message: "must have required property 'name'", line: 1, column: 49 }]);
    expect(await runError(tool, { schema: json({ $ref: 'https://example.com/address.json' }), data: '{}' }, 'INVALID_INPUT')).toBe(
      'The schema\'s $ref "https://example.com/address.json" cannot be resolved: remote schemas are never fetched. Copy the referenced schema under "$defs" (or "definitions") and point the $ref at it.',
    );
    expect(await runError(tool, { schema: json({ $ref: '#/$defs/missing' }), data: '{}' }, 'INVALID_INPUT')).toMatch(/^The schema's \$ref "#\/\$defs\/missing" points to nothing/);
    // a $ref to another resource declared inside the schema resolves without the network
    const bundled = { $id: 'https://example.com/root.json', $defs: { addr: { $id: 'https://example.com/address.json', type: 'string' } }, $ref: 'https://example.com/address.json' };
    expect((await validate(bundled, 1)).errors[0]).toMatchObject({ keyword: 'type' });
  });

  it('validates a schema against a pasted standard meta-schema', async () => {
    const meta = createRequire(import.meta.url)('ajv/dist/refs/json-schema-draft-07.json') as Record<string, unknown>;
    const data = await validate(meta, { type: 'strin' });
    expect(data).toMatchObject({ valid: false, draft: 'draft-07' });
    expect(data.errors[0]).toMatchObject({ instancePath: '/type', keyword: 'enum' });
    expect(data.schemaWarnings).toEqual(['The schema\'s $id "http://json-schema.org/draft-07/schema#" is a standard meta-schema: the built-in copy was used.']);
  });

  it('accepts boolean schemas', async () => {
    expect((await validate(true, { any: 'thing' })).valid).toBe(true);
    expect((await validate(false, 1)).errors).toEqual([
      { instancePath: '', schemaPath: '#/false schema', keyword: 'false schema', message: 'is not allowed here (the schema is false)', params: {}, line: 1, column: 1 },
    ]);
  });

  it('JSON Schema multipleOf is exact for decimals (19.99 is a multiple of 0.01, 0.3 of 0.1), where Ajv divides doubles', async () => {
    for (const [data, multipleOf] of [['19.99', 0.01], ['0.3', 0.1], ['1.1', 0.1], ['4.35', 0.05], ['-0.07', 0.01], ['1e-7', 1e-8], ['12.5', 2.5], ['0', 0.01]] as const)
      expect([data, multipleOf, (await validate({ type: 'number', multipleOf }, data)).valid]).toEqual([data, multipleOf, true]);
    for (const [data, multipleOf] of [['19.995', 0.01], ['0.30000000000000004', 0.1], ['1.0000000001', 1], ['5e-324', 1], ['7', 2], ['0.35', 0.1]] as const)
      expect([data, multipleOf, (await validate({ type: 'number', multipleOf }, data)).valid]).toEqual([data, multipleOf, false]);
    expect((await validate({ properties: { price: { multipleOf: 0.01 } } }, '{"price": 19.999}')).errors).toEqual([
      { instancePath: '/price', schemaPath: '#/properties/price/multipleOf', keyword: 'multipleOf', message: 'must be multiple of 0.01', params: { multipleOf: 0.01 }, line: 1, column: 11 },
    ]);
    // draft-07 and draft-04 run the same keyword; the meta-schema still refuses a divisor <= 0
    expect((await validate({ $schema: 'http://json-schema.org/draft-07/schema#', multipleOf: 0.1 }, '0.3')).valid).toBe(true);
    expect(await runError(tool, { schema: json({ multipleOf: 0 }), data: '1' }, 'INVALID_INPUT')).toMatch(/^The schema is not a valid draft 2020-12 schema: \/multipleOf/);
  });

  it('agrees with Ajv used directly', async () => {
    // the reference: Ajv 2020 as documented, non-strict (user schemas may omit "type" next to "properties")
    // CommonJS packages under NodeNext: the default import may be the module object
    type Reference = { validate(schema: object, data: unknown): boolean; errors?: unknown[] | null };
    const Ajv2020 = ((Ajv2020Import as unknown as { default?: unknown }).default ?? Ajv2020Import) as unknown as new (options: object) => Reference;
    const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as unknown as (ajv: Reference) => void;
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const cases: Array<[object, unknown]> = [
      [{ type: 'integer', multipleOf: 3 }, 9],
      [{ type: 'integer', multipleOf: 3 }, 10],
      [{ type: 'string', minLength: 2, pattern: '^[a-z]+$' }, 'ab'],
      [{ type: 'string', minLength: 2, pattern: '^[a-z]+$' }, 'A'],
      [{ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 1],
      [{ if: { properties: { a: { const: 1 } } }, then: { required: ['b'] } }, { a: 1 }],
      [{ dependentRequired: { a: ['b'] } }, { a: 1, b: 2 }],
      [{ contains: { type: 'string' }, minContains: 2 }, ['a', 1, 'b']],
      [{ uniqueItems: true }, [1, 2, 1]],
      [{ format: 'ipv4' }, '256.1.1.1'],
    ];
    for (const [schema, data] of cases) {
      const expected = ajv.validate({ $schema: S2020, ...schema }, data);
      const got = await validate(schema, json(data));
      expect(got.valid, json(schema)).toBe(expected);
      expect(got.errorCount, json(schema)).toBe(ajv.errors?.length ?? 0);
    }
  });

  it('answers data that is not JSON with valid=false, the parser\'s reason and position, not an error', async () => {
    const notJson = await runOk<Record<string, unknown>>(tool, { schema: json({ type: 'object' }), data: '%%% not valid {{{' });
    expect(notJson).toEqual({
      valid: false,
      summary: 'Invalid: the data is not JSON.\n(line 1, column 1): unexpected character',
      draft: '2020-12',
      errorCount: 1,
      errors: [{ instancePath: '', schemaPath: '', keyword: 'syntax', message: 'not valid JSON: unexpected character', params: {}, line: 1, column: 1 }],
      schemaWarnings: expect.any(Array),
    });
    const truncated = await runOk<{ valid: boolean; errors: Array<Record<string, unknown>> }>(tool, { schema: '{}', data: '{"a": 1,' });
    expect(truncated.valid).toBe(false);
    expect(truncated.errors).toEqual([{ instancePath: '', schemaPath: '', keyword: 'syntax', message: 'not valid JSON: property name (in double quotes) expected', params: {}, line: 1, column: 9 }]);
  });

  it('still refuses a schema that is not JSON or not usable, even with data that is not JSON either', async () => {
    expect(await runError(tool, { schema: '{\n  "type": "string",\n}', data: '1' }, 'INVALID_INPUT')).toBe('The schema is not valid JSON: line 3, column 1: property name (in double quotes) expected');
    expect(await runError(tool, { schema: '%%% not valid {{{', data: '%%%' }, 'INVALID_INPUT')).toBe('The schema is not valid JSON: line 1, column 1: unexpected character');
    expect(await runError(tool, { schema: json({ type: 'strin' }), data: '{' }, 'INVALID_INPUT')).toMatch(/^The schema is not a valid draft 2020-12 schema/);
    expect(await runError(tool, { schema: '[]', data: '1' }, 'INVALID_INPUT')).toBe('A JSON Schema must be an object (or true/false), but the schema is an array');
    expect(await runError(tool, { schema: json({ type: 'strin' }), data: '1' }, 'INVALID_INPUT')).toBe(
      'The schema is not a valid draft 2020-12 schema: /type (line 1, column 9): must be one of "array", "boolean", "integer", "null", "number", "object", "string".',
    );
    expect(await runError(tool, { schema: json({ pattern: '(' }), data: '"x"' }, 'INVALID_INPUT')).toMatch(/^The schema has an invalid "pattern" or "patternProperties" regular expression/);
    expect(await runError(tool, { schema: '{}', data: `${'['.repeat(1001)}${']'.repeat(1001)}` }, 'INVALID_INPUT')).toMatch(/nested too deeply/);
    expect(await runError(tool, { schema: json({ $id: 'urn:x', type: 'string' }), data: '1' }, 'INVALID_INPUT')).toMatch(/^The schema's \$id "urn:x" is not a usable URI: /);
    await runError(tool, { schema: '{}', data: '1', draft: 'draft-03' }, 'CONSTRAINT_VIOLATION');
  });
});
