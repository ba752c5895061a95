import { defineDefinition } from '@ctp/core';

const ALGORITHM_IDS = ['crc32', 'crc32c', 'adler32', 'fnv1a32', 'fnv1a64', 'sum8', 'sum16'];

export default defineDefinition({
  id: 'checksum-calculator',
  name: 'Checksum Calculator',
  description:
    'Compute non-cryptographic checksums of text or bytes: CRC-32 (IEEE 802.3, as in zip/gzip/PNG), CRC-32C (Castagnoli, as in iSCSI/ext4/SCTP), Adler-32 (zlib), FNV-1a 32 and 64, and simple 8-bit and 16-bit byte sums — one or all at once, in hex and decimal. Input as UTF-8 text, hex or base64 (up to 1,000,000 characters). For integrity against tampering use a cryptographic hash instead.',
  category: 'generators',
  tags: ['checksum', 'crc', 'hash', 'integrity'],
  keywords: ['crc32', 'crc-32', 'crc32c', 'castagnoli', 'adler32', 'adler-32', 'fnv', 'fnv-1a', 'fnv1a', 'checksum', 'byte sum', 'cksum', 'zlib', 'error detection'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'Input',
      description: 'The text or encoded bytes to checksum. Empty checksums zero bytes (CRC-32 00000000).',
      required: false,
      defaultValue: '',
      placeholder: '123456789',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'algorithm',
      type: 'select',
      label: 'Algorithm',
      description: 'Which checksum to compute, or all of them.',
      required: false,
      defaultValue: 'all',
      options: [
        { value: 'all', label: 'All' },
        { value: 'crc32', label: 'CRC-32 (IEEE)' },
        { value: 'crc32c', label: 'CRC-32C (Castagnoli)' },
        { value: 'adler32', label: 'Adler-32' },
        { value: 'fnv1a32', label: 'FNV-1a 32-bit' },
        { value: 'fnv1a64', label: 'FNV-1a 64-bit' },
        { value: 'sum8', label: 'Sum of bytes mod 2^8' },
        { value: 'sum16', label: 'Sum of bytes mod 2^16' },
      ],
    },
    {
      name: 'inputEncoding',
      type: 'select',
      label: 'Input encoding',
      description: 'How to turn the input into bytes: UTF-8 text, hex (spaces, colons, 0x allowed) or base64 (standard or URL-safe).',
      required: false,
      defaultValue: 'utf8',
      options: [
        { value: 'utf8', label: 'Text (UTF-8)' },
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
      ],
      aiHint: 'Keep utf8 for ordinary text. Use hex or base64 only when the input is an encoding of binary data.',
    },
    {
      name: 'uppercase',
      type: 'boolean',
      label: 'Uppercase hex',
      description: 'Write hex digits in upper case (CBF43926 instead of cbf43926).',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The checksum(s) in hex (zero-padded to the algorithm width) and decimal, and the number of input bytes.',
  outputSchema: {
    type: 'object',
    properties: {
      checksum: { type: 'string', description: 'The hex checksum of the chosen algorithm; with "all", one "Name  hex" line per algorithm.' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes checksummed (after decoding the input).' },
      results: {
        type: 'array',
        description: 'One entry per computed algorithm.',
        items: {
          type: 'object',
          properties: {
            algorithm: { type: 'string', enum: ALGORITHM_IDS, description: 'Algorithm id.' },
            name: { type: 'string', description: 'Algorithm display name.' },
            bits: { type: 'integer', enum: [8, 16, 32, 64], description: 'Checksum width in bits.' },
            hex: { type: 'string', pattern: '^[0-9a-fA-F]+$', description: 'The checksum in hex, zero-padded to bits/4 digits.' },
            decimal: { type: 'string', pattern: '^[0-9]+$', description: 'The checksum as an unsigned decimal integer (a string, since 64-bit values exceed JSON number precision).' },
          },
          required: ['algorithm', 'name', 'bits', 'hex', 'decimal'],
          additionalProperties: false,
        },
      },
    },
    required: ['checksum', 'byteLength', 'results'],
    additionalProperties: false,
  },
  primaryOutput: 'checksum',
  stream: { parameter: 'input', input: 'bytes', output: 'none', when: { inputEncoding: ['utf8'] } },
  example: {
    input: { input: '123456789' },
    output: {
      "checksum": "CRC-32      cbf43926\nCRC-32C     e3069283\nAdler-32    091e01de\nFNV-1a 32   bb86b11c\nFNV-1a 64   06d5573923c6cdfc\nSum 8-bit   dd\nSum 16-bit  01dd",
      "byteLength": 9,
      "results": [
        {
          "algorithm": "crc32",
          "name": "CRC-32",
          "bits": 32,
          "hex": "cbf43926",
          "decimal": "3421780262"
        },
        {
          "algorithm": "crc32c",
          "name": "CRC-32C",
          "bits": 32,
          "hex": "e3069283",
          "decimal": "3808858755"
        },
        {
          "algorithm": "adler32",
          "name": "Adler-32",
          "bits": 32,
          "hex": "091e01de",
          "decimal": "152961502"
        },
        {
          "algorithm": "fnv1a32",
          "name": "FNV-1a 32",
          "bits": 32,
          "hex": "bb86b11c",
          "decimal": "3146166556"
        },
        {
          "algorithm": "fnv1a64",
          "name": "FNV-1a 64",
          "bits": 64,
          "hex": "06d5573923c6cdfc",
          "decimal": "492395637191921148"
        },
        {
          "algorithm": "sum8",
          "name": "Sum 8-bit",
          "bits": 8,
          "hex": "dd",
          "decimal": "221"
        },
        {
          "algorithm": "sum16",
          "name": "Sum 16-bit",
          "bits": 16,
          "hex": "01dd",
          "decimal": "477"
        }
      ]
    },
    description: 'The standard check string: CRC-32 cbf43926, CRC-32C e3069283, Adler-32 091e01de.',
  },
  relatedTools: ['hash-generator'],
  aiInstructions:
    'Pass the data in "input"; set inputEncoding to hex or base64 for binary data. algorithm "all" (default) returns every checksum; pick one to get just its hex in "checksum". CRC-32 is the zip/gzip/PNG CRC; CRC-32C is the iSCSI/ext4 one. Sum 8/16 is the plain sum of bytes modulo 256/65536. These are not secure hashes.',
});
