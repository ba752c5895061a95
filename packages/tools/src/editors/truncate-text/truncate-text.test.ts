import { describe, expect, it } from 'vitest';
import tool, { utf8Length } from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  originalLength: number;
  finalLength: number;
  truncatedCount: number;
}

const run = (text: string, options: Record<string, unknown>) => runOk<Out>(tool, { text, ...options });
const cut = async (text: string, options: Record<string, unknown>) => (await run(text, options)).result;
const FOX = 'The quick brown fox jumps over the lazy dog';

describe('truncate-text', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('cuts to N characters, the ellipsis included, and leaves shorter text alone', async () => {
    expect(await run(FOX, { length: 10 })).toEqual({ result: 'The quick…', originalLength: 43, finalLength: 10, truncatedCount: 1 });
    expect(await run(FOX, { length: 43 })).toEqual({ result: FOX, originalLength: 43, finalLength: 43, truncatedCount: 0 });
    expect(await cut(FOX, { length: 12, ellipsis: '...' })).toBe('The quick...');
    expect(await cut(FOX, { length: 12, addEllipsis: false })).toBe('The quick br');
  });

  it('trims whitespace before the ellipsis', async () => {
    expect(await cut(FOX, { length: 11 })).toBe('The quick…');
    expect(await cut('a   b c d', { length: 4, addEllipsis: false })).toBe('a');
  });

  it('breaks at a word boundary when asked, hard-cutting a single overlong word', async () => {
    expect(await cut(FOX, { length: 18 })).toBe('The quick brown f…');
    expect(await cut(FOX, { length: 18, wordBoundary: true })).toBe('The quick brown…');
    expect(await cut(FOX, { length: 20, wordBoundary: true })).toBe('The quick brown fox…');
    expect(await cut('Supercalifragilistic', { length: 6, wordBoundary: true })).toBe('Super…');
  });

  it('never cuts inside an emoji, a flag or a combining sequence', async () => {
    const text = 'ab👨‍👩‍👧‍👦🇫🇷e\u0301z';
    expect(await run(text, { length: 4, addEllipsis: false })).toEqual({ result: 'ab👨‍👩‍👧‍👦🇫🇷', originalLength: 6, finalLength: 4, truncatedCount: 1 });
    expect(await cut(text, { length: 5, addEllipsis: false })).toBe('ab👨‍👩‍👧‍👦🇫🇷e\u0301');
    expect(await cut(text, { length: 3 })).toBe('ab…');
  });

  it('cuts to N words, the ellipsis after the last kept word', async () => {
    expect(await run(FOX, { unit: 'words', length: 3 })).toEqual({ result: 'The quick brown…', originalLength: 9, finalLength: 3, truncatedCount: 1 });
    expect(await run('  one two  ', { unit: 'words', length: 2 })).toEqual({ result: '  one two  ', originalLength: 2, finalLength: 2, truncatedCount: 0 });
    expect(await cut('one\ttwo\nthree', { unit: 'words', length: 2, ellipsis: ' [...]' })).toBe('one\ttwo [...]');
    expect(await cut('one two', { unit: 'words', length: 0 })).toBe('…');
  });

  it('cuts to N UTF-8 bytes without splitting a character (differential with Buffer)', async () => {
    const text = 'aé中😀b';
    for (let n = 0; n <= 11; n++) {
      const data = await run(text, { unit: 'bytes', length: n, addEllipsis: false });
      expect(Buffer.byteLength(data.result), `n=${n}`).toBeLessThanOrEqual(n);
      expect(text.startsWith(data.result)).toBe(true);
      expect(Buffer.from(data.result).toString()).toBe(data.result);
    }
    expect(await cut(text, { unit: 'bytes', length: 6, addEllipsis: false })).toBe('aé中');
    expect(await cut(text, { unit: 'bytes', length: 5, addEllipsis: false })).toBe('aé');
    // the ellipsis … is 3 bytes and counts toward the limit
    expect(await run(text, { unit: 'bytes', length: 9 })).toEqual({ result: 'aé中…', originalLength: 11, finalLength: 9, truncatedCount: 1 });
    for (const s of ['x', 'é', '中', '😀', '\ud800', 'a\udc00b', UNICODE_SAMPLE]) expect(utf8Length(s)).toBe(Buffer.byteLength(s));
  });

  it('truncates every line separately, keeping line endings', async () => {
    expect(await run('abcdef\r\nab\r\nabcd', { length: 3, perLine: true })).toEqual({
      result: 'ab…\r\nab\r\nab…',
      originalLength: 14,
      finalLength: 10,
      truncatedCount: 2,
    });
  });

  it('drops an ellipsis longer than the limit, with a warning', async () => {
    const result = await runTool(tool, { text: 'abcdef', length: 2, ellipsis: '...' });
    expect(result.success && result.data).toEqual({ result: 'ab', originalLength: 6, finalLength: 2, truncatedCount: 1 });
    expect(result.metadata?.warnings).toEqual(['The ellipsis "..." is longer than the limit of 2 characters; text was cut without it']);
  });

  it('handles the unicode sample', async () => {
    expect(await run(UNICODE_SAMPLE, { length: 2, addEllipsis: false })).toEqual({ result: 'À😀', originalLength: 3, finalLength: 2, truncatedCount: 1 });
    expect(await run(UNICODE_SAMPLE, { unit: 'bytes', length: 7, addEllipsis: false })).toEqual({ result: 'À😀', originalLength: 9, finalLength: 6, truncatedCount: 1 });
  });

  it('counts grapheme clusters like Intl.Segmenter (differential)', async () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const samples = ['abc', 'e\u0301x', 'a\r\nb', '\r\r\n\n', 'À😀中', '👍🏽ab', '👨‍👩‍👧‍👦!', '🇫🇷🇩🇪🇫', '1️⃣2', 'x\u200dy', '한국어 ok', 'Z\u0351\u036b\u0343', 'a\u0300\u0301b\u0302'];
    for (const text of samples) {
      const count = [...segmenter.segment(text)].length;
      expect((await run(text, { length: 1_000_000 })).originalLength, text).toBe(count);
      // cutting at every length yields exactly the segmenter's prefixes
      const prefixes = [''];
      for (const { segment } of segmenter.segment(text)) prefixes.push(prefixes[prefixes.length - 1] + segment);
      for (let n = 0; n < count; n++) expect(await cut(text, { length: n, addEllipsis: false }), `${text} @${n}`).toBe(prefixes[n]!.trimEnd());
    }
  });

  it('rejects a negative or fractional length', async () => {
    await runError(tool, { text: 'a', length: -1 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'a', length: 1.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input in linear time', async () => {
    const text = largestInput(tool, 'text', '中😀é\u0301 ');
    const data = await run(text, { length: 999_990, wordBoundary: true });
    expect(data.originalLength).toBe(800_000);
    expect(data.truncatedCount).toBe(0);
    const short = await run(text, { length: 9, wordBoundary: true });
    expect(short.result).toBe('中😀é\u0301 中😀é\u0301…');
    expect(short).toEqual({ result: '中😀é\u0301 中😀é\u0301…', originalLength: 800_000, finalLength: 8, truncatedCount: 1 });
    const lines = await run(largestInput(tool, 'text', 'abcdef\n'), { length: 3, perLine: true, unit: 'bytes' });
    expect(lines.truncatedCount).toBe(142_857);
  });
});
