/** Locations of matches, and how they are written: RFC 9535 normalized paths or RFC 6901 JSON Pointers. */

/** A member name or an array index. */
export type Segment = string | number;

export interface Match {
  value: unknown;
  segments: Segment[];
}

const HEX = '0123456789abcdef';
const SHORT_ESCAPES: Record<number, string> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };

/** RFC 9535 §2.7 normalized path segment for a member name. */
function nameSegment(name: string): string {
  let s = "['";
  for (const ch of name) {
    const code = ch.codePointAt(0)!;
    if (ch === "'") s += "\\'";
    else if (ch === '\\') s += '\\\\';
    else if (code < 0x20) s += SHORT_ESCAPES[code] ?? `\\u00${HEX[code >> 4]}${HEX[code & 15]}`;
    else s += ch;
  }
  return s + "']";
}

export function normalizedPath(segments: readonly Segment[]): string {
  let path = '$';
  for (const segment of segments) path += typeof segment === 'number' ? `[${segment}]` : nameSegment(segment);
  return path;
}

export function jsonPointer(segments: readonly Segment[]): string {
  let pointer = '';
  for (const segment of segments) pointer += '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1');
  return pointer;
}
