import { defineDefinition } from '@ctp/core';
import { keyEncodingOutputParameter, keyLengthParameter } from '../../_shared/kdf-parameters.js';

const ENCODINGS = [
  { value: 'hex', label: 'Hex' },
  { value: 'utf8', label: 'Text (UTF-8)' },
  { value: 'base64', label: 'Base64' },
] as const;

export default defineDefinition({
  id: 'hkdf-key-derivation',
  name: 'HKDF Key Derivation',
  description:
    'Derive keys with HKDF (RFC 5869): extract a pseudorandom key (PRK) from input keying material and an optional salt, then expand it with context info to any length (up to 255 hash lengths). SHA-1, SHA-256, SHA-384 or SHA-512; shows the PRK too, or runs expand alone from a given PRK (as TLS 1.3 HKDF-Expand does). For keys from shared secrets, not from passwords (use PBKDF2, scrypt or Argon2 for those).',
  category: 'generators',
  tags: ['kdf', 'hkdf', 'crypto', 'key'],
  keywords: ['hkdf', 'rfc 5869', 'hkdf-sha256', 'extract and expand', 'hkdf-expand', 'hkdf-extract', 'prk', 'okm', 'info', 'key derivation', 'ecdh shared secret', 'tls 1.3 key schedule'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    { name: 'ikm', type: 'textarea', label: 'Input keying material', description: 'The secret (IKM), e.g. an ECDH shared secret; with mode "expand", the PRK.', required: true, validation: { maxLength: 10_000 } },
    { name: 'ikmEncoding', type: 'select', label: 'IKM encoding', description: 'How to read the IKM: hex (usual for keys), UTF-8 text or base64.', required: false, defaultValue: 'hex', options: [...ENCODINGS] },
    { name: 'salt', type: 'text', label: 'Salt (optional)', description: 'Optional salt; empty means a string of zero bytes of hash length, as RFC 5869 says.', required: false, validation: { maxLength: 2000 } },
    { name: 'saltEncoding', type: 'select', label: 'Salt encoding', description: 'How to read the salt.', required: false, defaultValue: 'hex', options: [...ENCODINGS] },
    { name: 'info', type: 'text', label: 'Info (optional)', description: 'Optional context and application-specific information that binds the key to its use.', required: false, validation: { maxLength: 2000 } },
    { name: 'infoEncoding', type: 'select', label: 'Info encoding', description: 'How to read the info.', required: false, defaultValue: 'utf8', options: [...ENCODINGS] },
    {
      name: 'hash',
      type: 'select',
      label: 'Hash',
      description: 'The HMAC hash.',
      required: false,
      defaultValue: 'sha256',
      options: [
        { value: 'sha1', label: 'SHA-1' },
        { value: 'sha256', label: 'SHA-256' },
        { value: 'sha384', label: 'SHA-384' },
        { value: 'sha512', label: 'SHA-512' },
      ],
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Extract then expand (full HKDF), or expand only when the IKM already is a PRK.',
      required: false,
      defaultValue: 'extract-expand',
      options: [
        { value: 'extract-expand', label: 'Extract and expand' },
        { value: 'expand', label: 'Expand only (IKM is the PRK)' },
      ],
    },
    { ...keyLengthParameter, description: 'Length of the output keying material in bytes (at most 255 × the hash length).', validation: { min: 1, max: 16320, step: 1 } },
    keyEncodingOutputParameter,
  ],
  outputDescription: 'The output keying material (OKM), the PRK from the extract step, and the parameters.',
  outputSchema: {
    type: 'object',
    properties: {
      okm: { type: 'string', description: 'The derived key (OKM) in the output encoding.' },
      prk: { type: 'string', pattern: '^[0-9a-f]+$', description: 'The pseudorandom key from HKDF-Extract in hex (the IKM itself in expand mode).' },
      hash: { type: 'string', enum: ['sha1', 'sha256', 'sha384', 'sha512'] },
      length: { type: 'integer' },
    },
    required: ['okm', 'prk', 'hash', 'length'],
    additionalProperties: false,
  },
  primaryOutput: 'okm',
  example: {
    input: { ikm: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', salt: '000102030405060708090a0b0c', info: 'f0f1f2f3f4f5f6f7f8f9', infoEncoding: 'hex', length: 42 },
    output: {
      okm: '3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865',
      prk: '077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5',
      hash: 'sha256',
      length: 42,
    },
    description: 'RFC 5869 Appendix A.1 (SHA-256).',
  },
  relatedTools: ['pbkdf2-key-derivation', 'blake3-hash', 'hmac-generator'],
});
