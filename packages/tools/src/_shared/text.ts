/** Small text helpers shared by text tools. */

/** Splits text into lines, accepting \n, \r\n and \r; keeps the separator style for joining. */
export function splitLines(text: string): { lines: string[]; eol: string } {
  const eol = text.includes('\r\n') ? '\r\n' : text.includes('\r') && !text.includes('\n') ? '\r' : '\n';
  return { lines: text.split(/\r\n|\r|\n/), eol };
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

/** Number of user-perceived characters (grapheme clusters). */
export function graphemeCount(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}
