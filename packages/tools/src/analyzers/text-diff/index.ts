import { defineTool, failure, success, withWarnings, type ToolParams } from '@ctp/core';
import { diffArrays, diffSentences, diffWords, FILE_HEADERS_ONLY, formatPatch, sentenceDiff, type DiffSentencesOptionsAbortable } from 'diff';
import { graphemeChunks } from '../../_shared/text.js';
import definition from './definition.js';
import { diffLineRuns, runText, splitLines, unifiedHunks } from './line-diff.js';

type Granularity = ToolParams<typeof definition>['granularity'];
type Unit = 'line' | 'word' | 'character' | 'sentence';

interface Change {
  type: 'added' | 'removed' | 'unchanged';
  value: string;
  count: number;
}

interface Output {
  identical: boolean;
  stats: { unit: Unit; added: number; removed: number; unchanged: number };
  changes: Change[];
  unifiedDiff: string;
}

const UNITS: Record<Granularity, Unit> = { lines: 'line', words: 'word', characters: 'character', sentences: 'sentence' };

/**
 * Time budget for the diffs (the Myers algorithm is O(N·D): two long, very
 * different texts compared by characters take too long). jsdiff stops itself
 * after its `timeout`, so the tool can say why instead of being killed at the
 * definition's 10 s limit.
 */
const BUDGET_MS = 8000;

let graphemeSegmenter: Intl.Segmenter | undefined;

/**
 * Grapheme clusters (user-perceived characters) of the text. Two ASCII
 * characters always have a boundary between them (except CR LF), so ASCII is
 * split directly; other stretches go through Intl.Segmenter in chunks (it is
 * slow, and quadratic on one long string in Node 20).
 */
function graphemes(text: string): string[] {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const out: string[] = [];
  const n = text.length;
  const ascii = (i: number) => i >= n || text.charCodeAt(i) < 0x80;
  let i = 0;
  while (i < n) {
    if (ascii(i) && ascii(i + 1)) {
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) {
        out.push('\r\n');
        i += 2;
      } else out.push(text[i++]!);
      continue;
    }
    // the stretch ends where two ASCII characters meet (not inside CR LF)
    let j = i + 1;
    while (j < n && !(ascii(j - 1) && ascii(j) && !(text.charCodeAt(j - 1) === 13 && text.charCodeAt(j) === 10))) j++;
    for (const chunk of graphemeChunks(text.slice(i, j))) for (const { segment } of graphemeSegmenter.segment(chunk)) out.push(segment);
    i = j;
  }
  return out;
}

/** Scripts written without spaces between words: each character is a word of its own. */
const SPACELESS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}';
const WORD_CHAR = `(?:(?![${SPACELESS}])[\\p{L}\\p{M}\\p{N}_])`;
const EMOJI = '\\p{Extended_Pictographic}(?:\\p{M}|\\u{FE0F}|[\\u{1F3FB}-\\u{1F3FF}]|\\u{200D}\\p{Extended_Pictographic})*|\\p{Regional_Indicator}{2}';
/**
 * Word-diff tokens: words in any alphabet (with inner apostrophes: "don't"),
 * single characters of spaceless scripts (CJK, Thai…), whole emoji, runs of
 * whitespace, and each other character (punctuation) with its combining marks.
 */
const WORD_TOKEN = new RegExp(`${WORD_CHAR}+(?:['’]${WORD_CHAR}+)*|${EMOJI}|\\s+|[^\\s]\\p{M}*`, 'gu');

/**
 * A stand-in for Intl.Segmenter that jsdiff's diffWords accepts: jsdiff's own
 * tokenizer knows only Latin letters (it would split Greek, Cyrillic or Arabic
 * words into single characters), and Intl.Segmenter is slow, locale-data
 * dependent and quadratic on long strings in Node 20. This tokenizer is linear
 * and gives the same result everywhere.
 */
const wordTokenizer = {
  resolvedOptions: () => ({ locale: 'und', granularity: 'word' }),
  segment: (text: string) => Array.from(text.matchAll(WORD_TOKEN), (m) => ({ segment: m[0] })),
} as unknown as Intl.Segmenter;

/** Words and punctuation marks in a run of word-diff output (whitespace is not counted). */
function countWords(text: string): number {
  let n = 0;
  for (const m of text.matchAll(WORD_TOKEN)) if (!/^\s/.test(m[0])) n++;
  return n;
}

function countSentences(text: string): number {
  let n = 0;
  for (const token of sentenceDiff.tokenize(text)) if (!/^\s*$/.test(token)) n++;
  return n;
}

function typeOf(change: { added: boolean; removed: boolean }): Change['type'] {
  return change.added ? 'added' : change.removed ? 'removed' : 'unchanged';
}

function tooSlow(granularity: Granularity): string {
  const hint = granularity === 'lines' ? 'compare smaller parts' : 'compare by lines (or words), or compare smaller parts';
  return `The texts differ too much to compare by ${granularity} within ${BUDGET_MS / 1000} s (the work grows with text length × number of differences); ${hint}`;
}

/** The "---" and "+++" lines, as jsdiff writes them (names with special characters quoted as git does). */
function fileHeaders(originalName: string, modifiedName: string): string {
  return formatPatch({ oldFileName: originalName, newFileName: modifiedName, oldHeader: undefined, newHeader: undefined, hunks: [] }, FILE_HEADERS_ONLY);
}

export default defineTool<typeof definition, Output>(definition, (params) => {
  const { original, modified, granularity, ignoreCase, ignoreWhitespace } = params;
  const deadline = Date.now() + BUDGET_MS;
  const remaining = () => Math.max(1, deadline - Date.now());

  // the line diff serves the unified diff, and the changes when comparing by lines: it is
  // computed once (lines as offsets, compared by integer ids), as diffLines would compute it;
  // ignoreLineEndings reads CRLF as LF there, as diffLines' stripTrailingCr does
  const crlfAsLf = (text: string) => (params.ignoreLineEndings && text.includes('\r\n') ? text.replaceAll('\r\n', '\n') : text);
  const oldLines = splitLines(crlfAsLf(original));
  const newLines = splitLines(crlfAsLf(modified));
  const lineRuns = diffLineRuns(oldLines, newLines, { ignoreCase, ignoreWhitespace, timeout: remaining() });
  if (!lineRuns) return failure('TIMEOUT', tooSlow('lines'));

  // ignoreCase is applied by jsdiff's base Diff.equals for the word and sentence diffs too,
  // though its types declare it only for characters and words; the tests pin this behaviour down
  let changes: Change[] | undefined;
  switch (granularity) {
    case 'lines':
      changes = lineRuns.map((run) => ({ type: run.type, value: runText(run, oldLines, newLines), count: run.count }));
      break;
    case 'words': {
      const result = diffWords(original, modified, { ignoreCase, intlSegmenter: wordTokenizer, timeout: remaining() });
      changes = result?.map((c) => ({ type: typeOf(c), value: c.value, count: countWords(c.value) }));
      break;
    }
    case 'characters': {
      const comparator = ignoreCase ? (a: string, b: string) => a === b || a.toLowerCase() === b.toLowerCase() : undefined;
      const result = diffArrays(graphemes(original), graphemes(modified), { comparator, timeout: remaining() });
      changes = result?.map((c) => ({ type: typeOf(c), value: c.value.join(''), count: c.count }));
      break;
    }
    case 'sentences': {
      const result = diffSentences(original, modified, { ignoreCase, timeout: remaining() } as DiffSentencesOptionsAbortable);
      changes = result?.map((c) => ({ type: typeOf(c), value: c.value, count: countSentences(c.value) }));
      break;
    }
  }
  if (!changes) return failure('TIMEOUT', tooSlow(granularity));

  const hunks = unifiedHunks(lineRuns, oldLines, newLines, params.contextLines);
  const unifiedDiff = hunks === '' ? '' : fileHeaders(params.originalName, params.modifiedName) + hunks;

  const stats = { unit: UNITS[granularity], added: 0, removed: 0, unchanged: 0 };
  for (const change of changes) stats[change.type] += change.count;
  const identical = changes.every((c) => c.type === 'unchanged');

  const warnings: string[] = [];
  if (!params.ignoreLineEndings && original.includes('\r\n') !== modified.includes('\r\n') && (original.includes('\n') || modified.includes('\n')))
    warnings.push('One text uses Windows line endings (CRLF) and the other does not, so lines differ by an invisible \\r; set ignoreLineEndings to compare them as equal.');
  return withWarnings(success<Output>({ identical, stats, changes, unifiedDiff }), warnings);
});
