import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out { words: { word: string; count: number; percent: number }[]; totalWords: number; uniqueWords: number }
const run = (text: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...extra });
const pairs = (o: Out) => o.words.map((w) => [w.word, w.count]);

describe('word-frequency-counter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown mode and an out-of-range topN', async () => {
    await runError(tool, { text: 'a', mode: 'quadgrams' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'a', topN: 0 }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the unicode sample: Chinese is a word, emoji is not', async () => {
    const out = await run(UNICODE_SAMPLE);
    expect(pairs(out)).toEqual([['à', 1], ['中', 1]]);
    expect(out.totalWords).toBe(2);
    expect((await run(UNICODE_SAMPLE, { caseSensitive: true })).words[0]!.word).toBe('À');
  });

  it('returns zero words for text without words', async () => {
    expect(await run('  ... 😀 !!')).toEqual({ words: [], totalWords: 0, uniqueWords: 0 });
  });

  it('folds case by default and keeps it when caseSensitive', async () => {
    expect(pairs(await run('Apple apple APPLE pie'))).toEqual([['apple', 3], ['pie', 1]]);
    expect(pairs(await run('Apple apple APPLE pie', { caseSensitive: true }))).toEqual([['Apple', 1], ['apple', 1], ['APPLE', 1], ['pie', 1]]);
  });

  it('merges canonically equivalent spellings (NFC)', async () => {
    expect(pairs(await run('café cafe\u0301'))).toEqual([['café', 2]]);
  });

  it('follows Unicode word boundaries', async () => {
    expect(pairs(await run("don't stop, well-known 42 42"))).toEqual([['42', 2], ["don't", 1], ['stop', 1], ['well', 1], ['known', 1]]);
  });

  it('applies minLength in characters', async () => {
    expect(pairs(await run('a bb ccc dddd éé', { minLength: 3 }))).toEqual([['ccc', 1], ['dddd', 1]]);
    // 𝒳 (U+1D4B3) is a letter of 2 UTF-16 units: length counts code points, not units
    expect(pairs(await run('𝒳𝒳 abc', { minLength: 3 }))).toEqual([['abc', 1]]);
    expect(pairs(await run('𝒳𝒳 abc', { minLength: 2 }))).toEqual([['𝒳𝒳', 1], ['abc', 1]]);
  });

  it('removes English stop words, including curly apostrophes', async () => {
    const out = await run('It’s the end of the world and I feel fine', { removeStopWords: true });
    expect(pairs(out)).toEqual([['end', 1], ['world', 1], ['feel', 1], ['fine', 1]]);
    expect(out.totalWords).toBe(4);
  });

  it('lists topN, ties in order of first appearance, with percentages', async () => {
    const out = await run('b a c a b a d', { topN: 2 });
    expect(out.words).toEqual([{ word: 'a', count: 3, percent: 42.86 }, { word: 'b', count: 2, percent: 28.57 }]);
    expect(out.totalWords).toBe(7);
    expect(out.uniqueWords).toBe(4);
  });

  it('counts letter bigrams and trigrams inside words', async () => {
    const bi = await run('Hello, hell! x1y', { mode: 'bigrams' });
    expect(pairs(bi)).toEqual([['he', 2], ['el', 2], ['ll', 2], ['lo', 1], ['xy', 1]]);
    expect(bi.totalWords).toBe(8);
    const tri = await run('banana', { mode: 'trigrams' });
    expect(pairs(tri)).toEqual([['ana', 2], ['ban', 1], ['nan', 1]]);
    expect(tri.words[0]!.percent).toBe(50);
  });

  it('matches a simple split-based count on plain ASCII (differential)', async () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
    const plain = Array.from({ length: 3000 }, (_, i) => words[(i * i + 3 * i) % 5]!).join(' ');
    const ref = new Map<string, number>();
    for (const w of plain.split(' ')) ref.set(w, (ref.get(w) ?? 0) + 1);
    const out = await run(plain, { topN: 10 });
    expect(Object.fromEntries(pairs(out))).toEqual(Object.fromEntries(ref));
    expect(out.totalWords).toBe(3000);
  });

  it('handles the largest allowed input in linear time, without splitting words at windows', async () => {
    const text = largestInput(tool, 'text', 'Hello wörld 中文, ');
    const out = await run(text, { topN: 3 }); // a blow-up would hit the per-test time limit: no clock here
    const reps = text.length / 'Hello wörld 中文, '.length;
    expect(out.words.map((w) => w.count)).toEqual([reps, reps, reps]);
    expect(out.words.map((w) => w.word).slice(0, 2)).toEqual(['hello', 'wörld']);
    expect(out.totalWords).toBe(3 * reps);
    expect(out.uniqueWords).toBe(3);
  });

  it('stays linear on a long run without spaces', async () => {
    const text = 'ab'.repeat(200_000);
    const out = await run(text, { mode: 'bigrams', topN: 2 });
    expect(out.totalWords).toBeGreaterThan(399_000);
  });
});
