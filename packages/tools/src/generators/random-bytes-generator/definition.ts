import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'random-bytes-generator',
  name: 'Random Bytes Generator',
  description:
    'Generate 1–4096 cryptographically secure random bytes (Web Crypto getRandomValues) as hex, Base64, base64url or a byte array — for keys, salts, IVs, nonces and tokens. Like `openssl rand -hex 32`. An optional seed makes the output reproducible (for tests only: seeded bytes are predictable).',
  category: 'generators',
  primaryOutput: 'values',
  tags: ['random', 'bytes', 'security', 'generator'],
  keywords: ['openssl rand', 'random hex', 'secure random', 'csprng', 'getRandomValues', 'nonce', 'salt', 'iv', 'secret key', 'api key', 'token', 'entropy', 'crypto.randomBytes'],
  method: 'GET',
  parameters: [
    {
      name: 'length',
      type: 'number',
      label: 'Bytes',
      description: 'Number of random bytes (1–4096). 16 = 128 bits, 32 = 256 bits.',
      required: false,
      defaultValue: 32,
      validation: { min: 1, max: 4096, step: 1 },
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      description: 'How to show the bytes: lowercase hex, standard Base64, unpadded base64url, or an array of numbers 0–255.',
      required: false,
      defaultValue: 'hex',
      options: [
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
        { value: 'base64url', label: 'base64url (no padding)' },
        { value: 'array', label: 'Byte array' },
      ],
    },
    {
      name: 'count',
      type: 'number',
      label: 'How many',
      description: 'Number of independent values to generate (1–100).',
      required: false,
      defaultValue: 1,
      validation: { min: 1, max: 100, step: 1 },
      group: 'advanced',
    },
    seedParameter,
  ],
  outputDescription: 'The random values in the chosen format, their byte length and bits of entropy.',
  outputSchema: {
    type: 'object',
    properties: {
      values: {
        type: 'array',
        description: 'One entry per value: a string (hex, base64, base64url) or an array of byte values (array format).',
        items: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'integer', minimum: 0, maximum: 255 } }] },
        minItems: 1,
        maxItems: 100,
      },
      length: { type: 'integer', minimum: 1, maximum: 4096, description: 'Bytes per value.' },
      bits: { type: 'integer', minimum: 8, description: 'Bits per value (length × 8).' },
      format: { type: 'string', enum: ['hex', 'base64', 'base64url', 'array'], description: 'The format used.' },
    },
    required: ['values', 'length', 'bits', 'format'],
    additionalProperties: false,
  },
  annotations: { idempotentHint: false },
  example: {
    input: { length: 16, format: 'hex', seed: 'example' },
    output: { values: ['668b3355a4c2d805de5c5920ac3478c0'], length: 16, bits: 128, format: 'hex' },
    description: '16 random bytes (128 bits) as hex, seeded here only so the example reproduces.',
  },
  relatedTools: ['password-generator', 'random-string-generator', 'uuid-generator'],
  aiInstructions:
    'Call with no input for 32 bytes (256 bits) as hex, like `openssl rand -hex 32`. Use format base64url for URL-safe tokens. Never set a seed for keys, salts, IVs or tokens that will actually be used: seeded output is predictable.',
});
