import { defineTool, success } from '@ctp/core';
import { forEachGrapheme } from '../../_shared/grapheme-scan.js';
import { splitLines } from '../../_shared/text.js';
import definition from './definition.js';

const TAB_STOP = 8;

/** East Asian Wide and Fullwidth ranges (UAX #11) outside emoji, as [from, to] pairs. */
const WIDE: readonly number[] = [
  0x1100, 0x115f, 0x2e80, 0x303e, 0x3041, 0x33ff, 0x3400, 0x4dbf, 0x4e00, 0x9fff, 0xa000, 0xa4cf, 0xa960, 0xa97f,
  0xac00, 0xd7a3, 0xf900, 0xfaff, 0xfe10, 0xfe19, 0xfe30, 0xfe6f, 0xff00, 0xff60, 0xffe0, 0xffe6, 0x16fe0, 0x16fe4,
  0x17000, 0x18cff, 0x1b000, 0x1b2ff, 0x1f200, 0x1f2ff, 0x20000, 0x2fffd, 0x30000, 0x3fffd,
];

export function isWideCodePoint(cp: number): boolean {
  if (cp < 0x1100) return false;
  for (let i = 0; i < WIDE.length; i += 2) {
    if (cp < WIDE[i]!) return false;
    if (cp <= WIDE[i + 1]!) return true;
  }
  return false;
}

const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}/u;
const EMOJI = /^\p{Emoji}/u;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}]/u;
const SPACE = /^\s$/;
/** Kinsoku: characters that must not start a line / end a line. */
const NO_START = new Set([...'、。，．・：；？！）」』】〕〉》〗〙〛｝］）ー～ァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖ々〻‐゠–〜？！‼⁇⁈⁉・,.:;!?)]}%']);
const NO_END = new Set([...'（「『【〔〈《〖〘〚｛［（([{']);

const enum Kind {
  Other,
  Space,
  Wide,
}

interface Cluster {
  start: number;
  end: number;
  width: number; // -1 for a tab (its width depends on the column)
  kind: Kind;
}

/** Columns a grapheme cluster takes in a terminal (tab excluded). */
export function clusterWidth(s: string): number {
  const cp = s.codePointAt(0)!;
  if (cp < 0x7f) return cp < 0x20 ? 0 : 1;
  if (isWideCodePoint(cp) || EMOJI_PRESENTATION.test(s)) return 2;
  if (s.length > 1 && (s.includes('\uFE0F') || s.includes('\u200D')) && EMOJI.test(s)) return 2; // ❤️, 1️⃣, emoji ZWJ sequences
  if (cp >= 0x1f1e6 && cp <= 0x1f1ff) return s.length >= 4 ? 2 : 1; // a flag (pair of regional indicators)
  if (ZERO_WIDTH.test(s)) return 0;
  return 1;
}

function clustersOf(line: string): Cluster[] {
  const out: Cluster[] = [];
  forEachGrapheme(line, (start, end) => {
    const c = line.charCodeAt(start);
    if (end - start === 1 && c < 0x7f) {
      out.push({ start, end, width: c === 9 ? -1 : c < 0x20 ? 0 : 1, kind: c === 0x20 || c === 9 ? Kind.Space : Kind.Other });
      return;
    }
    const s = line.slice(start, end);
    const space = end - start === 1 && SPACE.test(s) && c !== 0xa0 && c !== 0x2007 && c !== 0x202f; // no-break spaces glue
    const cp = s.codePointAt(0)!;
    out.push({ start, end, width: clusterWidth(s), kind: space ? Kind.Space : isWideCodePoint(cp) ? Kind.Wide : Kind.Other });
  });
  return out;
}

const ALNUM = /^[\p{L}\p{N}]/u;

/** May a line break come between clusters a and b (neither a space)? */
function breakBetween(line: string, a: Cluster, b: Cluster, beforeA: Cluster | undefined): boolean {
  const sa = line.slice(a.start, a.end);
  const sb = line.slice(b.start, b.end);
  if (a.kind === Kind.Wide || b.kind === Kind.Wide) return !NO_START.has(sb) && !NO_END.has(sa);
  if (sa === '\u200B') return true;
  // after a hyphen between letters: well-known → well-/known
  return sa === '-' && beforeA !== undefined && ALNUM.test(line.slice(beforeA.start, beforeA.end)) && ALNUM.test(sb);
}

function advance(col: number, width: number): number {
  return width === -1 ? col + TAB_STOP - (col % TAB_STOP) : col + width;
}

interface Options {
  width: number;
  breakLongWords: boolean;
  preserveIndent: boolean;
}

/** Wraps one line; returns the output lines and the widest width. */
function wrapLine(line: string, o: Options, out: string[]): number {
  const clusters = clustersOf(line);
  let col = 0;
  for (const c of clusters) col = advance(col, c.width);
  if (col <= o.width) {
    out.push(line);
    return col;
  }
  let k = 0;
  while (k < clusters.length && clusters[k]!.kind === Kind.Space) k++;
  const indentEnd = k < clusters.length ? clusters[k]!.start : line.length;
  const indent = line.slice(0, indentEnd);
  let indentWidth = 0;
  for (let i = 0; i < k; i++) indentWidth = advance(indentWidth, clusters[i]!.width);
  const continuation = o.preserveIndent && indentWidth < o.width ? indent : '';
  const continuationWidth = continuation === '' ? 0 : indentWidth;

  let widest = 0;
  let prefix = indent;
  let lineStart = 0; // offset where the current output line's text begins (its first word)
  let lineEnd = 0; // end of its last word (trailing spaces excluded)
  let hasWord = false;
  col = indentWidth;
  const emit = () => {
    out.push(prefix + line.slice(lineStart, lineEnd));
    widest = Math.max(widest, col);
    prefix = continuation;
    col = continuationWidth;
    hasWord = false;
  };
  const n = clusters.length;
  let i = k;
  while (i < n) {
    // spaces before the next word (skipped at the start of a line)
    let spaceEnd = i;
    let spaceCol = col;
    while (spaceEnd < n && clusters[spaceEnd]!.kind === Kind.Space) {
      if (hasWord) spaceCol = advance(spaceCol, clusters[spaceEnd]!.width);
      spaceEnd++;
    }
    if (spaceEnd === n) break; // trailing whitespace is dropped
    // the word: up to the next space or break opportunity
    // (scanned only until it overflows the line, so that cutting a huge word stays linear)
    const uncapped = !hasWord && !o.breakLongWords;
    let wordEnd = spaceEnd + 1;
    let wordCol = advance(spaceCol, clusters[spaceEnd]!.width);
    while (
      wordEnd < n &&
      (uncapped || wordCol <= o.width) &&
      clusters[wordEnd]!.kind !== Kind.Space &&
      !breakBetween(line, clusters[wordEnd - 1]!, clusters[wordEnd]!, clusters[wordEnd - 2])
    )
      wordCol = advance(wordCol, clusters[wordEnd++]!.width);
    if (hasWord && wordCol > o.width) {
      emit(); // the word goes to the next line
      i = spaceEnd;
      continue;
    }
    if (!hasWord) lineStart = clusters[spaceEnd]!.start;
    if (wordCol <= o.width || !o.breakLongWords) {
      // fits, or an unbreakable word alone on its line
      col = wordCol;
      lineEnd = clusters[wordEnd - 1]!.end;
      hasWord = true;
      i = wordEnd;
      continue;
    }
    // break the long word: as many clusters as fit, at least one
    let j = spaceEnd;
    let c = spaceCol;
    while (j < wordEnd && (j === spaceEnd || advance(c, clusters[j]!.width) <= o.width)) c = advance(c, clusters[j++]!.width);
    col = c;
    lineEnd = clusters[j - 1]!.end;
    emit();
    i = j;
  }
  if (hasWord) emit();
  else if (k === n) out.push(''); // a whitespace-only line wider than the width
  return widest;
}

const LIST_ITEM = /^\s*(?:[-*+•]|\d{1,9}[.)])\s/;
const BLANK = /^\s*$/;

/** Whether the last code point of a (short) string is East Asian wide. */
function endsWide(s: string): boolean {
  const low = s.length > 1 && (s.charCodeAt(s.length - 1) & 0xfc00) === 0xdc00;
  const last = s.codePointAt(s.length - (low ? 2 : 1));
  return last !== undefined && isWideCodePoint(last);
}

/** Joins the lines of each paragraph (blank lines and list items start new ones). */
function unwrap(lines: string[]): string[] {
  const out: string[] = [];
  let current: string[] = []; // the pieces of the paragraph line being built (joined once: no quadratic flattening)
  let lastPiece = '';
  const flush = () => {
    if (current.length > 0) out.push(current.join(''));
    current = [];
  };
  for (const line of lines) {
    if (BLANK.test(line)) {
      flush();
      out.push(line);
    } else if (current.length === 0 || LIST_ITEM.test(line)) {
      flush();
      lastPiece = line.trimEnd();
      current.push(lastPiece);
    } else {
      const next = line.trim();
      current.push(endsWide(lastPiece) && isWideCodePoint(next.codePointAt(0)!) ? '' : ' ', next);
      lastPiece = next;
    }
  }
  flush();
  return out;
}

function lineWidth(line: string): number {
  let col = 0;
  forEachGrapheme(line, (start, end) => {
    col = line.charCodeAt(start) === 9 ? advance(col, -1) : advance(col, end - start === 1 && line.charCodeAt(start) < 0x7f ? (line.charCodeAt(start) < 0x20 ? 0 : 1) : clusterWidth(line.slice(start, end)));
  });
  return col;
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const { lines: split, eol } = splitLines(text);
  const finalNewline = split.length > 1 && split[split.length - 1] === '';
  if (finalNewline) split.pop();

  let lines: string[];
  let maxLineWidth = 0;
  if (params.mode === 'unwrap') {
    lines = unwrap(split);
    for (const line of lines) maxLineWidth = Math.max(maxLineWidth, lineWidth(line));
  } else {
    const options: Options = { width: params.width, breakLongWords: params.breakLongWords, preserveIndent: params.preserveIndent };
    lines = [];
    for (const line of params.reflow ? unwrap(split) : split) maxLineWidth = Math.max(maxLineWidth, wrapLine(line, options, lines));
  }
  return success({ result: lines.join(eol) + (finalNewline ? eol : ''), lineCount: lines.length, maxLineWidth });
});
