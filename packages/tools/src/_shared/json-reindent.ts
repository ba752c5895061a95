/**
 * JSON re-indented in one pass, without a tree: every key and scalar is copied from the source
 * as written (big numbers, escapes and lone surrogates survive), and only the whitespace between
 * tokens changes. The output is exactly what `printJson` (json-text.ts) prints from a parsed
 * tree, at the speed of a scan.
 *
 * It takes the plain case and nothing else: strict JSON with ASCII whitespace, nested up to
 * MAX_DEPTH. Anything else — an error, a comment, a trailing comma, exotic whitespace, a BOM,
 * deeper nesting — returns undefined, and the caller takes the checking parser, which accepts
 * or explains it.
 *
 * The scanning helpers take a position and return the next one (-1 for "not valid here"), so
 * the position stays in a register of the one loop that drives them.
 */
import { utf8Length } from '@ctp/core';
import { MAX_DEPTH } from './json-text.js';
import { nodeBuffer } from './native.js';

/** Output is written into a buffer of this many units and turned into a string per chunk (a rope, never one huge copy). */
const CHUNK = 1 << 20;
const ascii = new TextDecoder();

/** UTF-16 units as a string, lone surrogates kept (TextDecoder would replace them). */
function decodeUnits(units: Uint16Array): string {
  const Buffer = nodeBuffer();
  if (Buffer) return Buffer.from(units.buffer, units.byteOffset, units.byteLength).toString('utf16le');
  let out = '';
  for (let i = 0; i < units.length; i += 8192) out += String.fromCharCode(...units.subarray(i, i + 8192));
  return out;
}

/** Characters written into fixed chunks and collected as strings. */
class Output {
  private readonly buffer: Uint8Array | Uint16Array;
  private n = 0;
  private text = '';
  /** Lines written. */
  lines = 1;

  constructor(
    wide: boolean,
    /** The indent unit's character codes; empty prints compactly. */
    private readonly unit: Uint16Array,
  ) {
    this.buffer = wide ? new Uint16Array(CHUNK) : new Uint8Array(CHUNK);
  }

  put(c: number): void {
    if (this.n === CHUNK) this.flush();
    this.buffer[this.n++] = c;
  }

  /** Copies source[from, to). */
  copy(source: string, from: number, to: number): void {
    let k = from;
    while (k < to) {
      if (this.n === CHUNK) this.flush();
      const end = Math.min(to, k + CHUNK - this.n);
      const buffer = this.buffer;
      let n = this.n;
      for (; k < end; k++) buffer[n++] = source.charCodeAt(k);
      this.n = n;
    }
  }

  /** A line break and the indentation of `depth` (nothing when printing compactly). */
  newline(depth: number): void {
    const unit = this.unit;
    if (unit.length === 0) return;
    this.put(0x0a);
    this.lines++;
    for (let d = 0; d < depth; d++) for (let k = 0; k < unit.length; k++) this.put(unit[k]!);
  }

  private flush(): void {
    if (this.n === 0) return;
    const units = this.buffer.subarray(0, this.n);
    this.text += units instanceof Uint8Array ? ascii.decode(units) : decodeUnits(units);
    this.n = 0;
  }

  done(): string {
    this.flush();
    return this.text;
  }
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
/** Characters that may follow a number or literal (NaN: the end of the input). */
const isDelimiter = (c: number) => Number.isNaN(c) || isSpace(c) || c === 0x2c || c === 0x7d || c === 0x5d;

function spaceEnd(s: string, i: number): number {
  while (isSpace(s.charCodeAt(i))) i++;
  return i;
}

/** After the string whose quote is at i (escapes and control characters checked), or -1. */
function stringEnd(s: string, i: number): number {
  for (let j = i + 1; ; ) {
    const c = s.charCodeAt(j);
    if (c === 0x22) return j + 1;
    if (c === 0x5c) {
      const e = s.charCodeAt(j + 1);
      if (e === 0x75) {
        if (!(isHex(s.charCodeAt(j + 2)) && isHex(s.charCodeAt(j + 3)) && isHex(s.charCodeAt(j + 4)) && isHex(s.charCodeAt(j + 5)))) return -1;
        j += 6;
      } else if (e === 0x22 || e === 0x5c || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) j += 2;
      else return -1;
    } else if (c >= 0x20) j++;
    else return -1; // a control character, or the end of the input (NaN)
  }
}

/** After the number starting at i, or -1. */
function numberEnd(s: string, i: number): number {
  if (s.charCodeAt(i) === 0x2d) i++;
  if (s.charCodeAt(i) === 0x30) i++;
  else if (isDigit(s.charCodeAt(i))) while (isDigit(s.charCodeAt(i))) i++;
  else return -1;
  if (s.charCodeAt(i) === 0x2e) {
    if (!isDigit(s.charCodeAt(++i))) return -1;
    while (isDigit(s.charCodeAt(i))) i++;
  }
  const e = s.charCodeAt(i);
  if (e === 0x65 || e === 0x45) {
    const sign = s.charCodeAt(++i);
    if (sign === 0x2b || sign === 0x2d) i++;
    if (!isDigit(s.charCodeAt(i))) return -1;
    while (isDigit(s.charCodeAt(i))) i++;
  }
  return isDelimiter(s.charCodeAt(i)) ? i : -1;
}

/** After the literal (true, false, null) starting at i, or -1. */
function literalEnd(s: string, i: number): number {
  const c = s.charCodeAt(i);
  const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : 'null';
  return s.startsWith(word, i) && isDelimiter(s.charCodeAt(i + word.length)) ? i + word.length : -1;
}

export interface Reindented {
  text: string;
  /** Lines in the output. */
  lines: number;
}

/**
 * Re-indents `source` with `indent` ('' prints compactly, as a minifier does). Undefined when the
 * source is anything but plain valid JSON (see above).
 */
export function reindentJson(source: string, indent: string): Reindented | undefined {
  // non-ASCII text keeps its UTF-16 units; ASCII is written as bytes
  const out = new Output(utf8Length(source) !== source.length, Uint16Array.from(indent, (c) => c.charCodeAt(0)));
  const colon = indent === '' ? 0 : 0x20; // ': ' when pretty
  // containers open around the current position: true for an object
  const objects: boolean[] = [];
  const n = source.length;
  let i = spaceEnd(source, 0);
  let member = false; // the next value is an object member: its key and colon come first
  for (;;) {
    if (member) {
      if (source.charCodeAt(i) !== 0x22) return undefined;
      const keyEnd = stringEnd(source, i);
      if (keyEnd < 0) return undefined;
      out.copy(source, i, keyEnd);
      i = spaceEnd(source, keyEnd);
      if (source.charCodeAt(i) !== 0x3a) return undefined;
      out.put(0x3a);
      if (colon) out.put(colon);
      i = spaceEnd(source, i + 1);
    }
    // a value
    const c = source.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      const close = c + 2; // '}' and ']' follow '{' and '[' by two
      out.put(c);
      i = spaceEnd(source, i + 1);
      if (source.charCodeAt(i) !== close) {
        if (objects.length >= MAX_DEPTH - 1) return undefined; // the checking parser reports the depth
        objects.push(c === 0x7b);
        out.newline(objects.length);
        member = c === 0x7b;
        continue;
      }
      out.put(close);
      i++;
    } else {
      const end = c === 0x22 ? stringEnd(source, i) : c === 0x2d || isDigit(c) ? numberEnd(source, i) : c === 0x74 || c === 0x66 || c === 0x6e ? literalEnd(source, i) : -1;
      if (end < 0) return undefined;
      out.copy(source, i, end);
      i = end;
    }
    // after a value: a comma, or the end of containers, or of the input
    for (;;) {
      i = spaceEnd(source, i);
      if (objects.length === 0) return i === n ? { text: out.done(), lines: out.lines } : undefined;
      const inObject = objects[objects.length - 1]!;
      const next = source.charCodeAt(i);
      if (next === 0x2c) {
        out.put(next);
        i = spaceEnd(source, i + 1);
        out.newline(objects.length);
        const after = source.charCodeAt(i);
        if (after === 0x5d || after === 0x7d) return undefined; // a trailing comma
        member = inObject;
        break;
      }
      if (next !== (inObject ? 0x7d : 0x5d)) return undefined;
      objects.pop();
      out.newline(objects.length);
      out.put(next);
      i++;
    }
  }
}
