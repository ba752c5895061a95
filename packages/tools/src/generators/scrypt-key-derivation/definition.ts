import { defineDefinition } from '@ctp/core';
import { keyEncodingOutputParameter, keyLengthParameter, passwordEncodingParameter, passwordParameter, saltEncodingParameter, saltParameter } from '../../_shared/kdf-parameters.js';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'scrypt-key-derivation',
  name: 'scrypt Key Derivation',
  description:
    'Derive a key from a password with scrypt (RFC 7914), the memory-hard KDF: cost N (a power of two), block size r, parallelism p and key length, with the salt as text, hex or base64 or 16 random bytes. Uses up to 256 MiB of memory (128·N·r bytes). Same output as Node crypto.scrypt, Python hashlib.scrypt and OpenSSL EVP_PBE_scrypt.',
  category: 'generators',
  tags: ['kdf', 'scrypt', 'password', 'crypto'],
  keywords: ['scrypt', 'rfc 7914', 'memory hard', 'key derivation', 'password hashing', 'litecoin scrypt', 'n r p', 'hashlib.scrypt'],
  method: 'POST',
  cost: 'heavy', // memory-hard by design: servers run every call in the worker pool
  annotations: { idempotentHint: false },
  timeoutMs: 60_000,
  parameters: [
    passwordParameter,
    saltParameter,
    saltEncodingParameter,
    {
      name: 'N',
      type: 'number',
      label: 'Cost N',
      description: 'CPU/memory cost, a power of two from 2 to 1,048,576 (OWASP: 131072 with r=8, p=1; 16384 is the classic interactive setting).',
      required: false,
      defaultValue: 131_072,
      validation: { min: 2, max: 1_048_576, step: 1 },
    },
    { name: 'r', type: 'number', label: 'Block size r', description: 'Block size (1–32); 8 is standard.', required: false, defaultValue: 8, validation: { min: 1, max: 32, step: 1 } },
    { name: 'p', type: 'number', label: 'Parallelism p', description: 'Parallelization (1–16); 1 is standard.', required: false, defaultValue: 1, validation: { min: 1, max: 16, step: 1 } },
    { ...keyLengthParameter, defaultValue: 64, description: 'Length of the derived key in bytes (64 is scrypt\'s customary length).' },
    keyEncodingOutputParameter,
    passwordEncodingParameter,
    { ...seedParameter, description: 'Optional seed for the random salt (reproducible output for tests). Never for real passwords.' },
  ],
  outputDescription: 'The derived key, the salt used (hex), the parameters and the memory they need.',
  outputSchema: {
    type: 'object',
    properties: {
      key: { type: 'string', description: 'The derived key in the output encoding.' },
      salt: { type: 'string', pattern: '^[0-9a-f]*$', description: 'The salt used, in hex.' },
      randomSalt: { type: 'boolean' },
      N: { type: 'integer' },
      r: { type: 'integer' },
      p: { type: 'integer' },
      length: { type: 'integer' },
      memoryBytes: { type: 'integer', description: 'Memory the derivation needs: 128·N·r bytes.' },
    },
    required: ['key', 'salt', 'randomSalt', 'N', 'r', 'p', 'length', 'memoryBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'key',
  example: {
    input: { password: 'password', salt: 'NaCl', N: 1024, r: 8, p: 1, length: 32 },
    output: {
      key: '27b418c674c769d12501fbb1f53bac32df6514c0f28d043872b148b348961a79',
      salt: '4e61436c',
      randomSalt: false,
      N: 1024,
      r: 8,
      p: 1,
      length: 32,
      memoryBytes: 1048576,
    },
    description: 'A 256-bit key from "password" with the RFC 7914 salt "NaCl" and N=1024, r=8, p=1.',
  },
  relatedTools: ['pbkdf2-key-derivation', 'argon2-hash', 'hkdf-key-derivation'],
});
