/**
 * Base64 of a stream of bytes (`cat dump | ctp run base64-encoder`): whole 3-byte groups are
 * encoded as they arrive (a group split across chunks waits for its last bytes), so the output
 * is written as it is produced and memory stays flat.
 */
import { bytesToBase64, success, type TypedToolStream } from '@ctp/core';
import type definition from './definition.js';

export const base64Stream: TypedToolStream<typeof definition> = (params) => {
  const options = { url: params.urlSafe };
  let carry = new Uint8Array(0);
  let byteLength = 0;
  return {
    write(chunk) {
      const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
      byteLength += bytes.length;
      let data = bytes;
      if (carry.length) {
        data = new Uint8Array(carry.length + bytes.length);
        data.set(carry);
        data.set(bytes, carry.length);
      }
      const whole = data.length - (data.length % 3);
      carry = data.slice(whole);
      return bytesToBase64(data.subarray(0, whole), options);
    },
    end: () => ({ piece: bytesToBase64(carry, { ...options, pad: params.padding }), result: success({ byteLength }) }),
  };
};
