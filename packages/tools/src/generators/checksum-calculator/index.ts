import { defineTool, failure, success } from '@ctp/core';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { eachUtf8Piece } from '../../_shared/utf8-chunks.js';
import { checksumData, start, type ChecksumData } from './checksums.js';
import definition from './definition.js';
import { checksumStream } from './stream.js';

export default defineTool<typeof definition, ChecksumData>(
  definition,
  (params) => {
    const states = start(params.algorithm);
    const feed = (bytes: Uint8Array) => {
      for (const { state } of states) state.update(bytes);
    };
    // Node: the text's UTF-8 a piece at a time through one scratch buffer, counted on the way
    const read = params.inputEncoding === 'utf8' ? eachUtf8Piece(params.input, feed) : undefined;
    if (read !== undefined) return success(checksumData(states, read, params.uppercase));
    const decoded = decodeInput(params.input, params.inputEncoding, 'The input');
    if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
    feed(decoded.bytes);
    return success(checksumData(states, decoded.bytes.length, params.uppercase));
  },
  { stream: checksumStream },
);
