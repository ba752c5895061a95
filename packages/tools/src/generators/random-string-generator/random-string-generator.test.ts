import { describe, expect, it } from 'vitest';
import { urlAlphabet } from 'nanoid';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { strings: string[]; entropyBits: number; alphabetSize: number };

describe('random-string-generator', () => {
  itReproducesItsExample(tool);

  it('defaults to one 21-character URL-safe string (nanoid-sized, 126 bits)', async () => {
    const data = await runOk<Out>(tool, {});
    expect(data.strings).toHaveLength(1);
    expect(data.strings[0]).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(data).toMatchObject({ entropyBits: 126, alphabetSize: 64 });
  });

  it('draws only from each preset alphabet and reports its size and entropy', async () => {
    const presets: Array<[string, RegExp, number]> = [
      ['alphanumeric', /^[A-Za-z0-9]+$/, 62],
      ['alpha', /^[A-Za-z]+$/, 52],
      ['numeric', /^[0-9]+$/, 10],
      ['hex', /^[0-9a-f]+$/, 16],
      ['base58', /^[1-9A-HJ-NP-Za-km-z]+$/, 58],
      ['base64url', /^[A-Za-z0-9_-]+$/, 64],
    ];
    for (const [alphabet, re, size] of presets) {
      const data = await runOk<Out>(tool, { alphabet, length: 4096, seed: alphabet });
      expect(data.strings[0]).toMatch(re);
      expect(data.strings[0]).toHaveLength(4096);
      expect(new Set(data.strings[0]).size, alphabet).toBe(size); // every character shows up in 4096 draws
      expect(data.alphabetSize).toBe(size);
      expect(data.entropyBits).toBe(Math.round(4096 * Math.log2(size) * 100) / 100);
    }
  });

  it('uses the same character set as nanoid for the URL-safe alphabet', async () => {
    const data = await runOk<Out>(tool, { alphabet: 'base64url', length: 4096, seed: 'n' });
    expect([...new Set(data.strings[0])].sort()).toEqual([...urlAlphabet].sort());
  });

  it('draws uniformly (no modulo bias) from an alphabet whose size does not divide 2^32', async () => {
    const { strings } = await runOk<Out>(tool, { alphabet: 'custom', customAlphabet: 'abc', length: 4096, count: 30, seed: 'uniform' });
    const counts = { a: 0, b: 0, c: 0 };
    for (const s of strings) for (const ch of s) counts[ch as 'a']++;
    const expected = (4096 * 30) / 3;
    for (const n of Object.values(counts)) expect(Math.abs(n - expected) / expected).toBeLessThan(0.02);
  });

  it('removes duplicates from a custom alphabet, handles unicode code points, and reports entropy', async () => {
    const data = await runOk<Out>(tool, { alphabet: 'custom', customAlphabet: `${UNICODE_SAMPLE}${UNICODE_SAMPLE}`, length: 300, seed: 'u' });
    expect(data.alphabetSize).toBe(3);
    expect([...data.strings[0]!]).toHaveLength(300);
    expect(new Set(data.strings[0]!)).toEqual(new Set(['À', '😀', '中']));
    expect(data.entropyBits).toBe(Math.round(300 * Math.log2(3) * 100) / 100);
    const binary = await runOk<Out>(tool, { alphabet: 'custom', customAlphabet: '0101', length: 10, seed: 'b' });
    expect(binary).toMatchObject({ alphabetSize: 2, entropyBits: 10 });
    expect(binary.strings[0]).toMatch(/^[01]{10}$/);
  });

  it('rejects custom alphabets with fewer than 2 distinct characters, or none given', async () => {
    expect(await runError(tool, { alphabet: 'custom', customAlphabet: 'aaaa' }, 'INVALID_INPUT')).toBe(
      'The custom alphabet has 1 distinct character; at least 2 are needed for any randomness.',
    );
    expect(await runError(tool, { alphabet: 'custom' }, 'MISSING_REQUIRED')).toBe('Alphabet "custom" needs customAlphabet: the characters to draw from.');
    expect(await runError(tool, { alphabet: 'custom', customAlphabet: '' }, 'MISSING_REQUIRED')).toMatch(/customAlphabet/);
  });

  it('warns about invisible characters in a custom alphabet', async () => {
    const result = await runTool(tool, { alphabet: 'custom', customAlphabet: 'ab c' });
    expect(result.metadata?.warnings).toEqual(['The custom alphabet contains U+0020 (a space, control, invisible or combining character): the strings may be hard to copy or read.']);
  });

  it('adds prefix and suffix outside the length and entropy', async () => {
    const data = await runOk<Out>(tool, { alphabet: 'hex', length: 8, count: 3, prefix: 'sk_', suffix: '.x', seed: 'p' });
    for (const s of data.strings) expect(s).toMatch(/^sk_[0-9a-f]{8}\.x$/);
    expect(data.entropyBits).toBe(32);
    const bare = await runOk<Out>(tool, { alphabet: 'hex', length: 8, count: 3, seed: 'p' });
    expect(data.strings).toEqual(bare.strings.map((s) => `sk_${s}.x`));
  });

  it('reproduces seeded output and warns; unseeded strings are unique and unwarned', async () => {
    const a = await runTool(tool, { count: 5, seed: UNICODE_SAMPLE });
    const b = await runTool(tool, { count: 5, seed: UNICODE_SAMPLE });
    expect(a.success && a.data).toEqual(b.success && b.data);
    expect(a.metadata?.warnings).toEqual(['Seeded strings are predictable: anyone who knows the seed can regenerate them. Never use them as secrets.']);
    const u = await runTool(tool, { count: 1000 });
    expect(u.metadata?.warnings).toBeUndefined();
    expect(new Set((u.success && (u.data as Out).strings) || []).size).toBe(1000);
  });

  it('handles the largest request (1000 × 4096) and the largest custom alphabet', async () => {
    const data = await runOk<Out>(tool, { length: 4096, count: 1000 });
    expect(data.strings).toHaveLength(1000);
    for (const s of data.strings) expect(s).toHaveLength(4096);
    const custom = largestInput(tool, 'customAlphabet', 'xy');
    expect((await runOk<Out>(tool, { alphabet: 'custom', customAlphabet: custom, seed: 's' })).alphabetSize).toBe(2);
  });

  it('rejects out-of-range lengths and counts and unknown alphabets', async () => {
    await runError(tool, { length: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { length: 4097 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { count: 1001 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { length: 'long' }, 'TYPE_ERROR');
    await runError(tool, { alphabet: 'base32' }, 'CONSTRAINT_VIOLATION');
  });
});
