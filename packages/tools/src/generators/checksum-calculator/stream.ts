/** Checksums of a stream of bytes (`ctp run checksum-calculator --file image.iso`): incremental states, flat memory. */
import { success, utf8Encode, type TypedToolStream } from '@ctp/core';
import { checksumData, start, type ChecksumData } from './checksums.js';
import type definition from './definition.js';

export const checksumStream: TypedToolStream<typeof definition, ChecksumData> = (params) => {
  const states = start(params.algorithm);
  let byteLength = 0;
  return {
    write(chunk) {
      const bytes = typeof chunk === 'string' ? utf8Encode(chunk) : chunk;
      for (const { state } of states) state.update(bytes);
      byteLength += bytes.length;
      return '';
    },
    end: () => ({ piece: '', result: success(checksumData(states, byteLength, params.uppercase)) }),
  };
};
