/**
 * The HMAC of a stream of message bytes (`ctp run hmac-generator --key k --file data.bin`):
 * one incremental HMAC, flat memory. Equals the function's result for the text those bytes
 * encode (messageEncoding utf8), and for other bytes is their HMAC.
 */
import { failure, success, utf8Length, withWarnings, type ToolResult, type TypedToolStream } from '@ctp/core';
import { decodeInput, encodeDigest, type DigestEncoding, type Decoded } from '../../_shared/byte-encoding.js';
import { createHasher, type HashAlgorithm } from '../../_shared/hashers.js';
import type definition from './definition.js';

export interface HmacData {
  hmac: string;
  algorithm: HashAlgorithm;
  keyBytes: number;
  messageBytes: number;
}

/** The key's bytes, or the failure that names what is wrong with it. */
export function decodeKey(params: { key: string; keyEncoding: 'utf8' | 'hex' | 'base64' }): Decoded {
  return decodeInput(params.key, params.keyEncoding, 'Key');
}

/** The result, with the warning an empty key deserves. */
export function hmacResult(mac: Uint8Array, algorithm: HashAlgorithm, encoding: DigestEncoding, keyBytes: number, messageBytes: number): ToolResult<HmacData> {
  const result = success({ hmac: encodeDigest(mac, encoding), algorithm, keyBytes, messageBytes });
  return withWarnings(result, keyBytes === 0 ? ['The key is empty: anyone can compute this HMAC, so it authenticates nothing.'] : []);
}

export const hmacStream: TypedToolStream<typeof definition, HmacData> = (params) => {
  const key = decodeKey(params);
  if (!key.ok) return failure('INVALID_INPUT', key.message);
  const mac = createHasher(params.algorithm, key.bytes);
  let messageBytes = 0;
  return {
    write(chunk) {
      mac.update(chunk);
      messageBytes += typeof chunk === 'string' ? utf8Length(chunk) : chunk.length;
      return '';
    },
    end: () => ({ piece: '', result: hmacResult(mac.digest(), params.algorithm, params.outputEncoding, key.bytes.length, messageBytes) }),
  };
};
