/**
 * The formatted text as it is written. Consecutive copies of the source (a tag, its text and
 * its end tag, usually) become one slice; pieces are joined into chunks of ~64 KiB as they come
 * (so only one chunk's pieces are alive at a time, not a string per tag of the whole document);
 * line endings are converted and lines counted per chunk. The result is the chunks
 * concatenated, which V8 keeps as a rope until something reads it as a whole: no final copy
 * of the output while the call runs.
 */
const CHUNK_CHARS = 1 << 16;
const CHUNK_PIECES = 2048;
const LINE_BREAK = /\r\n?|\n/g;

export class Output {
  private readonly pieces: string[] = [];
  private size = 0;
  private readonly chunks: string[] = [];
  /** The source range being copied, not yet a piece (runStart -1: none). */
  private runStart = -1;
  private runEnd = 0;
  /** Lines in what has been flushed so far (complete after finish()). */
  lineCount = 1;

  /** @param eol the line ending every line break is converted to, or undefined to keep them as written */
  constructor(
    private readonly src: string,
    private readonly eol: string | undefined,
  ) {}

  /** Writes src[start, end). */
  copy(start: number, end: number): void {
    if (start === this.runEnd && this.runStart !== -1) this.runEnd = end;
    else {
      if (this.runStart !== -1) this.add(this.src.slice(this.runStart, this.runEnd));
      this.runStart = start;
      this.runEnd = end;
    }
  }

  push(piece: string): void {
    if (this.runStart !== -1) {
      this.add(this.src.slice(this.runStart, this.runEnd));
      this.runStart = -1;
    }
    this.add(piece);
  }

  finish(): string {
    this.push('');
    this.flush();
    let text = this.chunks[0] ?? '';
    for (let k = 1; k < this.chunks.length; k++) text += this.chunks[k]!;
    return text;
  }

  private add(piece: string): void {
    this.pieces.push(piece);
    this.size += piece.length;
    if (this.size >= CHUNK_CHARS || this.pieces.length >= CHUNK_PIECES) this.flush();
  }

  private flush(): void {
    if (this.pieces.length === 0) return;
    let chunk = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
    this.pieces.length = 0;
    this.size = 0;
    // a CR LF pair is never split between pieces: a piece that can end with CR (text, an
    // attribute value) is always followed by markup ('<' or '"'), so per-chunk conversion is exact
    if (this.eol !== undefined) chunk = chunk.replace(LINE_BREAK, this.eol);
    for (let k = chunk.indexOf('\n'); k !== -1; k = chunk.indexOf('\n', k + 1)) this.lineCount++;
    this.chunks.push(chunk);
  }
}
