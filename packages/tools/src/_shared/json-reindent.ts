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
import { MAX_DEPTH } from './json-text.js';
import { TextOutput } from './text-output.js';

/** JSON's whitespace: a line break and the indentation of `depth` (nothing when printing compactly). */
function newline(out: TextOutput, unit: Uint16Array, depth: number): void {
  if (unit.length === 0) return;
  out.put(0x0a);
  out.lines++;
  for (let d = 0; d < depth; d++) for (let k = 0; k < unit.length; k++) out.put(unit[k]!);
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
  const out = TextOutput.for(source);
  const unit = Uint16Array.from(indent, (c) => c.charCodeAt(0));
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
        newline(out, unit, objects.length);
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
        newline(out, unit, objects.length);
        const after = source.charCodeAt(i);
        if (after === 0x5d || after === 0x7d) return undefined; // a trailing comma
        member = inObject;
        break;
      }
      if (next !== (inObject ? 0x7d : 0x5d)) return undefined;
      objects.pop();
      newline(out, unit, objects.length);
      out.put(next);
      i++;
    }
  }
}
