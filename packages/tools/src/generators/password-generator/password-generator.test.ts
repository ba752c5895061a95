import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { passwords: string[]; entropyBits: number; alphabetSize: number };

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const SYMBOLS = '!#$%&()*+,-./:;<=>?@[]^_{|}~';
const has = (s: string, set: string) => [...s].some((c) => set.includes(c));

/** Brute-force count of strings of `length` over `classes` containing every class (for small cases). */
function bruteForce(classes: string[], length: number): number {
  const alphabet = classes.join('');
  let count = 0;
  const walk = (prefix: string): void => {
    if (prefix.length === length) {
      if (classes.every((c) => has(prefix, c))) count++;
      return;
    }
    for (const ch of alphabet) walk(prefix + ch);
  };
  walk('');
  return count;
}

describe('password-generator', () => {
  itReproducesItsExample(tool);

  it('makes one 20-character password from all four classes with no input', async () => {
    const data = await runOk<Out>(tool, {});
    expect(data.passwords).toHaveLength(1);
    const [p] = data.passwords;
    expect(p).toHaveLength(20);
    expect(p).toMatch(/^[a-zA-Z0-9!#$%&()*+,\-./:;<=>?@[\]^_{|}~]{20}$/);
    expect(data.alphabetSize).toBe(90);
    // log2(90^20 − (64^20 + 64^20 + 80^20 + 62^20) + … ): close to 20·log2(90) = 129.84
    expect(data.entropyBits).toBe(129.69);
  });

  it('always includes every selected class (5000 short passwords, where missing one is likely without the guarantee)', async () => {
    for (let run = 0; run < 50; run++) {
      const { passwords } = await runOk<Out>(tool, { length: 4, count: 100 });
      for (const p of passwords) {
        expect(p).toHaveLength(4);
        expect(has(p, LOWER) && has(p, UPPER) && has(p, DIGITS) && has(p, SYMBOLS), p).toBe(true);
      }
    }
  });

  it('uses only and all of the allowed characters, roughly uniformly, over 102,400 characters', async () => {
    const counts = new Map<string, number>();
    for (let run = 0; run < 2; run++) {
      const { passwords } = await runOk<Out>(tool, { length: 512, count: 100 });
      for (const p of passwords) for (const c of p) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    const alphabet = LOWER + UPPER + DIGITS + SYMBOLS;
    expect([...counts.keys()].sort()).toEqual([...alphabet].sort());
    const expected = 102_400 / alphabet.length; // ≈ 1138, σ ≈ 33: ±35% is over 10σ, so this cannot flake
    for (const [c, n] of counts) {
      expect(n, c).toBeGreaterThan(expected * 0.65);
      expect(n, c).toBeLessThan(expected * 1.35);
    }
  });

  it('honours each class switch', async () => {
    const cases: Array<[Record<string, boolean>, RegExp, number]> = [
      [{ uppercase: false, digits: false, symbols: false }, /^[a-z]+$/, 26],
      [{ lowercase: false, digits: false, symbols: false }, /^[A-Z]+$/, 26],
      [{ lowercase: false, uppercase: false, symbols: false }, /^[0-9]+$/, 10],
      [{ lowercase: false, uppercase: false, digits: false }, /^[!#$%&()*+,\-./:;<=>?@[\]^_{|}~]+$/, 28],
      [{ symbols: false }, /^[a-zA-Z0-9]+$/, 62],
    ];
    for (const [flags, pattern, size] of cases) {
      const data = await runOk<Out>(tool, { ...flags, length: 64, count: 20 });
      expect(data.alphabetSize).toBe(size);
      for (const p of data.passwords) expect(p, JSON.stringify(flags)).toMatch(pattern);
    }
  });

  it('computes the exact entropy, matching a brute-force count on small cases', async () => {
    const small = await runOk<Out>(tool, { lowercase: false, uppercase: false, digits: true, symbols: true, symbolSet: '!@', length: 4 });
    // strings of 4 over 12 characters with at least one digit and one of '!@'
    expect(small.entropyBits).toBe(Math.round(Math.log2(bruteForce([DIGITS, '!@'], 4)) * 100) / 100);
    const three = await runOk<Out>(tool, { lowercase: false, uppercase: false, symbolSet: '#', length: 5 });
    expect(three.entropyBits).toBe(Math.round(Math.log2(bruteForce([DIGITS, '#'], 5)) * 100) / 100);
    const free = await runOk<Out>(tool, { symbols: false, length: 10, requireEachClass: false });
    expect(free.entropyBits).toBe(Math.round(10 * Math.log2(62) * 100) / 100);
    const single = await runOk<Out>(tool, { lowercase: false, uppercase: false, digits: false, symbolSet: '!', length: 8 });
    expect(single).toEqual({ passwords: ['!!!!!!!!'], entropyBits: 0, alphabetSize: 1 });
  });

  it('lets passwords miss a class when requireEachClass is off', async () => {
    const { passwords } = await runOk<Out>(tool, { length: 4, count: 100, requireEachClass: false, lowercase: false, uppercase: false, symbolSet: '#' });
    // with 10 digits and one symbol, P(no '#') = (10/11)^4 ≈ 0.68 per password
    expect(passwords.some((p) => !p.includes('#'))).toBe(true);
  });

  it('excludes look-alike characters', async () => {
    const data = await runOk<Out>(tool, { excludeAmbiguous: true, length: 512, count: 20, symbolSet: `${SYMBOLS}"'\`` });
    expect(data.alphabetSize).toBe(26 + 26 + 10 + 31 - 10);
    const all = data.passwords.join('');
    for (const c of '0Oo1lI|`\'"') expect(all.includes(c), c).toBe(false);
    expect(all).toMatch(/[2-9]/);
  });

  it('uses a custom symbol set (unicode symbols allowed, duplicates counted once)', async () => {
    const data = await runOk<Out>(tool, { lowercase: false, uppercase: false, digits: false, symbolSet: '€§€£', length: 30, count: 5 });
    expect(data.alphabetSize).toBe(3);
    for (const p of data.passwords) expect(p).toMatch(/^[€§£]{30}$/u);
  });

  it('reproduces seeded passwords and warns that they are predictable', async () => {
    const input = { seed: UNICODE_SAMPLE, length: 32, count: 3 };
    const a = await runTool(tool, input);
    const b = await runTool(tool, input);
    if (!a.success || !b.success) expect.fail('expected success');
    expect(a.data).toEqual(b.data);
    expect(a.metadata?.warnings).toEqual(['Seeded passwords are predictable: anyone who knows the seed can regenerate them. Never use them as real passwords.']);
    expect((await runOk<Out>(tool, { ...input, seed: 'other' })).passwords).not.toEqual((a.data as Out).passwords);
  });

  it('warns about weak passwords, and only then', async () => {
    const weak = await runTool(tool, { length: 8 });
    expect(weak.metadata?.warnings).toEqual([
      'Each password has only 50.87 bits of entropy; increase the length or add character classes to reach at least 64 bits.',
    ]);
    expect((await runTool(tool, { length: 20 })).metadata?.warnings).toBeUndefined();
  });

  it('generates the largest allowed batch (100 × 512) and rejects more', async () => {
    const data = await runOk<Out>(tool, { length: 512, count: 100 });
    expect(data.passwords).toHaveLength(100);
    expect(new Set(data.passwords).size).toBe(100);
    for (const p of data.passwords) expect(p).toHaveLength(512);
    await runError(tool, { length: 513 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { count: 101 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { length: 3 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { length: 12.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('explains an impossible class selection', async () => {
    expect(await runError(tool, { lowercase: false, uppercase: false, digits: false, symbols: false }, 'CONSTRAINT_VIOLATION')).toBe(
      'No character class selected: turn on at least one of lowercase, uppercase, digits or symbols.',
    );
    expect(await runError(tool, { symbolSet: '|`', excludeAmbiguous: true }, 'CONSTRAINT_VIOLATION')).toBe(
      'Every character of the symbol set "|`" is a look-alike excluded by excludeAmbiguous; add other symbols or turn symbols off.',
    );
  });

  it('rejects letters, digits, spaces and invisible characters in the symbol set, naming them', async () => {
    expect(await runError(tool, { symbolSet: '!#a' }, 'INVALID_INPUT')).toBe(
      "Symbol set contains 'a' (U+0061) at position 3: letters and digits belong to their own classes (lowercase, uppercase, digits), not to the symbol set.",
    );
    expect(await runError(tool, { symbolSet: '! #' }, 'INVALID_INPUT')).toMatch(/contains U\+0020 at position 2: spaces, control/);
    expect(await runError(tool, { symbolSet: '!\u200b' }, 'INVALID_INPUT')).toMatch(/U\+200B at position 2/);
  });

  it('accepts non-ASCII symbols (the unicode sample), counting length in characters, not UTF-16 units', async () => {
    const data = await runOk<Out>(tool, { lowercase: false, uppercase: false, digits: false, symbolSet: `!${UNICODE_SAMPLE}`, length: 30, count: 10 });
    expect(data.alphabetSize).toBe(4);
    expect(data.entropyBits).toBe(60);
    for (const p of data.passwords) {
      expect([...p]).toHaveLength(30);
      expect(p).toMatch(/^[!À😀中]+$/u);
    }
    expect(data.passwords.join('')).toContain('😀');
  });

  it('falls back to the default symbol set when the symbol set is empty', async () => {
    const data = await runOk<Out>(tool, { lowercase: false, uppercase: false, digits: false, symbolSet: '', length: 512, count: 10 });
    expect(data.alphabetSize).toBe(28);
    expect([...new Set(data.passwords.join(''))].sort().join('')).toBe([...SYMBOLS].sort().join(''));
  });

  it('ignores the symbol set when symbols are off', async () => {
    const data = await runOk<Out>(tool, { symbols: false, symbolSet: 'abc', length: 10 });
    expect(data.alphabetSize).toBe(62);
  });
});
