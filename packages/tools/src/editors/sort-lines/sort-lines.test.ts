import { describe, expect, it } from 'vitest';
import { testRandom } from '../../_test/random.js';
import { randomUnicode } from '../../_test/stream.js';
import tool, { graphemeLength, sortSpans } from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  sorted: string;
  lineCount: number;
  duplicatesRemoved: number;
  blankRemoved: number;
}

const sort = async (text: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { text, ...options })).sorted;

describe('sort-lines', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('sorts alphabetically, case-insensitively and stably by default', async () => {
    expect(await sort('banana\nApple\ncherry\napple')).toBe('Apple\napple\nbanana\ncherry');
    expect(await sort('b\nB\na\nA')).toBe('a\nA\nb\nB');
  });

  it('separates cases when case-sensitive (locale order: lower case first in en, capitals first with -u-kf-upper)', async () => {
    expect(await sort('B\nb\nA\na', { caseSensitive: true })).toBe('a\nA\nb\nB');
    expect(await sort('b\nB\na\nA', { caseSensitive: true, locale: 'en-u-kf-upper' })).toBe('A\na\nB\nb');
  });

  it('sorts accented letters with the letter, not after z', async () => {
    expect(await sort('zebra\nétoile\neagle\nÉclair')).toBe('eagle\nÉclair\nétoile\nzebra');
  });

  it('follows the locale: Swedish puts ä after z, German beside a', async () => {
    expect(await sort('äpple\nzebra\napple', { locale: 'sv' })).toBe('apple\nzebra\näpple');
    expect(await sort('äpple\nzebra\napple', { locale: 'de' })).toBe('apple\näpple\nzebra');
  });

  it('matches Intl.Collator and localeCompare (differential)', async () => {
    const words = ['résumé', 'resume', 'Resume', 'rèsume', 'a', 'B', 'c', 'Ä', 'z', '10', '9', '_x', '-y'];
    const expected = [...words].sort(new Intl.Collator('en', { sensitivity: 'accent' }).compare);
    expect(await sort(words.join('\n'))).toBe(expected.join('\n'));
    const cased = [...words].sort((a, b) => a.localeCompare(b, 'en'));
    expect(await sort(words.join('\n'), { caseSensitive: true })).toBe(cased.join('\n'));
  });

  it('sorts naturally: digit runs compare as numbers', async () => {
    expect(await sort('file10\nfile2\nfile1\nfile20\nFile3', { sortBy: 'natural' })).toBe('file1\nfile2\nFile3\nfile10\nfile20');
    expect(await sort('v1.10\nv1.9\nv1.2', { sortBy: 'natural' })).toBe('v1.2\nv1.9\nv1.10');
    // alphabetical compares digit by digit
    expect(await sort('file10\nfile2', { sortBy: 'alphabetical' })).toBe('file10\nfile2');
  });

  it('sorts numerically by the leading number, numberless lines last in input order', async () => {
    const text = '10 apples\n-2.5 debt\n2 pears\nnotes\n1e3 grains\n  7 padded\n.5 half\nabc';
    expect(await sort(text, { sortBy: 'numeric' })).toBe('-2.5 debt\n.5 half\n2 pears\n  7 padded\n10 apples\n1e3 grains\nnotes\nabc');
    expect(await sort(text, { sortBy: 'numeric', order: 'descending' })).toBe(
      '1e3 grains\n10 apples\n  7 padded\n2 pears\n.5 half\n-2.5 debt\nnotes\nabc',
    );
    // equal numbers keep their input order
    expect(await sort('2 b\n1 z\n2 a\n01 y', { sortBy: 'numeric' })).toBe('1 z\n01 y\n2 b\n2 a');
  });

  it('sorts by code point like LC_ALL=C sort, with -f style folding when case-insensitive', async () => {
    const text = 'b\na\nB\n_\nA\n😀\n\uFB01';
    // U+1F600 is above U+FB01 in code point order, though its UTF-16 surrogates are below
    expect(await sort(text, { sortBy: 'codepoint', caseSensitive: true })).toBe('A\nB\n_\na\nb\n\uFB01\n😀');
    expect(await sort('b\n_\nA\na\nB', { sortBy: 'codepoint' })).toBe('A\na\nb\nB\n_');
    const words = ['é', 'e', 'Z', 'a', '😀', '\uFFFD', '中', '~'];
    const byBytes = [...words].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect(await sort(words.join('\n'), { sortBy: 'codepoint', caseSensitive: true })).toBe(byBytes.join('\n'));
  });

  it('sorts by length in user-perceived characters, ties in input order', async () => {
    expect(await sort('ccc\na\nbb\nxx\n👍🏽\ne\u0301e', { sortBy: 'length' })).toBe('a\n👍🏽\nbb\nxx\ne\u0301e\nccc');
    expect(await sort('ccc\na\nbb\nxx', { sortBy: 'length', order: 'descending' })).toBe('ccc\nbb\nxx\na');
  });

  it('counts user-perceived characters like Intl.Segmenter (differential)', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const samples = [
      'abc', 'e\u0301', 'À😀中', '👍🏽', '👨‍👩‍👧‍👦', '🇫🇷🇩🇪', '🇫🇷🇩', '1️⃣', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'ñ', 'n\u0303', 'Z\u0351\u036b\u0343',
      '한국어', 'ฉันรัก', 'مرحبا', '\u0301x', '❤️‍🔥', '🧑🏾‍💻 ok', 'a\tb', '\u200d', '👁️‍🗨️',
    ];
    for (const sample of samples) expect(graphemeLength(sample), sample).toBe([...segmenter.segment(sample)].length);
  });

  it('keeps or reverses the original order with sortBy none', async () => {
    expect(await sort('3\n1\n2', { sortBy: 'none' })).toBe('3\n1\n2');
    expect(await sort('3\n1\n2', { sortBy: 'none', order: 'descending' })).toBe('2\n1\n3');
  });

  it('sorts descending stably (equal lines keep input order)', async () => {
    expect(await sort('a\nb\nA\nc', { order: 'descending' })).toBe('c\nb\na\nA');
  });

  it('removes exact duplicates, keeping the first, and counts them', async () => {
    const data = await runOk<Out>(tool, { text: 'b\na\nb\nB\na', removeDuplicates: true });
    expect(data).toEqual({ sorted: 'a\nb\nB', lineCount: 3, duplicatesRemoved: 2, blankRemoved: 0 });
  });

  it('removes blank lines (empty or whitespace only) and counts them', async () => {
    const data = await runOk<Out>(tool, { text: 'b\n\n  \n\t\na', removeBlank: true });
    expect(data).toEqual({ sorted: 'a\nb', lineCount: 2, duplicatesRemoved: 0, blankRemoved: 3 });
    expect(await sort('b\n\na')).toBe('\na\nb');
  });

  it('trims lines, so duplicates differing only in surrounding spaces collapse', async () => {
    expect(await sort('  b \na\n b', { trim: true })).toBe('a\nb\nb');
    const data = await runOk<Out>(tool, { text: '  b \na\n b', trim: true, removeDuplicates: true });
    expect(data).toEqual({ sorted: 'a\nb', lineCount: 2, duplicatesRemoved: 1, blankRemoved: 0 });
    expect(await sort('  b \na\n b', { sortBy: 'none' })).toBe('  b \na\n b');
  });

  it('keeps CRLF and CR line endings and the final newline', async () => {
    expect(await sort('b\r\na\r\nc\r\n')).toBe('a\r\nb\r\nc\r\n');
    expect(await sort('b\ra\rc')).toBe('a\rb\rc');
    expect(await sort('b\na\n')).toBe('a\nb\n');
    expect(await sort('b\na')).toBe('a\nb');
    // the final newline is not an empty line of its own
    expect((await runOk<Out>(tool, { text: 'x\n' })).lineCount).toBe(1);
  });

  it('returns an empty text when every line is removed', async () => {
    const data = await runOk<Out>(tool, { text: '\n \n', removeBlank: true });
    expect(data).toEqual({ sorted: '', lineCount: 0, duplicatesRemoved: 0, blankRemoved: 2 });
  });

  it('handles unicode lines without splitting characters', async () => {
    // À ties with a at the primary level, then the emoji (a symbol) sorts before the letter l
    expect(await sort(`zeta\n${UNICODE_SAMPLE}\nalpha\n${UNICODE_SAMPLE}`, { removeDuplicates: true })).toBe(`${UNICODE_SAMPLE}\nalpha\nzeta`);
    expect(await sort(`zeta\nÀb\nab\naz`)).toBe('ab\nÀb\naz\nzeta');
    expect(await sort(`中\n😀\nÀ`, { sortBy: 'codepoint', caseSensitive: true })).toBe('À\n中\n😀');
  });

  it('rejects an invalid locale with the tag and an example', async () => {
    expect(await runError(tool, { text: 'a', locale: 'en_US!' }, 'INVALID_INPUT')).toBe(
      'Invalid locale "en_US!": use a BCP 47 language tag such as en, de, sv or de-u-co-phonebk',
    );
  });

  it('rejects an unknown sort option', async () => {
    await runError(tool, { text: 'a', sortBy: 'random' }, 'CONSTRAINT_VIOLATION');
  });

  it('warns when the host has no collation for a well-formed locale', async () => {
    const result = await runTool(tool, { text: 'b\na', locale: 'qaa' });
    expect(result.success && result.data).toEqual({ sorted: 'a\nb', lineCount: 2, duplicatesRemoved: 0, blankRemoved: 0 });
    expect(result.metadata?.warnings).toEqual(['Locale "qaa" is not supported by this host; sorted with "en" instead']);
  });

  it('sorts the largest allowed input and rejects one character more', async () => {
    const text = largestInput(tool, 'text', 'b\na\n');
    expect(text.length).toBe(1_000_000);
    const data = await runOk<Out>(tool, { text, removeDuplicates: false });
    expect(data.lineCount).toBe(500_000);
    expect(data.sorted.startsWith('a\na\n')).toBe(true);
    expect(data.sorted.endsWith('b\nb\n')).toBe(true);
    expect((await runOk<Out>(tool, { text, removeDuplicates: true })).sorted).toBe('a\nb\n');
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });

  it('sorts the largest input by length in linear time, one huge line or many short ones', async () => {
    const line = largestInput(tool, 'text', '中😀é\u0301').slice(0, -5); // room for the second line
    const single = await runOk<Out>(tool, { text: `${line}\nab`, sortBy: 'length' });
    expect(single.sorted.startsWith('ab\n中')).toBe(true);
    const many = await runOk<Out>(tool, { text: largestInput(tool, 'text', '中\n😀😀\n'), sortBy: 'length', order: 'descending' });
    expect(many.lineCount).toBe(400_000);
    expect(many.sorted.startsWith('😀😀\n😀😀\n')).toBe(true);
    expect(many.sorted.endsWith('\n中\n中\n')).toBe(true);
  });

  it('sorts texts like a per-line sort with an input-position tie-break (random lines, equal keys, every collation order)', async () => {
    const rand = testRandom(121);
    const pool = ['apple', 'Apple', 'APPLE', 'äpple', 'b', 'B', 'a10', 'a9', '', ' x', 'é', 'e', '😀', '\ud800', 'zz', 'Z'];
    for (let k = 0; k < 40; k++) {
      const lines = Array.from({ length: 1 + Math.floor(rand() * 60) }, () => (rand() < 0.7 ? pool[Math.floor(rand() * pool.length)]! : randomUnicode(rand, 6, true).replace(/[\r\n]/g, '')));
      const sortBy = (['alphabetical', 'natural', 'codepoint', 'none'] as const)[k % 4]!;
      const descending = k % 3 === 0;
      const caseSensitive = k % 5 < 2;
      const collator = new Intl.Collator('en', { usage: 'sort', sensitivity: caseSensitive ? 'variant' : 'accent', numeric: sortBy === 'natural' });
      const cmp = sortBy === 'codepoint' ? (a: string, b: string) => (caseSensitive ? cp(a, b) : cp(a.toUpperCase(), b.toUpperCase())) : sortBy === 'none' ? () => 0 : collator.compare;
      const indexed = lines.map((text, index) => ({ text, index }));
      indexed.sort((a, b) => (descending ? cmp(b.text, a.text) : cmp(a.text, b.text)) || (sortBy === 'none' && descending ? b.index - a.index : a.index - b.index));
      const expected = indexed.map((l) => l.text).join('\n');
      const text = lines.join('\n');
      if (text === '' || text.endsWith('\n')) continue; // an empty input is missing; a final line break is not a line
      const result = await runOk<{ sorted: string }>(tool, { text, sortBy, order: descending ? 'descending' : 'ascending', caseSensitive });
      expect(result.sorted, JSON.stringify({ lines, sortBy, descending, caseSensitive })).toBe(expected);
    }
  });

  it('splits, sorts and joins like a split of the whole text, sorting line strings or line numbers: mixed CR, LF and CRLF, blank lines, a final break, more than one output block', async () => {
    const rand = testRandom(122);
    const breaks = ['\n', '\r\n', '\r'];
    for (let k = 0; k < 12; k++) {
      const count = k < 8 ? 1 + Math.floor(rand() * 40) : 5000 + Math.floor(rand() * 5000); // past one 4096-line block
      const mixed = k % 3 === 0;
      const one = breaks[k % 3]!;
      let text = '';
      for (let i = 0; i < count; i++) {
        const line = rand() < 0.15 ? (rand() < 0.5 ? '' : '  \t') : randomUnicode(rand, 1 + Math.floor(rand() * 12), true).replace(/[\r\n]/g, '');
        text += (i > 0 ? (mixed ? breaks[Math.floor(rand() * 3)]! : one) : '') + line;
      }
      if (k % 2 === 0) text += mixed ? '\r\n' : one;
      if (text.trim() === '') text += 'x';
      const removeBlank = k % 4 === 1;
      const descending = k % 5 === 2;
      const eol = text.includes('\r\n') ? '\r\n' : text.includes('\r') && !text.includes('\n') ? '\r' : '\n';
      let lines = text.split(/\r\n|\r|\n/);
      const finalBreak = lines.length > 1 && lines[lines.length - 1] === '';
      if (finalBreak) lines.pop();
      if (removeBlank) lines = lines.filter((l) => l.trim() !== '');
      const collator = new Intl.Collator('en', { usage: 'sort', sensitivity: 'accent' });
      const expected = [...lines].sort(descending ? (a, b) => collator.compare(b, a) : collator.compare);
      const result = await runOk<Out>(tool, { text, removeBlank, order: descending ? 'descending' : 'ascending' });
      expect(result.sorted === expected.join(eol) + (finalBreak && expected.length > 0 ? eol : ''), JSON.stringify({ k, count, removeBlank, descending })).toBe(true);
      expect(result.lineCount).toBe(expected.length);
      // the large-input path (line numbers sorted, the output joined in blocks) on the same text
      const spans = sortSpans(text, collator.compare, descending, removeBlank, 0);
      expect(spans.sorted === result.sorted, JSON.stringify({ k, count, removeBlank, descending })).toBe(true);
      expect(spans.blankRemoved).toBe(result.blankRemoved);
    }
  });
});

/** Code point order (UTF-16 order differs above U+FFFF). */
function cp(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}
