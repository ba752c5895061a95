import { LineJoiner } from '../../_shared/line-joiner.js';

/**
 * Lines as offsets into the text instead of one string each: a line string costs 40 bytes in
 * V8 (a 32-byte slice and its array slot), more than a 31-character line itself, so a 64 MB
 * text split into lines held 1.3x its size again before sorting and joining began (6x in all).
 * Spans cost 8 bytes a line; the comparator slices the two lines it compares (short-lived
 * young-generation garbage), and the output is joined a block of lines at a time.
 */

export interface LineSpans {
  /** Start and end (the terminator excluded) of each line. */
  starts: Int32Array;
  ends: Int32Array;
  count: number;
}

/**
 * The lines of `text` split at \r\n, \r and \n (as `splitLines` in _shared/text.ts does), the
 * empty line after a final terminator left out: `finalNewline` says it was there.
 */
export function lineSpans(text: string): LineSpans & { finalNewline: boolean } {
  const crlf = text.includes('\r');
  const breaks = lineBreaks(text);
  const starts = new Int32Array(breaks + 1);
  const ends = new Int32Array(breaks + 1);
  let count = 0;
  let start = 0;
  if (crlf) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      starts[count] = start;
      ends[count++] = i;
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  } else
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
      starts[count] = start;
      ends[count++] = i;
      start = i + 1;
    }
  starts[count] = start;
  ends[count++] = text.length;
  // a terminator at the very end ends the last line; it does not start an empty one
  const finalNewline = count > 1 && start === text.length;
  if (finalNewline) count--;
  return { starts, ends, count, finalNewline };
}

/** The line terminators (\r\n, \r, \n) in `text`, counted without allocating. */
export function lineBreaks(text: string): number {
  let breaks = 0;
  if (text.includes('\r')) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) breaks++;
    }
  } else for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks++;
  return breaks;
}

/** Line `i` as a string (a slice: no copy of its characters). */
export function lineAt(text: string, spans: LineSpans, i: number): string {
  return text.slice(spans.starts[i]!, spans.ends[i]!);
}

/** The lines in `order`, joined with `eol` a block at a time (no array of every line exists). */
export function joinLines(text: string, spans: LineSpans, order: ArrayLike<number>, eol: string): string {
  const out = new LineJoiner(eol);
  for (let i = 0; i < order.length; i++) out.push(lineAt(text, spans, order[i]!));
  return out.text();
}
