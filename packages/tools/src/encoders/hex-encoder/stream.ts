/**
 * Hex of a stream of bytes (`cat image.png | ctp run hex-encoder`), written as it is produced
 * with the same formatting as the function (separators and line breaks continue across chunks).
 */
import { success, type TypedToolStream } from '@ctp/core';
import type definition from './definition.js';
import { HexFormatter, hexOptions } from './hex-format.js';

export const hexStream: TypedToolStream<typeof definition> = (params) => {
  const formatter = new HexFormatter(hexOptions(params));
  let byteLength = 0;
  return {
    write(chunk) {
      const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
      byteLength += bytes.length;
      return formatter.write(bytes);
    },
    end: () => ({ piece: '', result: success({ byteLength }) }),
  };
};
