import { defineDefinition } from '@ctp/core';
import { hashInputEncodingParameter, hashInputParameter } from '../../_shared/hash-parameters.js';

export default defineDefinition({
  id: 'murmurhash3',
  name: 'MurmurHash3 (32 and 128-bit)',
  description:
    'Compute MurmurHash3 x86_32, x86_128 or x64_128 with a 32-bit seed, matching the reference C++ (SMHasher), Guava\'s murmur3_32_fixed/murmur3_128 and Python mmh3. The 32-bit hash comes as hex, unsigned and signed decimal (Java/mmh3 print the signed int); 128-bit hashes as the reference\'s output bytes and as h1…hn words. Input as UTF-8 text, hex or base64 (up to 1,000,000 characters).',
  category: 'generators',
  tags: ['hash', 'murmur', 'non-cryptographic', 'checksum'],
  keywords: ['murmurhash', 'murmur3', 'murmurhash3', 'mmh3', 'x86_32', 'x64_128', 'x86_128', 'guava murmur3_128', 'smhasher', 'seed', 'bloom filter hash', 'kafka partition'],
  method: 'POST',
  parameters: [
    hashInputParameter,
    {
      name: 'variant',
      type: 'select',
      label: 'Variant',
      description: 'x86_32 (32-bit, most common), x86_128 or x64_128 (128-bit; they differ).',
      required: false,
      defaultValue: 'x86-32',
      options: [
        { value: 'x86-32', label: 'x86_32 (32-bit)' },
        { value: 'x86-128', label: 'x86_128 (128-bit)' },
        { value: 'x64-128', label: 'x64_128 (128-bit)' },
      ],
    },
    {
      name: 'seed',
      type: 'number',
      label: 'Seed',
      description: 'An unsigned 32-bit seed (0 to 4294967295). Default 0.',
      required: false,
      defaultValue: 0,
      validation: { min: 0, max: 4294967295, step: 1 },
    },
    hashInputEncodingParameter,
  ],
  outputDescription: 'The hash in hex, its decimal forms (32-bit) or its 32/64-bit words (128-bit), and the bytes hashed.',
  outputSchema: {
    type: 'object',
    properties: {
      digest: { type: 'string', pattern: '^[0-9a-f]+$', description: 'x86_32: the hash as 8 hex digits. 128-bit: the 16 output bytes in the reference\'s order (h1 little-endian first), as Guava and mmh3.hash_bytes give them.' },
      words: { type: 'string', pattern: '^[0-9a-f]+$', description: 'The hash as its words h1‖h2(‖h3‖h4), each big-endian hex, as murmurhash3js and many online tools print it.' },
      unsigned: { type: ['string', 'null'], description: 'x86_32: the hash as an unsigned decimal; null for 128-bit.' },
      signed: { type: ['string', 'null'], description: 'x86_32: the hash as a signed 32-bit decimal (Java int, mmh3.hash default); null for 128-bit.' },
      variant: { type: 'string', enum: ['x86-32', 'x86-128', 'x64-128'] },
      seed: { type: 'integer' },
      inputBytes: { type: 'integer', minimum: 0 },
    },
    required: ['digest', 'words', 'unsigned', 'signed', 'variant', 'seed', 'inputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'digest',
  annotations: { idempotentHint: true },
  example: {
    input: { input: 'hello' },
    output: { digest: '248bfa47', words: '248bfa47', unsigned: '613153351', signed: '613153351', variant: 'x86-32', seed: 0, inputBytes: 5 },
    description: 'MurmurHash3 x86_32 of "hello", seed 0.',
  },
  relatedTools: ['xxhash-generator', 'checksum-calculator', 'hash-generator'],
  aiInstructions: 'Python mmh3.hash(s) and Java ints are the "signed" field; most other tools print the unsigned hex digest. For 128-bit, Guava HashCode.toString() equals digest.',
});
