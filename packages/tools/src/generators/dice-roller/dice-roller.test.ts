import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { expectedKeepHighest } from './notation.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Term = { term: string; dice: number[]; kept: number[]; value: number };
type Out = { notation: string; summary: string; totals: number[]; rolls: Array<{ total: number; terms: Term[] }>; min: number | null; max: number | null; expected: number };

/** Exact expectation of keep-highest by enumerating every outcome (small cases only). */
function bruteKeepHighest(n: number, s: number, k: number): number {
  let sum = 0;
  const total = s ** n;
  for (let code = 0; code < total; code++) {
    const faces: number[] = [];
    for (let c = code, i = 0; i < n; i++, c = Math.floor(c / s)) faces.push((c % s) + 1);
    faces.sort((a, b) => b - a);
    sum += faces.slice(0, k).reduce((a, b) => a + b, 0);
  }
  return sum / total;
}

describe('dice-roller', () => {
  itReproducesItsExample(tool);

  it('rolls 1d20 with no input', async () => {
    const data = await runOk<Out>(tool, {});
    expect(data.notation).toBe('1d20');
    expect(data).toMatchObject({ min: 1, max: 20, expected: 10.5 });
    expect(data.totals[0]).toBeGreaterThanOrEqual(1);
    expect(data.totals[0]).toBeLessThanOrEqual(20);
  });

  it('rejects the unicode sample with its position', async () => {
    expect(await runError(tool, { notation: UNICODE_SAMPLE }, 'INVALID_INPUT')).toBe(
      'Expected a dice term (3d6, d20, 4d6kh3, 1d6!, d%) or a number at character 1, found "À" (in "À😀中").',
    );
    expect(await runError(tool, { notation: `1d6${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/^Expected \+ or - at character 4, found "À"/);
  });

  it('handles the largest input and refuses hostile sizes', async () => {
    const long = largestInput(tool, 'notation', '+1'); // 100 terms
    expect(await runError(tool, { notation: long }, 'INVALID_INPUT')).toMatch(/Too many terms: at most 20/);
    const big = await runOk<Out>(tool, { notation: '1000d1000000', times: 100 });
    expect(big.totals).toHaveLength(100);
    expect(big.rolls[99]!.terms[0]!.dice).toHaveLength(1000);
    expect(big).toMatchObject({ min: 1000, max: 1e9, expected: 500000500 });
    expect(await runError(tool, { notation: '1001d6' }, 'INVALID_INPUT')).toMatch(/number of dice must be 1–1000/);
    expect(await runError(tool, { notation: '600d6+600d6' }, 'INVALID_INPUT')).toMatch(/Too many dice: at most 1000/);
    expect(await runError(tool, { notation: '1d1000001' }, 'INVALID_INPUT')).toMatch(/1–1,000,000 sides/);
    expect(await runError(tool, { notation: '101d6kh1' }, 'INVALID_INPUT')).toMatch(/at most 100 dice/);
    expect(await runError(tool, { notation: '1d99999999999999999999' }, 'INVALID_INPUT')).toMatch(/sides/);
    expect(await runError(tool, { notation: '1d1!' }, 'INVALID_INPUT')).toMatch(/explode forever/);
  });

  it('computes min, max and expected values', async () => {
    const cases: Array<[string, number | null, number | null, number]> = [
      ['3d6+2', 5, 20, 12.5], ['d%', 1, 100, 50.5], ['2d8+1d4-1', 2, 19, 10.5], ['2d20kh1', 1, 20, 13.825], ['2d20kl1', 1, 20, 7.175],
      ['4d6dl1', 3, 18, 12.2446], ['4d6dh1', 3, 18, 8.7554], ['1d6!', 1, null, 4.2], ['10-1d6!', null, 9, 5.8], ['-1d4', -4, -1, -2.5], ['7', 7, 7, 7],
    ];
    for (const [notation, min, max, expected] of cases) expect(await runOk<Out>(tool, { notation }), notation).toMatchObject({ min, max, expected });
  });

  it('computes keep-highest expectations exactly (brute force)', () => {
    for (const [n, s, k] of [[4, 6, 3], [3, 6, 1], [2, 20, 1], [5, 4, 2], [3, 10, 3]] as const)
      expect(expectedKeepHighest(n, s, k)).toBeCloseTo(bruteKeepHighest(n, s, k), 10);
    // 100 dice: (1-p)^100 underflows in a naive product; log space keeps it right (all kept = plain sum)
    expect(expectedKeepHighest(100, 10000, 100)).toBeCloseTo(100 * 5000.5, 6);
  });

  it('keeps and drops the right dice and totals them', async () => {
    for (let i = 0; i < 200; i++) {
      const data = await runOk<Out>(tool, { notation: '4d6kh3' });
      const [term] = data.rolls[0]!.terms;
      const sorted = [...term!.dice].sort((a, b) => b - a);
      expect(term!.kept.reduce((a, b) => a + b, 0)).toBe(sorted.slice(0, 3).reduce((a, b) => a + b, 0));
      expect(data.totals[0]).toBe(term!.value);
      const low = (await runOk<Out>(tool, { notation: '2d20kl1' })).rolls[0]!.terms[0]!;
      expect(low.kept).toEqual([Math.min(...low.dice)]);
    }
  });

  it('explodes on the maximum and subtracts negative terms', async () => {
    let exploded = 0;
    for (let i = 0; i < 300; i++) {
      const t = (await runOk<Out>(tool, { notation: '1d2!' })).rolls[0]!.terms[0]!;
      for (let j = 0; j < t.dice.length - 1; j++) expect(t.dice[j]).toBe(2);
      expect(t.dice[t.dice.length - 1]).toBe(t.dice.length > 100 ? 2 : 1);
      if (t.dice.length > 1) exploded++;
    }
    expect(exploded).toBeGreaterThan(100); // P = 1/2 each
    const neg = await runOk<Out>(tool, { notation: 'd4 - 2d6 + 3', seed: 's' });
    const [a, b, c] = neg.rolls[0]!.terms;
    expect(b!.term).toBe('-2d6');
    expect(b!.value).toBe(-(b!.dice[0]! + b!.dice[1]!));
    expect(neg.totals[0]).toBe(a!.value + b!.value + c!.value);
    expect(neg.summary).toBe(`d4-2d6+3: [${a!.dice[0]}] - [${b!.dice.join(', ')}] + 3 = ${neg.totals[0]}`);
  });

  it('rolls fairly: each face of a d6 about 1/6 of 60,000 rolls', async () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60; i++) for (const f of (await runOk<Out>(tool, { notation: '1000d6' })).rolls[0]!.terms[0]!.dice) counts[f - 1]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(600); // σ ≈ 91
  });

  it('reproduces seeded rolls and warns', async () => {
    const a = await runTool(tool, { notation: '3d6', times: 5, seed: 'x' });
    const b = await runTool(tool, { notation: '3d6', times: 5, seed: 'x' });
    expect(a.data).toEqual(b.data);
    expect(a.metadata?.warnings).toEqual(['Seeded rolls are predictable: anyone with the seed can repeat them.']);
  });

  it('rejects malformed notation', async () => {
    const bad: Array<[string, RegExp]> = [
      ['3d', /Expected \+ or - at character 2, found "d"/], ['d6+', /found the end/], ['4d6kh5', /cannot keep 5 of 4 dice/], ['4d6dl4', /cannot drop 4 of 4/],
      ['0d6', /number of dice must be/], ['1d0', /1–1,000,000 sides/], ['1d6!kh1', /exploding dice cannot also keep/], ['3d6 2', /Expected \+ or -/],
    ];
    for (const [notation, message] of bad) expect(await runError(tool, { notation }, 'INVALID_INPUT'), notation).toMatch(message);
  });
});
