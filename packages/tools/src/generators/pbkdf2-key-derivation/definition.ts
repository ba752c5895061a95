import { defineDefinition } from '@ctp/core';
import { keyEncodingOutputParameter, keyLengthParameter, passwordEncodingParameter, passwordParameter, saltEncodingParameter, saltParameter } from '../../_shared/kdf-parameters.js';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'pbkdf2-key-derivation',
  name: 'PBKDF2 Key Derivation',
  description:
    'Derive a key from a password with PBKDF2 (RFC 8018) using HMAC-SHA-1, SHA-256, SHA-384 or SHA-512, any iteration count up to 10,000,000 and key length up to 1024 bytes, via Web Crypto. Salt as text, hex or base64, or 16 random bytes. Same output as OpenSSL PKCS5_PBKDF2_HMAC, Python hashlib.pbkdf2_hmac and Node crypto.pbkdf2.',
  category: 'generators',
  tags: ['kdf', 'pbkdf2', 'password', 'crypto'],
  keywords: ['pbkdf2', 'pbkdf2-sha256', 'pbkdf2-hmac-sha256', 'pbkdf2 sha512', 'rfc 8018', 'pkcs5', 'key derivation', 'password hashing', 'derive key from password', 'wpa psk'],
  method: 'POST',
  cost: 'heavy', // up to 10,000,000 iterations: servers run every call in the worker pool
  annotations: { idempotentHint: false },
  parameters: [
    passwordParameter,
    saltParameter,
    saltEncodingParameter,
    {
      name: 'hash',
      type: 'select',
      label: 'Hash (PRF)',
      description: 'The HMAC hash: SHA-256 is the usual choice; SHA-1 for legacy (WPA2, old PKCS#5).',
      required: false,
      defaultValue: 'SHA-256',
      options: [
        { value: 'SHA-1', label: 'HMAC-SHA-1' },
        { value: 'SHA-256', label: 'HMAC-SHA-256' },
        { value: 'SHA-384', label: 'HMAC-SHA-384' },
        { value: 'SHA-512', label: 'HMAC-SHA-512' },
      ],
    },
    {
      name: 'iterations',
      type: 'number',
      label: 'Iterations',
      description: 'Iteration count (1–10,000,000). OWASP 2023: 600,000 for SHA-256, 210,000 for SHA-512, 1,300,000 for SHA-1.',
      required: false,
      defaultValue: 600_000,
      validation: { min: 1, max: 10_000_000, step: 1 },
    },
    keyLengthParameter,
    keyEncodingOutputParameter,
    passwordEncodingParameter,
    { ...seedParameter, description: 'Optional seed for the random salt (reproducible output for tests). Never for real passwords.' },
  ],
  outputDescription: 'The derived key, the salt used (hex), and the parameters.',
  outputSchema: {
    type: 'object',
    properties: {
      key: { type: 'string', description: 'The derived key in the output encoding.' },
      salt: { type: 'string', pattern: '^[0-9a-f]*$', description: 'The salt used, in hex.' },
      randomSalt: { type: 'boolean', description: 'True when the salt was generated.' },
      hash: { type: 'string', enum: ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512'] },
      iterations: { type: 'integer' },
      length: { type: 'integer', description: 'Key length in bytes.' },
    },
    required: ['key', 'salt', 'randomSalt', 'hash', 'iterations', 'length'],
    additionalProperties: false,
  },
  primaryOutput: 'key',
  example: {
    input: { password: 'password', salt: 'salt', hash: 'SHA-1', iterations: 4096, length: 20 },
    output: { key: '4b007901b765489abead49d926f721d065a429c1', salt: '73616c74', randomSalt: false, hash: 'SHA-1', iterations: 4096, length: 20 },
    description: 'RFC 6070 test vector 3.',
  },
  relatedTools: ['scrypt-key-derivation', 'argon2-hash', 'hkdf-key-derivation'],
  aiInstructions: 'Give the salt whenever the key must be reproduced; otherwise return the generated salt to the user with the key. High iteration counts take time (600,000 ≈ a fraction of a second).',
});
