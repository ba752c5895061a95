import { describe, expect, it } from 'vitest';
import { Tiktoken } from 'js-tiktoken/lite';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Chunk = { index: number; text: string; start: number; end: number; startCodePoint: number; endCodePoint: number; size: number; characters: number };
type Out = { chunkCount: number; chunks: Chunk[] };
const chunk = (text: string, input: Record<string, unknown>) => runOk<Out>(tool, { text, ...input });
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const codePoints = (s: string) => [...s].length;

const ARTICLE = [
  'Retrieval-augmented generation (RAG) feeds a model with passages found for the question. The passages come from a store of chunks!',
  'Each chunk is embedded once. Small chunks match precisely; large chunks keep more context. "Which size?" depends on the data…',
  'Overlap repeats the end of one chunk at the start of the next.\nA sentence cut at a border is then whole in one of them.',
  'Ünïcödé wörds, emoji 😀👍🏽 and 中文句子。第二句！ all count.',
].join('\n\n');

/** Every invariant a chunking must keep, checked against independent measures. */
function checkChunks(text: string, out: Out, max: number, measure: (s: string) => number) {
  expect(out.chunkCount).toBe(out.chunks.length);
  let previous: Chunk | undefined;
  for (const c of out.chunks) {
    expect(text.slice(c.start, c.end)).toBe(c.text);
    expect([...text].slice(c.startCodePoint, c.endCodePoint).join('')).toBe(c.text);
    expect(c.characters).toBe(codePoints(c.text));
    expect(c.size).toBe(measure(c.text));
    expect(c.size).toBeLessThanOrEqual(max);
    expect(c.text).toBe(c.text.trim());
    if (previous) {
      expect(c.index).toBe(previous.index + 1);
      expect(c.start).toBeGreaterThan(previous.start);
      expect(c.end).toBeGreaterThan(previous.end);
      // nothing but whitespace is left out between two chunks
      if (c.start > previous.end) expect(text.slice(previous.end, c.start).trim()).toBe('');
    }
    previous = c;
  }
  expect(text.slice(0, out.chunks[0]!.start).trim()).toBe('');
  expect(text.slice(out.chunks.at(-1)!.end).trim()).toBe('');
}

describe('text-chunker', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('refuses an overlap that is not smaller than the chunk size', async () => {
    expect(await runError(tool, { text: 'a b c', chunkSize: 5, overlap: 5 }, 'INVALID_INPUT')).toBe(
      'The overlap (5) must be smaller than the chunk size (5), or chunks would not advance.',
    );
  });

  it('keeps every invariant in every unit, sizes checked independently (tokens against js-tiktoken)', async () => {
    const o200k = new Tiktoken((await import('js-tiktoken/ranks/o200k_base')).default);
    const cl100k = new Tiktoken((await import('js-tiktoken/ranks/cl100k_base')).default);
    for (const [max, overlap] of [[12, 0], [12, 4], [30, 10], [7, 6]] as Array<[number, number]>) {
      checkChunks(ARTICLE, await chunk(ARTICLE, { unit: 'tokens', chunkSize: max, overlap }), max, (s) => o200k.encode(s).length);
      checkChunks(ARTICLE, await chunk(ARTICLE, { unit: 'tokens', chunkSize: max, overlap, encoding: 'cl100k_base' }), max, (s) => cl100k.encode(s).length);
      checkChunks(ARTICLE, await chunk(ARTICLE, { unit: 'characters', chunkSize: max * 3, overlap: overlap * 3 }), max * 3, codePoints);
      checkChunks(ARTICLE, await chunk(ARTICLE, { unit: 'words', chunkSize: max, overlap }), max, words);
    }
  });

  it('gives back the text exactly when chunks do not overlap and are not trimmed', async () => {
    for (const unit of ['tokens', 'characters', 'words', 'sentences', 'paragraphs']) {
      const out = await chunk(ARTICLE, { unit, chunkSize: 9, overlap: 0, trim: false });
      expect(out.chunks.map((c) => c.text).join('')).toBe(ARTICLE);
      out.chunks.slice(1).forEach((c, i) => expect(c.start).toBe(out.chunks[i]!.end));
    }
  });

  it('returns no chunk for blank text unless trimming is off', async () => {
    expect(await chunk(' \n\t ', { unit: 'words' })).toEqual({ chunkCount: 0, chunks: [] });
    expect((await chunk(' \n\t ', { unit: 'characters', chunkSize: 10, overlap: 0, trim: false })).chunks.map((c) => c.text)).toEqual([' \n\t ']);
  });

  it('overlaps by at most the overlap, from the strongest boundary in reach', async () => {
    const text = 'one two three. four five six seven. eight nine ten eleven twelve.';
    const out = await chunk(text, { unit: 'words', chunkSize: 8, overlap: 4 });
    expect(out.chunks.map((c) => c.text)).toEqual([
      'one two three. four five six seven.',
      'four five six seven. eight nine ten eleven',
      'eight nine ten eleven twelve.',
    ]);
    const none = await chunk(text, { unit: 'words', chunkSize: 8, overlap: 0 });
    expect(none.chunks.map((c) => c.text)).toEqual(['one two three. four five six seven.', 'eight nine ten eleven twelve.']);
  });

  it('cuts at paragraph breaks first, then sentences', async () => {
    const text = 'Alpha beta gamma.\n\nDelta epsilon zeta. Eta theta iota kappa.\nLambda mu nu xi omicron pi rho.';
    const out = await chunk(text, { unit: 'words', chunkSize: 6, overlap: 0 });
    expect(out.chunks.map((c) => c.text)).toEqual(['Alpha beta gamma.', 'Delta epsilon zeta.', 'Eta theta iota kappa.', 'Lambda mu nu xi omicron pi', 'rho.']);
    // a boundary in the first half of a chunk is not worth a half-empty chunk
    const early = await chunk('One. Two three four five six seven.', { unit: 'words', chunkSize: 6, overlap: 0 });
    expect(early.chunks.map((c) => c.text)).toEqual(['One. Two three four five six', 'seven.']);
  });

  it('UAX #29 sentences with French spacing: a closing guillemet after a space stays with its sentence', async () => {
    const out = await chunk('Il a dit : « Bonjour ! » Puis il est parti. « Déjà ? » Oui.', { unit: 'sentences', chunkSize: 1, overlap: 0 });
    expect(out.chunks.map((c) => c.text)).toEqual(['Il a dit : « Bonjour ! »', 'Puis il est parti.', '« Déjà ? »', 'Oui.']);
  });

  it('groups sentences and paragraphs, CJK sentences included', async () => {
    const cjk = await chunk('这是第一句。这是第二句！这是第三句？', { unit: 'sentences', chunkSize: 2, overlap: 1 });
    expect(cjk.chunks.map((c) => [c.text, c.size])).toEqual([['这是第一句。这是第二句！', 2], ['这是第二句！这是第三句？', 2]]);
    const paragraphs = await chunk('P1 a.\n\nP2 b. c.\r\n\r\nP3\n\n\n\nP4', { unit: 'paragraphs', chunkSize: 2, overlap: 0 });
    expect(paragraphs.chunks.map((c) => [c.text, c.size])).toEqual([['P1 a.\n\nP2 b. c.', 2], ['P3\n\n\n\nP4', 2]]);
  });

  it('handles unicode: offsets in UTF-16 units and code points, graphemes never split', async () => {
    const out = await chunk(`${UNICODE_SAMPLE} ${UNICODE_SAMPLE}`, { unit: 'characters', chunkSize: 3, overlap: 0 });
    expect(out.chunks).toEqual([
      { index: 0, text: UNICODE_SAMPLE, start: 0, end: 4, startCodePoint: 0, endCodePoint: 3, size: 3, characters: 3 },
      { index: 1, text: UNICODE_SAMPLE, start: 5, end: 9, startCodePoint: 4, endCodePoint: 7, size: 3, characters: 3 },
    ]);
    // a family emoji is 7 code points: larger than the chunk size, kept whole with a warning
    const family = '👨‍👩‍👧‍👦';
    const result = await runTool(tool, { text: family.repeat(3), unit: 'characters', chunkSize: 3, overlap: 0 });
    expect(result.data.chunks.map((c: Chunk) => c.text)).toEqual([family, family, family]);
    expect(result.metadata?.warnings).toEqual([
      '3 chunk(s) exceed the chunk size: a single character (grapheme cluster such as an emoji sequence) larger than it is never split.',
    ]);
    // a combining accent after a space stays with the space: the cut goes before the space
    const accents = await chunk('a \u0301b c', { unit: 'words', chunkSize: 1, overlap: 0, trim: false });
    expect(accents.chunks.map((c) => c.text)).toEqual(['a', ' \u0301b', ' c']);
    const tokens = await chunk('x \u0301\u0301\u0301'.repeat(40), { unit: 'tokens', chunkSize: 5, overlap: 2 });
    for (const c of tokens.chunks) expect(c.text).not.toMatch(/^\p{M}/u);
  });

  it('splits a long word between tokens, within the size', async () => {
    const reference = new Tiktoken((await import('js-tiktoken/ranks/cl100k_base')).default);
    const text = 'ACGTTGCA'.repeat(500) + '😀'.repeat(20);
    const out = await chunk(text, { unit: 'tokens', chunkSize: 100, overlap: 10, encoding: 'cl100k_base' });
    checkChunks(text, out, 100, (s) => reference.encode(s).length);
    expect(out.chunks.every((c) => !/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(c.text))).toBe(true);
  });

  it('refuses output that would be too large', async () => {
    expect(await runError(tool, { text: 'ab '.repeat(60_000), unit: 'words', chunkSize: 2, overlap: 1 }, 'INVALID_INPUT')).toBe(
      'The chunks would exceed 50,000 chunks: use a larger chunk size or a smaller overlap.',
    );
  });

  it('chunks the largest allowed input by tokens', async () => {
    const unit = 'The quick brown fox jumps over the lazy dog. It barks.\n\n';
    const text = largestInput(tool, 'text', unit);
    const out = await chunk(text, { unit: 'tokens', chunkSize: 500, overlap: 50 });
    expect(out.chunkCount).toBe(558);
    expect(out.chunks.every((c) => c.size <= 500 && c.size > 400)).toBe(true);
    expect(out.chunks[0]!.text.endsWith('It barks.')).toBe(true);
  });
});
