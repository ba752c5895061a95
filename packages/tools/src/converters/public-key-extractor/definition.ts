import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'public-key-extractor',
  name: 'Public Key Extractor & Fingerprint',
  description:
    'Get the public key out of a certificate, a CSR or a private key (PKCS#8, PKCS#1 RSA, SEC1 EC, JWK) as SPKI PEM and JWK, with its fingerprints: SHA-256 of the SPKI in hex and base64 (the HPKP / certificate-pinning "pin-sha256"), and the RFC 7638 JWK thumbprint. Tells you whether a key and a certificate belong together by comparing fingerprints. Runs locally.',
  category: 'converters',
  tags: ['keys', 'pem', 'certificate', 'crypto'],
  keywords: ['public key from private key', 'extract public key', 'public key from certificate', 'spki fingerprint', 'pin-sha256', 'hpkp pin', 'key fingerprint', 'openssl pkey -pubout', 'does key match certificate', 'csr public key'],
  method: 'POST',
  parameters: [
    { name: 'input', type: 'textarea', label: 'Certificate, CSR or key', description: 'A PEM block (CERTIFICATE, CERTIFICATE REQUEST, PRIVATE KEY, RSA/EC PRIVATE KEY, PUBLIC KEY), base64 DER, or a JWK.', required: true, validation: { maxLength: 100_000 } },
  ],
  outputDescription: 'The public key as PEM and JWK, its algorithm and size, and its SHA-256 fingerprints.',
  outputSchema: {
    type: 'object',
    properties: {
      publicKeyPem: { type: 'string', description: 'The SubjectPublicKeyInfo as PEM (what openssl pkey -pubout prints).' },
      jwk: { type: 'object', description: 'The public key as a JWK.' },
      algorithm: { type: 'string', enum: ['RSA', 'EC', 'Ed25519', 'X25519'] },
      curve: { type: ['string', 'null'] },
      bits: { type: 'integer' },
      spkiSha256: { type: 'string', description: 'SHA-256 of the DER SPKI, colon-separated hex.' },
      pinSha256: { type: 'string', description: 'SHA-256 of the DER SPKI in base64: the pin-sha256 value of HPKP and certificate pinning.' },
      jwkThumbprint: { type: 'string', description: 'RFC 7638 SHA-256 thumbprint (base64url).' },
      source: { type: 'string', description: 'What the input was.' },
    },
    required: ['publicKeyPem', 'jwk', 'algorithm', 'curve', 'bits', 'spkiSha256', 'pinSha256', 'jwkThumbprint', 'source'],
    additionalProperties: false,
  },
  primaryOutput: 'publicKeyPem',
  display: { jwk: 'json', publicKeyPem: { as: 'code' } },
  live: false,
  example: {
    input: { input: '{"kty":"OKP","crv":"Ed25519","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}' },
    output: {
      publicKeyPem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\n-----END PUBLIC KEY-----\n',
      jwk: { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' },
      algorithm: 'Ed25519',
      curve: null,
      bits: 255,
      spkiSha256: '06:E3:FD:8F:DA:29:BB:60:AB:59:55:7D:E6:1E:DB:0A:EC:DB:23:11:34:BE:30:E7:5B:45:5F:8E:1B:79:2F:A9',
      pinSha256: 'BuP9j9opu2CrWVV95h7bCuzbIxE0vjDnW0Vfjht5L6k=',
      jwkThumbprint: 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
      source: 'JWK',
    },
    description: 'The public half of the RFC 8037 Ed25519 example private key.',
  },
  handles: [{ kind: 'pem-certificate' }, { kind: 'pem-csr' }, { kind: 'pem-private-key' }],
  relatedTools: ['pem-jwk-converter', 'x509-certificate-decoder', 'csr-decoder'],
});
