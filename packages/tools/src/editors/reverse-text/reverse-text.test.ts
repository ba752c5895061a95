import { describe, expect, it } from 'vitest';
import tool, { graphemeClusters } from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  count: number;
}

const run = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...options });
const reverse = async (text: string, options: Record<string, unknown> = {}) => (await run(text, options)).result;

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const referenceReverse = (text: string) => [...segmenter.segment(text)].map((s) => s.segment).reverse().join('');

describe('reverse-text', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown mode', async () => {
    await runError(tool, { text: 'abc', mode: 'bytes' }, 'CONSTRAINT_VIOLATION');
  });

  it('reverses ASCII like Array.reverse', async () => {
    expect(await run('Hello, world!')).toEqual({ result: '!dlrow ,olleH', count: 13 });
  });

  it('keeps grapheme clusters whole: combining marks, ZWJ sequences, flags, skin tones, CRLF', async () => {
    expect(await reverse('e\u0301a')).toBe('ae\u0301');
    expect(await reverse('a👩‍👩‍👧‍👦b')).toBe('b👩‍👩‍👧‍👦a');
    expect(await reverse('🇫🇷🇩🇪')).toBe('🇩🇪🇫🇷');
    expect(await reverse('👋🏿!')).toBe('!👋🏿');
    expect(await reverse('ab\r\ncd')).toBe('dc\r\nba');
    expect(await reverse('한국어')).toBe('어국한');
  });

  it('matches Intl.Segmenter on a mixed sample (differential)', async () => {
    const sample = 'Zalgo z̷̢a̶l̸g̴o, नमस्ते, 🏳️‍🌈 pride, 1️⃣ keycap, \u{1F9D1}\u{1F3FD}\u200D\u{1F4BB} dev';
    const data = await run(sample);
    expect(data.result).toBe(referenceReverse(sample));
    expect(data.count).toBe([...segmenter.segment(sample)].length);
    const long = 'é🇯🇵x👍🏽'.repeat(300); // 3,000 UTF-16 units: segmented in chunks
    expect(await reverse(long)).toBe(referenceReverse(long));
  });

  it('reverses characters on each line separately', async () => {
    const data = await run('abc\r\nde😀\n\nxy\n', { perLine: true });
    expect(data.result).toBe('cba\r\n😀ed\n\nyx\n');
    expect(data.count).toBe(8);
    expect(await reverse('ab\ncd')).toBe('dc\nba');
  });

  it('reverses word order, keeping whitespace and punctuation in place', async () => {
    expect(await run('one two  three')).toEqual({ result: 'eerht  owt eno', count: 14 });
    expect(await run('one two  three', { mode: 'words' })).toEqual({ result: 'three two  one', count: 3 });
    expect(await reverse('  Hello, big world!\t', { mode: 'words' })).toBe('  world! big Hello,\t');
    expect(await reverse('a b\nc d\ne', { mode: 'words' })).toBe('e d\nc b\na');
    expect(await reverse('a b\nc d\ne', { mode: 'words', perLine: true })).toBe('b a\nd c\ne');
    expect(await reverse('   ', { mode: 'words' })).toBe('   ');
  });

  it('reverses line order like tac, keeping the final newline and line ending positions', async () => {
    expect(await run('1\n2\n3\n', { mode: 'lines' })).toEqual({ result: '3\n2\n1\n', count: 3 });
    expect(await reverse('1\n2\n3', { mode: 'lines' })).toBe('3\n2\n1');
    expect(await reverse('a\r\nb\r\n', { mode: 'lines' })).toBe('b\r\na\r\n');
    expect(await reverse('a\n\nb', { mode: 'lines' })).toBe('b\n\na');
    expect(await reverse('only', { mode: 'lines', perLine: true })).toBe('only');
  });

  it('handles the unicode sample', async () => {
    expect(await run(UNICODE_SAMPLE)).toEqual({ result: '中😀À', count: 3 });
    expect(await reverse(`${UNICODE_SAMPLE} ${UNICODE_SAMPLE}x`, { mode: 'words' })).toBe(`${UNICODE_SAMPLE}x ${UNICODE_SAMPLE}`);
  });

  it('splits clusters exactly like Intl.Segmenter around ASCII runs (differential)', () => {
    const cases = [
      'a\u0301bc',
      'abcdefghijklmnop\u0301',
      '\u0600abcdefghijklmnopq',
      'x\r\nabcdefghijkl\r\n\r',
      '🇫🇷🇩🇪abcdefghijk🇯🇵',
      'abcdefghi\u200d👍',
      '\tà\n\u0301\r\n\u0308x       y\u0308',
      'क्षि abcdefgh ि',
    ];
    for (const text of cases) expect(graphemeClusters(text)).toEqual([...segmenter.segment(text)].map((s) => s.segment));
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab😀é\n');
    expect(text.length).toBe(1_200_000); // 200,000 units of 5 code points (6 UTF-16 units)
    const data = await run(text);
    expect(data.count).toBe(1_000_000);
    expect(data.result.slice(0, 12)).toBe('\né😀ba\né😀ba');
    expect((await run(text, { mode: 'lines' })).count).toBe(200_000);
    const prose = largestInput(tool, 'text', 'Ein schöner Tag.\n');
    const perLine = await run(prose, { perLine: true });
    expect(perLine.result.slice(0, 34)).toBe('.gaT renöhcs niE\n.gaT renöhcs niE\n');
    expect((await run(largestInput(tool, 'text', 'ab '), { mode: 'words' })).count).toBe(333_333);
  });
});
