import { defineTool, failure, success } from '@ctp/core';
import { Decompress } from 'fzstd';
import { showBytes } from '../../_shared/byte-io.js';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { CappedOutput, OutputTooLarge, ratios } from '../../_shared/compression.js';
import definition from './definition.js';

/** Small input pieces bound how far one push can overshoot the output cap. */
const CHUNK = 4096;

export default defineTool(definition, (params) => {
  const source = bytesFrom(params.file, params.input?.trim(), params.compressedEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message.replace(/Fix it or choose.*$/, 'Set compressedEncoding to match the data.'));
  const data = source.bytes;
  if (data.length === 0) return failure('INVALID_INPUT', 'The input holds no bytes.');
  if (!(data[0] === 0x28 && data[1] === 0xb5 && data[2] === 0x2f && data[3] === 0xfd) && !(data[0]! >= 0x50 && data[0]! <= 0x5f && data[1] === 0x2a && data[2] === 0x4d && data[3] === 0x18))
    return failure('INVALID_INPUT', `Not Zstandard data: a frame starts with 28 b5 2f fd but this starts with ${Array.from(data.subarray(0, 4), (b) => b.toString(16).padStart(2, '0')).join(' ')}.`);
  const output = new CappedOutput();
  try {
    const stream = new Decompress((chunk) => output.push(chunk));
    for (let i = 0; i < data.length; i += CHUNK) stream.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.length);
  } catch (error) {
    if (error instanceof OutputTooLarge) return failure('INVALID_INPUT', `${error.message}.`);
    return failure('INVALID_INPUT', `Not valid Zstandard data: ${(error as Error).message}.`);
  }
  const bytes = output.bytes();
  const shown = showBytes(bytes, params.outputEncoding, 'The decompressed data');
  if (!shown.ok) return failure('INVALID_INPUT', shown.message);
  return success({ result: shown.text, inputBytes: data.length, outputBytes: bytes.length, ...ratios(data.length, bytes.length) });
});
