/**
 * First pass: what each element's direct content is made of, one byte per element that has
 * content (numbered in document order), so the printer knows how to lay out an element when
 * it reaches its start tag (mixed content decided by text that comes after child elements,
 * for instance) without holding a tree.
 */
import { CDATA, COMMENT, END, END_TAG, isSpace, PI, START_TAG, TEXT, XmlScanner } from './scanner.js';

/** Some direct text child has more than whitespace. */
export const NONBLANK_TEXT = 1;
/** Some direct text child has a line break. */
export const TEXT_BREAK = 2;
/** Some direct child is an element, a processing instruction or a kept comment. */
export const MARKUP = 4;
/** Some direct child is a CDATA section. */
export const HAS_CDATA = 8;
/** Anything but whitespace: without it the element is written <a></a>. */
export const CONTENT = NONBLANK_TEXT | MARKUP | HAS_CDATA;

export const MAX_DEPTH = 1000;

export class DepthError extends Error {
  constructor(readonly offset: number) {
    super(`elements are nested too deeply (over ${MAX_DEPTH} levels)`);
  }
}

/**
 * The next occurrence of `needle` at or after `from`, for calls with non-decreasing `from`:
 * the answer is cached, so a text without line breaks does not search the rest of the
 * document again for every text (which would be quadratic).
 */
export function finder(src: string, needle: string): (from: number) => number {
  let pos = -2;
  return (from) => {
    if (pos !== -1 && pos < from) pos = src.indexOf(needle, from);
    return pos;
  };
}

const before = (found: number, end: number) => found !== -1 && found < end;

/** Flags (the constants above) of every element that is not self-closing, by start-tag order. */
export function classify(src: string, from: number, keepComments: boolean): Uint8Array {
  let flags = new Uint8Array(1024);
  let count = 0;
  const stack = new Int32Array(MAX_DEPTH);
  let depth = 0;
  const nextLf = finder(src, '\n');
  const nextCr = finder(src, '\r');
  const scanner = new XmlScanner(src, from);
  for (let token = scanner.next(); token !== END; token = scanner.next()) {
    if (depth === 0 && token !== START_TAG) continue; // prolog and epilog
    const parent = depth > 0 ? stack[depth - 1]! : -1;
    switch (token) {
      case TEXT: {
        const end = scanner.end;
        let k = scanner.start;
        let lineBreak = false;
        for (; k < end; k++) {
          const c = src.charCodeAt(k);
          if (!isSpace(c)) break;
          if (c === 0x0a || c === 0x0d) lineBreak = true;
        }
        let bits = 0;
        if (k < end) {
          bits = NONBLANK_TEXT;
          if (!lineBreak && (flags[parent]! & TEXT_BREAK) === 0) lineBreak = before(nextLf(k), end) || before(nextCr(k), end);
        }
        if (lineBreak) bits |= TEXT_BREAK;
        flags[parent]! |= bits;
        break;
      }
      case START_TAG:
        if (parent >= 0) flags[parent]! |= MARKUP;
        if (scanner.selfClosing) break;
        if (depth >= MAX_DEPTH) throw new DepthError(scanner.start);
        if (count === flags.length) {
          const grown = new Uint8Array(count * 2);
          grown.set(flags);
          flags = grown;
        }
        stack[depth++] = count++;
        break;
      case END_TAG:
        depth--;
        break;
      case COMMENT:
        if (keepComments) flags[parent]! |= MARKUP;
        break;
      case PI:
        flags[parent]! |= MARKUP;
        break;
      case CDATA:
        flags[parent]! |= HAS_CDATA;
        break;
    }
  }
  return flags;
}
