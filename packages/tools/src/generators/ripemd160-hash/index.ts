import { defineTool, failure, success } from '@ctp/core';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const digest = ripemd160(params.algorithm === 'hash160' ? sha256(decoded.bytes) : decoded.bytes);
  return success({ digest: encodeDigest(digest, params.outputEncoding), algorithm: params.algorithm, bits: 160, inputBytes: decoded.bytes.length });
});
