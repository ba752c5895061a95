import { defineTool, success } from '@ctp/core';
import { isOwnSentence } from '../../_shared/sentences.js';
import definition from './definition.js';

interface Segment {
  segment: string;
  index: number;
  isWordLike?: boolean;
}

const WINDOW = 1024;

/**
 * Segments text[from, to) like `segmenter.segment(text.slice(from, to))`, but in
 * windows. V8's segment iterator costs time proportional to the length of the
 * whole string at every step (Node 20), which makes a 1 MB text take hours; in
 * windows of ~1 KB it stays linear.
 *
 * A boundary near the end of a window may depend on text after it (sentence
 * rules look ahead), so of each window only the segments before the last two
 * are kept and the next window starts where the second-to-last began, a boundary
 * whose look-ahead lay inside the window. A segment longer than a window is
 * found by widening until it and the one after it end inside; `containing()`
 * reads one segment without iterating the rest, so that stays linear too.
 * For words, a window restarts after a space or punctuation when it has one,
 * so dictionary-segmented runs (Chinese, Japanese, Thai…) are seen whole; only
 * a run of over ~1,000 such characters without either could split differently.
 */
export function* segmentText(segmenter: Intl.Segmenter, text: string, from = 0, to = text.length, window = WINDOW): Generator<Segment> {
  let p = from;
  while (p < to) {
    const end = Math.min(to, p + window);
    const parts = Array.from(segmenter.segment(text.slice(p, end)));
    if (end === to) {
      for (const s of parts) yield { segment: s.segment, index: s.index + p, isWordLike: s.isWordLike };
      return;
    }
    if (parts.length >= 3) {
      let keep = parts.length - 2;
      // for words, restart after a space or punctuation when the window has one: dictionary-based
      // segmentation (Chinese, Japanese, Thai…) then always sees a whole run of such text at once
      if (parts[0]!.isWordLike !== undefined)
        for (let k = keep; k >= 1; k--)
          if (!parts[k]!.isWordLike) {
            keep = k;
            break;
          }
      for (let i = 0; i < keep; i++) yield { segment: parts[i]!.segment, index: parts[i]!.index + p, isWordLike: parts[i]!.isWordLike };
      p += parts[keep]!.index;
      continue;
    }
    for (let size = window * 2; ; size *= 2) {
      const e = Math.min(to, p + size);
      const segments = segmenter.segment(text.slice(p, e));
      const first = segments.containing(0)!;
      const firstEnd = first.segment.length;
      if (e === to || (firstEnd < e - p && firstEnd + segments.containing(firstEnd)!.segment.length < e - p)) {
        yield { segment: first.segment, index: p, isWordLike: first.isWordLike };
        p += firstEnd;
        break;
      }
    }
  }
}

let graphemeSegmenter: Intl.Segmenter | undefined;
let wordSegmenter: Intl.Segmenter | undefined;
let sentenceSegmenter: Intl.Segmenter | undefined;

const CR = 13;
const LF = 10;
const ALL_SPACE = /^\s+$/u;
/** Runs of simple characters at least this long are counted without the segmenter. */
const MIN_RUN = 32;

/**
 * BMP code units that can take part in a multi-character grapheme cluster other
 * than CR LF (UAX #29): surrogates (all astral characters: emoji, flags,
 * modifiers), marks (Extend, SpacingMark), format characters (ZWJ, ZWNJ,
 * Prepend), Hangul jamo, and the few letters with Extend, SpacingMark or
 * Prepend break properties. Between two other ("simple") characters there is
 * always a cluster boundary, unless they are CR LF.
 */
let complexTable: Uint8Array | undefined;
function complexCodeUnits(): Uint8Array {
  if (complexTable) return complexTable;
  const table = new Uint8Array(0x10000);
  const complex = /[\p{M}\p{Cf}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\uD800-\uDFFF\u0E33\u0EB3\u0D4E\uFF9E\uFF9F]/u;
  for (let c = 0; c < 0x10000; c++) if (c >= 0xd800 && c <= 0xdfff ? true : complex.test(String.fromCharCode(c))) table[c] = 1;
  return (complexTable = table);
}

/**
 * Grapheme clusters and how many are whitespace; marks in `starts` (when
 * given) the offset where each cluster starts. Long runs of simple characters
 * are counted directly (every character is a cluster, CR LF is one); the rest,
 * with one simple character of context on each side, goes to the segmenter.
 */
export function graphemeStats(text: string, starts?: Uint8Array): { graphemes: number; spaces: number } {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const segmenter = graphemeSegmenter;
  const complex = complexCodeUnits();
  const n = text.length;
  let graphemes = 0;
  let spaces = 0;
  const simple = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === LF && i > from && text.charCodeAt(i - 1) === CR) continue; // CR LF is one cluster
      graphemes++;
      if (starts) starts[i] = 1;
      if (c === 32 || (c >= 9 && c <= 13) || (c > 127 && ALL_SPACE.test(text[i]!))) spaces++;
    }
  };
  const mixed = (from: number, to: number) => {
    for (const s of segmentText(segmenter, text, from, to)) {
      graphemes++;
      if (starts) starts[s.index] = 1;
      if (ALL_SPACE.test(s.segment)) spaces++;
    }
  };
  const safe = (k: number) =>
    !complex[text.charCodeAt(k - 1)] && !complex[text.charCodeAt(k)] && !(text.charCodeAt(k - 1) === CR && text.charCodeAt(k) === LF);

  let pos = 0; // everything before pos is counted; pos is a cluster boundary
  let hasComplex = false; // whether [pos, i) holds a complex character
  let i = 0;
  while (i < n) {
    if (complex[text.charCodeAt(i)]) {
      hasComplex = true;
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && !complex[text.charCodeAt(j)]) j++;
    if (j - i >= MIN_RUN) {
      // a long simple run [i, j): its first and last characters may belong to clusters of complex neighbours
      const from = !hasComplex ? i : safe(i + 1) ? i + 1 : i + 2;
      const to = j === n ? n : safe(j - 1) ? j - 1 : j - 2;
      (hasComplex ? mixed : simple)(pos, from);
      simple(from, to);
      pos = to;
      hasComplex = false;
    }
    i = j;
  }
  if (pos < n) (hasComplex ? mixed : simple)(pos, n);
  return { graphemes, spaces };
}

/** UTF-8 length; a lone surrogate counts 3 bytes (it is encoded as U+FFFD). */
function utf8Length(text: string): { bytes: number; codePoints: number } {
  let bytes = 0;
  let codePoints = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    codePoints++;
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return { bytes, codePoints };
}

function lineStats(text: string): { lines: number; paragraphs: number } {
  const lines = text.split(/\r\n|\r|\n/);
  let paragraphs = 0;
  let inParagraph = false;
  for (const line of lines) {
    const blank = !/\S/u.test(line);
    if (!blank && !inParagraph) paragraphs++;
    inParagraph = !blank;
  }
  return { lines: lines.length, paragraphs };
}

function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return s > 0 ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const wpm = params.wordsPerMinute;
  const speakingWpm = params.speakingWordsPerMinute;
  const top = params.topWordCount;

  const starts = new Uint8Array(text.length);
  const { graphemes, spaces } = graphemeStats(text, starts);
  const { bytes, codePoints } = utf8Length(text);
  const whitespace = text.length - text.replace(/\s+/gu, '').length; // every \s character is one code unit

  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const frequency = new Map<string, number>();
  let words = 0;
  let letters = 0;
  let longestWord: string | null = null;
  let longest = 0;
  for (const s of segmentText(wordSegmenter, text)) {
    if (!s.isWordLike) continue;
    words++;
    // clusters in the word: its first character, plus every cluster starting after it (ICU may
    // start a word inside a cluster, e.g. at a Hangul jamo after a syllable, which counts alone)
    let length = 1;
    for (let i = s.index + 1, end = s.index + s.segment.length; i < end; i++) length += starts[i]!;
    letters += length;
    if (length > longest) {
      longest = length;
      longestWord = s.segment;
    }
    const key = s.segment.normalize('NFC').toLowerCase();
    frequency.set(key, (frequency.get(key) ?? 0) + 1);
  }

  sentenceSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'sentence' });
  let sentences = 0;
  for (const s of segmentText(sentenceSegmenter, text)) if (isOwnSentence(s.segment)) sentences++;

  const topWords = [...frequency]
    .sort((a, b) => b[1] - a[1]) // stable: ties keep first appearance
    .slice(0, top)
    .map(([word, n]) => ({ word, count: n }));
  const { lines, paragraphs } = lineStats(text);
  const readingTimeSeconds = Math.round((words / wpm) * 60);
  const speakingTimeSeconds = Math.round((words / speakingWpm) * 60);

  return success({
    characters: graphemes,
    charactersNoSpaces: graphemes - spaces,
    codePoints,
    codeUnits: text.length,
    bytes,
    words,
    uniqueWords: frequency.size,
    sentences,
    paragraphs,
    lines,
    whitespace,
    averageWordLength: words === 0 ? 0 : Math.round((letters / words) * 100) / 100,
    longestWord,
    readingTimeSeconds,
    readingTime: duration(readingTimeSeconds),
    speakingTimeSeconds,
    speakingTime: duration(speakingTimeSeconds),
    topWords,
  });
});
