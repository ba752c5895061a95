import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'pem-jwk-converter',
  name: 'PEM ↔ JWK Converter',
  description:
    'Convert keys between PEM and JSON Web Key (RFC 7517) in both directions: PEM in (SPKI, PKCS#8, PKCS#1 RSA, SEC1 EC, or the public key of a certificate or CSR) gives a JWK with its RFC 7638 thumbprint; a JWK in gives PEM (SPKI for public keys, PKCS#8 for private ones). RSA, EC P-256/384/521, Ed25519 and X25519. Keys never leave the browser.',
  category: 'converters',
  tags: ['jwk', 'pem', 'keys', 'crypto'],
  keywords: ['pem to jwk', 'jwk to pem', 'json web key', 'rsa pem to jwk', 'ec jwk', 'jwks', 'pkcs8 to jwk', 'spki', 'convert public key', 'jwk thumbprint', 'kid'],
  method: 'POST',
  parameters: [
    { name: 'key', type: 'textarea', label: 'Key (PEM or JWK)', description: 'A PEM block, base64 DER, or a JWK as JSON. The direction follows from the input.', required: true, validation: { maxLength: 100_000 } },
    { name: 'publicOnly', type: 'boolean', label: 'Public key only', description: 'For a private key, output only its public part.', required: false, defaultValue: false },
  ],
  outputDescription: 'The converted key (JWK JSON or PEM), both forms, the key type and size, and the JWK thumbprint.',
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'The converted key: JWK JSON for PEM input, PEM for JWK input.' },
      jwk: { type: 'object', description: 'The key as a JWK (public only when asked).' },
      pem: { type: 'string', description: 'The key as PEM (SPKI or PKCS#8).' },
      type: { type: 'string', enum: ['public', 'private'], description: 'The type of the key output.' },
      algorithm: { type: 'string', enum: ['RSA', 'EC', 'Ed25519', 'X25519'] },
      curve: { type: ['string', 'null'] },
      bits: { type: 'integer' },
      thumbprint: { type: 'string', description: 'RFC 7638 SHA-256 JWK thumbprint (base64url), a common "kid".' },
      source: { type: 'string', description: 'The input format read.' },
    },
    required: ['output', 'jwk', 'pem', 'type', 'algorithm', 'curve', 'bits', 'thumbprint', 'source'],
    additionalProperties: false,
  },
  primaryOutput: 'output',
  display: { jwk: 'json', output: { as: 'code' } },
  live: false,
  example: {
    input: { key: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\n-----END PUBLIC KEY-----' },
    output: {
      output: '{\n  "kty": "OKP",\n  "crv": "Ed25519",\n  "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"\n}',
      jwk: { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' },
      pem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\n-----END PUBLIC KEY-----\n',
      type: 'public',
      algorithm: 'Ed25519',
      curve: null,
      bits: 255,
      thumbprint: 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
      source: 'SPKI',
    },
    description: 'The RFC 8037 Ed25519 example public key, PEM to JWK.',
  },
  handles: [{ kind: 'pem-public-key' }, { kind: 'pem-private-key' }],
  relatedTools: ['public-key-extractor', 'jwt-verifier', 'rsa-key-pair-generator'],
});
