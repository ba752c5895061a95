import { describe, expect, it } from 'vitest';
import { Generator } from 'lorem-ipsum';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { text: string; words: number; sentences?: number; paragraphs?: number };

const VOCABULARY = new Set(new Generator().words.map((w) => w.toLowerCase()));
const wordsOf = (text: string) => text.replace(/<\/?p>/g, ' ').split(/[\s.]+/).filter(Boolean);
const sentencesOf = (paragraph: string) => paragraph.match(/[^.]+\./g) ?? [];

describe('lorem-ipsum-generator', () => {
  itReproducesItsExample(tool);

  it('gives three paragraphs starting with "Lorem ipsum dolor sit amet" with no input', async () => {
    const data = await runOk<Out>(tool, {});
    expect(data.paragraphs).toBe(3);
    expect(data.text.startsWith('Lorem ipsum dolor sit amet')).toBe(true);
    const paragraphs = data.text.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    let sentences = 0;
    for (const p of paragraphs) {
      const s = sentencesOf(p);
      expect(s.length).toBeGreaterThanOrEqual(3);
      expect(s.length).toBeLessThanOrEqual(7);
      sentences += s.length;
    }
    expect(data.sentences).toBe(sentences);
    expect(data.words).toBe(wordsOf(data.text).length);
  });

  it('gives exactly the number of words asked for, for every count up to the maximum', async () => {
    for (const count of [1, 2, 5, 6, 37, 1000]) {
      const data = await runOk<Out>(tool, { unit: 'words', count });
      expect(wordsOf(data.text)).toHaveLength(count);
      expect(data.words).toBe(count);
      expect(data.sentences).toBeUndefined();
      expect(data.paragraphs).toBeUndefined();
      expect(wordsOf(data.text).slice(0, 5)).toEqual(['Lorem', 'ipsum', 'dolor', 'sit', 'amet'].slice(0, count));
    }
    expect((await runOk<Out>(tool, { unit: 'words', count: 3 })).text).toBe('Lorem ipsum dolor');
  });

  it('gives exactly the number of sentences asked for, each capitalized and ending with a period', async () => {
    for (const count of [1, 4, 1000]) {
      const data = await runOk<Out>(tool, { unit: 'sentences', count });
      const sentences = sentencesOf(data.text);
      expect(sentences).toHaveLength(count);
      expect(data.sentences).toBe(count);
      expect(data.paragraphs).toBeUndefined();
      expect(data.text).not.toContain('\n');
      for (const s of sentences) {
        const w = wordsOf(s);
        expect(w.length).toBeGreaterThanOrEqual(5);
        expect(w.length).toBeLessThanOrEqual(15);
        expect(s.trim()).toMatch(/^[A-Z][a-z]*( [a-z]+)*\.$/);
      }
      expect(data.words).toBe(wordsOf(data.text).length);
    }
  });

  it('gives exactly the number of paragraphs asked for, up to 100, and explains the cap', async () => {
    const data = await runOk<Out>(tool, { unit: 'paragraphs', count: 100 });
    expect(data.text.split('\n\n')).toHaveLength(100);
    expect(data.paragraphs).toBe(100);
    expect(data.words).toBe(wordsOf(data.text).length);
    expect(await runError(tool, { unit: 'paragraphs', count: 101 }, 'CONSTRAINT_VIOLATION')).toBe(
      'count is at most 100 for paragraphs (got 101); ask for sentences (up to 1000) for more text.',
    );
    await runError(tool, { unit: 'sentences', count: 1001 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { unit: 'words', count: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { count: 2.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('uses only the lorem ipsum vocabulary, lowercase inside sentences', async () => {
    const data = await runOk<Out>(tool, { unit: 'sentences', count: 200, startWithLoremIpsum: false });
    for (const w of wordsOf(data.text)) expect(VOCABULARY.has(w.toLowerCase()), w).toBe(true);
    expect(data.text).not.toMatch(/[^.] [A-Z]/); // capitals only open sentences
  });

  it('starts with the classic opening only when asked', async () => {
    const off = await runOk<Out>(tool, { unit: 'words', count: 5, startWithLoremIpsum: false, seed: 's' });
    expect(off.text).not.toBe('Lorem ipsum dolor sit amet');
    expect(off.text).toMatch(/^[a-z]+( [a-z]+){4}$/);
    const on = await runOk<Out>(tool, { unit: 'sentences', count: 3, seed: 's' });
    expect(on.text.startsWith('Lorem ipsum dolor sit amet')).toBe(true);
    // a sentence shorter than the opening gets its first words only
    const short = await runOk<Out>(tool, { unit: 'sentences', count: 1, wordsPerSentenceMin: 3, wordsPerSentenceMax: 3 });
    expect(short.text).toBe('Lorem ipsum dolor.');
  });

  it('writes HTML paragraphs, well-formed and one per line', async () => {
    const paragraphs = await runOk<Out>(tool, { count: 4, format: 'html' });
    const lines = paragraphs.text.split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^<p>[A-Z][a-z]*( [a-z]+)*\.( [A-Z][a-z]*( [a-z]+)*\.)*<\/p>$/);
    expect(paragraphs.text.startsWith('<p>Lorem ipsum dolor sit amet')).toBe(true);
    const sentences = await runOk<Out>(tool, { unit: 'sentences', count: 2, format: 'html' });
    expect(sentences.text).toMatch(/^<p>[^<>&]+<\/p>$/);
    const words = await runOk<Out>(tool, { unit: 'words', count: 2, format: 'html' });
    expect(words.text).toBe('<p>Lorem ipsum</p>');
    expect(words.words).toBe(2);
  });

  it('honours the sentence and paragraph length bounds', async () => {
    const data = await runOk<Out>(tool, {
      count: 20, wordsPerSentenceMin: 2, wordsPerSentenceMax: 3, sentencesPerParagraphMin: 1, sentencesPerParagraphMax: 2, startWithLoremIpsum: false,
    });
    for (const p of data.text.split('\n\n')) {
      const sentences = sentencesOf(p);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
      for (const s of sentences) expect([2, 3]).toContain(wordsOf(s).length);
    }
    const fixed = await runOk<Out>(tool, { count: 5, wordsPerSentenceMin: 4, wordsPerSentenceMax: 4, sentencesPerParagraphMin: 2, sentencesPerParagraphMax: 2 });
    expect(fixed).toMatchObject({ words: 40, sentences: 10, paragraphs: 5 });
  });

  it('rejects min above max, naming both', async () => {
    expect(await runError(tool, { wordsPerSentenceMin: 9, wordsPerSentenceMax: 4 }, 'CONSTRAINT_VIOLATION')).toBe(
      'wordsPerSentenceMin (9) is greater than wordsPerSentenceMax (4).',
    );
    expect(await runError(tool, { sentencesPerParagraphMin: 8 }, 'CONSTRAINT_VIOLATION')).toBe(
      'sentencesPerParagraphMin (8) is greater than sentencesPerParagraphMax (7).',
    );
    // paragraph bounds do not apply to sentences
    expect((await runOk<Out>(tool, { unit: 'sentences', count: 1, sentencesPerParagraphMin: 8 })).sentences).toBe(1);
  });

  it('reproduces seeded text (any seed, unicode included) and varies without a seed', async () => {
    const input = { unit: 'paragraphs', count: 5, seed: UNICODE_SAMPLE };
    expect(await runOk<Out>(tool, input)).toEqual(await runOk<Out>(tool, input));
    expect((await runOk<Out>(tool, { ...input, seed: 'other' })).text).not.toBe((await runOk<Out>(tool, input)).text);
    const a = await runOk<Out>(tool, { unit: 'sentences', count: 20 });
    const b = await runOk<Out>(tool, { unit: 'sentences', count: 20 });
    expect(a.text).not.toBe(b.text);
  });

  it('rejects an unknown unit', async () => {
    await runError(tool, { unit: 'bytes' }, 'CONSTRAINT_VIOLATION');
  });
});
