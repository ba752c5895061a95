import { bytesToHex, defineTool, failure, success, withWarnings } from '@ctp/core';
import { decodeInput, encodeDigest } from '../../_shared/byte-encoding.js';
import { saltBytes } from '../../_shared/kdf-parameters.js';
import definition from './definition.js';

type Bytes = Uint8Array<ArrayBuffer>;
const MINIMUM: Record<string, number> = { 'SHA-1': 1_300_000, 'SHA-256': 600_000, 'SHA-384': 210_000, 'SHA-512': 210_000 };

export default defineTool(definition, async (params) => {
  const password = decodeInput(params.password, params.passwordEncoding, 'Password');
  if (!password.ok) return failure('INVALID_INPUT', password.message);
  const salt = saltBytes(params.salt, params.saltEncoding, params.seed);
  if (!salt.ok) return failure('INVALID_INPUT', salt.message);
  const base = await crypto.subtle.importKey('raw', password.bytes as Bytes, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', salt: salt.bytes as Bytes, iterations: params.iterations, hash: params.hash }, base, params.length * 8);
  const warnings: string[] = [];
  if (params.iterations < MINIMUM[params.hash]!) warnings.push(`${params.iterations} iterations is below OWASP's 2023 minimum for PBKDF2-HMAC-${params.hash} (${MINIMUM[params.hash]!.toLocaleString('en')}) when storing passwords.`);
  if (!salt.random && salt.bytes.length < 16) warnings.push(`The salt is ${salt.bytes.length} bytes; use at least 16 random bytes for stored passwords.`);
  return withWarnings(
    success({ key: encodeDigest(new Uint8Array(bits), params.outputEncoding), salt: bytesToHex(salt.bytes), randomSalt: salt.random, hash: params.hash, iterations: params.iterations, length: params.length }),
    warnings,
  );
});
