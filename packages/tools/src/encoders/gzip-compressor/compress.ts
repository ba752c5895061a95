/**
 * Compression for the function and its stream. Node's zlib where the host has it (native, and
 * the same bytes as other zlib-based tools), fflate elsewhere: both write standard gzip, zlib
 * and raw DEFLATE at the asked level, byte for byte different (so a browser's output differs
 * from the CLI's or a server's, and each decompresses to the same data).
 */
import { Deflate, Gzip, Zlib } from 'fflate';
import { nodeZlib, type NodeZlib } from '../../_shared/native.js';

export type Format = 'gzip' | 'zlib' | 'deflate';
const LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type Level = (typeof LEVELS)[number];

/** The level parameter (a whole number 0–9: the definition's min, max and step) as a Level. */
export function levelOf(n: number): Level {
  return LEVELS[n] ?? 6;
}

/** fflate's streams cut blocks where input arrives: fed in fixed blocks, any chunking gives the same bytes. */
const BLOCK = 1 << 20;

/** fflate, fed whole blocks (the one-shot path uses it too, so function and stream agree). */
class FflateBlocks {
  private out: Uint8Array[] = [];
  private readonly stream: Gzip | Zlib | Deflate;
  private readonly block = new Uint8Array(BLOCK);
  private filled = 0;

  constructor(format: Format, level: Level) {
    const ondata = (chunk: Uint8Array) => void this.out.push(chunk);
    // mtime 0 keeps the output reproducible and leaks no timestamp (as `gzip -n`; Node's zlib writes 0 too)
    this.stream = format === 'gzip' ? new Gzip({ level, mtime: 0 }, ondata) : format === 'zlib' ? new Zlib({ level }, ondata) : new Deflate({ level }, ondata);
  }

  push(chunk: Uint8Array): Uint8Array[] {
    for (let i = 0; i < chunk.length; ) {
      const n = Math.min(BLOCK - this.filled, chunk.length - i);
      this.block.set(chunk.subarray(i, i + n), this.filled);
      this.filled += n;
      i += n;
      if (this.filled === BLOCK) {
        this.stream.push(this.block.slice(), false);
        this.filled = 0;
      }
    }
    return this.take();
  }

  finish(): Uint8Array[] {
    this.stream.push(this.block.slice(0, this.filled), true);
    return this.take();
  }

  private take(): Uint8Array[] {
    const pieces = this.out;
    this.out = [];
    return pieces;
  }
}

function concat(pieces: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}

/** Compresses one buffer. */
export function compress(plain: Uint8Array, format: Format, level: Level): Uint8Array {
  const zlib = nodeZlib();
  if (zlib) return format === 'gzip' ? zlib.gzipSync(plain, { level }) : format === 'zlib' ? zlib.deflateSync(plain, { level }) : zlib.deflateRawSync(plain, { level });
  const fflate = new FflateBlocks(format, level);
  return concat([...fflate.push(plain), ...fflate.finish()]);
}

/** Compression of input that arrives in chunks; each call returns the compressed bytes produced so far. */
export interface Compressor {
  push(chunk: Uint8Array): Promise<Uint8Array[]>;
  finish(): Promise<Uint8Array[]>;
}

function nodeCompressor(zlib: NodeZlib, format: Format, level: Level): Compressor {
  const stream = format === 'gzip' ? zlib.createGzip({ level }) : format === 'zlib' ? zlib.createDeflate({ level }) : zlib.createDeflateRaw({ level });
  let out: Uint8Array[] = [];
  stream.on('data', (chunk) => void out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', () => resolve());
    stream.on('error', (error) => reject(error));
  });
  const take = () => {
    const pieces = out;
    out = [];
    return pieces;
  };
  return {
    // one chunk in flight at a time: the write callback is the backpressure
    push: (chunk) => new Promise((resolve, reject) => void stream.write(chunk, (error) => (error ? reject(error) : resolve(take())))),
    finish: async () => {
      stream.end();
      await ended;
      return take();
    },
  };
}

function fflateCompressor(format: Format, level: Level): Compressor {
  const fflate = new FflateBlocks(format, level);
  return { push: async (chunk) => fflate.push(chunk), finish: async () => fflate.finish() };
}

export function compressor(format: Format, level: Level): Compressor {
  const zlib = nodeZlib();
  return zlib ? nodeCompressor(zlib, format, level) : fflateCompressor(format, level);
}
