import { defineTool, success } from '@ctp/core';
import { joinLineRecords, splitLineRecords } from '../../_shared/line-records.js';
import { graphemeChunks } from '../../_shared/text.js';
import definition from './definition.js';

let segmenter: Intl.Segmenter | undefined;

/**
 * Printable ASCII, tab and line feed: between two of these there is always a
 * grapheme boundary (UAX #29 GB4/GB5/GB999; CR is left out for CR LF).
 */
function isSimple(c: number): boolean {
  return (c >= 0x20 && c <= 0x7e) || c === 0x0a || c === 0x09;
}

/** Simple characters in a row that end a region handed to Intl.Segmenter. */
const SIMPLE_RUN = 8;

/**
 * The grapheme clusters of a text. Runs of simple characters are split per
 * character; everything else (with one simple neighbour on each side, which
 * may join it: e + U+0301, a prepended U+0600…) goes through Intl.Segmenter in
 * grapheme-safe chunks, since Node's segmenter is quadratic on long strings.
 */
export function graphemeClusters(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const out: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (isSimple(text.charCodeAt(i)) && (i + 1 >= n || isSimple(text.charCodeAt(i + 1)))) {
      out.push(text[i]!);
      i++;
      continue;
    }
    // a region that ends before the SIMPLE_RUN-th simple character in a row: a sure boundary
    let run = isSimple(text.charCodeAt(i)) ? 1 : 0;
    let j = i + 1;
    for (; j < n; j++) {
      if (!isSimple(text.charCodeAt(j))) run = 0;
      else if (++run >= SIMPLE_RUN) break;
    }
    for (const chunk of graphemeChunks(text.slice(i, j))) for (const { segment } of segmenter.segment(chunk)) out.push(segment);
    i = j;
  }
  return out;
}

/** Reverses grapheme clusters. */
function reverseGraphemes(text: string): { text: string; count: number } {
  if (/^[\x20-\x7e]*$/.test(text)) return { text: text.split('').reverse().join(''), count: text.length };
  const clusters = graphemeClusters(text);
  return { text: clusters.reverse().join(''), count: clusters.length };
}

/** Reverses the order of whitespace-separated words; the whitespace runs stay in their slots. */
function reverseWords(text: string): { text: string; count: number } {
  const tokens = text.split(/(\s+)/); // words at even indexes (maybe '' at the ends), whitespace at odd ones
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i += 2) if (tokens[i] !== '') words.push(tokens[i]!);
  let next = words.length;
  for (let i = 0; i < tokens.length; i += 2) if (tokens[i] !== '') tokens[i] = words[--next]!;
  return { text: tokens.join(''), count: words.length };
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const mode = params.mode;

  if (mode === 'lines') {
    const { lines, ends, finalNewline, eol } = splitLineRecords(text);
    // the line endings stay in their positions, so a missing final newline stays missing
    return success({ result: joinLineRecords(lines.reverse(), ends, finalNewline, eol), count: lines.length });
  }

  const reverse = mode === 'words' ? reverseWords : reverseGraphemes;
  if (!params.perLine) {
    const reversed = reverse(text);
    return success({ result: reversed.text, count: reversed.count });
  }

  const { lines, ends, finalNewline, eol } = splitLineRecords(text);
  let count = 0;
  for (let i = 0; i < lines.length; i++) {
    const reversed = reverse(lines[i]!);
    lines[i] = reversed.text;
    count += reversed.count;
  }
  return success({ result: joinLineRecords(lines, ends, finalNewline, eol), count });
});
