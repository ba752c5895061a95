import { defineDefinition } from '@ctp/core';
import { dnsTagsSchema, dnsIssuesSchema } from '../../_shared/dns-record-schema.js';

const P = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA4NkPZQxQCa5V/bRGAicrKL+/2+nRVIspzZMgx89iGmdAz0ST3zrRjoBPbAKQjEgKSocc6EbAufhlN0ZhRDsehyvdUi2PYwEm5VLv6dFT5k5xRlMB5pPaHyBCdQ09qQwZGEFiDCzyXQCjsLjOP9A/Do+8jlMm1DQKwuNAdEvTqSSbiWtCJ9+3O44bmFNI0McjRnTtFsMKR321yLpH/R3DJpn0hX9NuUcFYWWh1t3O0bek1cbrSqrx3zvE3qoYiUWflmO9t3N4k9eA5pIgtEJY+ZCz6PnkQ5Rnhm22x0v/tQDUsvphamGCMyrT4ob7MkOGTY7ze7x1EcrPwPczyDDPEQIDAQAB';

export default defineDefinition({
  id: 'dkim-record-parser',
  name: 'DKIM Record Checker',
  description:
    'Parse and check a DKIM public-key record (the TXT record at selector._domainkey.example.com, RFC 6376): every tag explained (v, k, p, t, h, s, n), the public key read (RSA size or Ed25519, RFC 8463) and given back as PEM, and the problems receivers act on: revoked key (empty p=), testing mode (t=y), RSA keys under 2048 bits (under 1024 are refused, RFC 8301), SHA-1, broken base64, duplicate or unknown tags, TXT strings over 255 characters. Offline: nothing is looked up.',
  category: 'analyzers',
  tags: ['dkim', 'email', 'dns', 'security', 'deliverability'],
  keywords: ['dkim checker', 'dkim record', 'dkim validator', 'dkim parser', 'v=dkim1', '_domainkey', 'dkim key length', 'dkim public key', 'dkim selector', 'email authentication', 'dkim 2048'],
  method: 'POST',
  parameters: [
    { name: 'record', type: 'textarea', label: 'DKIM record', description: 'The TXT record text, e.g. v=DKIM1; k=rsa; p=MIIBIj… (quoted, split strings and zone-file lines are fine).', required: true, placeholder: 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA…', validation: { maxLength: 10000 } },
  ],
  outputDescription: 'The key type and size, the tags explained, the public key as PEM and the issues.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'No errors (warnings may remain).' },
      summary: { type: 'string' },
      keyType: { type: 'string', description: 'The k= key type: rsa (the default) or ed25519.' },
      keyBits: { type: 'integer', minimum: 0, description: 'RSA modulus size, 256 for Ed25519, 0 when the key is revoked or unreadable.' },
      testing: { type: 'boolean', description: 't=y: the domain is testing DKIM.' },
      revoked: { type: 'boolean', description: 'p= is empty: the key is revoked.' },
      publicKeyPem: { type: 'string', description: 'The public key as an SPKI PEM block ("" when revoked or unreadable).' },
      tags: dnsTagsSchema,
      issues: dnsIssuesSchema,
    },
    required: ['valid', 'summary', 'keyType', 'keyBits', 'testing', 'revoked', 'publicKeyPem', 'tags', 'issues'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  display: { publicKeyPem: { as: 'code', language: 'text' } },
  example: {
    input: { record: `v=DKIM1; k=rsa; t=y; p=${P}` },
    output: {
      valid: true,
      summary: 'Valid DKIM key: RSA 2048-bit, testing mode (t=y)',
      keyType: 'rsa',
      keyBits: 2048,
      testing: true,
      revoked: false,
      publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${P.replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----\n`,
      tags: [
        { tag: 'v', value: 'DKIM1', meaning: 'DKIM key record, version 1.' },
        { tag: 'k', value: 'rsa', meaning: 'Key type RSA (rsa-sha256 signatures).' },
        { tag: 't', value: 'y', meaning: 'y: testing mode, receivers treat mail signed with this key like unsigned mail when the signature fails.' },
        { tag: 'p', value: P, meaning: 'The public key: RSA, 2048 bits.' },
      ],
      issues: [{ severity: 'warning', message: 't=y: the domain is testing DKIM, so receivers do not act on failures; remove the flag once signatures verify.' }],
    },
    description: 'A 2048-bit RSA key published in testing mode.',
  },
  relatedTools: ['spf-record-parser', 'dmarc-record-parser', 'public-key-extractor', 'pem-jwk-converter'],
  aiInstructions: 'Give the TXT value only (what is published at <selector>._domainkey.<domain>); this tool does not look up DNS. The key size of p= is computed from the key itself.',
});
