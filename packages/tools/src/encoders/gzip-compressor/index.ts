import { bytesToBase64, bytesToHex, defineTool, failure, success } from '@ctp/core';
import { Gunzip, Inflate, Unzlib } from 'fflate';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { decodeUtf8Strict, hexByte } from '../../_shared/utf8-text.js';
import { compress, levelOf } from './compress.js';
import definition from './definition.js';
import { compressStream, ratios } from './stream.js';

const MAX_OUTPUT = 10 * 1024 * 1024;
/** Small input chunks bound how far one push can overshoot the cap (DEFLATE expands at most ~1032×). */
const CHUNK = 1024;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1, b = 0;
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(i + 5552, bytes.length); // zlib's NMAX: reduce before the sums leave 32 bits
    for (; i < end; i++) (a += bytes[i]!), (b += a);
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32le = (d: Uint8Array, i: number) => (d[i]! | (d[i + 1]! << 8) | (d[i + 2]! << 16) | (d[i + 3]! << 24)) >>> 0;
const u32be = (d: Uint8Array, i: number) => ((d[i]! << 24) | (d[i + 1]! << 16) | (d[i + 2]! << 8) | d[i + 3]!) >>> 0;

function detect(data: Uint8Array): string {
  if (data[0] === 0x1f && data[1] === 0x8b) return 'gzip';
  if (data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0) return 'zlib';
  return 'deflate';
}

class TooLarge extends Error {}
/** Where a gzip member ends in the input and in the output. */
type Member = { input: number; output: number };

/** Streams `data` through the decompressor, stopping once the output passes MAX_OUTPUT. */
function decompress(data: Uint8Array, format: string): { bytes: Uint8Array; ends: Member[] } {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const ends: Member[] = [];
  const ondata = (chunk: Uint8Array) => {
    total += chunk.length;
    if (total > MAX_OUTPUT) throw new TooLarge();
    chunks.push(chunk);
  };
  const stream = format === 'gzip' ? new Gunzip(ondata) : format === 'zlib' ? new Unzlib(ondata) : new Inflate(ondata);
  // called when a gzip member after the first starts: everything inflated so far belongs to earlier ones
  if (stream instanceof Gunzip) stream.onmember = (offset) => ends.push({ input: offset, output: total });
  if (data.length === 0) stream.push(data, true);
  for (let i = 0; i < data.length; i += CHUNK) stream.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.length);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) bytes.set(c, offset), (offset += c.length);
  ends.push({ input: data.length, output: total });
  return { bytes, ends };
}

/** The gzip (per member) or zlib checksum problem, if any: fflate does not verify them. */
function checksumProblem(data: Uint8Array, out: Uint8Array, format: string, ends: Member[]): string | undefined {
  if (format === 'gzip') {
    let start = 0;
    for (const [i, end] of ends.entries()) {
      const member = out.subarray(start, end.output);
      start = end.output;
      const crc = u32le(data, end.input - 8);
      const size = u32le(data, end.input - 4);
      const where = ends.length > 1 ? ` of member ${i + 1}` : '';
      const hex = (n: number) => n.toString(16).padStart(8, '0');
      if (crc !== crc32(member)) return `the gzip CRC-32${where} does not match (stored ${hex(crc)}, computed ${hex(crc32(member))}): the data is corrupted`;
      if (size !== member.length % 2 ** 32) return `the gzip trailer${where} says ${size} bytes but ${member.length} were decompressed: the data is corrupted`;
    }
  }
  if (format === 'zlib' && u32be(data, data.length - 4) !== adler32(out)) return 'the zlib Adler-32 checksum does not match: the data is corrupted';
  return undefined;
}

const encode = (bytes: Uint8Array, encoding: string) => (encoding === 'hex' ? bytesToHex(bytes) : bytesToBase64(bytes));

export default defineTool(definition, (params) => {
  const format = params.format;
  const compressedEncoding = params.compressedEncoding;
  if (params.mode === 'compress') {
    const decoded = decodeInput(params.input, params.inputEncoding, 'The input');
    if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
    const plain = decoded.bytes;
    const out = compress(plain, format, levelOf(params.level));
    return success({ result: encode(out, compressedEncoding), inputBytes: plain.length, outputBytes: out.length, ...ratios(out.length, plain.length) });
  }

  const decoded = decodeInput(params.input.trim(), compressedEncoding, 'The compressed input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message.replace(/Fix it or choose the "utf8".*$/, `Set compressedEncoding to match the data (${compressedEncoding === 'hex' ? 'base64' : 'hex'}?).`));
  const data = decoded.bytes;
  let result: { bytes: Uint8Array; ends: Member[] };
  try {
    result = decompress(data, format);
  } catch (error) {
    if (error instanceof TooLarge) return failure('INVALID_INPUT', `The decompressed data exceeds ${MAX_OUTPUT / 1024 / 1024} MB, the limit of this tool (possibly a decompression bomb).`);
    const found = detect(data);
    const hint = found !== format ? ` The data looks like ${found === 'deflate' ? 'raw DEFLATE' : found}: try format "${found}".` : '';
    return failure('INVALID_INPUT', `Not valid ${format === 'deflate' ? 'raw DEFLATE' : format} data: ${(error as Error).message}.${hint}`);
  }
  const problem = checksumProblem(data, result.bytes, format, result.ends);
  if (problem) return failure('INVALID_INPUT', `Not valid ${format} data: ${problem}.`);
  const bytes = result.bytes;
  let text: string;
  if (params.outputEncoding === 'utf8') {
    const utf8 = decodeUtf8Strict(bytes);
    if (!utf8.ok)
      return failure('INVALID_INPUT', `The decompressed data (${bytes.length} bytes) is not valid UTF-8 text: byte ${hexByte(utf8.byte)} at byte offset ${utf8.offset} is invalid. It is probably binary: set outputEncoding to "hex" or "base64".`);
    text = utf8.text;
  } else text = encode(bytes, params.outputEncoding);
  return success({ result: text, inputBytes: data.length, outputBytes: bytes.length, ...ratios(data.length, bytes.length) });
}, { stream: compressStream });
