/**
 * Base64 of a stream of bytes (`cat dump | ctp run base64-encoder`): written as it is produced,
 * with flat memory (see Base64Chunks).
 */
import { success, utf8Encode, type TypedToolStream } from '@ctp/core';
import { Base64Chunks } from '../../_shared/base64-chunks.js';
import type definition from './definition.js';

export const base64Stream: TypedToolStream<typeof definition> = (params) => {
  const encoder = new Base64Chunks({ url: params.urlSafe, pad: params.padding });
  let byteLength = 0;
  return {
    write(chunk) {
      const bytes = typeof chunk === 'string' ? utf8Encode(chunk) : chunk;
      byteLength += bytes.length;
      return encoder.write(bytes);
    },
    end: () => ({ piece: encoder.end(), result: success({ byteLength }) }),
  };
};
