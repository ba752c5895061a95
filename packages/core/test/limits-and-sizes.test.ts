import { Buffer } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  codePointLength,
  codePointsAtLeast,
  completeMetadata,
  jsonStringSize,
  prepareValues,
  success,
  utf8Length,
  valueSize,
  type ParameterSchema,
} from '../src/index.js';
// the catalog's seeded source (CTP_TEST_SEED explores others); test code only
import { testRandom } from '../../tools/src/_test/random.js';

/** Random UTF-16 text mixing ASCII, JSON escapes, controls, BMP, astral and lone surrogates. */
function randomText(rand: () => number, length: number): string {
  const pieces = ['a', 'Z', ' ', '"', '\\', '\n', '\t', '\x01', '\x7f', 'é', '中', '😀', '\ud83d', '\ude00', '\u2028'];
  let out = '';
  while (out.length < length) out += rand() < 0.7 ? 'abcdefgh'[Math.floor(rand() * 8)] : pieces[Math.floor(rand() * pieces.length)];
  return out;
}

const data = (name: string, type: ParameterSchema['type'], validation: ParameterSchema['validation']): ParameterSchema =>
  ({ name, type, label: name, description: name, required: false, validation }) as ParameterSchema;

describe('input limits: definition (default) or none', () => {
  const params = [
    data('area', 'textarea', { maxLength: 10, minLength: 2 }),
    data('doc', 'json', { maxLength: 10 }),
    data('upload', 'file', { maxSize: 4 }),
    data('field', 'text', { maxLength: 5 }),
  ];
  const big = { area: 'x'.repeat(11), doc: JSON.stringify({ key: 'a long value' }), upload: Buffer.from('12345').toString('base64') };

  it('applies every size limit by default (what servers use)', () => {
    const prepared = prepareValues(params, big);
    expect(prepared.ok).toBe(false);
    if (!prepared.ok) expect(prepared.issues.map((i) => [i.parameter, i.code])).toEqual([
      ['doc', 'CONSTRAINT_VIOLATION'],
      ['area', 'CONSTRAINT_VIOLATION'],
      ['upload', 'CONSTRAINT_VIOLATION'],
    ]);
    expect(prepareValues(params, big, { limits: 'definition' }).ok).toBe(false);
  });

  it("'none' lifts the size limits of data parameters (textarea, json, file)", () => {
    const prepared = prepareValues(params, big, { limits: 'none' });
    expect(prepared).toMatchObject({ ok: true, values: { area: big.area, doc: { key: 'a long value' } } });
    // a structured json value is not stringified to be measured either
    expect(prepareValues(params, { doc: { key: 'x'.repeat(100) } }, { limits: 'none' }).ok).toBe(true);
  });

  it("'none' keeps field rules: a text field's maxLength and every minLength", () => {
    expect(prepareValues(params, { field: 'toolong' }, { limits: 'none' })).toMatchObject({ ok: false, failure: { errorCode: 'CONSTRAINT_VIOLATION' } });
    expect(prepareValues(params, { area: 'x' }, { limits: 'none' })).toMatchObject({ ok: false, failure: { errorCode: 'CONSTRAINT_VIOLATION' } });
  });
});

describe('codePointsAtLeast', () => {
  it('agrees with codePointLength on random text with surrogate pairs and lone halves', () => {
    const rand = testRandom(1);
    for (let k = 0; k < 300; k++) {
      const text = randomText(rand, Math.floor(rand() * 40));
      const n = codePointLength(text);
      for (const want of [0, 1, n - 1, n, n + 1, Math.floor(text.length / 2), text.length]) {
        if (want < 0) continue;
        expect(codePointsAtLeast(text, want), JSON.stringify([text, want])).toBe(n >= want);
      }
    }
  });
});

describe('sizes (differential against Buffer and JSON.stringify)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('utf8Length and jsonStringSize on small and large random text, chunk edges inside surrogate pairs', () => {
    const rand = testRandom(2);
    for (const length of [0, 1, 7, 100, 16_385, 65_535, 65_536, 65_537, 200_000]) {
      const text = randomText(rand, length);
      expect(utf8Length(text), `length ${length}`).toBe(Buffer.byteLength(text));
      expect(jsonStringSize(text), `length ${length}`).toBe(Buffer.byteLength(JSON.stringify(text)));
    }
    // a pair straddling a 64 Ki chunk edge, and a lone high surrogate at the very end
    const edge = 'a'.repeat(65_535) + '😀' + 'b'.repeat(10) + '\ud800';
    expect(utf8Length(edge)).toBe(Buffer.byteLength(edge));
    expect(jsonStringSize(edge)).toBe(Buffer.byteLength(JSON.stringify(edge)));
  });

  it('without Buffer (browsers) the chunked TextEncoder path counts the same', async () => {
    vi.stubGlobal('Buffer', undefined);
    vi.resetModules();
    const fresh = await import('../src/size.js');
    const rand = testRandom(3);
    for (const length of [16_385, 65_536, 131_073, 300_000]) {
      const text = randomText(rand, length);
      expect(fresh.utf8Length(text)).toBe(Buffer.byteLength(text));
      expect(fresh.jsonStringSize(text)).toBe(Buffer.byteLength(JSON.stringify(text)));
    }
  });

  it('valueSize of data objects equals the UTF-8 length of their JSON', () => {
    const rand = testRandom(4);
    const big = randomText(rand, 100_000);
    const values: unknown[] = [
      { result: big, byteLength: 3, skipped: undefined, nested: { a: [1, 'é', null], b: big.slice(0, 30_000) } },
      { list: ['x', 2, true], date: new Date(0), n: 1.5e-7, inf: Infinity },
      Object.assign(Object.create(null), { a: 'b' }),
      [big, 1],
      { toJSON: () => 'custom' },
    ];
    for (const value of values) expect(valueSize(value)).toBe(Buffer.byteLength(JSON.stringify(value)));
  });

  it('outputSize of large data is measured when read, and is then what JSON, spreading and structuredClone see', () => {
    const big = randomText(testRandom(5), 50_000);
    const data = { result: big, byteLength: 7 };
    const expected = Buffer.byteLength(JSON.stringify(data));
    const read = completeMetadata(success(data), { input: { text: 'x' } });
    expect(read.metadata!.outputSize).toBe(expected);
    const serialized = JSON.parse(JSON.stringify(completeMetadata(success(data), {})));
    expect(serialized.metadata.outputSize).toBe(expected);
    expect({ ...completeMetadata(success(data), {}).metadata }.outputSize).toBe(expected);
    expect(structuredClone(completeMetadata(success(data), {}).metadata)).toEqual({ outputSize: expected });
    const assigned = completeMetadata(success(data), {});
    assigned.metadata!.outputSize = 1;
    expect(assigned.metadata!.outputSize).toBe(1);
    // small data is measured at once: a plain data property
    expect(Object.getOwnPropertyDescriptor(completeMetadata(success({ a: 'b' }), {}).metadata, 'outputSize')).toMatchObject({ value: 9 });
  });

  it('inputSize of a large input is measured when read, beside a pending outputSize, and nothing else shows', () => {
    const text = randomText(testRandom(6), 40_000);
    const input = { text, mode: 'decode' };
    const data = { result: text.toUpperCase() };
    const inBytes = Buffer.byteLength(text) + 6;
    const outBytes = Buffer.byteLength(JSON.stringify(data));
    const make = () => completeMetadata(success(data), { input });
    expect(Object.getOwnPropertyDescriptor(make().metadata, 'inputSize')?.get).toBeTypeOf('function');
    expect(make().metadata!.inputSize).toBe(inBytes);
    const plain = { inputSize: inBytes, outputSize: outBytes };
    expect(JSON.parse(JSON.stringify(make().metadata))).toEqual(plain);
    expect(structuredClone(make().metadata)).toEqual(plain);
    expect({ ...make().metadata }).toEqual(plain);
    expect(Object.assign({}, make().metadata)).toEqual(plain);
    expect(Object.keys(make().metadata!)).toEqual(['inputSize', 'outputSize']);
    const set = make();
    set.metadata!.inputSize = 3;
    expect(set.metadata!.inputSize).toBe(3);
    expect(set.metadata!.outputSize).toBe(outBytes);
    // completing a completed result measures again from the same values
    expect(completeMetadata(make(), { input }).metadata).toMatchObject(plain);
  });
});
