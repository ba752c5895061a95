import { defineDefinition } from '@ctp/core';
import { hashInputEncodingParameter, hashInputParameter } from '../../_shared/hash-parameters.js';

export default defineDefinition({
  id: 'xxhash-generator',
  name: 'xxHash (XXH32, XXH64, XXH3, XXH128)',
  description:
    'Compute the fast non-cryptographic xxHash family: XXH32, XXH64, XXH3 (64-bit) and XXH128, with an optional seed, printed the way xxhsum prints them (canonical big-endian hex) and as a decimal integer. Input as UTF-8 text, hex or base64 (up to 1,000,000 characters). For hash tables, deduplication and file checksums, not for security.',
  category: 'generators',
  tags: ['hash', 'xxhash', 'checksum', 'non-cryptographic'],
  keywords: ['xxhash', 'xxh32', 'xxh64', 'xxh3', 'xxh3_64bits', 'xxh128', 'xxhsum', 'fast hash', 'non-cryptographic hash', 'seed'],
  method: 'POST',
  parameters: [
    hashInputParameter,
    {
      name: 'algorithm',
      type: 'select',
      label: 'Algorithm',
      description: 'Which xxHash variant, or all four.',
      required: false,
      defaultValue: 'xxh64',
      options: [
        { value: 'xxh32', label: 'XXH32 (32-bit)' },
        { value: 'xxh64', label: 'XXH64 (64-bit)' },
        { value: 'xxh3', label: 'XXH3 (64-bit)' },
        { value: 'xxh128', label: 'XXH128 (128-bit)' },
        { value: 'all', label: 'All four' },
      ],
    },
    {
      name: 'seed',
      type: 'text',
      label: 'Seed',
      description: 'The seed as a decimal integer or 0x hex: up to 2^32-1 for XXH32, 2^64-1 for the others. Default 0 (what xxhsum uses).',
      required: false,
      defaultValue: '0',
      validation: { maxLength: 24, pattern: '^\\s*(0[xX][0-9a-fA-F]+|[0-9]+)\\s*$' },
    },
    hashInputEncodingParameter,
  ],
  outputDescription: 'The hash in hex (xxhsum\'s canonical form), one row per variant with hex and decimal, and the bytes hashed.',
  outputSchema: {
    type: 'object',
    properties: {
      digest: { type: 'string', description: 'The hash in hex; with "all", one "NAME  hex" line per variant.' },
      hashes: {
        type: 'array',
        description: 'One row per variant.',
        items: {
          type: 'object',
          properties: {
            algorithm: { type: 'string', enum: ['xxh32', 'xxh64', 'xxh3', 'xxh128'] },
            bits: { type: 'integer', enum: [32, 64, 128] },
            hex: { type: 'string', pattern: '^[0-9a-f]+$' },
            decimal: { type: 'string', pattern: '^[0-9]+$', description: 'Unsigned decimal value (text: 64- and 128-bit values exceed JSON numbers).' },
          },
          required: ['algorithm', 'bits', 'hex', 'decimal'],
          additionalProperties: false,
        },
      },
      seed: { type: 'string', pattern: '^[0-9]+$', description: 'The seed used, in decimal.' },
      inputBytes: { type: 'integer', minimum: 0 },
    },
    required: ['digest', 'hashes', 'seed', 'inputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'digest',
  annotations: { idempotentHint: true },
  example: {
    input: { input: 'abc', algorithm: 'xxh3' },
    output: { digest: '78af5f94892f3950', hashes: [{ algorithm: 'xxh3', bits: 64, hex: '78af5f94892f3950', decimal: '8696274497037089104' }], seed: '0', inputBytes: 3 },
    description: 'XXH3 of "abc", as `xxhsum -H3` prints it.',
  },
  relatedTools: ['murmurhash3', 'checksum-calculator', 'crc-calculator'],
  aiInstructions: 'xxhsum -H0/-H1/-H2/-H3 are xxh32/xxh64/xxh128/xxh3. Seeds are unsigned integers (decimal or 0x hex).',
});
