import { defineDefinition } from '@ctp/core';
import {
  blockIvParameter, blockModeParameter, blockPaddingParameter, cipherKeyEncodingParameter, cipherKeyParameter, cipherOutputProperties, cipherTextParameter,
  ciphertextEncodingParameter, operationParameter, plaintextEncodingParameter,
} from '../../_shared/cipher-parameters.js';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'blowfish-encrypt-decrypt',
  name: 'Blowfish Encrypt & Decrypt',
  description:
    'Encrypt or decrypt with Blowfish (Schneier, 1993; 64-bit blocks, keys of 4 to 56 bytes) in ECB, CBC, CFB, OFB or CTR mode with a raw key and IV, compatible with OpenSSL bf-cbc/bf-ecb, PHP mcrypt/openssl and Java; PKCS#5, zero, X9.23, ISO 7816-4 or no padding. For legacy data: its 64-bit block makes it unsafe for large volumes (Sweet32).',
  category: 'encoders',
  tags: ['blowfish', 'encryption', 'legacy', 'cipher'],
  keywords: ['blowfish', 'bf-cbc', 'bf-ecb', 'blowfish decrypt', 'blowfish encrypt online', 'mcrypt blowfish', 'schneier', 'legacy cipher'],
  method: 'POST',
  annotations: { idempotentHint: false },
  parameters: [
    cipherTextParameter,
    operationParameter,
    { ...cipherKeyParameter, description: 'The Blowfish key: 4 to 56 bytes (OpenSSL uses 16), in the key encoding (hex by default).' },
    cipherKeyEncodingParameter,
    blockModeParameter,
    blockIvParameter,
    blockPaddingParameter,
    plaintextEncodingParameter,
    ciphertextEncodingParameter,
    { ...seedParameter, description: 'Optional seed for the random IV (reproducible output for tests). Never for real data.' },
  ],
  outputDescription: 'The ciphertext or plaintext, with the mode, key size, IV and padding used.',
  outputSchema: {
    type: 'object',
    properties: cipherOutputProperties,
    required: ['result', 'operation', 'algorithm', 'keyBits', 'iv', 'padding', 'inputBytes', 'outputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: '0123456789abcdef', plaintextEncoding: 'hex', key: 'fedcba9876543210', mode: 'ECB', padding: 'none' },
    output: { result: '0aceab0fc6a0a28d', operation: 'encrypt', algorithm: 'Blowfish-ECB', keyBits: 64, iv: null, padding: 'none', inputBytes: 8, outputBytes: 8 },
    description: 'One of Eric Young\'s published Blowfish ECB test vectors.',
  },
  relatedTools: ['des-encrypt-decrypt', 'aes-all-modes', 'bcrypt-hash'],
});
