import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type M = { value: number; similarity: number };
type Out = Record<string, M | null> & { lengthA: number; lengthB: number; identical: boolean };
const cmp = (a: string, b: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { a, b, ...extra }) as Promise<any>;

describe('string-similarity', () => {
  itReproducesItsExample(tool);

  it('treats an empty string as missing', async () => {
    await runError(tool, { a: '', b: 'x' }, 'MISSING_REQUIRED');
  });

  it('refuses more than 10,000 code points', async () => {
    await runError(tool, { a: 'a'.repeat(10_001), b: 'b' }, 'CONSTRAINT_VIOLATION');
  });

  it('textbook Levenshtein values', async () => {
    expect((await cmp('kitten', 'sitting')).levenshtein.value).toBe(3);
    expect((await cmp('flaw', 'lawn')).levenshtein.value).toBe(2);
    expect((await cmp('saturday', 'sunday')).levenshtein.value).toBe(3);
    expect((await cmp('abc', 'abc')).levenshtein).toEqual({ value: 0, similarity: 1 });
  });

  it('Damerau (OSA) counts a transposition as one edit, and CA/ABC as 3 (OSA, not unrestricted)', async () => {
    const r = await cmp('ab', 'ba');
    expect(r.levenshtein.value).toBe(2);
    expect(r.damerauLevenshtein.value).toBe(1);
    expect((await cmp('CA', 'ABC')).damerauLevenshtein.value).toBe(3);
  });

  it('Jaro and Jaro-Winkler textbook values', async () => {
    const m = await cmp('MARTHA', 'MARHTA');
    expect(m.jaro.value).toBeCloseTo(0.944444444444, 10);
    expect(m.jaroWinkler.value).toBeCloseTo(0.961111111111, 10);
    const d = await cmp('DIXON', 'DICKSONX');
    expect(d.jaro.value).toBeCloseTo(0.766666666667, 10);
    expect(d.jaroWinkler.value).toBeCloseTo(0.813333333333, 10);
    const w = await cmp('DWAYNE', 'DUANE');
    expect(w.jaro.value).toBeCloseTo(0.822222222222, 10);
    expect(w.jaroWinkler.value).toBeCloseTo(0.84, 10);
    expect((await cmp('abc', 'xyz')).jaro.value).toBe(0);
  });

  it('Hamming for equal lengths, null otherwise', async () => {
    expect((await cmp('karolin', 'kathrin')).hamming).toEqual({ value: 3, similarity: 0.571428571429 });
    expect((await cmp('1011101', '1001001')).hamming.value).toBe(2);
    expect((await cmp('ab', 'abc')).hamming).toBeNull();
  });

  it('LCS, Jaccard and Dice on bigrams', async () => {
    const r = await cmp('ABCBDAB', 'BDCABA');
    expect(r.lcs.value).toBe(4);
    const n = await cmp('night', 'nacht');
    // bigrams ni ig gh ht / na ac ch ht: one shared
    expect(n.dice.value).toBe(0.25);
    expect(n.jaccard.value).toBeCloseTo(1 / 7, 12);
    // Dice counts repeated bigrams as a multiset, Jaccard as a set
    const aa = await cmp('aaaa', 'aa');
    expect(aa.dice.value).toBe(0.5);
    expect(aa.jaccard.value).toBe(1);
    expect((await cmp('a', 'a')).dice.value).toBe(1);
  });

  it('compares by code points, not UTF-16 units', async () => {
    const r = await cmp(UNICODE_SAMPLE, 'À😁中');
    expect(r.lengthA).toBe(3);
    expect(r.levenshtein.value).toBe(1);
    expect(r.hamming.value).toBe(1);
    const e = await cmp('😀', 'x😀');
    expect(e.levenshtein.value).toBe(1);
    expect(e.lcs.value).toBe(1);
  });

  it('ignoreCase and normalizeWhitespace', async () => {
    expect((await cmp('Hello', 'hELLO')).levenshtein.value).toBe(5);
    const ci = await cmp('Hello', 'hELLO', { ignoreCase: true });
    expect(ci.identical).toBe(true);
    expect(ci.levenshtein).toEqual({ value: 0, similarity: 1 });
    const ws = await cmp('  a \t b\n', 'a b', { normalizeWhitespace: true });
    expect(ws.identical).toBe(true);
    expect(ws.lengthA).toBe(3);
    expect((await cmp('  a \t b\n', 'a b')).identical).toBe(false);
  });

  it('matches full-matrix reference implementations on random strings', async () => {
    // Textbook O(n·m)-memory versions, written independently of the tool's rolling-row code.
    const full = (a: string[], b: string[], osa: boolean) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (osa && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    const lcs = (a: string[], b: string[]) => {
      const d = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) d[i]![j] = a[i - 1] === b[j - 1] ? d[i - 1]![j - 1]! + 1 : Math.max(d[i - 1]![j]!, d[i]![j - 1]!);
      return d[a.length]![b.length]!;
    };
    let seed = 12345;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const alphabet = ['a', 'b', 'c', '😀'];
    for (let k = 0; k < 60; k++) {
      const a = Array.from({ length: 1 + rnd(12) }, () => alphabet[rnd(4)]!);
      const b = Array.from({ length: 1 + rnd(12) }, () => alphabet[rnd(4)]!);
      const r = await cmp(a.join(''), b.join(''));
      expect(r.levenshtein.value, `${a.join('')} / ${b.join('')}`).toBe(full(a, b, false));
      expect(r.damerauLevenshtein.value, `${a.join('')} / ${b.join('')}`).toBe(full(a, b, true));
      expect(r.lcs.value).toBe(lcs(a, b));
    }
  });

  it('handles the largest allowed inputs', async () => {
    const a = largestInput(tool, 'a', 'ab');
    const b = largestInput(tool, 'b', 'ba');
    const r = await cmp(a, b);
    expect(r.lengthA).toBe(10_000);
    expect(r.levenshtein.value).toBe(2);
    expect(r.hamming.value).toBe(10_000);
    expect(r.lcs.value).toBe(9_999);
  }, 10_000);
});
