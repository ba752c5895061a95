/**
 * A token scanner over a document the shared reader (_shared/xml-reader.ts) has already found
 * well-formed: it only finds where each token ends, allocates nothing per token, and is run
 * twice (once to classify each element's content, once to print). Offsets, not strings: the
 * printer slices what it writes.
 */

export const END = 0;
export const TEXT = 1;
export const START_TAG = 2;
export const END_TAG = 3;
export const COMMENT = 4;
export const CDATA = 5;
export const PI = 6;
export const DOCTYPE = 7;
export type Token = typeof END | typeof TEXT | typeof START_TAG | typeof END_TAG | typeof COMMENT | typeof CDATA | typeof PI | typeof DOCTYPE;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const QUOT = 0x22;
const APOS = 0x27;

export function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

/** A tag name ends at whitespace, '/', '>' or '=' (the reader has checked the name itself). */
function endsName(c: number): boolean {
  return c === GT || c === SLASH || c === 0x3d || isSpace(c) || c !== c; // c !== c: NaN past the end
}

/** Raised when the scanner meets something the reader should have refused (a bug, not bad input). */
export class ScanError extends Error {
  constructor(readonly offset: number) {
    super(`the formatter could not read the markup at offset ${offset}`);
  }
}

/** Index just past the '>' closing the DOCTYPE starting at i, or -1. */
function doctypeEnd(src: string, i: number): number {
  let inSubset = false;
  for (let j = i + 9; j < src.length; j++) {
    const c = src[j];
    if (c === '"' || c === "'") {
      const k = src.indexOf(c, j + 1);
      if (k < 0) return -1;
      j = k;
    } else if (inSubset) {
      if (src.startsWith('<!--', j)) {
        const k = src.indexOf('-->', j + 4);
        if (k < 0) return -1;
        j = k + 2;
      } else if (src.startsWith('<?', j)) {
        const k = src.indexOf('?>', j + 2);
        if (k < 0) return -1;
        j = k + 1;
      } else if (c === ']') inSubset = false;
    } else if (c === '[') inSubset = true;
    else if (c === '>') return j + 1;
  }
  return -1;
}

export class XmlScanner {
  /** The current token is src[start, end). */
  start = 0;
  end: number;
  /** Start and end tags: the name ends here (it starts at start + 1, or start + 2 for an end tag). */
  nameEnd = 0;
  /** Start tags: written <name …/>. */
  selfClosing = false;

  constructor(
    readonly src: string,
    from: number,
  ) {
    this.end = from;
  }

  next(): Token {
    const src = this.src;
    const i = this.end;
    const n = src.length;
    if (i >= n) return END;
    this.start = i;
    if (src.charCodeAt(i) !== LT) {
      const lt = src.indexOf('<', i);
      this.end = lt < 0 ? n : lt;
      return TEXT;
    }
    const c1 = src.charCodeAt(i + 1);
    if (c1 === SLASH) {
      let j = i + 2;
      while (!endsName(src.charCodeAt(j))) j++;
      this.nameEnd = j;
      return this.to(src.indexOf('>', j), 1, END_TAG);
    }
    if (c1 === BANG) {
      if (src.startsWith('<!--', i)) return this.to(src.indexOf('-->', i + 4), 3, COMMENT);
      if (src.startsWith('<![CDATA[', i)) return this.to(src.indexOf(']]>', i + 9), 3, CDATA);
      return this.to(doctypeEnd(src, i), 0, DOCTYPE);
    }
    if (c1 === QUESTION) return this.to(src.indexOf('?>', i + 2), 2, PI);
    let j = i + 1;
    while (!endsName(src.charCodeAt(j))) j++;
    this.nameEnd = j;
    // on to the '>' that closes the tag; attribute values may hold '>' (and '/')
    for (;;) {
      const c = src.charCodeAt(j);
      if (c === GT) break;
      if (c === QUOT || c === APOS) {
        j = src.indexOf(c === QUOT ? '"' : "'", j + 1);
        if (j < 0) throw new ScanError(i);
      } else if (j >= n) throw new ScanError(i);
      j++;
    }
    this.selfClosing = src.charCodeAt(j - 1) === SLASH;
    this.end = j + 1;
    return START_TAG;
  }

  private to(at: number, length: number, token: Token): Token {
    if (at < 0) throw new ScanError(this.start);
    this.end = at + length;
    return token;
  }
}
