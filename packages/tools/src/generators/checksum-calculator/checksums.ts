/**
 * The checksums as incremental states (the function feeds one input, the stream many chunks).
 * CRC-32 is Node's zlib where the host has it; elsewhere, and for CRC-32C, table-driven CRCs
 * that take four bytes per step (slicing-by-4).
 */
import { nodeZlib } from '../../_shared/native.js';

export interface Checksum {
  update(data: Uint8Array): void;
  value(): number | bigint;
}

const TWO32 = 0x1_0000_0000;

/** Slicing-by-4 tables for a reflected CRC-32 polynomial: t[k][b] is the CRC of b followed by k zero bytes. */
function crcTables(poly: number): Uint32Array[] {
  const t = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ poly : c >>> 1;
    t[0]![n] = c >>> 0;
  }
  for (let n = 0; n < 256; n++) for (let k = 1; k < 4; k++) t[k]![n] = (t[0]![t[k - 1]![n]! & 0xff]! ^ (t[k - 1]![n]! >>> 8)) >>> 0;
  return t;
}

const tables = new Map<number, Uint32Array[]>();

class TableCrc implements Checksum {
  private c = 0xffffffff;
  private readonly t: Uint32Array[];
  constructor(poly: number) {
    let t = tables.get(poly);
    if (!t) tables.set(poly, (t = crcTables(poly)));
    this.t = t;
  }
  update(data: Uint8Array): void {
    const [t0, t1, t2, t3] = this.t as [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
    let c = this.c;
    let i = 0;
    for (const end = data.length - 3; i < end; i += 4) {
      c ^= data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
      c = t3[c & 0xff]! ^ t2[(c >>> 8) & 0xff]! ^ t1[(c >>> 16) & 0xff]! ^ t0[c >>> 24]!;
    }
    for (; i < data.length; i++) c = t0[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
    this.c = c;
  }
  value(): number {
    return (this.c ^ 0xffffffff) >>> 0;
  }
}

class NativeCrc32 implements Checksum {
  private c = 0;
  constructor(private readonly crc32: (data: Uint8Array, value?: number) => number) {}
  update(data: Uint8Array): void {
    this.c = this.crc32(data, this.c);
  }
  value(): number {
    return this.c;
  }
}

class Adler32 implements Checksum {
  private a = 1;
  private b = 0;
  update(data: Uint8Array): void {
    let { a, b } = this;
    const NMAX = 5552; // largest n with no overflow before the modulo (zlib)
    for (let i = 0; i < data.length; ) {
      const end = Math.min(i + NMAX, data.length);
      for (; i < end; i++) {
        a += data[i]!;
        b += a;
      }
      a %= 65521;
      b %= 65521;
    }
    this.a = a;
    this.b = b;
  }
  value(): number {
    return ((this.b << 16) | this.a) >>> 0;
  }
}

class Fnv1a32 implements Checksum {
  private h = 0x811c9dc5;
  update(data: Uint8Array): void {
    let h = this.h;
    for (let i = 0; i < data.length; i++) h = Math.imul(h ^ data[i]!, 0x01000193);
    this.h = h;
  }
  value(): number {
    return this.h >>> 0;
  }
}

/** FNV-1a 64 on two 32-bit halves: h·(2^40 + 0x1b3) mod 2^64, no BigInt in the loop. */
class Fnv1a64 implements Checksum {
  private hi = 0xcbf29ce4;
  private lo = 0x84222325;
  update(data: Uint8Array): void {
    let { hi, lo } = this;
    for (let i = 0; i < data.length; i++) {
      lo = (lo ^ data[i]!) >>> 0;
      const loFull = lo * 0x1b3;
      const newLo = loFull % TWO32;
      const carry = Math.floor(loFull / TWO32);
      hi = (hi * 0x1b3 + carry + lo * 256) % TWO32;
      lo = newLo;
    }
    this.hi = hi;
    this.lo = lo;
  }
  value(): bigint {
    return (BigInt(this.hi) << 32n) | BigInt(this.lo);
  }
}

class ByteSum implements Checksum {
  private s = 0; // exact up to 2^53: 35 TB of 0xff bytes
  constructor(private readonly modulus: number) {}
  update(data: Uint8Array): void {
    let s = 0;
    for (let i = 0; i < data.length; i++) s += data[i]!;
    this.s = (this.s + s) % this.modulus;
  }
  value(): number {
    return this.s;
  }
}

function crc32(): Checksum {
  const native = nodeZlib()?.crc32;
  return native ? new NativeCrc32(native) : new TableCrc(0xedb88320);
}

export interface Algorithm {
  id: string;
  name: string;
  bits: number;
  create(): Checksum;
}

export const ALGORITHMS: readonly Algorithm[] = [
  { id: 'crc32', name: 'CRC-32', bits: 32, create: crc32 },
  { id: 'crc32c', name: 'CRC-32C', bits: 32, create: () => new TableCrc(0x82f63b78) },
  { id: 'adler32', name: 'Adler-32', bits: 32, create: () => new Adler32() },
  { id: 'fnv1a32', name: 'FNV-1a 32', bits: 32, create: () => new Fnv1a32() },
  { id: 'fnv1a64', name: 'FNV-1a 64', bits: 64, create: () => new Fnv1a64() },
  { id: 'sum8', name: 'Sum 8-bit', bits: 8, create: () => new ByteSum(0x100) },
  { id: 'sum16', name: 'Sum 16-bit', bits: 16, create: () => new ByteSum(0x10000) },
];

export interface ChecksumData {
  checksum: string;
  byteLength: number;
  results: { algorithm: string; name: string; bits: number; hex: string; decimal: string }[];
}

/** The algorithms an `algorithm` value asks for, each with a fresh state. */
export function start(wanted: string): { algorithm: Algorithm; state: Checksum }[] {
  return ALGORITHMS.filter((a) => wanted === 'all' || a.id === wanted).map((algorithm) => ({ algorithm, state: algorithm.create() }));
}

/** The tool's data once every byte went in. */
export function checksumData(states: { algorithm: Algorithm; state: Checksum }[], byteLength: number, upper: boolean): ChecksumData {
  const results = states.map(({ algorithm: a, state }) => {
    const v = state.value();
    const hex = v.toString(16).padStart(a.bits / 4, '0');
    return { algorithm: a.id, name: a.name, bits: a.bits, hex: upper ? hex.toUpperCase() : hex, decimal: v.toString() };
  });
  const width = Math.max(...results.map((r) => r.name.length));
  const checksum = results.length === 1 ? results[0]!.hex : results.map((r) => `${r.name.padEnd(width)}  ${r.hex}`).join('\n');
  return { checksum, byteLength, results };
}
