import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

const jwk = {
  type: 'object',
  properties: {
    kty: { type: 'string', enum: ['EC', 'OKP'] },
    crv: { type: 'string', enum: ['P-256', 'P-384', 'P-521', 'secp256k1', 'Ed25519'] },
    x: { type: 'string' },
    y: { type: 'string' },
    d: { type: 'string' },
  },
  required: ['kty', 'crv', 'x'],
  additionalProperties: false,
} as const;

export default defineDefinition({
  id: 'ecdsa-key-pair-generator',
  name: 'ECDSA / Ed25519 Key Pair Generator',
  description:
    'Generate an elliptic-curve key pair: ECDSA on P-256, P-384, P-521 (NIST, Web Crypto compatible) or secp256k1 (Bitcoin, Ethereum), or Ed25519 (EdDSA). Outputs the keys as PEM (SPKI public, PKCS#8 private), JWK and raw hex (with the compressed public point for ECDSA). Keys come from the platform CSPRNG (private scalar reduced per FIPS 186-5), using @noble/curves; an optional seed makes them reproducible for tests.',
  category: 'generators',
  tags: ['ecdsa', 'key', 'crypto', 'generator'],
  keywords: ['ec key pair', 'elliptic curve', 'p-256', 'prime256v1', 'secp256r1', 'p-384', 'p-521', 'secp256k1', 'ed25519', 'eddsa', 'pem', 'jwk', 'pkcs8', 'spki', 'openssl ecparam', 'es256', 'public key', 'private key'],
  method: 'GET',
  parameters: [
    {
      name: 'curve',
      type: 'select',
      label: 'Curve',
      description: 'P-256 (ES256, most common), P-384 (ES384), P-521 (ES512), secp256k1 (ES256K, Bitcoin/Ethereum) or Ed25519 (EdDSA).',
      required: false,
      defaultValue: 'P-256',
      options: [
        { value: 'P-256', label: 'P-256 (secp256r1)' },
        { value: 'P-384', label: 'P-384 (secp384r1)' },
        { value: 'P-521', label: 'P-521 (secp521r1)' },
        { value: 'secp256k1', label: 'secp256k1' },
        { value: 'Ed25519', label: 'Ed25519' },
      ],
    },
    { ...seedParameter, description: 'Optional seed the private key is derived from, for reproducible keys (tests, demos). Anyone with the seed has the private key: never use a seeded key for real.' },
  ],
  outputDescription: 'The key pair as PEM (SPKI / PKCS#8), JWK and hex, with the curve and its algorithm.',
  outputSchema: {
    type: 'object',
    properties: {
      curve: { type: 'string', enum: ['P-256', 'P-384', 'P-521', 'secp256k1', 'Ed25519'] },
      algorithm: { type: 'string', enum: ['ECDSA', 'EdDSA'], description: 'The signature scheme the key is for.' },
      jwsAlgorithm: { type: 'string', enum: ['ES256', 'ES384', 'ES512', 'ES256K', 'EdDSA'], description: 'The JOSE (JWT) algorithm name.' },
      publicKeyPem: { type: 'string', pattern: '^-----BEGIN PUBLIC KEY-----\\n', description: 'SubjectPublicKeyInfo (RFC 5480 / 8410) in PEM.' },
      privateKeyPem: { type: 'string', pattern: '^-----BEGIN PRIVATE KEY-----\\n', description: 'PKCS#8 (RFC 5208 / 5915 / 8410) in PEM.' },
      publicJwk: { ...jwk, description: 'The public key as a JWK (RFC 7517 / 8037).' },
      privateJwk: { ...jwk, description: 'The private key as a JWK (with d).' },
      privateKeyHex: { type: 'string', pattern: '^[0-9a-f]+$', description: 'The raw private key (ECDSA scalar, or the Ed25519 32-byte seed).' },
      publicKeyHex: { type: 'string', pattern: '^[0-9a-f]+$', description: 'The raw public key: uncompressed point 04‖x‖y for ECDSA, 32 bytes for Ed25519.' },
      publicKeyCompressedHex: { type: ['string', 'null'], description: 'ECDSA: the compressed point (02/03‖x); null for Ed25519.' },
    },
    required: ['curve', 'algorithm', 'jwsAlgorithm', 'publicKeyPem', 'privateKeyPem', 'publicJwk', 'privateJwk', 'privateKeyHex', 'publicKeyHex', 'publicKeyCompressedHex'],
    additionalProperties: false,
  },
  primaryOutput: 'privateKeyPem',
  annotations: { idempotentHint: false },
  example: {
    input: { curve: 'P-256', seed: 'example' },
    output: {
      curve: 'P-256',
      algorithm: 'ECDSA',
      jwsAlgorithm: 'ES256',
      publicKeyPem: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEGr+K7aKtHEbLX254J8QkZjWnW5yq\nqQryIKd551ZegTgPSYzagjfAGxauTKim1sQTuutfwgVoqb2f3ko3Z4DTSw==\n-----END PUBLIC KEY-----\n',
      privateKeyPem: '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg9WSN3lB7XZwoEbBq\nK69GRtdpMp+cGclB7mqE5Cirok6hRANCAAQav4rtoq0cRstfbngnxCRmNadbnKqp\nCvIgp3nnVl6BOA9JjNqCN8AbFq5MqKbWxBO661/CBWipvZ/eSjdngNNL\n-----END PRIVATE KEY-----\n',
      publicJwk: {
        kty: 'EC',
        crv: 'P-256',
        x: 'Gr-K7aKtHEbLX254J8QkZjWnW5yqqQryIKd551ZegTg',
        y: 'D0mM2oI3wBsWrkyoptbEE7rrX8IFaKm9n95KN2eA00s',
      },
      privateJwk: {
        kty: 'EC',
        crv: 'P-256',
        x: 'Gr-K7aKtHEbLX254J8QkZjWnW5yqqQryIKd551ZegTg',
        y: 'D0mM2oI3wBsWrkyoptbEE7rrX8IFaKm9n95KN2eA00s',
        d: '9WSN3lB7XZwoEbBqK69GRtdpMp-cGclB7mqE5Cirok4',
      },
      privateKeyHex: 'f5648dde507b5d9c2811b06a2baf4646d769329f9c19c941ee6a84e428aba24e',
      publicKeyHex: '041abf8aeda2ad1c46cb5f6e7827c4246635a75b9caaa90af220a779e7565e81380f498cda8237c01b16ae4ca8a6d6c413baeb5fc20568a9bd9fde4a376780d34b',
      publicKeyCompressedHex: '031abf8aeda2ad1c46cb5f6e7827c4246635a75b9caaa90af220a779e7565e8138',
    },
    description: 'A P-256 (ES256) key pair, seeded only so the example reproduces: never use it.',
  },
  relatedTools: ['rsa-key-pair-generator', 'jwt-encoder', 'random-bytes-generator'],
  aiInstructions:
    'Call with no input for a P-256 key pair (ES256). Pick Ed25519 for SSH-style or modern signing, secp256k1 only for Bitcoin/Ethereum. The private key is a secret: show it only to the user who asked, never set a seed for a real key, and prefer generating keys locally for production.',
});
