import { defineDefinition } from '@ctp/core';

const DIGEST = { type: 'string', minLength: 1 } as const;

export default defineDefinition({
  id: 'hash-generator',
  name: 'Hash Generator',
  description:
    'Compute the MD5, SHA-1, SHA-256, SHA-384 or SHA-512 digest (checksum) of text or bytes, or all five at once. The input is read as UTF-8 text, hex or base64 (so binary data can be hashed exactly); the digest is returned as lowercase or uppercase hex, base64 or base64url. Up to 1,000,000 characters of input. MD5 and SHA-1 are broken for security: use them only for checksums and legacy systems.',
  category: 'generators',
  featured: true,
  tags: ['hash', 'checksum', 'crypto', 'digest'],
  keywords: ['md5', 'sha1', 'sha-1', 'sha256', 'sha-256', 'sha384', 'sha512', 'sha2', 'message digest', 'fingerprint', 'integrity', 'md5sum', 'sha256sum'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'Input',
      description: 'The data to hash, in the input encoding. Empty hashes the empty message.',
      required: false,
      defaultValue: '',
      placeholder: 'Hello, world!',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'algorithm',
      type: 'select',
      label: 'Algorithm',
      description: 'The hash function, or "all" for every digest at once.',
      required: false,
      defaultValue: 'sha256',
      options: [
        { value: 'md5', label: 'MD5', description: '128-bit, broken: checksums and legacy only' },
        { value: 'sha1', label: 'SHA-1', description: '160-bit, broken for collisions: legacy only' },
        { value: 'sha256', label: 'SHA-256', description: '256-bit SHA-2' },
        { value: 'sha384', label: 'SHA-384', description: '384-bit SHA-2' },
        { value: 'sha512', label: 'SHA-512', description: '512-bit SHA-2' },
        { value: 'all', label: 'All of them' },
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
      name: 'outputEncoding',
      type: 'select',
      label: 'Output encoding',
      description: 'How to write the digest: lowercase hex (as md5sum/sha256sum print it), uppercase hex, base64, or unpadded base64url.',
      required: false,
      defaultValue: 'hex',
      options: [
        { value: 'hex', label: 'Hex (lowercase)' },
        { value: 'hex-upper', label: 'Hex (uppercase)' },
        { value: 'base64', label: 'Base64' },
        { value: 'base64url', label: 'Base64url (no padding)' },
      ],
    },
  ],
  outputDescription: 'The digest (or, for "all", every digest by algorithm) and the number of bytes hashed.',
  outputSchema: {
    type: 'object',
    properties: {
      algorithm: { type: 'string', enum: ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'all'], description: 'The algorithm used.' },
      digest: { ...DIGEST, description: 'The digest in the output encoding (absent when algorithm is "all").' },
      digests: {
        type: 'object',
        description: 'Every digest in the output encoding, by algorithm (only when algorithm is "all").',
        properties: {
          md5: { ...DIGEST, description: 'MD5 digest.' },
          sha1: { ...DIGEST, description: 'SHA-1 digest.' },
          sha256: { ...DIGEST, description: 'SHA-256 digest.' },
          sha384: { ...DIGEST, description: 'SHA-384 digest.' },
          sha512: { ...DIGEST, description: 'SHA-512 digest.' },
        },
        required: ['md5', 'sha1', 'sha256', 'sha384', 'sha512'],
        additionalProperties: false,
      },
      inputBytes: { type: 'integer', minimum: 0, description: 'Number of bytes hashed (after decoding the input).' },
    },
    required: ['algorithm', 'inputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'digest',
  stream: { parameter: 'input', input: 'bytes', output: 'none', when: { inputEncoding: ['utf8'] } },
  annotations: { idempotentHint: true },
  example: {
    input: { input: 'hello world', algorithm: 'sha256' },
    output: {
      algorithm: 'sha256',
      digest: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
      inputBytes: 11,
    },
    description: 'SHA-256 of the UTF-8 text "hello world".',
  },
  relatedTools: ['hmac-generator', 'uuid-generator'],
  aiInstructions:
    'Put the data in "input" exactly as given (no trimming: whitespace and newlines change the digest). Use inputEncoding "hex" or "base64" only when the input is encoded binary. For a keyed signature (webhooks, JWT HS256) use hmac-generator instead. To verify a checksum, compare the returned digest to the expected one case-insensitively for hex.',
});
