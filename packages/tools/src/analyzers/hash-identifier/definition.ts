import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'hash-identifier',
  name: 'Hash Identifier',
  description:
    'Identify the type of a hash from its shape, like hashid and hash-identifier: modular-crypt strings (bcrypt, Argon2, md5crypt, sha512crypt, yescrypt), framework formats (Django, phpass/WordPress, Drupal, passlib, LDAP {SSHA}, MySQL, MSSQL, Cisco), captures (NetNTLMv1/v2, Kerberoast) and bare hex or base64 digests by length (MD5/NTLM, SHA-1, SHA-256…). Ranked candidates with hashcat modes and John the Ripper formats. It only looks at the text; nothing is cracked.',
  category: 'analyzers',
  tags: ['hash', 'security', 'identify', 'password'],
  keywords: ['hashid', 'hash-identifier', 'identify hash', 'what hash is this', 'hash type', 'hashcat mode', 'john format', 'hash analyzer', 'ntlm or md5', 'bcrypt', 'sha512crypt', 'shadow hash'],
  method: 'POST',
  parameters: [
    {
      name: 'hash',
      type: 'textarea',
      label: 'Hash',
      description: 'One hash as found (a line from a dump may include a "user:" prefix; it is ignored when the rest is a known format).',
      required: true,
      placeholder: '$6$rounds=5000$saltsalt$…',
      validation: { maxLength: 10_000 },
    },
  ],
  outputDescription: 'The likeliest type, the recognised format and encoding, the digest size, and every candidate with hashcat mode and John format.',
  outputSchema: {
    type: 'object',
    properties: {
      likely: { type: ['string', 'null'], description: 'The most likely hash type, or null when nothing fits.' },
      format: { type: 'string', description: 'What the text looks like (e.g. "hex, 32 digits (16 bytes)" or "SHA-512-crypt (modular crypt)").' },
      encoding: { type: 'string', enum: ['structured', 'hex', 'base64', 'unknown'], description: 'structured: a format with its own layout; hex/base64: a bare digest.' },
      digestBytes: { type: ['integer', 'null'], description: 'Size of a bare digest in bytes.' },
      candidates: {
        type: 'array',
        description: 'Possible types, likeliest first.',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            hashcat: { type: ['integer', 'null'], description: 'hashcat -m mode.' },
            john: { type: ['string', 'null'], description: 'John the Ripper --format.' },
            confidence: { type: 'string', enum: ['high', 'medium', 'low'] },
          },
          required: ['name', 'hashcat', 'john', 'confidence'],
          additionalProperties: false,
        },
      },
    },
    required: ['likely', 'format', 'encoding', 'digestBytes', 'candidates'],
    additionalProperties: false,
  },
  primaryOutput: 'likely',
  handles: [{ kind: 'hash-digest' }],
  example: {
    input: { hash: '$2y$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy' },
    output: {
      likely: 'bcrypt',
      format: 'bcrypt (modular crypt)',
      encoding: 'structured',
      digestBytes: null,
      candidates: [{ name: 'bcrypt', hashcat: 3200, john: 'bcrypt', confidence: 'high' }],
    },
    description: 'A PHP password_hash() bcrypt string.',
  },
  relatedTools: ['multi-hash-generator', 'bcrypt-hash', 'unix-crypt-hash'],
  aiInstructions: 'A 32-hex-digit value is ambiguous (MD5, NTLM, MD4, LM): say so. To confirm a bare digest when the plaintext is known, hash it with multi-hash-generator and its "find" parameter.',
});
