/**
 * The digests the multi-algorithm hash tools offer (every hash at once, file hashing): ids,
 * names, sizes and kinds as pure data, so definitions can list them without loading a hash
 * library. digest-functions.ts maps each id to its function.
 */
export interface DigestInfo {
  readonly id: string;
  readonly name: string;
  readonly bits: number;
  /** Designed to be collision-resistant (even if since broken), or a checksum / fast hash. */
  readonly kind: 'cryptographic' | 'non-cryptographic';
}

const c = (id: string, name: string, bits: number): DigestInfo => ({ id, name, bits, kind: 'cryptographic' });
const f = (id: string, name: string, bits: number): DigestInfo => ({ id, name, bits, kind: 'non-cryptographic' });

export const DIGESTS: readonly DigestInfo[] = [
  c('md4', 'MD4', 128),
  c('md5', 'MD5', 128),
  c('sha1', 'SHA-1', 160),
  c('sha224', 'SHA-224', 224),
  c('sha256', 'SHA-256', 256),
  c('sha384', 'SHA-384', 384),
  c('sha512', 'SHA-512', 512),
  c('sha512-224', 'SHA-512/224', 224),
  c('sha512-256', 'SHA-512/256', 256),
  c('sha3-224', 'SHA3-224', 224),
  c('sha3-256', 'SHA3-256', 256),
  c('sha3-384', 'SHA3-384', 384),
  c('sha3-512', 'SHA3-512', 512),
  c('keccak-256', 'Keccak-256', 256),
  c('keccak-512', 'Keccak-512', 512),
  c('shake128', 'SHAKE128 (256 bits)', 256),
  c('shake256', 'SHAKE256 (512 bits)', 512),
  c('ripemd160', 'RIPEMD-160', 160),
  c('blake2b-512', 'BLAKE2b-512', 512),
  c('blake2s-256', 'BLAKE2s-256', 256),
  c('blake3', 'BLAKE3', 256),
  c('whirlpool', 'Whirlpool', 512),
  c('sm3', 'SM3', 256),
  f('crc32', 'CRC-32', 32),
  f('crc32c', 'CRC-32C', 32),
  f('crc64', 'CRC-64/XZ', 64),
  f('adler32', 'Adler-32', 32),
  f('xxh32', 'XXH32', 32),
  f('xxh64', 'XXH64', 64),
  f('xxh3', 'XXH3-64', 64),
  f('xxh128', 'XXH128', 128),
];

/** The digest row every multi-algorithm tool returns. */
export const digestRowSchema = {
  type: 'object',
  properties: {
    algorithm: { type: 'string', description: 'Algorithm id.' },
    name: { type: 'string', description: 'Algorithm name.' },
    bits: { type: 'integer', minimum: 1 },
    digest: { type: 'string', description: 'The digest in the chosen encoding.' },
  },
  required: ['algorithm', 'name', 'bits', 'digest'],
  additionalProperties: false,
} as const;
