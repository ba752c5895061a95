/**
 * Bytes → hex text with the tool's formatting (separator, per-byte prefix, case, line width),
 * chunk by chunk so the stream and the function share it. The plain form (no separator,
 * prefix or line breaks) is Node's native hex where the host has Buffer; everything else is
 * written as ASCII bytes into one buffer and decoded once, never built a character at a time.
 */
import type { ToolParams } from '@ctp/core';
import { asBuffer, nodeBuffer } from '../../_shared/native.js';
import type definition from './definition.js';

const ascii = new TextDecoder();
const LOWER = '0123456789abcdef';
const UPPER = '0123456789ABCDEF';

/** Character codes of the two digits of every byte: [hi0, lo0, hi1, lo1, …]. */
function digitTable(digits: string): Uint8Array {
  const table = new Uint8Array(512);
  for (let b = 0; b < 256; b++) {
    table[2 * b] = digits.charCodeAt(b >> 4);
    table[2 * b + 1] = digits.charCodeAt(b & 15);
  }
  return table;
}
const TABLES = { lower: digitTable(LOWER), upper: digitTable(UPPER) };

/** The codes of an ASCII string (a loop: Uint8Array.from through the string iterator took microseconds, most of a small call). */
function codes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

const SEPARATORS = { none: '', space: ' ', colon: ':', dash: '-', comma: ', ' } as const;

/** The formatting options of an encode call. */
export function hexOptions(params: Pick<ToolParams<typeof definition>, 'separator' | 'prefix' | 'uppercase' | 'bytesPerLine'>): HexOptions {
  return { separator: SEPARATORS[params.separator], prefix: params.prefix === 'none' ? '' : params.prefix, uppercase: params.uppercase, bytesPerLine: params.bytesPerLine };
}

export interface HexOptions {
  separator: string;
  prefix: string;
  uppercase: boolean;
  /** Bytes per line; 0 for one line. */
  bytesPerLine: number;
}

export class HexFormatter {
  /** Bytes written so far (decides separators and line breaks across chunks). */
  private count = 0;
  private readonly plain: boolean;
  private readonly separator: Uint8Array;
  private readonly lineBreak: Uint8Array;
  private readonly prefix: Uint8Array;
  private readonly table: Uint8Array;

  constructor(private readonly options: HexOptions) {
    this.plain = options.separator === '' && options.prefix === '' && options.bytesPerLine === 0;
    this.separator = codes(options.separator);
    // a trailing separator is dropped at each line end: "48, 65" not "48, 65, "
    this.lineBreak = codes(options.separator.trim() === ',' ? ',\n' : '\n');
    this.prefix = codes(options.prefix);
    this.table = options.uppercase ? TABLES.upper : TABLES.lower;
  }

  /** The hex of the next bytes. */
  write(bytes: Uint8Array): string {
    if (bytes.length === 0) return '';
    const start = this.count;
    this.count += bytes.length;
    return this.plain ? this.plainHex(bytes) : this.formatted(bytes, start);
  }

  private plainHex(bytes: Uint8Array): string {
    const Buffer = nodeBuffer();
    if (Buffer) {
      const hex = asBuffer(Buffer, bytes).toString('hex');
      return this.options.uppercase ? hex.toUpperCase() : hex;
    }
    const out = new Uint8Array(bytes.length * 2);
    const table = this.table;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]! << 1;
      out[2 * i] = table[b]!;
      out[2 * i + 1] = table[b + 1]!;
    }
    return ascii.decode(out);
  }

  /** `start`: how many bytes came before this chunk. */
  private formatted(bytes: Uint8Array, start: number): string {
    const { separator, lineBreak, prefix, table } = this;
    const perLine = this.options.bytesPerLine;
    const between = Math.max(separator.length, lineBreak.length);
    const out = new Uint8Array(bytes.length * (prefix.length + 2 + between));
    let n = 0;
    for (let i = 0; i < bytes.length; i++) {
      const index = start + i;
      if (index > 0) {
        const gap = perLine > 0 && index % perLine === 0 ? lineBreak : separator;
        for (let k = 0; k < gap.length; k++) out[n++] = gap[k]!;
      }
      for (let k = 0; k < prefix.length; k++) out[n++] = prefix[k]!;
      const b = bytes[i]! << 1;
      out[n++] = table[b]!;
      out[n++] = table[b + 1]!;
    }
    return ascii.decode(out.subarray(0, n));
  }
}
