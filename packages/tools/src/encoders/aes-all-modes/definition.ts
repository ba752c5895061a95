import { defineDefinition } from '@ctp/core';
import {
  cipherKeyEncodingParameter, cipherKeyParameter, cipherOutputProperties, cipherTextParameter, ciphertextEncodingParameter, operationParameter, plaintextEncodingParameter,
} from '../../_shared/cipher-parameters.js';
import { seedParameter } from '../../_shared/random.js';

const blockOnly = ['CFB', 'OFB', 'CTR', 'GCM'].map((value) => ({ field: 'mode', condition: 'notEquals' as const, value }));
const gcmOnly = [{ field: 'mode', condition: 'equals' as const, value: 'GCM' }];

export default defineDefinition({
  id: 'aes-all-modes',
  name: 'AES Encrypt/Decrypt: ECB, CFB, OFB, GCM+AAD',
  description:
    'AES with a raw key and IV in every common mode, as OpenSSL, Node and CyberChef do it: ECB, CBC, CFB (128-bit feedback), OFB, CTR and GCM with additional authenticated data (AAD) and any IV of 8 bytes or more; 128-, 192- and 256-bit keys; PKCS#7, zero, ANSI X9.23, ISO 7816-4 or no padding. Key, IV and data in hex, text or base64. For passphrase-based encryption use AES Encrypt / Decrypt instead.',
  category: 'encoders',
  tags: ['aes', 'encryption', 'crypto', 'cipher'],
  keywords: ['aes ecb', 'aes cfb', 'aes ofb', 'aes ctr', 'aes gcm aad', 'aes-192', 'aes 192', 'aes-128-ecb', 'aes-256-cbc', 'openssl enc', 'raw key iv', 'pkcs7 padding', 'zero padding', 'decrypt aes hex', 'cyberchef aes'],
  method: 'POST',
  annotations: { idempotentHint: false },
  parameters: [
    cipherTextParameter,
    operationParameter,
    { ...cipherKeyParameter, description: 'The AES key: 16, 24 or 32 bytes (AES-128/192/256), in the key encoding (hex by default: 32, 48 or 64 digits).' },
    cipherKeyEncodingParameter,
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'GCM authenticates (detects a wrong key or tampering); the others only hide the data. ECB leaks patterns: only for legacy data.',
      required: false,
      defaultValue: 'CBC',
      options: [
        { value: 'CBC', label: 'CBC' },
        { value: 'GCM', label: 'GCM (authenticated)' },
        { value: 'CTR', label: 'CTR' },
        { value: 'CFB', label: 'CFB (128-bit)' },
        { value: 'OFB', label: 'OFB' },
        { value: 'ECB', label: 'ECB (no IV, insecure)' },
      ],
    },
    {
      name: 'iv',
      type: 'text',
      label: 'IV / nonce (hex)',
      description: '16 bytes for CBC/CFB/OFB/CTR (the initial counter block), 8 bytes or more for GCM (12 is standard). Empty when encrypting: a random one (shown in the result). Not used by ECB.',
      required: false,
      validation: { maxLength: 256 },
      dependsOn: [{ field: 'mode', condition: 'notEquals', value: 'ECB' }],
    },
    { name: 'padding', type: 'select', label: 'Padding', description: 'Block padding for ECB and CBC.', required: false, defaultValue: 'pkcs7', options: [{ value: 'pkcs7', label: 'PKCS#7' }, { value: 'zero', label: 'Zero bytes' }, { value: 'ansix923', label: 'ANSI X9.23' }, { value: 'iso7816', label: 'ISO/IEC 7816-4' }, { value: 'none', label: 'None' }], dependsOn: blockOnly },
    { name: 'aad', type: 'text', label: 'AAD (GCM)', description: 'Additional authenticated data: authenticated but not encrypted; decryption needs the same value.', required: false, validation: { maxLength: 10_000 }, dependsOn: gcmOnly },
    { name: 'aadEncoding', type: 'select', label: 'AAD encoding', description: 'How the AAD is written.', required: false, defaultValue: 'utf8', options: [{ value: 'utf8', label: 'Text (UTF-8)' }, { value: 'hex', label: 'Hex' }, { value: 'base64', label: 'Base64' }], dependsOn: gcmOnly },
    plaintextEncodingParameter,
    ciphertextEncodingParameter,
    { ...seedParameter, description: 'Optional seed for the random IV (reproducible output for tests). Never for real data: the IV repeats.' },
  ],
  outputDescription: 'The ciphertext (GCM: with its 16-byte tag appended) or the plaintext, with the mode, key size, IV and padding used.',
  outputSchema: {
    type: 'object',
    properties: { ...cipherOutputProperties, tag: { type: ['string', 'null'], description: 'GCM: the 16-byte authentication tag in hex (also the last 16 bytes of the ciphertext); null otherwise.' } },
    required: ['result', 'operation', 'algorithm', 'keyBits', 'iv', 'padding', 'tag', 'inputBytes', 'outputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: '6bc1bee22e409f96e93d7e117393172a', plaintextEncoding: 'hex', key: '2b7e151628aed2a6abf7158809cf4f3c', mode: 'OFB', iv: '000102030405060708090a0b0c0d0e0f' },
    output: {
      result: '3b3fd92eb72dad20333449f8e83cfb4a', operation: 'encrypt', algorithm: 'AES-128-OFB', keyBits: 128, iv: '000102030405060708090a0b0c0d0e0f', padding: null, tag: null, inputBytes: 16, outputBytes: 16,
    },
    description: 'NIST SP 800-38A F.4.1, the first block of the AES-128 OFB example.',
  },
  relatedTools: ['aes-encrypt-decrypt', 'des-encrypt-decrypt', 'chacha20-encrypt-decrypt'],
  aiInstructions: 'Key and IV are raw bytes (hex by default). For GCM, decrypt expects the tag appended to the ciphertext (as this tool, Web Crypto and most libraries output it); pass the same AAD. Never reuse an IV with the same key in CTR or GCM.',
});
