/**
 * The function behind each id of digest-catalog.ts. Runtime code (imports @noble/hashes and
 * hash-wasm, whose WebAssembly is inlined): import it from a tool's index.ts only.
 */
import { hexToBytes } from '@ctp/core';
import { blake2b, blake2s } from '@noble/hashes/blake2.js';
import { blake3 } from '@noble/hashes/blake3.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512, sha512_224, sha512_256 } from '@noble/hashes/sha2.js';
import { keccak_256, keccak_512, sha3_224, sha3_256, sha3_384, sha3_512, shake128, shake256 } from '@noble/hashes/sha3.js';
import { adler32, crc32, crc64, md4, sm3, whirlpool, xxhash128, xxhash3, xxhash32, xxhash64 } from 'hash-wasm';

type DigestFunction = (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;
const wasm = (fn: (data: Uint8Array) => Promise<string>): DigestFunction => async (bytes) => hexToBytes(await fn(bytes));

export const DIGEST_FUNCTIONS: Readonly<Record<string, DigestFunction>> = {
  md4: wasm(md4),
  md5,
  sha1,
  sha224,
  sha256,
  sha384,
  sha512,
  'sha512-224': sha512_224,
  'sha512-256': sha512_256,
  'sha3-224': sha3_224,
  'sha3-256': sha3_256,
  'sha3-384': sha3_384,
  'sha3-512': sha3_512,
  'keccak-256': keccak_256,
  'keccak-512': keccak_512,
  shake128: (b) => shake128(b, { dkLen: 32 }),
  shake256: (b) => shake256(b, { dkLen: 64 }),
  ripemd160,
  'blake2b-512': (b) => blake2b(b),
  'blake2s-256': (b) => blake2s(b),
  blake3: (b) => blake3(b),
  whirlpool: wasm(whirlpool),
  sm3: wasm(sm3),
  crc32: wasm(crc32),
  crc32c: wasm((data) => crc32(data, 0x82f63b78)), // the Castagnoli polynomial, reflected
  crc64: wasm(crc64),
  adler32: wasm(adler32),
  xxh32: wasm(xxhash32),
  xxh64: wasm(xxhash64),
  xxh3: wasm(xxhash3),
  xxh128: wasm(xxhash128),
};
