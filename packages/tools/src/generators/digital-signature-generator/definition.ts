import { defineDefinition } from '@ctp/core';
import { ecdsaFormatParameter, messageEncodingParameter, schemeParameter, signatureEncodingParameter, signatureHashParameter, signedMessageParameter } from '../../_shared/signature-parameters.js';

export default defineDefinition({
  id: 'digital-signature-generator',
  name: 'Digital Signature Generator (RSA, ECDSA, Ed25519)',
  description:
    'Sign a message with a private key: RSA (PKCS#1 v1.5 or PSS), ECDSA on P-256/P-384/P-521 (DER or raw r‖s signatures) or Ed25519, with SHA-256/384/512 — the same signatures as openssl dgst -sign, Java Signature and Web Crypto. The key may be PEM (PKCS#8, PKCS#1, SEC1) or a JWK; signing happens in your browser with Web Crypto.',
  category: 'generators',
  tags: ['signature', 'crypto', 'rsa', 'ecdsa'],
  keywords: ['sign message', 'rsa sign', 'ecdsa sign', 'ed25519 sign', 'rs256', 'ps256', 'es256', 'openssl dgst -sign', 'digital signature online', 'sha256withrsa', 'eddsa'],
  method: 'POST',
  annotations: { idempotentHint: false },
  parameters: [
    signedMessageParameter,
    { name: 'privateKey', type: 'textarea', label: 'Private key', description: 'PEM (PRIVATE KEY, RSA PRIVATE KEY, EC PRIVATE KEY) or a private JWK.', required: true, validation: { maxLength: 100_000 } },
    schemeParameter,
    signatureHashParameter,
    ecdsaFormatParameter,
    messageEncodingParameter,
    signatureEncodingParameter,
  ],
  outputDescription: 'The signature, the algorithm used, and the public key that verifies it.',
  outputSchema: {
    type: 'object',
    properties: {
      signature: { type: 'string', description: 'The signature in the signature encoding.' },
      algorithm: { type: 'string', description: 'e.g. "ECDSA P-256 with SHA-256".' },
      publicKeyPem: { type: 'string', description: 'The public key to verify with (SPKI PEM).' },
      signatureBytes: { type: 'integer' },
      messageBytes: { type: 'integer' },
    },
    required: ['signature', 'algorithm', 'publicKeyPem', 'signatureBytes', 'messageBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'signature',
  example: {
    input: { message: '72', messageEncoding: 'hex', privateKey: '{"kty":"OKP","crv":"Ed25519","d":"TM0Imyj_ltqdtsNG7BFOD1uKMZ81q6Yk2oz27U-4pvs","x":"PUAXw-hDiVqStwqnTRt-vJyYLM8uxJaMwM1V8Sr0Zgw"}', signatureEncoding: 'hex' },
    output: {
      signature: '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
      algorithm: 'Ed25519 (EdDSA)',
      publicKeyPem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAPUAXw+hDiVqStwqnTRt+vJyYLM8uxJaMwM1V8Sr0Zgw=\n-----END PUBLIC KEY-----\n',
      signatureBytes: 64,
      messageBytes: 1,
    },
    description: 'RFC 8032 Ed25519 test 2 (the one-byte message 0x72).',
  },
  relatedTools: ['digital-signature-verifier', 'ecdsa-key-pair-generator', 'rsa-key-pair-generator'],
  aiInstructions: 'The message is signed exactly as given. ECDSA and RSA-PSS signatures differ on every run (random nonce/salt); they still all verify. For JWS/JWT (ES256) use the raw format.',
});
