/// <reference path="./murmurhash3js.d.ts" />
import { defineTool, failure, success } from '@ctp/core';
import murmur from 'murmurhash3js-revisited';
import { decodeInput } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

/** Words (big-endian hex each) → the bytes the reference writes: each word little-endian. */
function wordsToBytesHex(words: string, wordHexDigits: number): string {
  let out = '';
  for (let w = 0; w < words.length; w += wordHexDigits) {
    const word = words.slice(w, w + wordHexDigits);
    for (let j = word.length - 2; j >= 0; j -= 2) out += word.slice(j, j + 2);
  }
  return out;
}

export default defineTool(definition, (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const { bytes } = decoded;
  const base = { variant: params.variant, seed: params.seed, inputBytes: bytes.length };
  if (params.variant === 'x86-32') {
    const value = murmur.x86.hash32(bytes, params.seed) >>> 0;
    const hex = value.toString(16).padStart(8, '0');
    return success({ digest: hex, words: hex, unsigned: String(value), signed: String(value | 0), ...base });
  }
  const words = params.variant === 'x64-128' ? murmur.x64.hash128(bytes, params.seed) : murmur.x86.hash128(bytes, params.seed);
  return success({ digest: wordsToBytesHex(words, params.variant === 'x64-128' ? 16 : 8), words, unsigned: null, signed: null, ...base });
});
