import { bytesToBase64, bytesToHex, defineTool, failure, success } from '@ctp/core';
import { compress, decompress } from 'brotli';
import { readBytes, showBytes } from '../../_shared/byte-io.js';
import { bytesFrom } from '../../_shared/bytes-source.js';
import { MAX_DECOMPRESSED, ratios } from '../../_shared/compression.js';
import definition from './definition.js';

export default defineTool(definition, async (params) => {
  const encodeOut = (bytes: Uint8Array) => (params.compressedEncoding === 'hex' ? bytesToHex(bytes) : bytesToBase64(bytes));
  if (params.mode === 'compress') {
    const source = params.file ? bytesFrom(params.file, undefined, 'utf8') : readBytes(params.input ?? '', params.inputEncoding ?? 'utf8');
    if (!source.ok) return failure('INVALID_INPUT', source.message);
    const plain = source.bytes;
    const out = plain.length === 0 ? Uint8Array.of(0x3b) : await compress(plain, { quality: params.quality ?? 11 });
    if (!out) return failure('EXECUTION_ERROR', 'The Brotli encoder failed on this input.');
    return success({ result: encodeOut(out), inputBytes: plain.length, outputBytes: out.length, ...ratios(out.length, plain.length) });
  }
  const source = bytesFrom(params.file, params.input?.trim(), params.compressedEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message.replace(/Fix it or choose.*$/, 'Set compressedEncoding to match the data.'));
  const data = source.bytes;
  let bytes: Uint8Array;
  try {
    // one byte over the cap: the decoder throws when its fixed output buffer would overflow
    bytes = decompress(data, MAX_DECOMPRESSED + 1);
  } catch (error) {
    if (/not large enough/.test((error as Error).message)) return failure('INVALID_INPUT', `The decompressed data exceeds ${MAX_DECOMPRESSED / 1024 / 1024} MB, the limit of this tool (possibly a decompression bomb).`);
    return failure('INVALID_INPUT', `Not valid Brotli data: ${(error as Error).message}. Brotli has no magic number: check the data is Brotli (gzip starts with H4sI in Base64, zstd with KLUv/Q).`);
  }
  if (bytes.length > MAX_DECOMPRESSED) return failure('INVALID_INPUT', `The decompressed data exceeds ${MAX_DECOMPRESSED / 1024 / 1024} MB, the limit of this tool (possibly a decompression bomb).`);
  const shown = showBytes(bytes, params.outputEncoding ?? 'utf8', 'The decompressed data');
  if (!shown.ok) return failure('INVALID_INPUT', shown.message);
  return success({ result: shown.text, inputBytes: data.length, outputBytes: bytes.length, ...ratios(data.length, bytes.length) });
});
