import { LineJoiner } from './line-joiner.js';

/** Small text helpers shared by text tools. */

/** The line separator to join a text's lines with: \r\n if it has any, \r if it has only those, else \n. */
export function lineEnding(text: string): string {
  return text.includes('\r\n') ? '\r\n' : text.includes('\r') && !text.includes('\n') ? '\r' : '\n';
}

/** Splits text into lines, accepting \n, \r\n and \r; keeps the separator style for joining. */
export function splitLines(text: string): { lines: string[]; eol: string } {
  return { lines: text.split(/\r\n|\r|\n/), eol: lineEnding(text) };
}

/**
 * `text.split(/\r\n|\r|\n/).map(fn).join(eol)` without the two arrays: each line is sliced and
 * converted as it is found, and the results joined a block at a time (a rope, see LineJoiner).
 */
export function mapLines(text: string, fn: (line: string) => string, eol: string): string {
  const out = new LineJoiner(eol);
  const cr = text.includes('\r');
  const breaks = /\r\n|\r|\n/g;
  for (let start = 0; ; ) {
    let end: number;
    let next: number;
    if (cr) {
      breaks.lastIndex = start;
      const m = breaks.exec(text);
      end = m ? m.index : -1;
      next = m ? m.index + m[0].length : -1;
    } else {
      end = text.indexOf('\n', start);
      next = end + 1;
    }
    out.push(fn(text.slice(start, end === -1 ? text.length : end)));
    if (end === -1) break;
    start = next;
  }
  return out.text();
}

/** 1-based line and column (in code points) of a UTF-16 offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: [...text.slice(lineStart, offset)].length + 1 };
}

let graphemes: Intl.Segmenter | undefined;
const CHUNK = 512;

function segmenter(): Intl.Segmenter {
  return (graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));
}

/** Printable ASCII: two in a row always have a grapheme boundary between them (UAX #29 GB999). */
function plainAscii(code: number): boolean {
  return code >= 0x20 && code <= 0x7e;
}

/**
 * A grapheme boundary at or after `target` (and before `limit`), found without
 * segmenting the whole text: between two printable ASCII characters, after a
 * line feed, else from segmenting a small window around the target.
 */
function boundaryNear(text: string, target: number, limit: number): number {
  const end = Math.min(limit, target + 64);
  for (let p = target; p < end; p++) {
    const prev = text.charCodeAt(p - 1);
    const next = text.charCodeAt(p);
    if ((plainAscii(prev) && plainAscii(next)) || prev === 0x0a) return p;
  }
  const from = Math.max(0, target - 32);
  for (const { index } of segmenter().segment(text.slice(from, Math.min(limit, target + 32)))) {
    if (index > 0 && from + index >= target) return from + index;
  }
  return Math.min(limit, target + 32);
}

/**
 * Splits text into grapheme-safe chunks. Node 20's Intl.Segmenter is quadratic
 * on one long string (50k characters take seconds), so long text is segmented
 * a chunk at a time.
 */
export function* graphemeChunks(text: string): Generator<string> {
  let start = 0;
  while (text.length - start > CHUNK * 2) {
    const cut = boundaryNear(text, start + CHUNK, text.length);
    yield text.slice(start, cut);
    start = cut;
  }
  yield text.slice(start);
}

/** Number of user-perceived characters (grapheme clusters), in linear time. */
export function graphemeCount(text: string): number {
  let n = 0;
  for (const chunk of graphemeChunks(text)) for (const _ of segmenter().segment(chunk)) n++;
  return n;
}
