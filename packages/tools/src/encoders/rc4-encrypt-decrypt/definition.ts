import { defineDefinition } from '@ctp/core';
import {
  cipherKeyEncodingParameter, cipherKeyParameter, cipherOutputProperties, cipherTextParameter, ciphertextEncodingParameter, operationParameter, plaintextEncodingParameter,
} from '../../_shared/cipher-parameters.js';

export default defineDefinition({
  id: 'rc4-encrypt-decrypt',
  name: 'RC4 Encrypt & Decrypt',
  description:
    'Encrypt or decrypt legacy data with the RC4 (ARCFOUR) stream cipher, optionally dropping the first N keystream bytes (RC4-drop[N], e.g. 768 or 3072) — as in old WEP/WPA-TKIP captures, PDFs, Kerberos RC4-HMAC, CyberChef and openssl rc4. Keys of 1 to 256 bytes in hex, text or base64. RC4 is broken (RFC 7465 forbids it in TLS): use it only to read or produce data for old systems.',
  category: 'encoders',
  tags: ['rc4', 'encryption', 'legacy', 'cipher'],
  keywords: ['rc4', 'arcfour', 'arc4', 'rc4-drop', 'rc4 decrypt', 'rc4 encrypt online', 'stream cipher', 'wep', 'openssl rc4', 'pdf rc4'],
  method: 'POST',
  parameters: [
    cipherTextParameter,
    operationParameter,
    { ...cipherKeyParameter, description: 'The key, 1 to 256 bytes, in the key encoding (hex by default; choose text for a passphrase-like key used as raw bytes).' },
    cipherKeyEncodingParameter,
    { name: 'drop', type: 'number', label: 'Drop keystream bytes', description: 'Discard this many initial keystream bytes (RC4-drop[N]); 0 is plain RC4.', required: false, defaultValue: 0, validation: { min: 0, max: 100_000, step: 1 } },
    plaintextEncodingParameter,
    ciphertextEncodingParameter,
  ],
  outputDescription: 'The ciphertext or plaintext, with the key size and bytes processed.',
  outputSchema: {
    type: 'object',
    properties: cipherOutputProperties,
    required: ['result', 'operation', 'algorithm', 'keyBits', 'iv', 'padding', 'inputBytes', 'outputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  annotations: { idempotentHint: true },
  example: {
    input: { text: 'Plaintext', key: 'Key', keyEncoding: 'utf8' },
    output: { result: 'bbf316e8d940af0ad3', operation: 'encrypt', algorithm: 'RC4', keyBits: 24, iv: null, padding: null, inputBytes: 9, outputBytes: 9 },
    description: 'The classic RC4 example: key "Key", plaintext "Plaintext".',
  },
  relatedTools: ['chacha20-encrypt-decrypt', 'des-encrypt-decrypt', 'xor-cipher'],
});
