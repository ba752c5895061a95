import { defineDefinition } from '@ctp/core';
import {
  cipherKeyEncodingParameter, cipherKeyParameter, cipherOutputProperties, cipherTextParameter, ciphertextEncodingParameter, operationParameter, plaintextEncodingParameter,
} from '../../_shared/cipher-parameters.js';
import { seedParameter } from '../../_shared/random.js';

const aeadOnly = [{ field: 'algorithm', condition: 'contains' as const, value: 'poly1305' }];
const rawOnly = [{ field: 'algorithm', condition: 'notEquals' as const, value: 'chacha20-poly1305' }, { field: 'algorithm', condition: 'notEquals' as const, value: 'xchacha20-poly1305' }];

export default defineDefinition({
  id: 'chacha20-encrypt-decrypt',
  name: 'ChaCha20-Poly1305 Encrypt & Decrypt',
  description:
    'Encrypt or decrypt with ChaCha20-Poly1305 (RFC 8439 AEAD, as in TLS 1.3, WireGuard and SSH), XChaCha20-Poly1305 (24-byte random-safe nonce, libsodium), or the bare ChaCha20 / XChaCha20 stream ciphers with a block counter: 32-byte key, nonce in hex, additional authenticated data for the AEADs. Uses the audited @noble/ciphers.',
  category: 'encoders',
  tags: ['chacha20', 'encryption', 'aead', 'crypto'],
  keywords: ['chacha20', 'chacha20-poly1305', 'xchacha20', 'xchacha20-poly1305', 'poly1305', 'rfc 8439', 'aead', 'libsodium secretstream', 'wireguard cipher', 'stream cipher'],
  method: 'POST',
  annotations: { idempotentHint: false },
  parameters: [
    cipherTextParameter,
    operationParameter,
    { ...cipherKeyParameter, description: 'The 32-byte key, in the key encoding (64 hex digits by default).' },
    cipherKeyEncodingParameter,
    {
      name: 'algorithm',
      type: 'select',
      label: 'Algorithm',
      description: 'The AEADs detect a wrong key and tampering; bare ChaCha20 only hides the data.',
      required: false,
      defaultValue: 'chacha20-poly1305',
      options: [
        { value: 'chacha20-poly1305', label: 'ChaCha20-Poly1305 (12-byte nonce)' },
        { value: 'xchacha20-poly1305', label: 'XChaCha20-Poly1305 (24-byte nonce)' },
        { value: 'chacha20', label: 'ChaCha20 stream (RFC 8439)' },
        { value: 'xchacha20', label: 'XChaCha20 stream' },
      ],
    },
    { name: 'nonce', type: 'text', label: 'Nonce (hex)', description: '12 bytes (ChaCha20) or 24 bytes (XChaCha20) in hex. Empty when encrypting: a random one (shown in the result).', required: false, validation: { maxLength: 100 } },
    { name: 'counter', type: 'number', label: 'Initial counter', description: 'Bare stream ciphers: the first block counter (RFC 8439 examples use 1).', required: false, defaultValue: 0, validation: { min: 0, max: 4294967295, step: 1 }, dependsOn: rawOnly },
    { name: 'aad', type: 'text', label: 'AAD', description: 'Additional authenticated data for the AEADs (authenticated, not encrypted; decryption needs the same).', required: false, validation: { maxLength: 10_000 }, dependsOn: aeadOnly },
    { name: 'aadEncoding', type: 'select', label: 'AAD encoding', description: 'How the AAD is written.', required: false, defaultValue: 'utf8', options: [{ value: 'utf8', label: 'Text (UTF-8)' }, { value: 'hex', label: 'Hex' }, { value: 'base64', label: 'Base64' }], dependsOn: aeadOnly },
    plaintextEncodingParameter,
    ciphertextEncodingParameter,
    { ...seedParameter, description: 'Optional seed for the random nonce (reproducible output for tests). Never for real data: the nonce repeats.' },
  ],
  outputDescription: 'The ciphertext (AEAD: with the 16-byte Poly1305 tag appended) or the plaintext, and the nonce used.',
  outputSchema: {
    type: 'object',
    properties: { ...cipherOutputProperties, tag: { type: ['string', 'null'], description: 'AEAD: the Poly1305 tag in hex (the last 16 bytes of the ciphertext); null for bare stream ciphers.' } },
    required: ['result', 'operation', 'algorithm', 'keyBits', 'iv', 'padding', 'tag', 'inputBytes', 'outputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Hello, ChaCha!', key: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', nonce: '000000000000004a00000000', aad: 'v1' },
    output: {
      result: '6a2a3d9f2f37f9a247bf6407d942035620d411d0ba73c3c0c7a9a96511c9', operation: 'encrypt', algorithm: 'ChaCha20-Poly1305', keyBits: 256, iv: '000000000000004a00000000', padding: null,
      tag: '035620d411d0ba73c3c0c7a9a96511c9', inputBytes: 14, outputBytes: 30,
    },
    description: 'ChaCha20-Poly1305 with AAD; the last 16 bytes are the tag.',
  },
  relatedTools: ['aes-all-modes', 'aes-encrypt-decrypt', 'rc4-encrypt-decrypt'],
  aiInstructions: 'Prefer XChaCha20-Poly1305 with a random nonce. Decrypt expects the tag appended to the ciphertext. Never reuse a nonce with the same key.',
});
