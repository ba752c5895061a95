import { defineTool, failure, success } from '@ctp/core';
import { sha224, sha256, sha384, sha512, sha512_224, sha512_256 } from '@noble/hashes/sha2.js';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

const VARIANTS = {
  sha224: { name: 'SHA-224', hash: sha224 },
  sha256: { name: 'SHA-256', hash: sha256 },
  sha384: { name: 'SHA-384', hash: sha384 },
  sha512: { name: 'SHA-512', hash: sha512 },
  'sha512-224': { name: 'SHA-512/224', hash: sha512_224 },
  'sha512-256': { name: 'SHA-512/256', hash: sha512_256 },
} as const;
type Variant = keyof typeof VARIANTS;

export default defineTool(definition, (params) => {
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const chosen = params.algorithm === 'all' ? (Object.keys(VARIANTS) as Variant[]) : [params.algorithm];
  const digests = chosen.map((algorithm) => {
    const { name, hash } = VARIANTS[algorithm];
    return { algorithm, name, bits: hash.outputLen * 8, digest: encodeDigest(hash(decoded.bytes), params.outputEncoding) };
  });
  const digest = params.algorithm === 'all' ? digests.map((d) => `${d.name}  ${d.digest}`).join('\n') : digests[0]!.digest;
  return success({ digest, algorithm: params.algorithm, digests, inputBytes: decoded.bytes.length });
});
