/**
 * Parameters and helpers the key-derivation tools share (PBKDF2, scrypt, HKDF, Argon2): the
 * secret and salt as text, hex or base64, a random salt when none is given, and the derived
 * key's length and encoding. Pure data plus one small runtime helper with no library.
 */
import { param } from './hash-parameters.js';
import { decodeInput, type InputEncoding } from './byte-encoding.js';
import { createRandom } from './random.js';

const BYTE_OPTIONS = [
  { value: 'utf8', label: 'Text (UTF-8)' },
  { value: 'hex', label: 'Hex' },
  { value: 'base64', label: 'Base64' },
] as const;

export const passwordParameter = param({
  name: 'password',
  type: 'textarea',
  label: 'Password',
  description: 'The password or other secret to derive from (exactly as given: spaces count).',
  required: true,
  validation: { maxLength: 10_000 },
  aiHint: 'Pass the secret exactly as the user gave it.',
});

export const passwordEncodingParameter = param({
  name: 'passwordEncoding',
  type: 'select',
  label: 'Password encoding',
  description: 'How to read the password: UTF-8 text (usual), hex or base64 bytes.',
  required: false,
  defaultValue: 'utf8',
  options: [...BYTE_OPTIONS],
  group: 'advanced',
});

export const saltParameter = param({
  name: 'salt',
  type: 'text',
  label: 'Salt',
  description: 'The salt, in the salt encoding. Empty: 16 random bytes (shown in the result; keep them to derive the same key again).',
  required: false,
  validation: { maxLength: 1000 },
});

export const saltEncodingParameter = param({
  name: 'saltEncoding',
  type: 'select',
  label: 'Salt encoding',
  description: 'How to read the salt: UTF-8 text, hex or base64.',
  required: false,
  defaultValue: 'utf8',
  options: [...BYTE_OPTIONS],
});

export const keyLengthParameter = param({
  name: 'length',
  type: 'number',
  label: 'Key length (bytes)',
  description: 'Length of the derived key in bytes (32 = 256 bits).',
  required: false,
  defaultValue: 32,
  validation: { min: 1, max: 1024, step: 1 },
});

export const keyEncodingOutputParameter = param({
  name: 'outputEncoding',
  type: 'select',
  label: 'Output encoding',
  description: 'How to write the derived key: hex or base64.',
  required: false,
  defaultValue: 'hex',
  options: [
    { value: 'hex', label: 'Hex' },
    { value: 'base64', label: 'Base64' },
    { value: 'base64url', label: 'Base64url (no padding)' },
  ],
});

export const DEFAULT_SALT_BYTES = 16;

/** The salt bytes: the given value decoded, or random bytes (seeded for reproducible examples). */
export function saltBytes(salt: string | undefined, encoding: InputEncoding, seed?: string): { ok: true; bytes: Uint8Array; random: boolean } | { ok: false; message: string } {
  if (salt === undefined) return { ok: true, bytes: createRandom(seed).bytes(DEFAULT_SALT_BYTES), random: true };
  const decoded = decodeInput(salt, encoding, 'Salt');
  return decoded.ok ? { ok: true, bytes: decoded.bytes, random: false } : decoded;
}
