/**
 * Parameters, output schema and byte handling of the raw-key cipher tools (AES modes, DES/3DES,
 * Blowfish, ChaCha20, RC4): text in, key and IV as hex/text/base64, the ciphertext as hex or
 * base64, the plaintext as text/hex/base64. No library imports (definitions load this).
 */
import { bytesToBase64, bytesToHex } from '@ctp/core';
import { decodeInput, type InputEncoding } from './byte-encoding.js';
import { param } from './hash-parameters.js';
import { decodeUtf8Strict, hexByte } from './utf8-text.js';

const decryptOnly = [{ field: 'operation', condition: 'equals' as const, value: 'decrypt' }];

export const cipherTextParameter = param({
  name: 'text',
  type: 'textarea',
  label: 'Input',
  description: 'Encrypt: the plaintext (in the plaintext encoding). Decrypt: the ciphertext (in the ciphertext encoding).',
  required: true,
  validation: { maxLength: 1_000_000 },
});

export const operationParameter = param({
  name: 'operation',
  type: 'select',
  label: 'Operation',
  description: 'Encrypt or decrypt.',
  required: false,
  defaultValue: 'encrypt',
  options: [
    { value: 'encrypt', label: 'Encrypt' },
    { value: 'decrypt', label: 'Decrypt' },
  ],
});

export const cipherKeyParameter = param({
  name: 'key',
  type: 'text',
  label: 'Key',
  description: 'The raw key, in the key encoding (hex by default).',
  required: true,
  validation: { maxLength: 600 },
  aiHint: 'Use exactly the key the user gave; never invent one.',
});

export const cipherKeyEncodingParameter = param({
  name: 'keyEncoding',
  type: 'select',
  label: 'Key encoding',
  description: 'How the key is written: hex, UTF-8 text (its bytes are the key) or base64.',
  required: false,
  defaultValue: 'hex',
  options: [
    { value: 'hex', label: 'Hex' },
    { value: 'utf8', label: 'Text (UTF-8)' },
    { value: 'base64', label: 'Base64' },
  ],
});

export const plaintextEncodingParameter = param({
  name: 'plaintextEncoding',
  type: 'select',
  label: 'Plaintext encoding',
  description: 'How the plaintext is written: the input when encrypting, the output when decrypting.',
  required: false,
  defaultValue: 'utf8',
  options: [
    { value: 'utf8', label: 'Text (UTF-8)' },
    { value: 'hex', label: 'Hex' },
    { value: 'base64', label: 'Base64' },
  ],
});

export const ciphertextEncodingParameter = param({
  name: 'ciphertextEncoding',
  type: 'select',
  label: 'Ciphertext encoding',
  description: 'How the ciphertext is written: the output when encrypting, the input when decrypting.',
  required: false,
  defaultValue: 'hex',
  options: [
    { value: 'hex', label: 'Hex' },
    { value: 'base64', label: 'Base64' },
  ],
});

export { decryptOnly };

/** The output of every raw-key cipher tool. */
export const cipherOutputProperties = {
  result: { type: 'string', description: 'Encrypt: the ciphertext in the ciphertext encoding. Decrypt: the plaintext in the plaintext encoding.' },
  operation: { type: 'string', enum: ['encrypt', 'decrypt'] },
  algorithm: { type: 'string', description: 'Cipher and mode, e.g. "AES-256-CBC".' },
  keyBits: { type: 'integer', description: 'Key size in bits.' },
  iv: { type: ['string', 'null'], description: 'The IV or nonce used, in hex (null when the mode has none).' },
  padding: { type: ['string', 'null'], description: 'The padding (null for stream modes).' },
  inputBytes: { type: 'integer', minimum: 0 },
  outputBytes: { type: 'integer', minimum: 0 },
} as const;

export class CipherParamError extends Error {
  constructor(message: string, readonly code: 'INVALID_INPUT' | 'MISSING_REQUIRED' = 'INVALID_INPUT') {
    super(message);
  }
}

/** Decodes a value or throws a CipherParamError naming it. */
export function bytesOf(text: string, encoding: InputEncoding, label: string): Uint8Array {
  const decoded = decodeInput(encoding === 'utf8' ? text : text.trim(), encoding, label);
  if (!decoded.ok) throw new CipherParamError(decoded.message.replace(/ Fix it or choose the "utf8".*$/, ''));
  return decoded.bytes;
}

/** The input bytes: plaintext when encrypting, ciphertext when decrypting. */
export function cipherInput(params: { text: string; operation: 'encrypt' | 'decrypt'; plaintextEncoding: InputEncoding; ciphertextEncoding: 'hex' | 'base64' }): Uint8Array {
  return params.operation === 'encrypt'
    ? bytesOf(params.text, params.plaintextEncoding, 'The plaintext')
    : bytesOf(params.text, params.ciphertextEncoding, 'The ciphertext');
}

/** The result text: the ciphertext encoded, or the plaintext as text (strict UTF-8) / hex / base64. */
export function cipherOutput(bytes: Uint8Array, params: { operation: 'encrypt' | 'decrypt'; plaintextEncoding: InputEncoding; ciphertextEncoding: 'hex' | 'base64' }, unauthenticated: boolean): string {
  const encoding = params.operation === 'encrypt' ? params.ciphertextEncoding : params.plaintextEncoding;
  if (encoding === 'hex') return bytesToHex(bytes);
  if (encoding === 'base64') return bytesToBase64(bytes);
  const utf8 = decodeUtf8Strict(bytes);
  if (!utf8.ok) {
    const why = unauthenticated ? 'The key or IV may be wrong (this mode cannot detect that), or the data is binary' : 'It is probably binary';
    throw new CipherParamError(`The decrypted data (${bytes.length} bytes) is not valid UTF-8 text: byte ${hexByte(utf8.byte)} at offset ${utf8.offset} is invalid. ${why}: set plaintextEncoding to "hex" or "base64" to see the bytes.`);
  }
  return utf8.text;
}

/** Mode and padding selects of the 64-bit block cipher tools (DES/3DES, Blowfish). */
export const blockModeParameter = param({
  name: 'mode',
  type: 'select',
  label: 'Mode',
  description: 'Mode of operation. CFB is full-block (64-bit) feedback, as OpenSSL\'s *-cfb; CTR counts over the whole block.',
  required: false,
  defaultValue: 'CBC',
  options: [
    { value: 'CBC', label: 'CBC' },
    { value: 'ECB', label: 'ECB (no IV)' },
    { value: 'CFB', label: 'CFB (64-bit)' },
    { value: 'OFB', label: 'OFB' },
    { value: 'CTR', label: 'CTR' },
  ],
});

export const blockIvParameter = param({
  name: 'iv',
  type: 'text',
  label: 'IV (hex)',
  description: 'The 8-byte IV in hex (16 digits). Empty when encrypting: a random one (shown in the result). Not used by ECB.',
  required: false,
  validation: { maxLength: 64 },
  dependsOn: [{ field: 'mode', condition: 'notEquals', value: 'ECB' }],
});

export const blockPaddingParameter = param({
  name: 'padding',
  type: 'select',
  label: 'Padding',
  description: 'Block padding for ECB and CBC (PKCS#5/7 is what OpenSSL and Java use).',
  required: false,
  defaultValue: 'pkcs7',
  options: [
    { value: 'pkcs7', label: 'PKCS#5/#7' },
    { value: 'zero', label: 'Zero bytes' },
    { value: 'ansix923', label: 'ANSI X9.23' },
    { value: 'iso7816', label: 'ISO/IEC 7816-4' },
    { value: 'none', label: 'None' },
  ],
  dependsOn: ['CFB', 'OFB', 'CTR'].map((value) => ({ field: 'mode', condition: 'notEquals' as const, value })),
});
