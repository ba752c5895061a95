import { defineDefinition } from '@ctp/core';
import { digestEncodingParameter, digestOutputProperties, hashInputEncodingParameter, hashInputParameter } from '../../_shared/hash-parameters.js';

export default defineDefinition({
  id: 'sha2-hash',
  name: 'SHA-2 Hash (SHA-224, SHA-512/256…)',
  description:
    'Compute any member of the SHA-2 family (FIPS 180-4): SHA-224, SHA-256, SHA-384, SHA-512 and the truncated SHA-512/224 and SHA-512/256 (faster than SHA-256 on 64-bit machines, immune to length extension), or all six at once. Input as UTF-8 text, hex or base64 (up to 1,000,000 characters); digest as hex, base64 or base64url.',
  category: 'generators',
  tags: ['hash', 'sha2', 'crypto', 'digest'],
  keywords: ['sha224', 'sha-224', 'sha512/256', 'sha-512/256', 'sha512_256', 'sha512/224', 'sha-512/224', 'sha256', 'sha384', 'sha512', 'fips 180-4', 'sha224sum', 'sha-2 family', 'truncated sha512'],
  method: 'POST',
  parameters: [
    hashInputParameter,
    {
      name: 'algorithm',
      type: 'select',
      label: 'Algorithm',
      description: 'The SHA-2 variant, or "all" for every one at once.',
      required: false,
      defaultValue: 'sha224',
      options: [
        { value: 'sha224', label: 'SHA-224' },
        { value: 'sha256', label: 'SHA-256' },
        { value: 'sha384', label: 'SHA-384' },
        { value: 'sha512', label: 'SHA-512' },
        { value: 'sha512-224', label: 'SHA-512/224' },
        { value: 'sha512-256', label: 'SHA-512/256' },
        { value: 'all', label: 'All six' },
      ],
    },
    hashInputEncodingParameter,
    digestEncodingParameter,
  ],
  outputDescription: 'The digest (or one line per variant for "all"), every digest by variant, its size and the bytes hashed.',
  outputSchema: {
    type: 'object',
    properties: {
      digest: { type: 'string', description: 'The digest; for "all", one "NAME  digest" line per variant.' },
      algorithm: { type: 'string', enum: ['sha224', 'sha256', 'sha384', 'sha512', 'sha512-224', 'sha512-256', 'all'] },
      digests: {
        type: 'array',
        description: 'Every computed digest.',
        items: {
          type: 'object',
          properties: { algorithm: { type: 'string' }, name: { type: 'string' }, bits: digestOutputProperties.bits, digest: { type: 'string' } },
          required: ['algorithm', 'name', 'bits', 'digest'],
          additionalProperties: false,
        },
      },
      inputBytes: digestOutputProperties.inputBytes,
    },
    required: ['digest', 'algorithm', 'digests', 'inputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'digest',
  annotations: { idempotentHint: true },
  example: {
    input: { input: 'abc', algorithm: 'sha512-256' },
    output: {
      digest: '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23',
      algorithm: 'sha512-256',
      digests: [{ algorithm: 'sha512-256', name: 'SHA-512/256', bits: 256, digest: '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23' }],
      inputBytes: 3,
    },
    description: 'SHA-512/256 of "abc" (the FIPS 180-4 example).',
  },
  relatedTools: ['hash-generator', 'sha3-keccak-hash', 'multi-hash-generator'],
  aiInstructions:
    'Pass the data exactly (no trimming). SHA-512/256 is not SHA-512 cut to 64 hex digits: it uses its own initial values, so always compute it here. Use inputEncoding hex/base64 only for encoded binary.',
});
