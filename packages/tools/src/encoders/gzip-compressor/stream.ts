/**
 * Compression of a stream of bytes (`ctp run gzip-compressor --file big.log > big.gz.b64`):
 * compressed pieces are encoded and written as they come out of the compressor, with flat
 * memory; the result equals the function's for the same input.
 */
import { bytesToHex, success, utf8Encode, type TypedToolStream } from '@ctp/core';
import { Base64Chunks } from '../../_shared/base64-chunks.js';
import { compressor, levelOf } from './compress.js';
import type definition from './definition.js';

export function ratios(compressed: number, plain: number) {
  if (plain === 0) return { ratio: null, savedPercent: null };
  return { ratio: Math.round((compressed / plain) * 10_000) / 10_000, savedPercent: Math.round((1 - compressed / plain) * 10_000) / 100 };
}

export const compressStream: TypedToolStream<typeof definition> = (params) => {
  const deflater = compressor(params.format, levelOf(params.level));
  const base64 = params.compressedEncoding === 'base64' ? new Base64Chunks() : undefined;
  let inputBytes = 0;
  let outputBytes = 0;
  const encode = (pieces: Uint8Array[]) => {
    let text = '';
    for (const piece of pieces) {
      outputBytes += piece.length;
      text += base64 ? base64.write(piece) : bytesToHex(piece);
    }
    return text;
  };
  return {
    async write(chunk) {
      const bytes = typeof chunk === 'string' ? utf8Encode(chunk) : chunk;
      inputBytes += bytes.length;
      return encode(await deflater.push(bytes));
    },
    async end() {
      const piece = encode(await deflater.finish()) + (base64 ? base64.end() : '');
      return { piece, result: success({ inputBytes, outputBytes, ...ratios(outputBytes, inputBytes) }) };
    },
  };
};
