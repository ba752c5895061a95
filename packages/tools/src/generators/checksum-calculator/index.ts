import { defineTool, failure, success } from '@ctp/core';
import { decodeInput, type InputEncoding } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

const TWO32 = 0x1_0000_0000;

function makeTable(poly: number): Uint32Array {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ poly : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
}

const tables = new Map<number, Uint32Array>();
/** Reflected CRC-32 with the given (reversed) polynomial; each table is built once. */
function crc32With(poly: number, bytes: Uint8Array): number {
  let table = tables.get(poly);
  if (!table) tables.set(poly, (table = makeTable(poly)));
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = table[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  const NMAX = 5552; // largest n with no overflow before the modulo (zlib)
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(i + NMAX, bytes.length);
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function fnv1a32(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

/** FNV-1a 64 on two 32-bit halves: h·(2^40 + 0x1b3) mod 2^64, no BigInt in the loop. */
function fnv1a64(bytes: Uint8Array): bigint {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < bytes.length; i++) {
    lo = (lo ^ bytes[i]!) >>> 0;
    const loFull = lo * 0x1b3;
    const newLo = loFull % TWO32;
    const carry = Math.floor(loFull / TWO32);
    hi = (hi * 0x1b3 + carry + lo * 256) % TWO32;
    lo = newLo;
  }
  return (BigInt(hi) << 32n) | BigInt(lo);
}

function byteSum(bytes: Uint8Array): number {
  let s = 0;
  for (let i = 0; i < bytes.length; i++) s += bytes[i]!;
  return s; // ≤ 255 · 10^6, exact
}

type Algo = { id: string; name: string; bits: number; compute: (b: Uint8Array) => bigint | number };
const ALGORITHMS: Algo[] = [
  { id: 'crc32', name: 'CRC-32', bits: 32, compute: (b) => crc32With(0xedb88320, b) },
  { id: 'crc32c', name: 'CRC-32C', bits: 32, compute: (b) => crc32With(0x82f63b78, b) },
  { id: 'adler32', name: 'Adler-32', bits: 32, compute: adler32 },
  { id: 'fnv1a32', name: 'FNV-1a 32', bits: 32, compute: fnv1a32 },
  { id: 'fnv1a64', name: 'FNV-1a 64', bits: 64, compute: fnv1a64 },
  { id: 'sum8', name: 'Sum 8-bit', bits: 8, compute: (b) => byteSum(b) % 0x100 },
  { id: 'sum16', name: 'Sum 16-bit', bits: 16, compute: (b) => byteSum(b) % 0x10000 },
];

export default defineTool(definition, (params) => {
  const decoded = decodeInput(params.input as string, params.inputEncoding as InputEncoding, 'The input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const bytes = decoded.bytes;
  const upper = params.uppercase as boolean;
  const wanted = params.algorithm as string;
  const results = ALGORITHMS.filter((a) => wanted === 'all' || a.id === wanted).map((a) => {
    const v = a.compute(bytes);
    const hex = v.toString(16).padStart(a.bits / 4, '0');
    return { algorithm: a.id, name: a.name, bits: a.bits, hex: upper ? hex.toUpperCase() : hex, decimal: v.toString() };
  });
  const width = Math.max(...results.map((r) => r.name.length));
  const checksum = results.length === 1 ? results[0]!.hex : results.map((r) => `${r.name.padEnd(width)}  ${r.hex}`).join('\n');
  return success({ checksum, byteLength: bytes.length, results });
});
