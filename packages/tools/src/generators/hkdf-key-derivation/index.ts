import { bytesToHex, defineTool, failure, success } from '@ctp/core';
import { expand, extract } from '@noble/hashes/hkdf.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

const HASHES = { sha1, sha256, sha384, sha512 } as const;

export default defineTool(definition, (params) => {
  const hash = HASHES[params.hash];
  const ikm = decodeInput(params.ikm, params.ikmEncoding, params.mode === 'expand' ? 'The PRK' : 'The IKM');
  if (!ikm.ok) return failure('INVALID_INPUT', ikm.message);
  const salt = params.salt === undefined ? { ok: true as const, bytes: undefined } : decodeInput(params.salt, params.saltEncoding, 'Salt');
  if (!salt.ok) return failure('INVALID_INPUT', salt.message);
  const info = params.info === undefined ? { ok: true as const, bytes: undefined } : decodeInput(params.info, params.infoEncoding, 'Info');
  if (!info.ok) return failure('INVALID_INPUT', info.message);
  const max = 255 * hash.outputLen;
  if (params.length > max) return failure('INVALID_INPUT', `HKDF-${params.hash.toUpperCase()} can output at most ${max} bytes (255 × ${hash.outputLen}); asked for ${params.length}.`);
  if (params.mode === 'expand' && ikm.bytes.length < hash.outputLen)
    return failure('INVALID_INPUT', `A PRK for ${params.hash.toUpperCase()} must be at least ${hash.outputLen} bytes (RFC 5869 §2.3); got ${ikm.bytes.length}. Use mode "extract-expand" for raw keying material.`);
  const prk = params.mode === 'expand' ? ikm.bytes : extract(hash, ikm.bytes, salt.bytes);
  const okm = expand(hash, prk, info.bytes, params.length);
  return success({ okm: encodeDigest(okm, params.outputEncoding), prk: bytesToHex(prk), hash: params.hash, length: params.length });
});
