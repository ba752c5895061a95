import { defineTool, failure, success, utf8Encode } from '@ctp/core';
import { blake3 } from '@noble/hashes/blake3.js';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const options: { dkLen: number; key?: Uint8Array; context?: Uint8Array } = { dkLen: params.outputBits / 8 };
  if (params.mode === 'keyed') {
    const key = decodeInput(params.key ?? '', params.keyEncoding, 'Key');
    if (!key.ok) return failure('INVALID_INPUT', key.message);
    if (key.bytes.length !== 32) return failure('INVALID_INPUT', `The key is ${key.bytes.length} bytes; BLAKE3 keyed mode needs exactly 32 bytes (64 hex digits). To use a password, derive a key with derive-key mode first.`);
    options.key = key.bytes;
  } else if (params.mode === 'derive-key') options.context = utf8Encode(params.context ?? '');
  const digest = blake3(decoded.bytes, options);
  return success({ digest: encodeDigest(digest, params.outputEncoding), mode: params.mode, bits: params.outputBits, inputBytes: decoded.bytes.length });
});
