import { defineDefinition } from '@ctp/core';
import { passwordParameter, saltEncodingParameter } from '../../_shared/kdf-parameters.js';
import { seedParameter } from '../../_shared/random.js';

const hashOnly = [{ field: 'mode', condition: 'equals' as const, value: 'hash' }];

export default defineDefinition({
  id: 'argon2-hash',
  name: 'Argon2 Hash Generator & Verifier',
  description:
    'Hash a password with Argon2id, Argon2i or Argon2d (RFC 9106, the Password Hashing Competition winner) and get the standard PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash) that PHP password_hash, libsodium, argon2-cffi and node-argon2 accept, or verify a password against such a string. Memory up to 256 MiB, iterations, parallelism, hash length, salt (random by default) and an optional secret (pepper). Runs in WebAssembly.',
  category: 'generators',
  tags: ['password', 'argon2', 'hash', 'kdf'],
  keywords: ['argon2', 'argon2id', 'argon2i', 'argon2d', 'rfc 9106', 'phc string', 'password hashing', 'password_hash argon2', 'verify argon2', 'pepper', 'memory hard'],
  method: 'POST',
  cost: 'heavy', // memory-hard: up to 256 MiB: servers run every call in the worker pool
  annotations: { idempotentHint: false },
  timeoutMs: 60_000,
  parameters: [
    passwordParameter,
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Hash a password, or verify one against an Argon2 PHC string.',
      required: false,
      defaultValue: 'hash',
      options: [
        { value: 'hash', label: 'Hash' },
        { value: 'verify', label: 'Verify' },
      ],
    },
    {
      name: 'encoded',
      type: 'text',
      label: 'Argon2 hash to verify',
      description: 'The PHC string to check the password against, e.g. $argon2id$v=19$m=19456,t=2,p=1$…$….',
      required: true,
      validation: { maxLength: 1000 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'verify' }],
    },
    {
      name: 'variant',
      type: 'select',
      label: 'Variant',
      description: 'Argon2id (recommended: resists side channels and GPU cracking), Argon2i or Argon2d.',
      required: false,
      defaultValue: 'argon2id',
      options: [
        { value: 'argon2id', label: 'Argon2id' },
        { value: 'argon2i', label: 'Argon2i' },
        { value: 'argon2d', label: 'Argon2d' },
      ],
      dependsOn: hashOnly,
    },
    { name: 'memory', type: 'number', label: 'Memory (KiB)', description: 'Memory cost m in KiB (8–262144). OWASP: 19456 (19 MiB) with t=2, p=1; RFC 9106 second choice 65536 with t=3, p=4.', required: false, defaultValue: 19_456, validation: { min: 8, max: 262_144, step: 1 }, dependsOn: hashOnly },
    { name: 'iterations', type: 'number', label: 'Iterations (t)', description: 'Time cost t (1–100 passes over memory).', required: false, defaultValue: 2, validation: { min: 1, max: 100, step: 1 }, dependsOn: hashOnly },
    { name: 'parallelism', type: 'number', label: 'Parallelism (p)', description: 'Lanes p (1–16); memory must be at least 8·p KiB.', required: false, defaultValue: 1, validation: { min: 1, max: 16, step: 1 }, dependsOn: hashOnly },
    { name: 'hashLength', type: 'number', label: 'Hash length (bytes)', description: 'Length of the hash (4–512 bytes; 32 is usual).', required: false, defaultValue: 32, validation: { min: 4, max: 512, step: 1 }, dependsOn: hashOnly },
    { name: 'salt', type: 'text', label: 'Salt', description: 'Salt of at least 8 bytes, in the salt encoding. Empty: 16 random bytes (recommended).', required: false, validation: { maxLength: 1000 }, dependsOn: hashOnly, group: 'advanced' },
    { ...saltEncodingParameter, dependsOn: hashOnly, group: 'advanced' },
    { name: 'secret', type: 'text', label: 'Secret / pepper (optional)', description: 'Optional secret key (UTF-8) mixed into the hash; it is not stored in the PHC string, so verifying needs it again.', required: false, validation: { maxLength: 1000 }, group: 'advanced' },
    { ...seedParameter, description: 'Optional seed for the random salt (reproducible output for tests). Never for real passwords.', dependsOn: hashOnly },
  ],
  outputDescription: 'Hash: the PHC string, the raw hash and salt, and the parameters. Verify: whether the password matches.',
  outputSchema: {
    type: 'object',
    properties: {
      encoded: { type: 'string', description: 'The PHC string (hash mode) or the one verified.' },
      valid: { type: ['boolean', 'null'], description: 'Verify mode: whether the password matches; null in hash mode.' },
      variant: { type: 'string', enum: ['argon2id', 'argon2i', 'argon2d'] },
      hash: { type: 'string', pattern: '^[0-9a-f]+$', description: 'The raw hash in hex.' },
      salt: { type: 'string', pattern: '^[0-9a-f]+$', description: 'The salt in hex.' },
      memory: { type: 'integer' },
      iterations: { type: 'integer' },
      parallelism: { type: 'integer' },
      version: { type: 'integer', description: 'Argon2 version (19 = 0x13, the current one; 16 = 0x10, the original).' },
    },
    required: ['encoded', 'valid', 'variant', 'hash', 'salt', 'memory', 'iterations', 'parallelism', 'version'],
    additionalProperties: false,
  },
  primaryOutput: 'encoded',
  example: {
    input: { password: 'password', salt: 'somesalt', memory: 256, iterations: 2, parallelism: 1, variant: 'argon2i' },
    output: {
      encoded: '$argon2i$v=19$m=256,t=2,p=1$c29tZXNhbHQ$iekCn0Y3spW+sCcFanM2xBT63UP2sghkUoHLIUpWRS8',
      valid: null,
      variant: 'argon2i',
      hash: '89e9029f4637b295beb027056a7336c414fadd43f6b208645281cb214a56452f',
      salt: '736f6d6573616c74',
      memory: 256,
      iterations: 2,
      parallelism: 1,
      version: 19,
    },
    description: 'A reference implementation test vector: "password" / "somesalt", m=256 KiB, t=2, p=1.',
  },
  relatedTools: ['bcrypt-hash', 'scrypt-key-derivation', 'hash-identifier'],
  aiInstructions: 'Hash: keep the defaults (Argon2id, OWASP parameters, random salt) unless told otherwise; return the whole PHC string. Verify: mode "verify", the password and the PHC string as encoded (plus the secret if one was used).',
});
