import { describe, expect, it } from 'vitest';
import tool, { shuffle } from './index.js';
import { createRandom } from '../../_shared/random.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  shuffled: string;
  itemCount: number;
}

const run = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...options });
const sorted = (s: string, sep = '\n') => s.split(sep).sort().join(sep);

describe('shuffle-lines', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('is a permutation: same lines, same count, and reproducible with a seed', async () => {
    const text = Array.from({ length: 50 }, (_, i) => `line ${i}`).join('\n');
    const a = await run(text, { seed: 'x' });
    expect(sorted(a.shuffled)).toBe(sorted(text));
    expect(a.itemCount).toBe(50);
    expect(a.shuffled).not.toBe(text);
    expect((await run(text, { seed: 'x' })).shuffled).toBe(a.shuffled);
    expect((await run(text, { seed: 'y' })).shuffled).not.toBe(a.shuffled);
    expect((await run(text)).shuffled).not.toBe((await run(text)).shuffled);
  });

  it('draws every permutation about equally often (unbiased Fisher–Yates)', () => {
    const random = createRandom('uniformity');
    const counts = new Map<string, number>();
    const trials = 60_000;
    for (let t = 0; t < trials; t++) {
      const key = shuffle(['a', 'b', 'c', 'd'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    // chi-square with 23 degrees of freedom: 49.7 is the 0.1% critical value
    const expected = trials / 24;
    const chi2 = [...counts.values()].reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(49.7);
  });

  it('keeps line endings by position and the final newline', async () => {
    const out = await run('a\r\nb\r\nc\r\n', { seed: 's' });
    expect(out.shuffled.split('\r\n').length).toBe(4);
    expect(out.shuffled.endsWith('\r\n')).toBe(true);
    const noFinal = await run('a\nb\nc', { seed: 'abc' });
    expect(noFinal.shuffled.endsWith('\n')).toBe(false);
    expect(sorted(noFinal.shuffled)).toBe('a\nb\nc');
  });

  it('shuffles, removes or pins empty lines', async () => {
    const text = 'a\n\nb\n  \nc\nd';
    expect((await run(text, { seed: '1' })).itemCount).toBe(6);
    const removed = await run(text, { emptyLines: 'remove', seed: '1' });
    expect(sorted(removed.shuffled)).toBe('a\nb\nc\nd');
    expect(removed.itemCount).toBe(4);
    for (const seed of ['1', '2', '3', '4']) {
      const pinned = (await run(text, { emptyLines: 'keepInPlace', seed })).shuffled.split('\n');
      expect(pinned[1]).toBe('');
      expect(pinned[3]).toBe('  ');
      expect([pinned[0], pinned[2], pinned[4], pinned[5]].sort()).toEqual(['a', 'b', 'c', 'd']);
    }
  });

  it('shuffles words and keeps the whitespace layout', async () => {
    const out = await run('  one two,\tthree\nfour  ', { unit: 'words', seed: 'w' });
    expect(out.itemCount).toBe(4);
    expect(out.shuffled.replace(/\S+/g, 'X')).toBe('  X X\tX\nX  ');
    expect(out.shuffled.match(/\S+/g)!.sort()).toEqual(['four', 'one', 'three', 'two,']);
  });

  it('shuffles characters as graphemes, keeping line breaks in place', async () => {
    const text = `${UNICODE_SAMPLE}👍🏽e\u0301\nab`;
    const out = await run(text, { unit: 'characters', seed: 'c' });
    expect(out.itemCount).toBe(7);
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const graphemes = (s: string) => [...segmenter.segment(s)].map((g) => g.segment).sort();
    expect(graphemes(out.shuffled)).toEqual(graphemes(text));
    expect(out.shuffled.indexOf('\n')).toBe(out.shuffled.length - 3);
  });

  it('shuffles unicode lines intact', async () => {
    const out = await run(`${UNICODE_SAMPLE}\n中文\n😀`, { seed: 'u' });
    expect(sorted(out.shuffled)).toBe(sorted(`${UNICODE_SAMPLE}\n中文\n😀`));
  });

  it('shuffles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab\n');
    const lines = await run(text, { seed: 'big' });
    expect(lines.itemCount).toBe(text.length / 3);
    const chars = await run(text.slice(0, 300_000), { unit: 'characters', seed: 'big' });
    expect(chars.itemCount).toBe(200_000);
    expect(chars.shuffled.split('\n').length).toBe(100_001);
  });

  it('rejects an unknown unit', async () => {
    await runError(tool, { text: 'a', unit: 'sentences' }, 'CONSTRAINT_VIOLATION');
  });
});
