import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { numbers: number[]; text: string; possibleValues: number };

describe('random-number-generator', () => {
  itReproducesItsExample(tool);

  it('draws one integer from 1 to 100 with no input', async () => {
    for (let i = 0; i < 50; i++) {
      const data = await runOk<Out>(tool, {});
      expect(data.numbers).toHaveLength(1);
      expect(Number.isInteger(data.numbers[0])).toBe(true);
      expect(data.numbers[0]).toBeGreaterThanOrEqual(1);
      expect(data.numbers[0]).toBeLessThanOrEqual(100);
      expect(data.possibleValues).toBe(100);
    }
  });

  it('accepts the unicode sample as a seed and reproduces the draw', async () => {
    const input = { min: 0, max: 1e9, count: 20, seed: UNICODE_SAMPLE };
    const a = await runTool(tool, input);
    const b = await runTool(tool, input);
    expect(a.data).toEqual(b.data);
    expect(a.metadata?.warnings?.[0]).toMatch(/^Seeded numbers are predictable/);
    expect((await runOk<Out>(tool, { ...input, seed: 'other' })).numbers).not.toEqual(a.data.numbers);
  });

  it('draws the largest batch: 10,000 unique numbers from exactly 10,000 (a permutation)', async () => {
    const data = await runOk<Out>(tool, { min: 1, max: 10000, count: 10000, unique: true });
    expect(new Set(data.numbers).size).toBe(10000);
    expect([...data.numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 10000 }, (_, i) => i + 1));
    expect(data.numbers).not.toEqual([...data.numbers].sort((a, b) => a - b)); // shuffled, not ascending
    await runError(tool, { count: 10001 }, 'CONSTRAINT_VIOLATION');
  });

  it('refuses impossible unique draws and empty ranges', async () => {
    expect(await runError(tool, { min: 1, max: 6, count: 7, unique: true }, 'CONSTRAINT_VIOLATION')).toBe(
      'Cannot draw 7 different numbers: the range holds only 6 possible values. Lower count, widen the range or turn off "No repeats".',
    );
    expect(await runError(tool, { min: 10, max: 1 }, 'CONSTRAINT_VIOLATION')).toBe('The minimum 10 is greater than the maximum 1.');
    expect(await runError(tool, { min: 0.11, max: 0.19, kind: 'decimal', decimals: 1 }, 'CONSTRAINT_VIOLATION')).toMatch(/No number with 1 decimal places/);
    expect(await runError(tool, { min: 1.5, max: 3 }, 'INVALID_INPUT')).toMatch(/must be whole numbers/);
    expect(await runError(tool, { min: -1e300, max: 1e300 }, 'CONSTRAINT_VIOLATION')).toMatch(/at most 2\^53/);
  });

  it('is uniform: every value of 1..10 about equally often over 50,000 draws, ends included', async () => {
    const counts = new Map<number, number>();
    for (let run = 0; run < 5; run++) for (const n of (await runOk<Out>(tool, { min: 1, max: 10, count: 10000 })).numbers) counts.set(n, (counts.get(n) ?? 0) + 1);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const c of counts.values()) expect(Math.abs(c - 5000)).toBeLessThan(500); // σ ≈ 67
  });

  it('draws decimals on the grid with fixed places, range ends rounded inward', async () => {
    const data = await runOk<Out>(tool, { min: 0.005, max: 0.1, kind: 'decimal', decimals: 2, count: 2000 });
    expect(data.possibleValues).toBe(10); // 0.01 … 0.10
    for (const t of data.text.split(', ')) expect(t).toMatch(/^0\.(0[1-9]|10)$/);
    expect(new Set(data.numbers).size).toBe(10);
    const neg = await runOk<Out>(tool, { min: -1, max: -0.5, kind: 'decimal', decimals: 1, count: 200, unique: false, sort: 'desc' });
    expect(neg.text.split(', ')[0]).toBe('-0.5');
    expect(neg.numbers).toEqual([...neg.numbers].sort((a, b) => b - a));
  });

  it('covers ranges wider than 2^32 without bias towards the low end', async () => {
    const data = await runOk<Out>(tool, { min: 0, max: 2 ** 53 - 1, count: 2000 });
    expect(data.possibleValues).toBe(2 ** 53);
    const high = data.numbers.filter((n) => n >= 2 ** 52).length;
    expect(high).toBeGreaterThan(850);
    expect(high).toBeLessThan(1150);
    for (const n of data.numbers) expect(Number.isSafeInteger(n)).toBe(true);
  });

  it('sorts and keeps unique draws distinct', async () => {
    const data = await runOk<Out>(tool, { min: -50, max: 50, count: 101, unique: true, sort: 'asc' });
    expect(data.numbers).toEqual(Array.from({ length: 101 }, (_, i) => i - 50));
    const one = await runOk<Out>(tool, { min: 7, max: 7, count: 3 });
    expect(one).toEqual({ numbers: [7, 7, 7], text: '7, 7, 7', possibleValues: 1 });
  });
});
