import { defineDefinition } from '@ctp/core';
import { hashInputEncodingParameter, hashInputParameter } from '../../_shared/hash-parameters.js';

export default defineDefinition({
  id: 'fletcher-checksum',
  name: 'Fletcher Checksum (16/32/64)',
  description:
    'Compute Fletcher\'s checksum: Fletcher-16 (bytes, mod 255), Fletcher-32 (16-bit words, mod 65535) or Fletcher-64 (32-bit words, mod 2^32-1), or all three. Words are read little-endian (as the common C implementation on x86 does) or big-endian, and a short final word is zero-padded. Input as UTF-8 text, hex or base64 (up to 1,000,000 characters). Adler-32 is in the checksum calculator.',
  category: 'generators',
  tags: ['checksum', 'fletcher', 'integrity', 'embedded'],
  keywords: ['fletcher16', 'fletcher-16', 'fletcher32', 'fletcher-32', 'fletcher64', 'fletcher-64', 'position-dependent checksum', 'rfc 1146', 'zfs fletcher4', 'osi checksum'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    hashInputParameter,
    {
      name: 'variant',
      type: 'select',
      label: 'Variant',
      description: 'Fletcher-16, -32 or -64, or all three.',
      required: false,
      defaultValue: 'fletcher16',
      options: [
        { value: 'fletcher16', label: 'Fletcher-16' },
        { value: 'fletcher32', label: 'Fletcher-32' },
        { value: 'fletcher64', label: 'Fletcher-64' },
        { value: 'all', label: 'All three' },
      ],
    },
    {
      name: 'byteOrder',
      type: 'select',
      label: 'Word byte order',
      description: 'How Fletcher-32/64 read 16/32-bit words from the bytes: little-endian (the usual C code on x86 and the published examples) or big-endian.',
      required: false,
      defaultValue: 'little',
      options: [
        { value: 'little', label: 'Little-endian' },
        { value: 'big', label: 'Big-endian' },
      ],
    },
    hashInputEncodingParameter,
  ],
  outputDescription: 'The checksum in hex (zero-padded) and decimal, one row per variant, and the number of bytes.',
  outputSchema: {
    type: 'object',
    properties: {
      checksum: { type: 'string', description: 'The checksum in hex; with "all", one "NAME  hex" line per variant.' },
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            variant: { type: 'string', enum: ['fletcher16', 'fletcher32', 'fletcher64'] },
            hex: { type: 'string', pattern: '^[0-9a-f]+$' },
            decimal: { type: 'string', pattern: '^[0-9]+$', description: 'Decimal value (text: Fletcher-64 exceeds JSON numbers).' },
          },
          required: ['variant', 'hex', 'decimal'],
          additionalProperties: false,
        },
      },
      inputBytes: { type: 'integer', minimum: 0 },
    },
    required: ['checksum', 'results', 'inputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'checksum',
  example: {
    input: { input: 'abcde', variant: 'all' },
    output: {
      checksum: 'Fletcher-16  c8f0\nFletcher-32  f04fc729\nFletcher-64  c8c6c527646362c6',
      results: [
        { variant: 'fletcher16', hex: 'c8f0', decimal: '51440' },
        { variant: 'fletcher32', hex: 'f04fc729', decimal: '4031760169' },
        { variant: 'fletcher64', hex: 'c8c6c527646362c6', decimal: '14467467625952928454' },
      ],
      inputBytes: 5,
    },
    description: 'All three Fletcher checksums of "abcde" (the published examples).',
  },
  relatedTools: ['checksum-calculator', 'crc-calculator'],
});
