import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestedDeeperThan, normalizeValues, prepareInput, readInput } from '../src/index.js';
import { allTypes } from './fixtures.js';

describe('readInput (§7.2 sources)', () => {
  it('reads URLSearchParams, keeping the last of repeated keys', async () => {
    expect(await readInput(new URLSearchParams('a=1&b=x&a=2'))).toEqual({ a: '2', b: 'x' });
  });

  it('reads FormData, turning uploaded blobs into base64 data URLs', async () => {
    const form = new FormData();
    form.set('text', 'hello');
    form.set('upload', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'x.png');
    expect(await readInput(form)).toEqual({ text: 'hello', upload: 'data:image/png;base64,iVBORw==' });
  });

  it('treats null and undefined as an empty record', async () => {
    expect(await readInput(null)).toEqual({});
    expect(await readInput(undefined)).toEqual({});
  });
});

describe('normalizeValues', () => {
  const norm = (record: Record<string, unknown>) => normalizeValues(allTypes, record);

  it('turns empty strings and nulls into undefined, then applies defaults', () => {
    const { values, issues } = norm({ text: 'ab', area: '', flag: null, num: '' });
    expect(issues).toEqual([]);
    expect(values).toEqual({ text: 'ab', area: 'hi', flag: false, choice: 'a' });
    expect('num' in values).toBe(false);
  });

  it('converts "true"/"false" (and form spellings) to booleans', () => {
    for (const [raw, expected] of [['true', true], ['FALSE', false], ['on', true], ['0', false], ['yes', true]] as const)
      expect(norm({ flag: raw }).values.flag).toBe(expected);
    expect(norm({ flag: 'maybe' }).values.flag).toBe('maybe'); // left for validation to reject
  });

  it('converts numeric strings to numbers, and only those', () => {
    expect(norm({ num: '2.5' }).values.num).toBe(2.5);
    expect(norm({ num: ' -1e3 ' }).values.num).toBe(-1000);
    expect(norm({ num: '.5' }).values.num).toBe(0.5);
    expect(norm({ num: '0x10' }).values.num).toBe('0x10');
    expect(norm({ num: '12abc' }).values.num).toBe('12abc');
  });

  it('parses json strings and keeps structured values', () => {
    expect(norm({ data: '{"a":[1,2]}' }).values.data).toEqual({ a: [1, 2] });
    expect(norm({ data: '"str"' }).values.data).toBe('str');
    expect(norm({ data: [1, 2] }).values.data).toEqual([1, 2]);
  });

  it('reports unparsable json as INVALID_INPUT naming the parameter', () => {
    const { issues } = norm({ data: '{bad' });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.code).toBe('INVALID_INPUT');
    expect(issues[0]!.message).toMatch(/^Parameter "data" \(Data\) is not valid JSON/);
  });

  it('reports unparsable required json once, not also as missing', async () => {
    const { prepareValues } = await import('../src/index.js');
    const params = [{ name: 'doc', type: 'json' as const, label: 'Doc', description: 'd', required: true, validation: { maxLength: 100 } }];
    const prepared = prepareValues(params, { doc: '{nope' });
    expect(prepared.ok).toBe(false);
    if (!prepared.ok) expect(prepared.issues.map((i) => i.code)).toEqual(['INVALID_INPUT']);
  });

  it('bounds json by maxLength before parsing', () => {
    expect(norm({ data: JSON.stringify('x'.repeat(60)) }).issues[0]!.code).toBe('CONSTRAINT_VIOLATION');
    expect(norm({ data: { long: 'x'.repeat(60) } }).issues[0]!.code).toBe('CONSTRAINT_VIOLATION');
  });

  describe('nesting depth of json values (bounded before anything recursive walks them)', () => {
    const nest = (levels: number, leaf: unknown = 1): unknown => {
      let v = leaf;
      for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
      return v;
    };
    const unlimited = [{ name: 'data', type: 'json' as const, label: 'Data', description: 'd', required: true }];
    const bounded = [{ name: 'data', type: 'json' as const, label: 'Data', description: 'd', required: true, validation: { maxLength: 1_000_000 } }];

    it('refuses a 10,000-level structured value with CONSTRAINT_VIOLATION naming the parameter (the size check used to throw)', () => {
      for (const params of [bounded, unlimited]) {
        const { values, issues } = normalizeValues(params, { data: nest(10_000) });
        expect(issues).toHaveLength(1);
        expect(issues[0]).toMatchObject({ code: 'CONSTRAINT_VIOLATION', parameter: 'data' });
        expect(issues[0]!.message).toContain(`more than ${MAX_JSON_DEPTH} levels`);
        expect('data' in values).toBe(false);
      }
    });

    it('refuses the same nesting sent as JSON text, with or without size limits', () => {
      const text = '['.repeat(10_000) + ']'.repeat(10_000);
      for (const limits of ['definition', 'none'] as const)
        expect(normalizeValues(bounded, { data: text }, limits).issues[0]).toMatchObject({ code: 'CONSTRAINT_VIOLATION', parameter: 'data' });
    });

    it('accepts exactly the limit and refuses one level more', () => {
      expect(normalizeValues(bounded, { data: nest(MAX_JSON_DEPTH) }).issues).toEqual([]);
      expect(normalizeValues(bounded, { data: JSON.stringify(nest(MAX_JSON_DEPTH)) }).issues).toEqual([]);
      expect(normalizeValues(bounded, { data: nest(MAX_JSON_DEPTH + 1) }).issues[0]?.code).toBe('CONSTRAINT_VIOLATION');
      expect(normalizeValues(bounded, { data: JSON.stringify(nest(MAX_JSON_DEPTH + 1)) }).issues[0]?.code).toBe('CONSTRAINT_VIOLATION');
    });

    it('answers a cycle, a BigInt or a throwing getter from a library caller with an issue, never a throw', () => {
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      expect(normalizeValues(bounded, { data: cyclic }).issues[0]).toMatchObject({ code: 'CONSTRAINT_VIOLATION', parameter: 'data' });
      expect(normalizeValues(bounded, { data: { n: 1n } }).issues[0]).toMatchObject({ code: 'INVALID_INPUT', parameter: 'data' });
      const hostile = Object.defineProperty({}, 'x', { enumerable: true, get: () => { throw new Error('no'); } });
      expect(normalizeValues(bounded, { data: hostile }).issues[0]).toMatchObject({ code: 'INVALID_INPUT', parameter: 'data' });
    });

    it('walks a shared sub-object (a DAG) in linear time, not once per path', () => {
      let shared: unknown = { leaf: true };
      for (let i = 0; i < 60; i++) shared = { left: shared, right: shared }; // 2^60 paths, 61 objects
      expect(nestedDeeperThan(shared, 100)).toBe(false);
      expect(nestedDeeperThan(shared, 60)).toBe(true);
    });
  });

  it('stringifies numbers and booleans given for select parameters', () => {
    expect(norm({ choice: 2 }).values.choice).toBe('2');
  });

  it('reports unknown parameters and never copies them (no prototype pollution)', () => {
    const record = JSON.parse('{"text":"ab","__proto__":{"polluted":true},"constructor":1,"extra":2}');
    const { values, issues } = norm(record);
    expect(issues.map((i) => i.code)).toEqual(['INVALID_INPUT']);
    expect(issues[0]!.message).toContain('"__proto__", "constructor", "extra"');
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(values)).not.toContain('extra');
  });

  it('rejects input that is not an object', () => {
    for (const bad of [[], 'text', 42]) expect(normalizeValues(allTypes, bad).issues[0]!.code).toBe('INVALID_INPUT');
  });

  it('does not share default objects between calls', () => {
    const params = [{ name: 'o', type: 'json' as const, label: 'O', description: 'o', required: false, defaultValue: { a: 1 }, validation: { maxLength: 10 } }];
    const first = normalizeValues(params, {}).values.o as { a: number };
    first.a = 2;
    expect(normalizeValues(params, {}).values.o).toEqual({ a: 1 });
  });
});

describe('prepareInput', () => {
  it('normalizes then validates query strings end to end', async () => {
    const prepared = await prepareInput(allTypes, new URLSearchParams('text=abc&num=1.5&flag=true&data=[1]'));
    expect(prepared).toEqual({
      ok: true,
      values: { text: 'abc', area: 'hi', num: 1.5, flag: true, choice: 'a', data: [1] },
    });
  });

  it('fails with the first code and every message', async () => {
    const prepared = await prepareInput(allTypes, { num: 'x', choice: 'z' });
    expect(prepared.ok).toBe(false);
    if (prepared.ok) return;
    expect(prepared.failure.errorCode).toBe('MISSING_REQUIRED');
    expect(prepared.issues.map((i) => [i.parameter, i.code])).toEqual([
      ['text', 'MISSING_REQUIRED'],
      ['num', 'TYPE_ERROR'],
      ['choice', 'CONSTRAINT_VIOLATION'],
    ]);
    expect(prepared.failure.error.split('; ')).toHaveLength(3);
  });
});
