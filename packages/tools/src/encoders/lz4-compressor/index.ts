/// <reference path="./lz4js.d.ts" />
import { bytesToBase64, bytesToHex, defineTool, failure, success } from '@ctp/core';
import lz4 from 'lz4js';
import xxh32 from 'lz4js/xxh32.js';
import { readBytes, showBytes } from '../../_shared/byte-io.js';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { MAX_DECOMPRESSED, ratios } from '../../_shared/compression.js';
import definition from './definition.js';

const MAGIC = 0x184d2204;
const u32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
const hex4 = (b: Uint8Array) => Array.from(b.subarray(0, 4), (x) => x.toString(16).padStart(2, '0')).join(' ');

export default defineTool(definition, (params) => {
  if (params.mode === 'compress') {
    const source = params.file ? bytesFrom(params.file, undefined, 'utf8') : readBytes(params.input ?? '', params.inputEncoding ?? 'utf8');
    if (!source.ok) return failure('INVALID_INPUT', source.message);
    const plain = source.bytes;
    const out = Uint8Array.from(lz4.compress(plain));
    return success({ result: params.compressedEncoding === 'hex' ? bytesToHex(out) : bytesToBase64(out), inputBytes: plain.length, outputBytes: out.length, ...ratios(out.length, plain.length) });
  }
  const source = bytesFrom(params.file, params.input?.trim(), params.compressedEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message.replace(/Fix it or choose.*$/, 'Set compressedEncoding to match the data.'));
  const data = source.bytes;
  if (data.length < 7 || u32(data, 0) !== MAGIC) {
    if (data.length >= 4 && u32(data, 0) === 0x184c2102) return failure('INVALID_INPUT', 'This is a legacy LZ4 frame (lz4 -l), which this tool does not read: recompress without -l.');
    return failure('INVALID_INPUT', `Not an LZ4 frame: it must start with 04 22 4d 18, but starts with ${hex4(data) || 'nothing'}.`);
  }
  const flags = data[4]!;
  let bound: number;
  try {
    bound = lz4.decompressBound(data);
  } catch (error) {
    return failure('INVALID_INPUT', `Not a valid LZ4 frame: ${(error as Error).message}.`);
  }
  if (bound > MAX_DECOMPRESSED) return failure('INVALID_INPUT', `The frame may decompress to ${bound} bytes (its header and block count allow that); the limit of this tool is ${MAX_DECOMPRESSED / 1024 / 1024} MB.`);
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(lz4.decompress(data, bound));
  } catch (error) {
    return failure('INVALID_INPUT', `Not a valid LZ4 frame: ${(error as Error).message}.`);
  }
  if (flags & 0x04) {
    // content checksum: xxh32 of the whole decompressed content, the frame's last 4 bytes
    const stored = u32(data, data.length - 4);
    const computed = xxh32.hash(0, bytes, 0, bytes.length) >>> 0;
    if (stored !== computed) return failure('INVALID_INPUT', `The LZ4 content checksum does not match (stored ${stored.toString(16).padStart(8, '0')}, computed ${computed.toString(16).padStart(8, '0')}): the data is corrupted or truncated.`);
  }
  const shown = showBytes(bytes, params.outputEncoding ?? 'utf8', 'The decompressed data');
  if (!shown.ok) return failure('INVALID_INPUT', shown.message);
  return success({ result: shown.text, inputBytes: data.length, outputBytes: bytes.length, ...ratios(data.length, bytes.length) });
});
