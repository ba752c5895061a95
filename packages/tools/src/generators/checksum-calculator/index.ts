import { defineTool, failure, success } from '@ctp/core';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { nodeBuffer } from '../../_shared/native.js';
import { checksumData, start, type ChecksumData } from './checksums.js';
import definition from './definition.js';
import { checksumStream } from './stream.js';

export default defineTool<typeof definition, ChecksumData>(
  definition,
  (params) => {
    // Node: the text's UTF-8 bytes straight from Buffer (one native copy)
    const Buffer = nodeBuffer();
    const decoded = params.inputEncoding === 'utf8' && Buffer ? { ok: true as const, bytes: Buffer.from(params.input, 'utf8') } : decodeInput(params.input, params.inputEncoding, 'The input');
    if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
    const states = start(params.algorithm);
    for (const { state } of states) state.update(decoded.bytes);
    return success(checksumData(states, decoded.bytes.length, params.uppercase));
  },
  { stream: checksumStream },
);
