import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { lineEnding } from '../../_shared/text.js';
import { joinLines, lineAt, lineBreaks, lineSpans } from './line-spans.js';
import definition from './definition.js';

interface Line {
  text: string;
  index: number;
}

/** A leading decimal number (optional sign, fraction, exponent), after leading whitespace. */
const LEADING_NUMBER = /^\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)/;

const SIMPLE_TEXT = /^[\0-\u02ff]*$/;
const EXTEND = /^[\p{M}\u200D\p{Emoji_Modifier}\u{E0020}-\u{E007F}]$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u;

/**
 * User-perceived characters of a line, in linear time (Intl.Segmenter is
 * quadratic on long strings in V8, so a 1 MB line would hang). Follows UAX #29
 * for marks, ZWJ emoji sequences, skin tones, tag sequences and flags; Hangul
 * jamo sequences and Indic conjuncts count per code point.
 */
export function graphemeLength(text: string): number {
  if (SIMPLE_TEXT.test(text)) return text.length; // below U+0300 every UTF-16 unit is one grapheme
  let count = 0;
  let afterJoiner = false;
  let pendingFlag = false;
  for (const ch of text) {
    if (EXTEND.test(ch)) {
      afterJoiner = ch === '\u200D';
      if (count === 0) count = 1;
      continue;
    }
    const joined = afterJoiner && PICTOGRAPHIC.test(ch);
    afterJoiner = false;
    if (joined) continue;
    if (REGIONAL_INDICATOR.test(ch)) {
      pendingFlag = !pendingFlag;
      if (!pendingFlag) continue; // second half of a flag
    } else pendingFlag = false;
    count++;
  }
  return count;
}

/** Compares two strings by Unicode code point (UTF-16 code unit order differs above U+FFFF). */
function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // move surrogates (astral code points) above U+E000–U+FFFF
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** A comparison of lines by a key (ascending), without the tie-break on input position. */
function comparatorFor(sortBy: string, lines: Line[]): (a: Line, b: Line) => number {
  // sort keys, indexed by a line's input position
  const keyOf = <K>(key: (text: string) => K): K[] => {
    const keys: K[] = [];
    for (const l of lines) keys[l.index] = key(l.text);
    return keys;
  };
  switch (sortBy) {
    case 'codepoint': {
      const keys = keyOf((t) => t.toUpperCase()); // case-insensitive (case-sensitive sorts the texts): fold like `sort -f`
      return (a, b) => compareCodePoints(keys[a.index]!, keys[b.index]!);
    }
    case 'numeric': {
      const keys = keyOf((t) => Number(LEADING_NUMBER.exec(t)![1]));
      return (a, b) => keys[a.index]! - keys[b.index]! || 0;
    }
    case 'length': {
      const keys = keyOf(graphemeLength);
      return (a, b) => keys[a.index]! - keys[b.index]!;
    }
    default:
      return (a, b) => a.index - b.index;
  }
}

/** Orders that compare the line texts themselves: sorted as plain strings, no per-line records. */
function textComparator(sortBy: string, caseSensitive: boolean, locale: string): ((a: string, b: string) => number) | undefined {
  if (sortBy === 'alphabetical' || sortBy === 'natural') {
    const collator = new Intl.Collator(locale, { usage: 'sort', sensitivity: caseSensitive ? 'variant' : 'accent', numeric: sortBy === 'natural' });
    return collator.compare;
  }
  if (sortBy === 'codepoint' && caseSensitive) return compareCodePoints;
  return undefined;
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const sortBy = params.sortBy;
  const descending = params.order === 'descending';
  const caseSensitive = params.caseSensitive;
  const warnings: string[] = [];

  let locale = params.locale;
  if (sortBy === 'alphabetical' || sortBy === 'natural') {
    try {
      locale = Intl.getCanonicalLocales(locale.trim())[0] ?? 'en';
    } catch {
      return failure('INVALID_INPUT', `Invalid locale "${locale}": use a BCP 47 language tag such as en, de, sv or de-u-co-phonebk`);
    }
    if (Intl.Collator.supportedLocalesOf([locale]).length === 0) {
      // not the host's default locale, which differs between hosts: keep the output reproducible
      warnings.push(`Locale "${locale}" is not supported by this host; sorted with "en" instead`);
      locale = 'en';
    }
  }

  // the common case (an order on the texts, nothing trimmed or de-duplicated) sorts line numbers
  const compare = textComparator(sortBy, caseSensitive, locale);
  if ((compare || sortBy === 'none') && !params.trim && !params.removeDuplicates) {
    const sorted = sortSpans(text, compare, descending, params.removeBlank);
    return withWarnings(success({ ...sorted, duplicatesRemoved: 0 }), warnings);
  }

  const { lines: raw, finalNewline } = textLines(text);
  const eol = lineEnding(text);

  let texts = params.trim ? raw.map((line) => line.trim()) : raw;
  let blankRemoved = 0;
  if (params.removeBlank) {
    const kept = texts.filter((t) => t.trim() !== '');
    blankRemoved = texts.length - kept.length;
    texts = kept;
  }
  let duplicatesRemoved = 0;
  if (params.removeDuplicates) {
    const seen = new Set<string>();
    const kept = texts.filter((t) => !seen.has(t) && seen.add(t));
    duplicatesRemoved = texts.length - kept.length;
    texts = kept;
  }

  // Array#sort is stable, so equal lines keep their input order in both directions
  if (compare) texts.sort(descending ? (a, b) => compare(b, a) : compare);
  else if (sortBy === 'none') {
    if (descending) texts.reverse();
  } else texts = sortByKey(texts, sortBy, descending);

  const body = texts.join(eol);
  const sorted = texts.length > 0 && finalNewline ? body + eol : body;
  return withWarnings(success({ sorted, lineCount: texts.length, duplicatesRemoved, blankRemoved }), warnings);
});

/** Orders by a key computed once per line (numbers, lengths, folded case); ties keep input order. */
function sortByKey(texts: string[], sortBy: string, descending: boolean): string[] {
  let lines: Line[] = texts.map((t, index) => ({ text: t, index }));
  // numeric: lines without a leading number always follow the numbered ones, in input order
  const unsorted: Line[] = [];
  if (sortBy === 'numeric') {
    const numbered: Line[] = [];
    for (const l of lines) (LEADING_NUMBER.test(l.text) ? numbered : unsorted).push(l);
    lines = numbered;
  }
  const compare = comparatorFor(sortBy, lines);
  lines.sort((a, b) => (descending ? compare(b, a) : compare(a, b)) || a.index - b.index);
  return lines.concat(unsorted).map((l) => l.text);
}

/**
 * From this many lines on, line numbers are sorted instead of line strings. Each comparison then
 * slices its two lines: short-lived garbage that fills V8's young generation (up to 16 MB
 * resident, whatever the input), where line strings cost 40 bytes a line (1.3x a text of
 * 31-character lines). Below ~half a million lines the strings cost less.
 */
const SPANS_FROM = 1 << 19;

/**
 * Sorts the lines of `text` by `compare` (keeps their order without it) and joins them. From
 * `spansFrom` lines on, line numbers are sorted instead and the lines joined in that order: see
 * line-spans.ts for why no array of line strings is made then.
 */
export function sortSpans(
  text: string,
  compare: ((a: string, b: string) => number) | undefined,
  descending: boolean,
  removeBlank: boolean,
  spansFrom = SPANS_FROM, // tests take the large-input path on small inputs
): SortedText {
  const eol = lineEnding(text);
  if (lineBreaks(text) < spansFrom) return sortStrings(text, compare, descending, removeBlank, eol);
  const spans = lineSpans(text);
  let order: number[] = [];
  for (let i = 0; i < spans.count; i++) if (!removeBlank || lineAt(text, spans, i).trim() !== '') order.push(i);
  const blankRemoved = spans.count - order.length;
  // Array#sort is stable, so equal lines keep their input order in both directions
  if (compare) {
    const ascending = (a: number, b: number) => compare(lineAt(text, spans, a), lineAt(text, spans, b));
    order.sort(descending ? (a, b) => ascending(b, a) : ascending);
  } else if (descending) order = order.reverse();
  const body = joinLines(text, spans, order, eol);
  return { sorted: order.length > 0 && spans.finalNewline ? body + eol : body, lineCount: order.length, blankRemoved };
}

interface SortedText {
  sorted: string;
  lineCount: number;
  blankRemoved: number;
}

/**
 * Fewer lines: the line strings themselves are sorted. The native split makes exactly one slice
 * per line, with no offsets or array of line numbers beside them (those cost a third of a
 * 1 MB text of short lines again).
 */
function sortStrings(text: string, compare: ((a: string, b: string) => number) | undefined, descending: boolean, removeBlank: boolean, eol: string): SortedText {
  const read = textLines(text);
  let lines = read.lines;
  const count = lines.length;
  if (removeBlank) lines = lines.filter((line) => line.trim() !== '');
  // Array#sort is stable, so equal lines keep their input order in both directions
  if (compare) lines.sort(descending ? (a, b) => compare(b, a) : compare);
  else if (descending) lines.reverse();
  const body = lines.join(eol);
  return { sorted: lines.length > 0 && read.finalNewline ? body + eol : body, lineCount: lines.length, blankRemoved: count - lines.length };
}

/** The lines of `text` (split natively at \r\n, \r and \n), the empty one after a final terminator left out. */
function textLines(text: string): { lines: string[]; finalNewline: boolean } {
  const lines = text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
  // a terminator at the very end ends the last line; it does not start an empty one
  const finalNewline = lines.length > 1 && lines[lines.length - 1] === '';
  if (finalNewline) lines.pop();
  return { lines, finalNewline };
}
