import { bytesToBase64, bytesToHex, defineTool, failure, success, utf8Encode, withWarnings, type ToolParams } from '@ctp/core';
import { decodeInput, type InputEncoding } from '../../_shared/byte-encoding.js';
import { createRandom } from '../../_shared/random.js';
import { decodeUtf8Strict, hexByte } from '../../_shared/utf8-text.js';
import definition from './definition.js';

type Params = ToolParams<typeof definition>;
type Algorithm = Params['algorithm'];
/** Web Crypto's BufferSource wants ArrayBuffer-backed views; every array here is. */
type Bytes = Uint8Array<ArrayBuffer>;
const SALT_BYTES = 16;
const TAG_BYTES = 16;
const IV_BYTES: Record<Algorithm, number> = { 'AES-GCM': 12, 'AES-CBC': 16, 'AES-CTR': 16 };
const MIN_GOOD_ITERATIONS = 100_000;

class Invalid extends Error {
  constructor(message: string, readonly code: 'INVALID_INPUT' | 'MISSING_REQUIRED' = 'INVALID_INPUT') {
    super(message);
  }
}

function decode(text: string, encoding: InputEncoding, label: string): Bytes {
  const decoded = decodeInput(text, encoding, label);
  if (!decoded.ok) throw new Invalid(decoded.message.replace(/ Fix it or choose the "utf8".*$/, ''));
  return decoded.bytes as Bytes;
}

/** Web Crypto params; CTR counts over the whole 16-byte block, as OpenSSL and Node do. */
function cipherParams(algorithm: Algorithm, iv: Bytes): AesGcmParams | AesCbcParams | AesCtrParams {
  if (algorithm === 'AES-CTR') return { name: algorithm, counter: iv, length: 128 };
  if (algorithm === 'AES-GCM') return { name: algorithm, iv, tagLength: TAG_BYTES * 8 };
  return { name: algorithm, iv };
}

async function deriveKey(params: Params, algorithm: Algorithm, salt: Bytes | null): Promise<{ key: CryptoKey; bits: number }> {
  const usages: KeyUsage[] = ['encrypt', 'decrypt'];
  const text = params.key;
  if (params.keyType === 'passphrase') {
    const bits = Number(params.keySize);
    const base = await crypto.subtle.importKey('raw', utf8Encode(text) as Bytes, 'PBKDF2', false, ['deriveKey']);
    const pbkdf2 = { name: 'PBKDF2', salt: salt!, iterations: params.iterations, hash: 'SHA-256' };
    return { key: await crypto.subtle.deriveKey(pbkdf2, base, { name: algorithm, length: bits }, false, usages), bits };
  }
  const raw = decode(text.trim(), params.keyType, 'The key');
  if (raw.length === 24)
    throw new Invalid('The key is 24 bytes (AES-192): browsers\' Web Crypto does not support 192-bit AES keys, so this tool accepts only 16-byte (AES-128) or 32-byte (AES-256) keys.');
  if (raw.length !== 16 && raw.length !== 32)
    throw new Invalid(`The key is ${raw.length} bytes; an AES key must be 16 bytes (AES-128) or 32 bytes (AES-256). To use a password of any length, set keyType to "passphrase".`);
  return { key: await crypto.subtle.importKey('raw', raw, algorithm, false, usages), bits: raw.length * 8 };
}

function ivFrom(params: Params, algorithm: Algorithm): Bytes | undefined {
  if (params.iv === undefined) return undefined;
  const iv = decode(params.iv, 'hex', 'The IV');
  if (iv.length !== IV_BYTES[algorithm]) throw new Invalid(`The IV is ${iv.length} bytes; ${algorithm} needs ${IV_BYTES[algorithm]} bytes (${IV_BYTES[algorithm] * 2} hex digits).`);
  return iv;
}

function layout(saltLength: number, ivLength: number, algorithm: Algorithm, cipherLength: number, separate = false): string {
  const parts = [];
  if (saltLength) parts.push(`salt(${saltLength})`);
  if (!separate) parts.push(`iv(${ivLength})`);
  if (algorithm === 'AES-GCM') parts.push(`ciphertext(${cipherLength - TAG_BYTES})`, `tag(${TAG_BYTES})`);
  else parts.push(`ciphertext(${cipherLength})`);
  return parts.join(' ‖ ');
}

async function encrypt(params: Params, algorithm: Algorithm, warnings: string[]) {
  const plain = decode(params.text, params.inputEncoding, 'The plaintext');
  const random = createRandom(params.seed);
  if (random.seeded) warnings.push('The salt and IV come from the seed, so they repeat on every run: never encrypt real data with a seed.');
  const passphrase = params.keyType === 'passphrase';
  let salt: Bytes | null = null;
  if (passphrase) {
    salt = params.salt !== undefined ? decode(params.salt, 'hex', 'The salt') : (random.bytes(SALT_BYTES) as Bytes);
    if (salt.length !== SALT_BYTES) throw new Invalid(`The salt is ${salt.length} bytes; encrypting needs a ${SALT_BYTES}-byte salt (${SALT_BYTES * 2} hex digits) so the output layout stays fixed. Leave it empty for a random one.`);
  }
  const given = ivFrom(params, algorithm);
  if (given) warnings.push('A fixed IV was used: never encrypt two messages with the same key and IV (for GCM and CTR this reveals the plaintexts and, for GCM, the authentication key).');
  const iv = given ?? (random.bytes(IV_BYTES[algorithm]) as Bytes);
  const { key, bits } = await deriveKey(params, algorithm, salt);
  const cipher = new Uint8Array(await crypto.subtle.encrypt(cipherParams(algorithm, iv), key, plain));
  const all = new Uint8Array((salt?.length ?? 0) + iv.length + cipher.length);
  all.set(salt ?? [], 0);
  all.set(iv, salt?.length ?? 0);
  all.set(cipher, (salt?.length ?? 0) + iv.length);
  const result = params.encoding === 'hex' ? bytesToHex(all) : bytesToBase64(all);
  return { result, bits, iv, salt, plainLength: plain.length, layout: layout(salt?.length ?? 0, iv.length, algorithm, cipher.length) };
}

async function decrypt(params: Params, algorithm: Algorithm) {
  const data = decode(params.text.trim(), params.encoding, 'The encrypted input');
  const passphrase = params.keyType === 'passphrase';
  const ivLength = IV_BYTES[algorithm];
  let salt: Bytes | null = null;
  let iv = ivFrom(params, algorithm);
  let cipher: Bytes;
  if (iv) {
    if (passphrase) {
      if (params.salt === undefined) throw new Invalid('With a separate IV and a passphrase, the PBKDF2 salt must be given too (salt, in hex).', 'MISSING_REQUIRED');
      salt = decode(params.salt, 'hex', 'The salt');
    }
    cipher = data;
  } else {
    const head = (passphrase ? SALT_BYTES : 0) + ivLength;
    const minimum = head + (algorithm === 'AES-GCM' ? TAG_BYTES : algorithm === 'AES-CBC' ? 16 : 0);
    if (data.length < minimum)
      throw new Invalid(`The encrypted input is ${data.length} bytes, too short for ${layout(passphrase ? SALT_BYTES : 0, ivLength, algorithm, minimum - head)} (at least ${minimum} bytes). Check the key type and algorithm, or pass the IV separately.`);
    if (passphrase) salt = data.subarray(0, SALT_BYTES);
    iv = data.subarray(head - ivLength, head);
    cipher = data.subarray(head);
  }
  if (algorithm === 'AES-CBC' && (cipher.length === 0 || cipher.length % 16 !== 0))
    throw new Invalid(`The AES-CBC ciphertext is ${cipher.length} bytes; it must be a non-empty multiple of 16. The data is truncated, or not CBC.`);
  const { key, bits } = await deriveKey(params, algorithm, salt);
  let plain: Uint8Array;
  try {
    plain = new Uint8Array(await crypto.subtle.decrypt(cipherParams(algorithm, iv), key, cipher));
  } catch {
    throw new Invalid(
      algorithm === 'AES-GCM'
        ? 'Decryption failed: authentication failed. The key or passphrase is wrong, a setting differs from encryption (key size, iterations, key type), or the data was modified.'
        : 'Decryption failed: the padding is invalid. The key or passphrase is wrong, a setting differs from encryption (algorithm, key size, iterations), or the data is corrupted.',
    );
  }
  let result: string;
  if (params.outputEncoding === 'utf8') {
    const utf8 = decodeUtf8Strict(plain);
    if (!utf8.ok) {
      const why = algorithm === 'AES-GCM' ? 'It is probably binary' : 'The key may be wrong (CBC and CTR cannot detect that), or the data is binary';
      throw new Invalid(`The decrypted data (${plain.length} bytes) is not valid UTF-8 text: byte ${hexByte(utf8.byte)} at byte offset ${utf8.offset} is invalid. ${why}: set outputEncoding to "hex" or "base64" to see the bytes.`);
    }
    result = utf8.text;
  } else result = params.outputEncoding === 'hex' ? bytesToHex(plain) : bytesToBase64(plain);
  return { result, bits, iv, salt, plainLength: plain.length, layout: layout(salt && !params.iv ? salt.length : 0, iv.length, algorithm, cipher.length, params.iv !== undefined) };
}

export default defineTool(definition, async (params) => {
  const { algorithm } = params;
  const warnings: string[] = [];
  try {
    const out = params.mode === 'decrypt' ? await decrypt(params, algorithm) : await encrypt(params, algorithm, warnings);
    const passphrase = params.keyType === 'passphrase';
    if (passphrase && params.iterations < MIN_GOOD_ITERATIONS)
      warnings.push(`${params.iterations} PBKDF2 iterations make a weak passphrase quick to brute-force; use at least 100,000 (600,000 recommended).`);
    if (params.mode !== 'decrypt' && algorithm !== 'AES-GCM')
      warnings.push(`${algorithm} does not authenticate: anyone can alter the ciphertext undetected, and a wrong key is not always detected. Prefer AES-GCM.`);
    return withWarnings(
      success({
        result: out.result,
        algorithm,
        keyBits: out.bits,
        iv: bytesToHex(out.iv),
        salt: out.salt ? bytesToHex(out.salt) : null,
        iterations: passphrase ? params.iterations : null,
        layout: out.layout,
        plaintextBytes: out.plainLength,
      }),
      warnings,
    );
  } catch (error) {
    if (error instanceof Invalid) return failure(error.code, error.message);
    throw error;
  }
});
