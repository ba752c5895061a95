import { afterEach, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diffLines, FILE_HEADERS_ONLY, formatPatch, structuredPatch, type DiffLinesOptionsNonabortable, type StructuredPatchOptionsNonabortable } from 'diff';
import tool from './index.js';
import { diffLineRuns, splitLines } from './line-diff.js';
import { LineMap, LineTable, type LineIds } from './line-ids.js';
import { testRandom } from '../../_test/random.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Change {
  type: 'added' | 'removed' | 'unchanged';
  value: string;
  count: number;
}
interface Data {
  identical: boolean;
  stats: { unit: string; added: number; removed: number; unchanged: number };
  changes: Change[];
  unifiedDiff: string;
}

const diff = (input: Record<string, unknown>) => runOk<Data>(tool, input);
const side = (changes: Change[], skip: Change['type']) => changes.filter((c) => c.type !== skip).map((c) => c.value).join('');
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasPatch(): boolean {
  try {
    execFileSync('patch', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Applies a unified diff with GNU patch and returns the patched file. */
function gnuPatch(original: string, unifiedDiff: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'text-diff-'));
  try {
    writeFileSync(join(dir, 'file.txt'), original);
    writeFileSync(join(dir, 'change.patch'), unifiedDiff);
    execFileSync('patch', ['--quiet', '--force', join(dir, 'file.txt'), join(dir, 'change.patch')], { stdio: 'pipe' });
    return readFileSync(join(dir, 'file.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the tool gave when it ran jsdiff's diffLines and structuredPatch (two diffs over line
 * strings): the reference for its own single line diff over line ids.
 */
function jsdiffLineResult(original: string, modified: string, options: { ignoreCase: boolean; ignoreWhitespace: boolean; ignoreLineEndings: boolean; contextLines: number; originalName: string; modifiedName: string }) {
  const { ignoreCase, ignoreWhitespace, ignoreLineEndings: stripTrailingCr, contextLines: context } = options;
  // jsdiff applies ignoreCase to lines, though its line and patch option types leave it out
  const changes = diffLines(original, modified, { ignoreCase, ignoreWhitespace, stripTrailingCr } as DiffLinesOptionsNonabortable).map((c) => ({
    type: c.added ? 'added' : c.removed ? 'removed' : 'unchanged',
    value: c.value,
    count: c.count,
  }));
  const patch = structuredPatch(options.originalName, options.modifiedName, original, modified, undefined, undefined, {
    context,
    ignoreCase,
    ignoreWhitespace,
    stripTrailingCr,
  } as StructuredPatchOptionsNonabortable);
  return { changes, unifiedDiff: patch.hunks.length === 0 ? '' : formatPatch(patch, FILE_HEADERS_ONLY) };
}

/**
 * Random texts that are hard to align: few distinct lines (so many equal candidates), lines
 * that differ only in case, surrounding whitespace or line ending, a lone CR, empty lines,
 * non-ASCII, with or without a final newline; the modified text is an edit of the original
 * or unrelated to it.
 */
function randomTextPair(random: () => number): [string, string] {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const bodies = ['a', 'A', ' a', 'a  ', '\ta', 'b', 'B b', '', ' ', 'x\ry', 'ünï 😀', 'ÜNÏ 😀', 'line with more words', 'LINE with more words  '];
  const line = () => pick(bodies) + pick(['\n', '\n', '\n', '\r\n']);
  const text = (n: number) => {
    let t = '';
    for (let i = 0; i < n; i++) t += line();
    return random() < 0.3 ? t.replace(/\r?\n$/, '') : t;
  };
  const size = random();
  // now and then thousands of distinct lines (numbered), past the first sizes of the line table
  if (size < 0.03) bodies.push(...Array.from({ length: 6000 }, (_, i) => `${i}`));
  const original = text(Math.floor(random() * (size < 0.03 ? 9000 : size < 0.1 ? 400 : 25)));
  if (random() < 0.25) return [original, text(Math.floor(random() * 25))];
  const lines = original.split(/(?<=\n)/);
  for (let edits = Math.floor(random() * 6); edits > 0; edits--) {
    const at = Math.floor(random() * (lines.length + 1));
    const kind = random();
    if (kind < 0.4) lines.splice(at, 0, line());
    else if (kind < 0.7) lines.splice(at, 1);
    else lines[at] = line();
  }
  let modified = lines.join('');
  if (random() < 0.2) modified = modified.replace(/\r?\n$/, '');
  return [original, modified];
}

describe('text-diff', () => {
  afterEach(() => vi.restoreAllMocks());

  itReproducesItsExample(tool);

  it('compares two empty texts as identical (both are optional)', async () => {
    expect(await diff({})).toEqual({ identical: true, stats: { unit: 'line', added: 0, removed: 0, unchanged: 0 }, changes: [], unifiedDiff: '' });
    expect(await diff({ original: '', modified: '' })).toEqual(await diff({}));
  });

  it('diffs against an empty text as everything added or removed', async () => {
    const added = await diff({ original: '', modified: 'a\nb\n' });
    expect(added.changes).toEqual([{ type: 'added', value: 'a\nb\n', count: 2 }]);
    expect(added.unifiedDiff).toBe('--- original\n+++ modified\n@@ -0,0 +1,2 @@\n+a\n+b\n');
    const removed = await diff({ original: 'a\nb\n' });
    expect(removed.changes).toEqual([{ type: 'removed', value: 'a\nb\n', count: 2 }]);
    expect(removed.stats).toEqual({ unit: 'line', added: 0, removed: 2, unchanged: 0 });
  });

  it('diffs lines with unchanged, removed and added runs and a unified diff', async () => {
    const data = await diff({ original: 'a\nb\nc\nd\n', modified: 'a\nB\nc\nd\ne\n' });
    expect(data.changes).toEqual([
      { type: 'unchanged', value: 'a\n', count: 1 },
      { type: 'removed', value: 'b\n', count: 1 },
      { type: 'added', value: 'B\n', count: 1 },
      { type: 'unchanged', value: 'c\nd\n', count: 2 },
      { type: 'added', value: 'e\n', count: 1 },
    ]);
    expect(data.stats).toEqual({ unit: 'line', added: 2, removed: 1, unchanged: 3 });
    expect(data.unifiedDiff).toBe('--- original\n+++ modified\n@@ -1,4 +1,5 @@\n a\n-b\n+B\n c\n d\n+e\n');
  });

  it('marks a missing final newline in the unified diff', async () => {
    const data = await diff({ original: 'a\nb', modified: 'a\nc' });
    expect(data.unifiedDiff).toBe('--- original\n+++ modified\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n');
  });

  it('shows the chosen number of context lines and file names', async () => {
    const original = '1\n2\n3\n4\n5\n6\n7\n8\n9\n';
    const modified = '1\n2\n3\n4\nfive\n6\n7\n8\n9\n';
    expect((await diff({ original, modified, contextLines: 0 })).unifiedDiff).toBe('--- original\n+++ modified\n@@ -5,1 +5,1 @@\n-5\n+five\n');
    expect((await diff({ original, modified, contextLines: 1, originalName: 'a/notes.txt', modifiedName: 'b/notes.txt' })).unifiedDiff).toBe(
      '--- a/notes.txt\n+++ b/notes.txt\n@@ -4,3 +4,3 @@\n 4\n-5\n+five\n 6\n',
    );
    // the default is 3 lines, as diff -u and git
    expect((await diff({ original, modified })).unifiedDiff).toBe('--- original\n+++ modified\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n');
  });

  it('diffs by words, counting punctuation but not whitespace, in any script', async () => {
    const latin = await diff({ original: 'Hello, world!', modified: 'Hello, brave new world!', granularity: 'words' });
    expect(latin.changes).toEqual([
      { type: 'unchanged', value: 'Hello, ', count: 2 },
      { type: 'added', value: 'brave new ', count: 2 },
      { type: 'unchanged', value: 'world!', count: 2 },
    ]);
    // jsdiff's own tokenizer knows only Latin letters; Cyrillic words must stay whole
    const cyrillic = await diff({ original: 'Привет мир, как дела', modified: 'Привет друг, как дела', granularity: 'words' });
    expect(cyrillic.changes).toEqual([
      { type: 'unchanged', value: 'Привет ', count: 1 },
      { type: 'removed', value: 'мир', count: 1 },
      { type: 'added', value: 'друг', count: 1 },
      { type: 'unchanged', value: ', как дела', count: 3 },
    ]);
    // words keep inner apostrophes; spaceless scripts count one word per character; emoji stay whole
    const english = await diff({ original: "I don't know 👩‍👩‍👧", modified: 'I do not know 👩‍👩‍👦', granularity: 'words' });
    expect(english.changes).toEqual([
      { type: 'unchanged', value: 'I ', count: 1 },
      { type: 'removed', value: "don't", count: 1 },
      { type: 'added', value: 'do not', count: 2 },
      { type: 'unchanged', value: ' know ', count: 1 },
      { type: 'removed', value: '👩‍👩‍👧', count: 1 },
      { type: 'added', value: '👩‍👩‍👦', count: 1 },
    ]);
    const chinese = await diff({ original: '我爱北京。', modified: '我爱上海。', granularity: 'words' });
    expect(chinese.changes).toEqual([
      { type: 'unchanged', value: '我爱', count: 2 },
      { type: 'removed', value: '北京', count: 2 },
      { type: 'added', value: '上海', count: 2 },
      { type: 'unchanged', value: '。', count: 1 },
    ]);
    // whitespace between words is ignored in word mode
    expect((await diff({ original: 'a  b\tc', modified: 'a b c', granularity: 'words' })).identical).toBe(true);
  });

  it('diffs by characters without splitting emoji, combining marks or ZWJ sequences', async () => {
    const data = await diff({ original: UNICODE_SAMPLE, modified: 'A😀中', granularity: 'characters' });
    expect(data.changes).toEqual([
      { type: 'removed', value: 'À', count: 1 },
      { type: 'added', value: 'A', count: 1 },
      { type: 'unchanged', value: '😀中', count: 2 },
    ]);
    expect(data.stats).toEqual({ unit: 'character', added: 1, removed: 1, unchanged: 2 });
    // 😀 (U+1F600) and 😁 (U+1F601) share their high surrogate; é is e + U+0301; the families differ only after a ZWJ
    const hard = await diff({ original: 'e\u0301 😀 👩‍👩‍👧', modified: 'e 😁 👩‍👩‍👦', granularity: 'characters' });
    expect(hard.changes.map((c) => [c.type, c.value])).toEqual([
      ['removed', 'e\u0301'],
      ['added', 'e'],
      ['unchanged', ' '],
      ['removed', '😀'],
      ['added', '😁'],
      ['unchanged', ' '],
      ['removed', '👩‍👩‍👧'],
      ['added', '👩‍👩‍👦'],
    ]);
    for (const change of hard.changes) expect(LONE_SURROGATE.test(change.value)).toBe(false);
  });

  it('diffs by sentences', async () => {
    const data = await diff({ original: 'One. Two! Three?', modified: 'One. Deux! Three?', granularity: 'sentences' });
    expect(data.changes).toEqual([
      { type: 'unchanged', value: 'One. ', count: 1 },
      { type: 'removed', value: 'Two!', count: 1 },
      { type: 'added', value: 'Deux!', count: 1 },
      { type: 'unchanged', value: ' Three?', count: 1 },
    ]);
  });

  it('ignores case when asked, in every granularity and in the unified diff', async () => {
    const original = 'Hello World\nsecond line\n';
    const modified = 'hello world\nSECOND LINE\n';
    expect((await diff({ original, modified })).identical).toBe(false);
    for (const granularity of ['lines', 'words', 'characters', 'sentences']) {
      const data = await diff({ original, modified, granularity, ignoreCase: true });
      expect(data.identical, granularity).toBe(true);
      expect(data.unifiedDiff).toBe('');
      // unchanged runs are shown as written in the modified text
      expect(side(data.changes, 'removed')).toBe(modified);
    }
  });

  it('ignores leading and trailing whitespace of lines when asked', async () => {
    const original = 'if (x) {\n  run();\n}\n';
    const modified = 'if (x) {\n\trun();   \n}\n';
    const strict = await diff({ original, modified });
    expect(strict.stats).toEqual({ unit: 'line', added: 1, removed: 1, unchanged: 2 });
    const lenient = await diff({ original, modified, ignoreWhitespace: true });
    expect(lenient.identical).toBe(true);
    expect(lenient.unifiedDiff).toBe('');
    // inner whitespace still counts
    expect((await diff({ original: 'a b\n', modified: 'a  b\n', ignoreWhitespace: true })).identical).toBe(false);
  });

  it('warns about CRLF against LF and ignores line endings when asked', async () => {
    const original = 'a\r\nb\r\n';
    const modified = 'a\nb\n';
    const result = await runTool(tool, { original, modified });
    expect(result.success && (result.data as Data).stats).toEqual({ unit: 'line', added: 2, removed: 2, unchanged: 0 });
    expect(result.metadata?.warnings?.[0]).toMatch(/Windows line endings \(CRLF\).*ignoreLineEndings/);
    const ignored = await runTool(tool, { original, modified, ignoreLineEndings: true });
    expect(ignored.success && (ignored.data as Data).identical).toBe(true);
    expect(ignored.metadata?.warnings).toBeUndefined();
  });

  it('rebuilds both texts from the changes (lines, characters, sentences)', async () => {
    const original = 'alpha beta. gamma!\ndelta 😀 é\n\nlast line';
    const modified = 'alpha BETA. gamma?\ndelta 😁 é\nextra\nlast line\n';
    for (const granularity of ['lines', 'characters', 'sentences']) {
      const { changes } = await diff({ original, modified, granularity });
      expect(side(changes, 'added'), granularity).toBe(original);
      expect(side(changes, 'removed'), granularity).toBe(modified);
    }
  });

  it.skipIf(!hasPatch())('produces a unified diff that GNU patch applies exactly', async () => {
    const lines = Array.from({ length: 200 }, (_, i) => `line ${i} ${'x'.repeat(i % 7)}`);
    const original = `${lines.join('\n')}\n`;
    const edited = [...lines];
    edited.splice(10, 2, 'replaced 10', 'replaced 11', 'inserted');
    edited.splice(100, 5);
    edited.push('tail 😀 À中');
    const modified = edited.join('\n'); // no final newline
    const { unifiedDiff } = await diff({ original, modified });
    expect(unifiedDiff.startsWith('--- original\n+++ modified\n@@ -8,')).toBe(true);
    expect(gnuPatch(original, unifiedDiff)).toBe(modified);
  });

  it('diffs the largest allowed texts quickly', async () => {
    const original = largestInput(tool, 'original', 'the line of text\n');
    expect(original.length).toBeLessThanOrEqual(500_000);
    const lines = original.split('\n');
    lines[100] = 'changed line';
    lines[20_000] = 'another changed line';
    const modified = lines.join('\n');
    const data = await diff({ original, modified });
    expect(data.stats).toEqual({ unit: 'line', added: 2, removed: 2, unchanged: Math.floor(500_000 / 17) - 2 });
    const chars = await diff({ original, modified, granularity: 'characters' });
    expect(chars.stats.unchanged + chars.stats.removed).toBe(original.length);
    const words = await diff({ original, modified, granularity: 'words' });
    expect(words.stats).toEqual({ unit: 'word', added: 3, removed: 6, unchanged: Math.floor(500_000 / 17) * 4 - 6 });
    await runError(tool, { original: oversizedInput(tool, 'original') }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { modified: oversizedInput(tool, 'modified') }, 'CONSTRAINT_VIOLATION');
  });

  it('diffs the largest text in a spaceless script by words', async () => {
    const cjk = largestInput(tool, 'original', '中文字');
    const data = await diff({ original: cjk, modified: `${cjk.slice(0, 999)}x${cjk.slice(999)}`, granularity: 'words' });
    expect(data.stats).toEqual({ unit: 'word', added: 1, removed: 0, unchanged: cjk.length });
    expect(data.changes[1]).toEqual({ type: 'added', value: 'x', count: 1 });
  });

  it('fails with TIMEOUT and advice when the diff would take too long', async () => {
    // jsdiff checks Date.now() between edit lengths: make every check one second later
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const message = await runError(tool, { original: 'abcdefgh', modified: 'stuvwxyz', granularity: 'characters' }, 'TIMEOUT');
    expect(message).toBe(
      'The texts differ too much to compare by characters within 8 s (the work grows with text length × number of differences); compare by lines (or words), or compare smaller parts',
    );
  });

  it('gives the changes and unified diff of jsdiff diffLines + structuredPatch on random texts', async () => {
    const random = testRandom(12);
    const names = ['original', 'a/notes.txt', 'naïve "quoted" \\ name'];
    for (let k = 0; k < 600; k++) {
      const [original, modified] = randomTextPair(random);
      const options = {
        ignoreCase: random() < 0.4,
        ignoreWhitespace: random() < 0.4,
        ignoreLineEndings: random() < 0.3,
        contextLines: [0, 1, 2, 3, 3, 5][Math.floor(random() * 6)]!,
        originalName: names[Math.floor(random() * names.length)]!,
        modifiedName: 'modified',
      };
      const expected = jsdiffLineResult(original, modified, options);
      const data = await diff({ original, modified, ...options });
      const label = JSON.stringify({ original, modified, ...options });
      expect(data.changes, label).toEqual(expected.changes);
      expect(data.unifiedDiff, label).toBe(expected.unifiedDiff);
      expect(data.stats.added + data.stats.removed === 0, label).toBe(data.identical);
      // large texts number their lines in a hash table instead of a Map: the same runs
      const lineOptions = { ignoreCase: options.ignoreCase, ignoreWhitespace: options.ignoreWhitespace, timeout: 10_000 };
      const [a, b] = [splitLines(original), splitLines(modified)];
      expect(diffLineRuns(a, b, { ...lineOptions, lineIds: 'table' }), label).toEqual(diffLineRuns(a, b, { ...lineOptions, lineIds: 'map' }));
      // the unified diff is also the line diff's when comparing by words
      if (k % 10 === 0) expect((await diff({ original, modified, ...options, granularity: 'words' })).unifiedDiff, label).toBe(expected.unifiedDiff);
    }
  }, 60_000);

  it('compares long lines (over 16,383 characters, which V8 hashes by length) exactly, also when they differ only at the end', async () => {
    const random = testRandom(13);
    const long = 'y'.repeat(16_400);
    // equal length, different only in the last characters; in case; in surrounding whitespace
    const bodies = [`${long}a`, `${long}b`, `${long}B`, ` ${long}b`, `${long}c `, 'short'];
    const text = (n: number) => Array.from({ length: n }, () => bodies[Math.floor(random() * bodies.length)]).join('\n');
    for (let k = 0; k < 6; k++) {
      const [original, modified] = [text(25), text(25)];
      for (const [ignoreCase, ignoreWhitespace] of [[false, false], [true, false], [false, true], [true, true]] as const) {
        const options = { ignoreCase, ignoreWhitespace, ignoreLineEndings: false, contextLines: 1, originalName: 'original', modifiedName: 'modified' };
        const expected = jsdiffLineResult(original, modified, options);
        const data = await diff({ original, modified, ...options });
        expect(data.changes.map((c) => [c.type, c.count])).toEqual(expected.changes.map((c) => [c.type, c.count]));
        expect(data.changes).toEqual(expected.changes);
        expect(data.unifiedDiff === expected.unifiedDiff).toBe(true);
        const [a, b] = [splitLines(original), splitLines(modified)];
        const lineOptions = { ignoreCase, ignoreWhitespace, timeout: 10_000 };
        expect(diffLineRuns(a, b, { ...lineOptions, lineIds: 'table' })).toEqual(diffLineRuns(a, b, { ...lineOptions, lineIds: 'map' }));
      }
    }
  }, 60_000);

  it('numbers lines by first appearance, equal ids exactly for equal lines, in a Map or a hash table, whatever the hashes', () => {
    // every line in one hash chain: the table must still tell lines apart by their characters
    class Colliding extends LineTable {
      protected override mix(): number {
        return 7;
      }
    }
    const rangeIds = (ids: LineIds, text: string, starts: number[]) => {
      const out: number[] = [];
      ids.ids(text, starts, starts.length - 1, out);
      return out;
    };
    const text = 'ab\nab\na\nabc\nb\nab\n\n\na\n';
    const starts = [0, 3, 6, 8, 12, 14, 17, 18, 19, 21];
    for (const ids of [new LineMap(), new LineTable(), new Colliding()]) {
      expect(rangeIds(ids, text, starts)).toEqual([0, 0, 1, 2, 3, 0, 4, 4, 1]);
      // ranges of another string and keys: equal to the lines above by content; a prefix of a line is another line
      expect([...rangeIds(ids, 'xabc\nx', [1, 5]), ids.id('a\n'), ids.id('new'), ...rangeIds(ids, 'abc', [0, 2]), ids.id('ab')]).toEqual([2, 1, 5, 6, 6]);
    }
    // past the first table sizes
    const lines = Array.from({ length: 3000 }, (_, i) => `line ${i % 2500}\n`);
    const joined = lines.join('');
    const lineStarts = [0];
    for (const line of lines) lineStarts.push(lineStarts[lineStarts.length - 1]! + line.length);
    for (const ids of [new LineMap(), new LineTable(), new Colliding()]) expect(rangeIds(ids, joined, lineStarts)).toEqual(lines.map((_, i) => i % 2500));
  });

  it('rejects unknown options and file names with line breaks', async () => {
    await runError(tool, { original: 'a', modified: 'b', granularity: 'bytes' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { original: 'a', modified: 'b', contextLines: -1 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { original: 'a', modified: 'b', contextLines: 1.5 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { original: 'a', modified: 'b', originalName: 'x\n+++ injected' }, 'CONSTRAINT_VIOLATION');
  });
});
