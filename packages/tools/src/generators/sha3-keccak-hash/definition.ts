import { defineDefinition } from '@ctp/core';
import { digestEncodingParameter, digestOutputProperties, hashInputEncodingParameter, hashInputParameter } from '../../_shared/hash-parameters.js';

export default defineDefinition({
  id: 'sha3-keccak-hash',
  name: 'SHA-3 / Keccak / SHAKE Hash',
  description:
    'Compute SHA3-224/256/384/512 (FIPS 202), the original Keccak-224/256/384/512 (the padding Ethereum and Solidity keccak256 use, which differs from SHA-3) or the SHAKE128/SHAKE256 extendable-output functions with any output length. Input as UTF-8 text, hex or base64 (up to 1,000,000 characters); digest as hex, base64 or base64url.',
  category: 'generators',
  tags: ['hash', 'sha3', 'keccak', 'crypto'],
  keywords: ['sha3', 'sha-3', 'sha3-256', 'sha3-512', 'keccak256', 'keccak-256', 'ethereum hash', 'solidity keccak256', 'function selector', 'shake128', 'shake256', 'xof', 'fips 202', 'sha3sum'],
  method: 'POST',
  parameters: [
    hashInputParameter,
    {
      name: 'algorithm',
      type: 'select',
      label: 'Algorithm',
      description: 'SHA-3 (FIPS 202), original Keccak (Ethereum), or a SHAKE XOF with a chosen output length.',
      required: false,
      defaultValue: 'sha3-256',
      options: [
        { value: 'sha3-224', label: 'SHA3-224' },
        { value: 'sha3-256', label: 'SHA3-256' },
        { value: 'sha3-384', label: 'SHA3-384' },
        { value: 'sha3-512', label: 'SHA3-512' },
        { value: 'keccak-224', label: 'Keccak-224' },
        { value: 'keccak-256', label: 'Keccak-256 (Ethereum)' },
        { value: 'keccak-384', label: 'Keccak-384' },
        { value: 'keccak-512', label: 'Keccak-512' },
        { value: 'shake128', label: 'SHAKE128 (XOF)' },
        { value: 'shake256', label: 'SHAKE256 (XOF)' },
      ],
      aiHint: 'Ethereum/Solidity keccak256 is keccak-256, not sha3-256 (different padding, different digest).',
    },
    {
      name: 'outputBits',
      type: 'number',
      label: 'Output length (bits)',
      description: 'SHAKE output length in bits, a multiple of 8 from 8 to 16384 (256 is the usual choice for SHAKE128, 512 for SHAKE256).',
      required: false,
      defaultValue: 256,
      validation: { min: 8, max: 16384, step: 8 },
      dependsOn: [{ field: 'algorithm', condition: 'contains', value: 'shake' }],
    },
    hashInputEncodingParameter,
    digestEncodingParameter,
  ],
  outputDescription: 'The digest in the chosen encoding, the algorithm, the digest size and the number of bytes hashed.',
  outputSchema: {
    type: 'object',
    properties: {
      digest: digestOutputProperties.digest,
      algorithm: { type: 'string', enum: ['sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'keccak-224', 'keccak-256', 'keccak-384', 'keccak-512', 'shake128', 'shake256'] },
      bits: digestOutputProperties.bits,
      inputBytes: digestOutputProperties.inputBytes,
    },
    required: ['digest', 'algorithm', 'bits', 'inputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'digest',
  annotations: { idempotentHint: true },
  example: {
    input: { input: 'transfer(address,uint256)', algorithm: 'keccak-256' },
    output: { digest: 'a9059cbb2ab09eb219583f4a59a5d0623ade346d962bcd4e46b11da047c9049b', algorithm: 'keccak-256', bits: 256, inputBytes: 25 },
    description: 'Keccak-256 of a Solidity function signature: its first 4 bytes (a9059cbb) are the ERC-20 transfer selector.',
  },
  relatedTools: ['sha2-hash', 'hash-generator', 'multi-hash-generator'],
  aiInstructions:
    'Pass the data exactly (no trimming). For Ethereum (keccak256 in Solidity, web3, ethers) choose keccak-256; sha3-256 is the NIST standard and gives a different digest. For SHAKE set outputBits.',
});
