import { bytesToBase64, bytesToHex, defineTool, failure, success, utf8Encode } from '@ctp/core';
import { argon2d, argon2i, argon2id } from 'hash-wasm';
import { decodeBase64Text } from '../../_shared/base64-text.js';
import { saltBytes } from '../../_shared/kdf-parameters.js';
import definition from './definition.js';

type Variant = 'argon2id' | 'argon2i' | 'argon2d';
const FUNCTIONS = { argon2id, argon2i, argon2d };
const PHC = /^\$(argon2id|argon2i|argon2d)\$(?:v=(\d+)\$)?m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const b64 = (bytes: Uint8Array) => bytesToBase64(bytes).replace(/=+$/, '');

interface Settings { variant: Variant; memory: number; iterations: number; parallelism: number; salt: Uint8Array; hashLength: number; secret?: string }

async function compute(password: string, s: Settings): Promise<Uint8Array> {
  return FUNCTIONS[s.variant]({
    password, salt: s.salt, iterations: s.iterations, parallelism: s.parallelism, memorySize: s.memory, hashLength: s.hashLength, outputType: 'binary',
    ...(s.secret !== undefined ? { secret: utf8Encode(s.secret) } : {}),
  });
}

/** Constant-time comparison (the length is not secret). */
function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

export default defineTool(definition, async (params) => {
  if (params.mode === 'verify') {
    const m = PHC.exec((params.encoded ?? '').trim());
    if (!m) return failure('INVALID_INPUT', 'Not an Argon2 PHC string: expected $argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt base64>$<hash base64>.');
    const [, variant, version, memory, iterations, parallelism, saltText, hashText] = m;
    if (version !== undefined && version !== '19')
      return failure('INVALID_INPUT', `This hash uses Argon2 version ${version}; only version 19 (0x13, used since 2016) is supported.`);
    const salt = decodeBase64Text(saltText!);
    const expected = decodeBase64Text(hashText!);
    if (!salt.ok || !expected.ok) return failure('INVALID_INPUT', 'The salt or hash part of the PHC string is not valid base64.');
    const settings: Settings = { variant: variant as Variant, memory: Number(memory), iterations: Number(iterations), parallelism: Number(parallelism), salt: salt.bytes, hashLength: expected.bytes.length, ...(params.secret !== undefined ? { secret: params.secret } : {}) };
    if (settings.memory > 262_144) return failure('INVALID_INPUT', `The hash uses ${settings.memory} KiB of memory; this tool allows at most 262144 KiB (256 MiB).`);
    if (settings.memory < 8 * settings.parallelism || settings.iterations < 1 || settings.parallelism < 1 || settings.hashLength < 4)
      return failure('INVALID_INPUT', 'The PHC string\'s parameters are out of Argon2\'s range (m ≥ 8·p KiB, t ≥ 1, p ≥ 1, hash ≥ 4 bytes).');
    const actual = await compute(params.password, settings);
    return success({
      encoded: m[0], valid: same(actual, expected.bytes), variant: settings.variant, hash: bytesToHex(expected.bytes), salt: bytesToHex(salt.bytes),
      memory: settings.memory, iterations: settings.iterations, parallelism: settings.parallelism, version: 19,
    });
  }
  if (params.memory < 8 * params.parallelism) return failure('INVALID_INPUT', `Argon2 needs at least 8 KiB per lane: with p=${params.parallelism}, memory must be at least ${8 * params.parallelism} KiB.`);
  const salt = saltBytes(params.salt, params.saltEncoding, params.seed);
  if (!salt.ok) return failure('INVALID_INPUT', salt.message);
  if (salt.bytes.length < 8) return failure('INVALID_INPUT', `The salt is ${salt.bytes.length} bytes; Argon2 requires at least 8 (16 recommended).`);
  const settings: Settings = { variant: params.variant, memory: params.memory, iterations: params.iterations, parallelism: params.parallelism, salt: salt.bytes, hashLength: params.hashLength, ...(params.secret !== undefined ? { secret: params.secret } : {}) };
  const hash = await compute(params.password, settings);
  const encoded = `$${settings.variant}$v=19$m=${settings.memory},t=${settings.iterations},p=${settings.parallelism}$${b64(salt.bytes)}$${b64(hash)}`;
  return success({ encoded, valid: null, variant: settings.variant, hash: bytesToHex(hash), salt: bytesToHex(salt.bytes), memory: settings.memory, iterations: settings.iterations, parallelism: settings.parallelism, version: 19 });
});
