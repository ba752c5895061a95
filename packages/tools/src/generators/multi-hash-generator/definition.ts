import { defineDefinition } from '@ctp/core';
import { DIGESTS, digestRowSchema } from '../../_shared/digest-catalog.js';
import { digestEncodingParameter, hashInputEncodingParameter, hashInputParameter } from '../../_shared/hash-parameters.js';

export default defineDefinition({
  id: 'multi-hash-generator',
  name: 'All Hashes at Once',
  description: `Compute ${DIGESTS.length} digests of the same text or bytes in one go: MD4, MD5, SHA-1, the SHA-2 family, SHA-3, Keccak, SHAKE, RIPEMD-160, BLAKE2b/2s, BLAKE3, Whirlpool, SM3, CRC-32/32C/64, Adler-32 and xxHash — or only the cryptographic or only the fast non-cryptographic ones. Input as UTF-8 text, hex or base64 (up to 1,000,000 characters). Handy to find which algorithm produced a known digest.`,
  category: 'generators',
  tags: ['hash', 'checksum', 'digest', 'crypto'],
  keywords: ['all hashes', 'every hash', 'hash all algorithms', 'compare hashes', 'md4', 'md5', 'sha1', 'sha256', 'sha3', 'keccak', 'blake2', 'blake3', 'whirlpool', 'sm3', 'ripemd160', 'crc32', 'xxhash', 'which hash', 'hash calculator'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    hashInputParameter,
    {
      name: 'selection',
      type: 'select',
      label: 'Algorithms',
      description: 'All of them, only cryptographic hashes, only checksums and fast hashes, or the everyday set (MD5, SHA-1, SHA-256, SHA-512, SHA3-256, BLAKE3, CRC-32).',
      required: false,
      defaultValue: 'all',
      options: [
        { value: 'all', label: `All ${DIGESTS.length}` },
        { value: 'common', label: 'Everyday set' },
        { value: 'cryptographic', label: 'Cryptographic' },
        { value: 'non-cryptographic', label: 'Checksums and fast hashes' },
      ],
    },
    {
      name: 'find',
      type: 'text',
      label: 'Find a digest',
      description: 'Optional: a known digest (hex or base64). The result says which algorithms produce it for this input.',
      required: false,
      validation: { maxLength: 200 },
    },
    hashInputEncodingParameter,
    digestEncodingParameter,
  ],
  outputDescription: 'One "NAME  digest" line per algorithm, the same as a table, the algorithms matching a digest to find, and the bytes hashed.',
  outputSchema: {
    type: 'object',
    properties: {
      digests: { type: 'string', description: 'One "NAME  digest" line per algorithm.' },
      results: { type: 'array', items: digestRowSchema, description: 'One row per algorithm.' },
      matches: { type: 'array', items: { type: 'string' }, description: 'Ids of the algorithms whose digest equals "find" (empty without it).' },
      inputBytes: { type: 'integer', minimum: 0 },
    },
    required: ['digests', 'results', 'matches', 'inputBytes'],
    additionalProperties: false,
  },
  primaryOutput: 'digests',
  example: {
    input: { input: 'abc', selection: 'common', find: 'a9993e364706816aba3e25717850c26c9cd0d89d' },
    output: {
      digests: [
        'MD5  900150983cd24fb0d6963f7d28e17f72',
        'SHA-1  a9993e364706816aba3e25717850c26c9cd0d89d',
        'SHA-256  ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        'SHA-512  ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
        'SHA3-256  3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
        'BLAKE3  6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
        'CRC-32  352441c2',
      ].join('\n'),
      results: [
        { algorithm: 'md5', name: 'MD5', bits: 128, digest: '900150983cd24fb0d6963f7d28e17f72' },
        { algorithm: 'sha1', name: 'SHA-1', bits: 160, digest: 'a9993e364706816aba3e25717850c26c9cd0d89d' },
        { algorithm: 'sha256', name: 'SHA-256', bits: 256, digest: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' },
        { algorithm: 'sha512', name: 'SHA-512', bits: 512, digest: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f' },
        { algorithm: 'sha3-256', name: 'SHA3-256', bits: 256, digest: '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532' },
        { algorithm: 'blake3', name: 'BLAKE3', bits: 256, digest: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85' },
        { algorithm: 'crc32', name: 'CRC-32', bits: 32, digest: '352441c2' },
      ],
      matches: ['sha1'],
      inputBytes: 3,
    },
    description: 'The everyday set for "abc", finding which algorithm gave a known digest.',
  },
  relatedTools: ['hash-generator', 'file-hash-calculator', 'hash-identifier'],
  aiInstructions: 'To find which algorithm produced a digest of known data, pass the data as input and the digest as find. For a single algorithm prefer the dedicated tool (hash-generator, sha3-keccak-hash, blake2-hash…).',
});
