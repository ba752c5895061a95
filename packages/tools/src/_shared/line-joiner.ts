import { keepShape } from './kept-shape.js';

/** Characters per joined block: enough that the result is a short rope of flat pieces. */
const BLOCK_CHARS = 1 << 16;

/**
 * Lines joined with a separator as they come, without an array of every line: the lines of a
 * block (~64 Ki characters) are joined into one flat string, and the blocks chained with +,
 * which V8 keeps as a rope until the result is read whole. So no final join copies the whole
 * output while the call runs (at 64 MiB the arrays of lines alone were 1.5× the input).
 */
export class LineJoiner {
  private out = '';
  private started = false;
  private block: string[] = [];
  private chars = 0;

  constructor(private readonly separator: string) {}

  push(line: string): void {
    this.block.push(line);
    this.chars += line.length;
    if (this.chars >= BLOCK_CHARS) this.flush();
  }

  /** Every line pushed, joined ('' when there was none). */
  text(): string {
    this.flush();
    return this.out;
  }

  private flush(): void {
    if (this.block.length === 0) return;
    const piece = this.block.join(this.separator);
    this.out = this.started ? this.out + this.separator + piece : piece;
    this.started = true;
    this.block = [];
    this.chars = 0;
  }
}
keepShape(new LineJoiner('\n'));
