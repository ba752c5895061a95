import { describe, expect, it } from 'vitest';
import { checkValue, parameterToJsonSchema, toInputSchema } from '../src/index.js';
import { createAjv } from '../../../test/support/ajv.js';
import { allTypes } from './fixtures.js';

const schemaOf = (name: string) => parameterToJsonSchema(allTypes.find((p) => p.name === name)!);

describe('ParameterSchema → JSON Schema (compliance table)', () => {
  it('maps each of the 12 types', () => {
    expect(schemaOf('text')).toEqual({ title: 'Text', description: 'A line', type: 'string', minLength: 2, maxLength: 5, pattern: '^[a-zÀ-ÿ😀]+$' });
    expect(schemaOf('area')).toMatchObject({ type: 'string', maxLength: 100, default: 'hi' });
    expect(schemaOf('num')).toMatchObject({ type: 'number', minimum: 0, maximum: 10, multipleOf: 0.5 });
    expect(schemaOf('flag')).toMatchObject({ type: 'boolean', default: false });
    expect(schemaOf('choice')).toMatchObject({ type: 'string', enum: ['a', 'b'], default: 'a' });
    expect(schemaOf('data')).toMatchObject({ anyOf: [{ type: 'string', format: 'json', maxLength: 50 }, { type: 'object' }, { type: 'array', items: {}, maxItems: 3 }, { type: 'number' }, { type: 'boolean' }] });
    expect(schemaOf('upload')).toMatchObject({ type: 'string', contentEncoding: 'base64' });
    expect(schemaOf('tint')).toMatchObject({ type: 'string', pattern: expect.stringContaining('#') });
    expect(schemaOf('day')).toMatchObject({ type: 'string', format: 'date' });
    expect(schemaOf('when')).toMatchObject({ type: 'string', pattern: expect.stringContaining('[Tt ]') });
    expect(schemaOf('when').format).toBeUndefined();
    expect(schemaOf('link')).toMatchObject({ type: 'string', format: 'uri' });
    expect(schemaOf('mail')).toMatchObject({ type: 'string', format: 'email' });
  });

  it('builds a closed object schema with required names, in display order', () => {
    const schema = toInputSchema({ parameters: [...allTypes].reverse() });
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(['text']);
    expect(Object.keys(schema.properties as object)).toEqual(allTypes.map((p) => p.name).reverse());
    const ordered = toInputSchema({ parameters: [{ ...allTypes[1]!, order: 1 }, { ...allTypes[0]!, order: 0 }] });
    expect(Object.keys(ordered.properties as object)).toEqual(['text', 'area']);
  });

  it('folds aiHint into the description a model reads', () => {
    expect(parameterToJsonSchema({ ...allTypes[0]!, aiHint: 'Use lowercase.' }).description).toBe('A line Use lowercase.');
  });

  it('compiles under Ajv 2020 strict mode', () => {
    expect(() => createAjv().compile(toInputSchema({ parameters: allTypes }))).not.toThrow();
  });

  // What the derived schema accepts, the core accepts, and the other way round,
  // so MCP clients that validate locally and our server never disagree.
  const samples: Record<string, unknown[]> = {
    text: ['ab', 'abcde', 'a', 'abcdef', 'AB', 7, 'À😀'],
    num: [0, 10, 2.5, 0.3, -1, 11, '3'],
    flag: [true, false, 'true', 0],
    choice: ['a', 'b', 'c', 'z', 1],
    tint: ['#fff', '#ffffff', '#ffffffff', '#ff', 'red'],
    day: ['2024-02-29', '2023-02-29', '2024-1-1', '2024-12-31'],
    when: ['2024-01-01T10:00', '2024-01-01T10:00:00Z', '2024-01-01 10:00:00.5+05:30', '2024-01-01', 'soon'],
    link: ['https://example.com', 'mailto:x@y.z', 'example.com', '/path'],
    mail: ['a@example.com', 'nope', 'a@', 'first.last@sub.example.org'],
  };
  const ajv = createAjv();
  for (const [name, values] of Object.entries(samples)) {
    it(`agrees with the core on ${name}`, () => {
      const validate = ajv.compile(schemaOf(name));
      const param = allTypes.find((p) => p.name === name)!;
      for (const value of values) expect(validate(value), JSON.stringify(value)).toBe(checkValue(param, value) === undefined);
    });
  }
});
