/**
 * Lines with their own terminators, for line editors that must keep mixed line
 * endings (LF, CRLF, CR) exactly as written. Linear in the text.
 */
export interface LineRecords {
  /** Line contents, without terminators. A final newline does not start an extra empty line. */
  lines: string[];
  /** The terminator after each line: '\n', '\r\n', '\r', or '' for a last line without one. */
  ends: string[];
  /** True when the text ends with a line terminator. */
  finalNewline: boolean;
  /** The most frequent terminator ('\n' when there is none): used for lines that need a new one. */
  eol: string;
  /** Every terminator is `eol` (text with LF only): `joinLineRecords` can join without looking at `ends`. */
  uniform: boolean;
}

const BREAK = /\r\n|\r|\n/g;

export function splitLineRecords(text: string): LineRecords {
  if (!text.includes('\r')) {
    // LF only (the common case): one native split
    const lines = text.split('\n');
    const finalNewline = lines.length > 1 && lines[lines.length - 1] === '';
    if (finalNewline) lines.pop();
    const ends = new Array<string>(lines.length).fill('\n');
    if (!finalNewline) ends[lines.length - 1] = '';
    return { lines, ends, finalNewline, eol: '\n', uniform: true };
  }
  const lines: string[] = [];
  const ends: string[] = [];
  const tally = { '\n': 0, '\r\n': 0, '\r': 0 } as Record<string, number>;
  let start = 0;
  BREAK.lastIndex = 0;
  for (let m = BREAK.exec(text); m; m = BREAK.exec(text)) {
    lines.push(text.slice(start, m.index));
    ends.push(m[0]);
    tally[m[0]]!++;
    start = m.index + m[0].length;
  }
  const finalNewline = start === text.length && lines.length > 0;
  if (!finalNewline) {
    lines.push(text.slice(start));
    ends.push('');
  }
  let eol = '\n';
  if (tally['\r\n']! > tally['\n']! && tally['\r\n']! >= tally['\r']!) eol = '\r\n';
  else if (tally['\r']! > tally['\n']! && tally['\r']! > tally['\r\n']!) eol = '\r';
  return { lines, ends, finalNewline, eol, uniform: false };
}

/**
 * Joins kept lines (each with its own terminator, or `eol` when it has none);
 * the last one ends with a terminator only when the original text did.
 */
export function joinLineRecords(lines: readonly string[], ends: readonly string[], finalNewline: boolean, eol: string, uniform = false): string {
  if (uniform) return lines.join(eol) + (finalNewline && lines.length > 0 ? eol : '');
  const parts: string[] = [];
  const last = lines.length - 1;
  for (let i = 0; i < lines.length; i++) {
    parts.push(lines[i]!);
    if (i < last || finalNewline) parts.push(ends[i] || eol);
  }
  return parts.join('');
}
