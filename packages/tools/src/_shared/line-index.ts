/**
 * Offsets → 1-based line and column for tools that report many positions in
 * one large text (validators): line starts are found once, then each lookup
 * is a binary search. Lines end at \n (so \r\n counts once); columns count
 * Unicode code points, like lineColumn in text.ts.
 */
export class LineIndex {
  private starts: number[] | undefined;

  constructor(private readonly text: string) {}

  private lineStarts(): number[] {
    if (this.starts) return this.starts;
    const starts = [0];
    for (let i = this.text.indexOf('\n'); i !== -1; i = this.text.indexOf('\n', i + 1)) starts.push(i + 1);
    return (this.starts = starts);
  }

  /** Line and column of a UTF-16 offset (clamped to the text). */
  position(offset: number): { line: number; column: number } {
    const at = Math.max(0, Math.min(offset, this.text.length));
    const starts = this.lineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    let column = 1;
    for (let i = starts[lo]!; i < at; i++) {
      const c = this.text.charCodeAt(i);
      // a high surrogate followed by a low one is one code point
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < at) {
        const d = this.text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) i++;
      }
      column++;
    }
    return { line: lo + 1, column };
  }
}
