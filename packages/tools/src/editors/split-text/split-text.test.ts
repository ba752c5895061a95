import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  parts: string[];
  count: number;
  joined: string;
}

const split = async (text: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { text, ...options })).parts;

describe('split-text', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('splits by a delimiter like String.prototype.split (differential)', async () => {
    for (const [text, delimiter] of [['a,b,,c,', ','], ['a::b:c', '::'], [',', ','], ['abc', 'x'], ['aaa', 'aa']]) {
      expect(await split(text!, { delimiter }), `${text} / ${delimiter}`).toEqual(text!.split(delimiter!));
    }
    expect(await split('a\nb\tc\\d', { delimiter: '\\n' })).toEqual(['a', 'b\tc\\d']);
    expect(await split('a\tb', { delimiter: '\\t' })).toEqual(['a', 'b']);
    expect(await split('a\\b', { delimiter: '\\\\' })).toEqual(['a', 'b']);
  });

  it('splits by a regex like String.prototype.split (differential, no captures)', async () => {
    const cases: [string, string, string?][] = [
      ['a, b;c  ;d', '[,;]\\s*'],
      ['one  two\tthree\n', '\\s+'],
      ['abc', '(?:)'],
      ['a1b22c333', '\\d*'],
      ['aXbxc', 'x', 'i'],
      ['😀😀', '(?:)', 'u'],
      ['line1\nline2', '^', 'm'],
    ];
    for (const [text, pattern, flags] of cases)
      expect(await split(text, { splitBy: 'regex', pattern, flags }), `${text} / ${pattern}`).toEqual(text.split(new RegExp(pattern, flags)));
    // capture groups are left out, unlike String.prototype.split
    expect(await split('a1b2c', { splitBy: 'regex', pattern: '(\\d)' })).toEqual(['a', 'b', 'c']);
  });

  it('caps the number of parts, keeping the rest in the last one', async () => {
    expect(await split('a,b,c,d', { limit: 2 })).toEqual(['a', 'b,c,d']);
    expect(await split('a,b,c,d', { limit: 1 })).toEqual(['a,b,c,d']);
    expect(await split('a,b', { limit: 5 })).toEqual(['a', 'b']);
    expect(await split('a b  c d', { splitBy: 'regex', pattern: '\\s+', limit: 3 })).toEqual(['a', 'b', 'c d']);
    expect(await split('abcdefg', { splitBy: 'length', size: 2, limit: 2 })).toEqual(['ab', 'cdefg']);
    expect(await split('abcdefg', { splitBy: 'length', size: 2, unit: 'bytes', limit: 3 })).toEqual(['ab', 'cd', 'efg']);
  });

  it('chunks by graphemes, code points or UTF-8 bytes without cutting a character', async () => {
    const text = `${UNICODE_SAMPLE}👍🏽e\u0301x`;
    expect(await split(text, { splitBy: 'length', size: 2 })).toEqual(['À😀', '中👍🏽', 'e\u0301x']);
    expect(await split(text, { splitBy: 'length', size: 2, unit: 'codepoints' })).toEqual(['À😀', '中👍', '🏽e', '\u0301x']);
    // À=2, 😀=4, 中=3, 👍=4, 🏽=4, e=1, ◌́=2, x=1 bytes
    expect(await split(text, { splitBy: 'length', size: 6, unit: 'bytes' })).toEqual(['À😀', '中', '👍', '🏽e', '\u0301x']);
    const chunks = await split('😀😀', { splitBy: 'length', size: 1, unit: 'bytes' });
    expect(chunks).toEqual(['😀', '😀']); // a character larger than the chunk is kept whole
    for (const chunk of await split('é中😀a'.repeat(50), { splitBy: 'length', size: 7, unit: 'bytes' }))
      expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(7);
  });

  it('cuts into N nearly equal parts', async () => {
    expect(await split('abcdefghij', { splitBy: 'parts', parts: 3 })).toEqual(['abcd', 'efg', 'hij']);
    expect(await split('ab', { splitBy: 'parts', parts: 4 })).toEqual(['a', 'b', '', '']);
    expect(await split('ab', { splitBy: 'parts', parts: 4, removeEmpty: true })).toEqual(['a', 'b']);
    expect(await split(`${UNICODE_SAMPLE}!`, { splitBy: 'parts', parts: 2 })).toEqual(['À😀', '中!']);
  });

  it('trims, drops empty parts and joins with escapes', async () => {
    const out = await runOk<Out>(tool, { text: ' a , ,b ', trim: true, removeEmpty: true, joinWith: '\\t|' });
    expect(out).toEqual({ parts: ['a', 'b'], count: 2, joined: 'a\t|b' });
    expect((await runOk<Out>(tool, { text: 'a,b', joinWith: ' + ' })).joined).toBe('a + b');
  });

  it('rejects an invalid regex with the reason, and bad flags', async () => {
    expect(await runError(tool, { text: 'a', splitBy: 'regex', pattern: '(' }, 'INVALID_INPUT')).toBe('Invalid regular expression: /(/g: Unterminated group');
    await runError(tool, { text: 'a', splitBy: 'regex', pattern: 'a', flags: 'gx' }, 'CONSTRAINT_VIOLATION');
  });

  it('splits the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab,');
    expect((await runOk<Out>(tool, { text })).count).toBe(text.length / 3 + 1);
    expect((await runOk<Out>(tool, { text, splitBy: 'regex', pattern: ',' })).count).toBe(text.length / 3 + 1);
    const chunks = await runOk<Out>(tool, { text, splitBy: 'length', size: 1000 });
    expect(chunks.count).toBe(Math.ceil(text.length / 1000));
    const emoji = largestInput(tool, 'text', '中😀');
    expect((await runOk<Out>(tool, { text: emoji, splitBy: 'parts', parts: 3 })).parts.map((p) => p.length)).toEqual([500001, 499999, 500000]);
  });
});
