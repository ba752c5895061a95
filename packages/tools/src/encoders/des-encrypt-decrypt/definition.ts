import { defineDefinition } from '@ctp/core';
import {
  blockIvParameter, blockModeParameter, blockPaddingParameter, cipherKeyEncodingParameter, cipherKeyParameter, cipherOutputProperties, cipherTextParameter,
  ciphertextEncodingParameter, operationParameter, plaintextEncodingParameter,
} from '../../_shared/cipher-parameters.js';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'des-encrypt-decrypt',
  name: 'DES / Triple DES Encrypt & Decrypt',
  description:
    'Encrypt or decrypt legacy data with DES or Triple DES (3DES/TDEA: three-key EDE3 or two-key EDE2) in ECB, CBC, CFB, OFB or CTR mode with a raw key and IV, as OpenSSL (des-cbc, des-ede3-cbc), Java (DESede) and .NET do it; PKCS#5, zero, X9.23, ISO 7816-4 or no padding. DES is broken and 3DES deprecated (NIST, 2023): use them only to read or produce data for old systems.',
  category: 'encoders',
  tags: ['des', '3des', 'encryption', 'legacy'],
  keywords: ['des', 'triple des', '3des', 'tdes', 'tdea', 'desede', 'des-ede3-cbc', 'des-cbc', 'des ecb', 'decrypt des', 'legacy encryption', '24 byte key', 'pkcs5'],
  method: 'POST',
  annotations: { idempotentHint: false },
  parameters: [
    cipherTextParameter,
    operationParameter,
    { ...cipherKeyParameter, description: 'DES: 8 bytes. 3DES: 24 bytes (K1‖K2‖K3) or 16 bytes (K1‖K2, two-key). In the key encoding, hex by default.' },
    cipherKeyEncodingParameter,
    {
      name: 'algorithm',
      type: 'select',
      label: 'Algorithm',
      description: 'Triple DES (EDE: encrypt-decrypt-encrypt) or single DES. A 16-byte 3DES key is two-key 3DES (K3 = K1).',
      required: false,
      defaultValue: '3des',
      options: [
        { value: '3des', label: 'Triple DES (3DES)' },
        { value: 'des', label: 'DES' },
      ],
    },
    blockModeParameter,
    blockIvParameter,
    blockPaddingParameter,
    plaintextEncodingParameter,
    ciphertextEncodingParameter,
    { ...seedParameter, description: 'Optional seed for the random IV (reproducible output for tests). Never for real data.' },
  ],
  outputDescription: 'The ciphertext or plaintext, with the algorithm, key size, IV and padding used.',
  outputSchema: {
    type: 'object',
    properties: cipherOutputProperties,
    required: ['result', 'operation', 'algorithm', 'keyBits', 'iv', 'padding', 'inputBytes', 'outputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Now is the time for all ', key: '0123456789abcdef', algorithm: 'des', mode: 'ECB', padding: 'none' },
    output: {
      result: '3fa40e8a984d48156a271787ab8883f9893d51ec4b563b53', operation: 'encrypt', algorithm: 'DES-ECB', keyBits: 64, iv: null, padding: 'none', inputBytes: 24, outputBytes: 24,
    },
    description: 'The classic FIPS 81 example: "Now is the time for all " under key 0123456789abcdef.',
  },
  relatedTools: ['aes-all-modes', 'blowfish-encrypt-decrypt', 'aes-encrypt-decrypt'],
});
