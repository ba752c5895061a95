import { defineDefinition } from '@ctp/core';
import { digestEncodingParameter, digestOutputProperties, hashInputEncodingParameter, hashInputParameter } from '../../_shared/hash-parameters.js';

export default defineDefinition({
  id: 'ripemd160-hash',
  name: 'RIPEMD-160 Hash',
  description:
    'Compute the RIPEMD-160 digest (160 bits, ISO/IEC 10118-3) of text or bytes, or Bitcoin\'s HASH160 (RIPEMD-160 of the SHA-256 digest, used for P2PKH/P2SH addresses and key identifiers). Input as UTF-8 text, hex or base64 (up to 1,000,000 characters); digest as hex, base64 or base64url.',
  category: 'generators',
  tags: ['hash', 'ripemd', 'bitcoin', 'crypto'],
  keywords: ['ripemd160', 'ripemd-160', 'rmd160', 'hash160', 'bitcoin address hash', 'pubkey hash', 'p2pkh', 'openssl rmd160'],
  method: 'POST',
  parameters: [
    hashInputParameter,
    {
      name: 'algorithm',
      type: 'select',
      label: 'Algorithm',
      description: 'RIPEMD-160 of the input, or HASH160 = RIPEMD-160(SHA-256(input)) as Bitcoin computes it.',
      required: false,
      defaultValue: 'ripemd160',
      options: [
        { value: 'ripemd160', label: 'RIPEMD-160' },
        { value: 'hash160', label: 'HASH160 (RIPEMD-160 of SHA-256)' },
      ],
      aiHint: 'For a Bitcoin public key, pass the compressed key as hex with inputEncoding "hex" and choose hash160.',
    },
    hashInputEncodingParameter,
    digestEncodingParameter,
  ],
  outputDescription: 'The 160-bit digest in the chosen encoding and the number of bytes hashed.',
  outputSchema: {
    type: 'object',
    properties: {
      digest: digestOutputProperties.digest,
      algorithm: { type: 'string', enum: ['ripemd160', 'hash160'] },
      bits: digestOutputProperties.bits,
      inputBytes: digestOutputProperties.inputBytes,
    },
    required: ['digest', 'algorithm', 'bits', 'inputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'digest',
  annotations: { idempotentHint: true },
  example: {
    input: { input: 'abc' },
    output: { digest: '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc', algorithm: 'ripemd160', bits: 160, inputBytes: 3 },
    description: 'RIPEMD-160 of "abc" (the designers\' test vector).',
  },
  relatedTools: ['sha2-hash', 'hash-generator', 'multi-hash-generator'],
});
