import { defineTool, failure, success } from '@ctp/core';
import { blake2b, blake2s } from '@noble/hashes/blake2.js';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

const LIMITS = { blake2b: { digest: 64, key: 64, salt: 16 }, blake2s: { digest: 32, key: 32, salt: 8 } } as const;

/** Hex salt/personalization, zero-padded to the variant's size (libsodium and Python pad the same way). */
function padded(text: string | undefined, size: number, label: string): Uint8Array | string | undefined {
  if (text === undefined) return undefined;
  const decoded = decodeInput(text, 'hex', label);
  if (!decoded.ok) return decoded.message.replace(/ Fix it or choose.*$/, '');
  if (decoded.bytes.length > size) return `${label} is ${decoded.bytes.length} bytes; at most ${size} for this variant.`;
  const out = new Uint8Array(size);
  out.set(decoded.bytes);
  return out;
}

export default defineTool(definition, (params) => {
  const limits = LIMITS[params.variant];
  const bits = params.outputBits ?? limits.digest * 8;
  if (bits / 8 > limits.digest) return failure('INVALID_INPUT', `${params.variant.toUpperCase()} digests are at most ${limits.digest * 8} bits; got ${bits}.`);
  const decoded = decodeInput(params.input, params.inputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  let key: Uint8Array | undefined;
  if (params.key !== undefined) {
    const k = decodeInput(params.key, params.keyEncoding, 'Key');
    if (!k.ok) return failure('INVALID_INPUT', k.message);
    if (k.bytes.length > limits.key) return failure('INVALID_INPUT', `The key is ${k.bytes.length} bytes; ${params.variant.toUpperCase()} keys are at most ${limits.key} bytes.`);
    key = k.bytes;
  }
  const salt = padded(params.salt, limits.salt, 'Salt');
  const personalization = padded(params.personalization, limits.salt, 'Personalization');
  if (typeof salt === 'string') return failure('INVALID_INPUT', salt);
  if (typeof personalization === 'string') return failure('INVALID_INPUT', personalization);
  const hash = params.variant === 'blake2b' ? blake2b : blake2s;
  const digest = hash(decoded.bytes, { dkLen: bits / 8, ...(key?.length ? { key } : {}), ...(salt ? { salt } : {}), ...(personalization ? { personalization } : {}) });
  return success({ digest: encodeDigest(digest, params.outputEncoding), variant: params.variant, bits, keyed: key !== undefined && key.length > 0, inputBytes: decoded.bytes.length });
});
