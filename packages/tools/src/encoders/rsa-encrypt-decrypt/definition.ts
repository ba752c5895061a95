import { defineDefinition } from '@ctp/core';
import { cipherTextParameter, ciphertextEncodingParameter, operationParameter, plaintextEncodingParameter } from '../../_shared/cipher-parameters.js';

export default defineDefinition({
  id: 'rsa-encrypt-decrypt',
  name: 'RSA Encrypt / Decrypt (OAEP)',
  description:
    'Encrypt a short message with an RSA public key, or decrypt it with the private key, using RSA-OAEP (PKCS#1 v2.2) with SHA-1, SHA-256, SHA-384 or SHA-512 and an optional label — compatible with openssl pkeyutl -pkeyopt rsa_padding_mode:oaep, Java RSA/ECB/OAEPWith…Padding and Web Crypto. Keys as PEM (SPKI, PKCS#8, PKCS#1, certificate) or JWK. RSA encrypts at most k − 2·hLen − 2 bytes (190 for 2048-bit/SHA-256).',
  category: 'encoders',
  tags: ['rsa', 'encryption', 'crypto', 'oaep'],
  keywords: ['rsa encrypt', 'rsa decrypt', 'rsa-oaep', 'oaep sha256', 'public key encryption', 'pkcs1 oaep', 'openssl pkeyutl', 'encrypt with public key', 'rsa online'],
  method: 'POST',
  annotations: { idempotentHint: false },
  parameters: [
    { ...cipherTextParameter, validation: { maxLength: 10_000 } },
    operationParameter,
    { name: 'key', type: 'textarea', label: 'RSA key', description: 'Encrypt: the public key (or certificate, or the private key). Decrypt: the private key. PEM or JWK.', required: true, validation: { maxLength: 100_000 } },
    { name: 'hash', type: 'select', label: 'OAEP hash', description: 'The hash for OAEP and MGF1 (both use the same, as Web Crypto and OpenSSL\'s defaults do when set).', required: false, defaultValue: 'SHA-256', options: [{ value: 'SHA-1', label: 'SHA-1 (OpenSSL/Java default)' }, { value: 'SHA-256', label: 'SHA-256' }, { value: 'SHA-384', label: 'SHA-384' }, { value: 'SHA-512', label: 'SHA-512' }] },
    { name: 'label', type: 'text', label: 'Label (optional)', description: 'The OAEP label (UTF-8), rarely used; decryption needs the same.', required: false, validation: { maxLength: 1000 } },
    plaintextEncodingParameter,
    { ...ciphertextEncodingParameter, defaultValue: 'base64' },
  ],
  outputDescription: 'The ciphertext or plaintext, the key size and the largest message the key and hash can encrypt.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Encrypt: the ciphertext. Decrypt: the plaintext.' },
      operation: { type: 'string', enum: ['encrypt', 'decrypt'] },
      keyBits: { type: 'integer' },
      hash: { type: 'string' },
      maxMessageBytes: { type: 'integer', description: 'The longest message this key and hash can encrypt: k − 2·hLen − 2.' },
    },
    required: ['result', 'operation', 'keyBits', 'hash', 'maxMessageBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: {
      text: "cj088QilUqxlfJFSdjR16aZ3mWBUjhsOrdvkpO4soeBvCV/s8FSgdrdq9/nFwrNJNaKfzqSvRGsASYdedEaALI0/E5sU0YpSi9eDgppZ6NnQtevV3w9m4XXroeyGa5mHMJN8Ksn8W04rnEoY9PYTN3ovZjkfcABueSJELiqoaoU=", operation: 'decrypt', ciphertextEncoding: 'base64', plaintextEncoding: 'utf8', hash: 'SHA-256',
      key: "-----BEGIN PRIVATE KEY-----\nMIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBAMtAwe7uOQ5BV4bH\nnDJ4D8cmB7LxXgFyWuPP0OD3JzaT+8SvIdSDvb70rQV0kt3WJfe0pFrc5oDw/0Do\nYJ18RgFDPqAZO4y5Ep166SWFVvFvwoIxQs3/ufr3GracVMAqpqqcx/Agp/FQhRWu\nojqaFMeVN3uBzPFQ+2KTlXZC40+bAgMBAAECgYAujRxdvs3uh+SmB92saXcjo4Ar\n6cAgELLkblpmy/R9OZN2Tq4u4CV7MMrX7wUcLcnwW70w2lsouQmdMhu+thHKG7GQ\nBPNQX/UP1RLr9bl+Z2MqyIQzey7ctOBEcIeUkuizeZlCGBACTH7NFbHgqMpjrZbB\nuotnk5n6Saq58YHigQJBAOwglW/XQJ/DJubJ81gWep7ANZ/9GiVArIv+JrlJhuw5\n1/P4x3YIEPhjsPz5yX2ZOLdjWYYFuiVewDLjKpN+kzsCQQDcW+OYp6Sg12XCf9kI\n5jSPAyYhVrCOIOS/jYOPMx07D31guJU3zncavyl4MwbynG7E0XMcRCkZgbkRPFBR\n968hAkEAw/yXjGjhXrmgBFcC/85IoJNw7wYpOVpg3SFqCsiYkGHCeOG4zKMNUt2L\n/a1mLDWM+cogeDkws+vdI1+h6yJYGQJAALyB3zG4OB1gJq08sW3rgQrWpsfeYSs0\n+HrllKXsFBVyKs+TGBOljD5VSiSJgmgJarj0dIS5ym8Hiko0ToHQYQJBAJekNikk\nIRS6Vb4xqXw9bouJklLMgpm6mmaFZCsF8m7u1cOprc8TwFNRvSgzfdJezeXbzzE4\noRJKp5Hrl5uzNnI=\n-----END PRIVATE KEY-----\n",
    },
    output: { result: 'Hello, RSA-OAEP!', operation: 'decrypt', keyBits: 1024, hash: 'SHA-256', maxMessageBytes: 62 },
    description: 'Decrypting an OAEP-SHA-256 ciphertext with a (demonstration-only) 1024-bit key.',
  },
  relatedTools: ['rsa-key-pair-generator', 'aes-all-modes', 'pem-jwk-converter'],
  aiInstructions: 'RSA only encrypts short data (a key or a password); for more, encrypt with AES and wrap the AES key with RSA. Ciphertexts differ on every run (random padding).',
});
