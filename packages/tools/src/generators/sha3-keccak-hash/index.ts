import { defineTool, failure, success } from '@ctp/core';
import { keccak_224, keccak_256, keccak_384, keccak_512, sha3_224, sha3_256, sha3_384, sha3_512, shake128, shake256 } from '@noble/hashes/sha3.js';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

const FIXED = {
  'sha3-224': sha3_224,
  'sha3-256': sha3_256,
  'sha3-384': sha3_384,
  'sha3-512': sha3_512,
  'keccak-224': keccak_224,
  'keccak-256': keccak_256,
  'keccak-384': keccak_384,
  'keccak-512': keccak_512,
} as const;

export default defineTool(definition, (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const { algorithm } = params;
  let digest: Uint8Array;
  if (algorithm === 'shake128' || algorithm === 'shake256') {
    const xof = algorithm === 'shake128' ? shake128 : shake256;
    digest = xof(decoded.bytes, { dkLen: params.outputBits / 8 });
  } else digest = FIXED[algorithm](decoded.bytes);
  return success({ digest: encodeDigest(digest, params.outputEncoding), algorithm, bits: digest.length * 8, inputBytes: decoded.bytes.length });
});
