/**
 * Text built a character at a time without building it a character at a time: character codes
 * go into a fixed typed array, and each full chunk becomes one string (the result is a rope of
 * 64 Ki-unit pieces, never a second whole copy). ASCII sources are written as bytes, anything else as
 * UTF-16 units (lone surrogates kept).
 */
import { utf8Length } from '@ctp/core';
import { keepShape } from './kept-shape.js';
import { nodeBuffer } from './native.js';

/** 64 Ki units: small enough that the scratch is noise beside a 1 MB output, large enough that the rope stays short. */
const CHUNK = 1 << 16;
const ascii = new TextDecoder();

/** UTF-16 units as a string, lone surrogates kept (TextDecoder would replace them). */
function decodeUnits(units: Uint16Array): string {
  const Buffer = nodeBuffer();
  if (Buffer) return Buffer.from(units.buffer, units.byteOffset, units.byteLength).toString('utf16le');
  let out = '';
  for (let i = 0; i < units.length; i += 8192) out += String.fromCharCode(...units.subarray(i, i + 8192));
  return out;
}

export class TextOutput {
  private readonly buffer: Uint8Array | Uint16Array;
  private n = 0;
  private text = '';
  /** Lines written, for writers that count them. */
  lines = 1;

  /** `wide`: the text may hold characters above U+007F. */
  constructor(wide: boolean) {
    this.buffer = wide ? new Uint16Array(CHUNK) : new Uint8Array(CHUNK);
  }

  /** An output for text made of `source`'s characters and ASCII (bytes when `source` is ASCII). */
  static for(source: string): TextOutput {
    return new TextOutput(utf8Length(source) !== source.length);
  }

  put(c: number): void {
    if (this.n === CHUNK) this.flush();
    this.buffer[this.n++] = c;
  }

  /** Writes character codes (ASCII, or any when the output is wide). */
  putCodes(codes: Uint16Array): void {
    for (let k = 0; k < codes.length; k++) this.put(codes[k]!);
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

// the kernels writing through TextOutput stay optimized across full collections (see kept-shape.ts)
keepShape(new TextOutput(false));
