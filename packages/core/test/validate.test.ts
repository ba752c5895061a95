import { describe, expect, it } from 'vitest';
import { bytesToBase64, checkValue, isMultipleOf, isParameterActive, validateValues, type ErrorCode, type ParameterSchema } from '../src/index.js';
import { allTypes } from './fixtures.js';

const param = (name: string) => allTypes.find((p) => p.name === name)!;
const code = (name: string, value: unknown): ErrorCode | undefined => checkValue(param(name), value)?.code;

describe('checkValue (§6.3) for every field type', () => {
  it('text: type, code-point lengths and pattern', () => {
    expect(code('text', 'abc')).toBeUndefined();
    expect(code('text', 'À😀')).toBeUndefined(); // 2 code points, 3 UTF-16 units
    expect(code('text', 5)).toBe('TYPE_ERROR');
    expect(code('text', 'a')).toBe('CONSTRAINT_VIOLATION');
    expect(code('text', 'abcdef')).toBe('CONSTRAINT_VIOLATION');
    expect(code('text', '😀😀😀😀😀')).toBeUndefined(); // 5 code points, 10 units
    expect(code('text', 'ab1')).toBe('CONSTRAINT_VIOLATION');
  });

  it('number: type, finiteness, min/max and step', () => {
    expect(code('num', 2.5)).toBeUndefined();
    expect(code('num', '2')).toBe('TYPE_ERROR');
    expect(code('num', Number.NaN)).toBe('TYPE_ERROR');
    expect(code('num', Infinity)).toBe('CONSTRAINT_VIOLATION');
    expect(code('num', -1)).toBe('CONSTRAINT_VIOLATION');
    expect(code('num', 10.5)).toBe('CONSTRAINT_VIOLATION');
    expect(code('num', 0.3)).toBe('CONSTRAINT_VIOLATION');
    expect(checkValue({ ...param('num'), validation: { step: 0.1 } }, 0.3)).toBeUndefined(); // decimal, not 0.3 / 0.1
  });

  it('number step 1 means an exact integer: tiny and near-integer values are refused (they crashed tools sizing buffers)', () => {
    const whole = { ...param('num'), validation: { min: 0, max: 1e6, step: 1 } } as ParameterSchema;
    for (const bad of [5e-324, 1e-12, 1e-10, 1 + 1e-12, 2 - 1e-10, 999.9999999999])
      expect(checkValue(whole, bad), String(bad)).toMatchObject({ code: 'CONSTRAINT_VIOLATION', message: expect.stringContaining('whole number') });
    for (const good of [0, 1, 42, 1e6]) expect(checkValue(whole, good), String(good)).toBeUndefined();
  });
  it('boolean', () => {
    expect(code('flag', true)).toBeUndefined();
    expect(code('flag', 'true')).toBe('TYPE_ERROR');
  });

  it('select: enabled options only', () => {
    expect(code('choice', 'b')).toBeUndefined();
    expect(code('choice', 'c')).toBe('CONSTRAINT_VIOLATION');
    expect(code('choice', 'z')).toBe('CONSTRAINT_VIOLATION');
    expect(checkValue(param('choice'), 'z')!.message).toBe('Parameter "choice" (Choice) must be one of "a", "b" (got "z")');
  });

  it('json: array item bounds', () => {
    expect(code('data', [1, 2, 3])).toBeUndefined();
    expect(code('data', [1, 2, 3, 4])).toBe('CONSTRAINT_VIOLATION');
    expect(code('data', { any: 'object' })).toBeUndefined();
  });

  it('file: base64 or data URL, maxSize and accept', () => {
    const png = bytesToBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]));
    expect(code('upload', png)).toBeUndefined(); // sniffed image/png
    expect(code('upload', `data:text/plain;base64,${btoa('hello')}`)).toBeUndefined();
    expect(code('upload', 'data:text/plain,hello%20world')).toBeUndefined(); // percent-encoded data URL
    expect(code('upload', btoa('plain text'))).toBeUndefined(); // sniffed text/plain
    expect(code('upload', `data:application/pdf;base64,${btoa('%PDF-1')}`)).toBe('CONSTRAINT_VIOLATION');
    expect(code('upload', btoa('x'.repeat(17)))).toBe('CONSTRAINT_VIOLATION');
    expect(checkValue(param('upload'), btoa('x'.repeat(17)))!.message).toMatch(/17 bytes; the limit is 16 bytes/);
    expect(code('upload', 'not base64!')).toBe('INVALID_INPUT');
    expect(code('upload', 'abcde')).toBe('INVALID_INPUT'); // impossible length
  });

  it('color: hex forms', () => {
    for (const ok of ['#fff', '#ffff', '#A1b2C3', '#a1b2c3d4']) expect(code('tint', ok), ok).toBeUndefined();
    for (const bad of ['fff', '#ff', '#gggggg', 'red', 'rgb(0,0,0)']) expect(code('tint', bad), bad).toBe('INVALID_INPUT');
  });

  it('date: real calendar dates only', () => {
    expect(code('day', '2024-02-29')).toBeUndefined();
    expect(code('day', '2023-02-29')).toBe('INVALID_INPUT');
    expect(code('day', '2024-13-01')).toBe('INVALID_INPUT');
    expect(code('day', '24-01-01')).toBe('INVALID_INPUT');
  });

  it('datetime: ISO 8601 with optional seconds and offset', () => {
    for (const ok of ['2024-01-01T10:00', '2024-01-01T10:00:59.123Z', '2024-01-01 10:00:00+05:30', '2016-12-31T23:59:60Z'])
      expect(code('when', ok), ok).toBeUndefined();
    for (const bad of ['2024-01-01', '2024-01-01T24:00', '2024-02-30T00:00', '2024-01-01T10:00+25:00', 'now'])
      expect(code('when', bad), bad).toBe('INVALID_INPUT');
  });

  it('url: absolute URLs as the WHATWG URL parser reads them (a space in the path is encoded, not refused)', () => {
    expect(code('link', 'https://example.com/a?b#c')).toBeUndefined();
    expect(code('link', 'mailto:a@b.c')).toBeUndefined();
    // WHATWG URL Standard: spaces in path, query and fragment are percent-encoded; leading/trailing spaces are stripped
    for (const ok of ['https://example.com/my file.pdf', 'https://example.com/?q=a b#x y', ' https://x.y', 'https://例え.テスト/パス'])
      expect([ok, code('link', ok), new URL(ok).href.includes(' ')], ok).toEqual([ok, undefined, false]);
    for (const bad of ['/relative', 'example.com', 'https://exa mple.com', 'https://[::1', 'http://a:b:c@'])
      expect([bad, code('link', bad)]).toEqual([bad, 'INVALID_INPUT']);
  });

  it('email: structure only; spaces only inside a quoted local part (RFC 5322 quoted-string)', () => {
    for (const ok of ['name@example.com', '" "@example.org', '"john doe"@example.com', '"a@b"@example.com', 'नामा@example.com'])
      expect([ok, code('mail', ok)]).toEqual([ok, undefined]);
    for (const bad of ['name', '@example.com', 'name@', 'a b@c.d', '" "@exa mple.org', '"a" b@c.d', 'a@b..c', `${'a'.repeat(250)}@b.cd`])
      expect([bad, code('mail', bad)]).toEqual([bad, 'INVALID_INPUT']);
  });

  it('names the parameter and its label in every message', () => {
    expect(checkValue(param('num'), -1)!.message).toBe('Parameter "num" (Number) must be at least 0');
  });
});

describe('validateValues', () => {
  it('reports missing required parameters', () => {
    expect(validateValues(allTypes, {}).map((i) => [i.parameter, i.code])).toEqual([['text', 'MISSING_REQUIRED']]);
  });

  const dependent: ParameterSchema[] = [
    { name: 'mode', type: 'select', label: 'Mode', description: 'm', required: false, defaultValue: 'simple', options: [{ value: 'simple', label: 'S' }, { value: 'custom', label: 'C' }] },
    { name: 'size', type: 'number', label: 'Size', description: 's', required: true, dependsOn: [{ field: 'mode', condition: 'equals', value: 'custom' }] },
  ];

  it('requires a dependent parameter only while its rule holds (§6.5)', () => {
    expect(validateValues(dependent, { mode: 'simple' })).toEqual([]);
    expect(validateValues(dependent, { mode: 'custom' }).map((i) => i.code)).toEqual(['MISSING_REQUIRED']);
  });

  it('evaluates every dependency condition', () => {
    const p = (condition: 'equals' | 'notEquals' | 'contains' | 'exists', value?: unknown): ParameterSchema => ({
      ...dependent[1]!, dependsOn: [{ field: 'mode', condition, value }],
    });
    expect(isParameterActive(p('equals', 'custom'), { mode: 'custom' })).toBe(true);
    expect(isParameterActive(p('notEquals', 'custom'), { mode: 'custom' })).toBe(false);
    expect(isParameterActive(p('contains', 'ust'), { mode: 'custom' })).toBe(true);
    expect(isParameterActive(p('contains', 2), { mode: [1, 2] })).toBe(true);
    expect(isParameterActive(p('exists'), { mode: '' })).toBe(false);
    expect(isParameterActive(p('exists'), { mode: 'x' })).toBe(true);
    expect(isParameterActive(p('equals', 4), { mode: '4' })).toBe(true); // query strings are text
  });
});

describe('parseDateTime / parseDate', () => {
  it('reads a missing offset as UTC and applies offsets', async () => {
    const { parseDateTime, parseDate } = await import('../src/index.js');
    expect(parseDateTime('2024-01-01T10:00')).toBe(Date.UTC(2024, 0, 1, 10));
    expect(parseDateTime('2024-01-01T10:00:05.123456Z')).toBe(Date.UTC(2024, 0, 1, 10, 0, 5, 123));
    expect(parseDateTime('2024-01-01T10:00:00+05:30')).toBe(Date.UTC(2024, 0, 1, 4, 30));
    expect(parseDateTime('2024-01-01T10:00:00-01:00')).toBe(Date.UTC(2024, 0, 1, 11));
    expect(parseDateTime('2016-12-31T23:59:60Z')).toBe(Date.UTC(2016, 11, 31, 23, 59, 59, 999));
    expect(parseDateTime('0050-06-01T00:00Z')).toBe(Date.parse('0050-06-01T00:00:00Z'));
    expect(parseDateTime('nope')).toBeNaN();
    expect(parseDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseDate('0001-01-01')).toBe(Date.parse('0001-01-01T00:00:00Z'));
  });
});

describe('file values', () => {
  it('decode binary percent-encoded data URLs and canonicalise base64', async () => {
    const { parseFileValue } = await import('../src/index.js');
    const pct = parseFileValue('data:application/octet-stream,%FF%00a');
    if ('error' in pct) throw new Error(pct.error);
    expect([...pct.bytes()]).toEqual([0xff, 0x00, 0x61]);
    expect(pct.mimeType).toBe('application/octet-stream');
    const wrapped = parseFileValue('aGVs\nbG8_-w');
    if ('error' in wrapped) throw new Error(wrapped.error);
    expect(wrapped.base64).toBe('aGVsbG8/+w==');
    expect(parseFileValue('data:text/plain,%ZZ')).toEqual({ error: 'is a data URL with invalid percent-encoding' });
  });
});

describe('isMultipleOf: exact decimal multiples', () => {
  it('accepts what a person would call a multiple, however binary floating point rounds the quotient', () => {
    expect(isMultipleOf(19.99, 0.01)).toBe(true);
    expect(isMultipleOf(0.3, 0.1)).toBe(true);
    expect(isMultipleOf(1.1, 0.1)).toBe(true);
    expect(isMultipleOf(4.35, 0.05)).toBe(true);
    expect(isMultipleOf(-7.5, 2.5)).toBe(true);
    expect(isMultipleOf(1e21, 7)).toBe(false); // 1e21 = 2^21·5^21, no factor 7
    expect(isMultipleOf(1.5e-7, 5e-8)).toBe(true);
    expect(isMultipleOf(0, 0.3)).toBe(true);
  });
  it('refuses near misses and nonsense', () => {
    expect(isMultipleOf(0.31, 0.1)).toBe(false);
    expect(isMultipleOf(19.999, 0.01)).toBe(false);
    expect(isMultipleOf(5e-324, 1)).toBe(false);
    expect(isMultipleOf(5e-324, 0.5)).toBe(false);
    expect(isMultipleOf(10, 3)).toBe(false);
    expect(isMultipleOf(Infinity, 1)).toBe(false);
    expect(isMultipleOf(NaN, 1)).toBe(false);
    expect(isMultipleOf(3, 0)).toBe(false);
    expect(isMultipleOf(3, -1)).toBe(false);
  });
  it('integer steps on large doubles are exact', () => {
    expect(isMultipleOf(2 ** 60, 1024)).toBe(true);
    expect(isMultipleOf(2 ** 53 + 2, 3)).toBe((2n ** 53n + 2n) % 3n === 0n);
  });

});
