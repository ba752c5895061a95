import { defineDefinition } from '@ctp/core';
import { ecdsaFormatParameter, messageEncodingParameter, schemeParameter, signatureHashParameter, signedMessageParameter } from '../../_shared/signature-parameters.js';

export default defineDefinition({
  id: 'digital-signature-verifier',
  name: 'Digital Signature Verifier (RSA, ECDSA, Ed25519)',
  description:
    'Check a signature over a message with a public key, a certificate or a private key: RSA PKCS#1 v1.5 or PSS, ECDSA P-256/P-384/P-521 (DER or raw r‖s, detected) and Ed25519, with SHA-256/384/512 — as openssl dgst -verify does. The signature may be base64, base64url or hex. Runs in your browser with Web Crypto.',
  category: 'validators',
  tags: ['signature', 'crypto', 'verify', 'rsa'],
  keywords: ['verify signature', 'rsa verify', 'ecdsa verify', 'ed25519 verify', 'openssl dgst -verify', 'check signature', 'signature validation', 'rs256 verify', 'es256 verify'],
  method: 'POST',
  parameters: [
    signedMessageParameter,
    { name: 'signature', type: 'textarea', label: 'Signature', description: 'The signature in base64, base64url or hex.', required: true, validation: { maxLength: 10_000 } },
    { name: 'key', type: 'textarea', label: 'Public key or certificate', description: 'PEM (PUBLIC KEY, CERTIFICATE, or a private key), or a JWK.', required: true, validation: { maxLength: 100_000 } },
    schemeParameter,
    signatureHashParameter,
    { ...ecdsaFormatParameter, description: 'DER or raw r‖s; by default the format is recognised from the signature length.', defaultValue: 'auto', options: [{ value: 'auto', label: 'Detect' }, ...ecdsaFormatParameter.options] },
    messageEncodingParameter,
  ],
  outputDescription: 'Whether the signature is valid, the algorithm and key used, and why not when it is not.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      algorithm: { type: 'string' },
      keySource: { type: 'string', description: 'What the key input was (certificate, SPKI, JWK…).' },
      reason: { type: ['string', 'null'], description: 'Why the signature did not verify (or could not be decoded), when it did not.' },
    },
    required: ['valid', 'algorithm', 'keySource', 'reason'],
    additionalProperties: false,
  },
  primaryOutput: 'valid',
  example: {
    input: {
      message: '72',
      messageEncoding: 'hex',
      signature: '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
      key: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAPUAXw+hDiVqStwqnTRt+vJyYLM8uxJaMwM1V8Sr0Zgw=\n-----END PUBLIC KEY-----',
    },
    output: { valid: true, algorithm: 'Ed25519 (EdDSA)', keySource: 'SPKI', reason: null },
    description: 'RFC 8032 Ed25519 test 2 verified with its public key.',
  },
  relatedTools: ['digital-signature-generator', 'jwt-verifier', 'x509-certificate-decoder'],
});
