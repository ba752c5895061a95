/**
 * Incremental hashes and HMACs for the hash tools and their streams: Node's OpenSSL where the
 * host has it (a capability check, see native.ts), else @noble/hashes (audited, pure JS; the
 * same digests). Text is hashed as its UTF-8 bytes; lone surrogates as U+FFFD, as TextEncoder does.
 */
import { utf8Encode } from '@ctp/core';
import { hmac } from '@noble/hashes/hmac.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { nodeCrypto } from './native.js';
import { eachUtf8Piece } from './utf8-chunks.js';

export type HashAlgorithm = 'md5' | 'sha1' | 'sha256' | 'sha384' | 'sha512';
export const HASH_ALGORITHMS: readonly HashAlgorithm[] = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'];

const NOBLE = { md5, sha1, sha256, sha384, sha512 } as const;

export interface Hasher {
  update(data: Uint8Array | string): void;
  digest(): Uint8Array;
}

/** A hash (or, with a key, an HMAC) fed piece by piece. */
export function createHasher(algorithm: HashAlgorithm, key?: Uint8Array): Hasher {
  const crypto = nodeCrypto();
  if (crypto) {
    const h = key ? crypto.createHmac(algorithm, key) : crypto.createHash(algorithm);
    return {
      update: (data) => void (typeof data === 'string' ? h.update(data, 'utf8') : h.update(data)),
      digest: () => h.digest(),
    };
  }
  const h = key ? hmac.create(NOBLE[algorithm], key) : NOBLE[algorithm].create();
  return {
    update: (data) => void h.update(typeof data === 'string' ? utf8Encode(data) : data),
    digest: () => h.digest(),
  };
}

/** True when the host hashes natively (then one synchronous pass beats Web Crypto's copy and task hop). */
export function nativeHashing(): boolean {
  return nodeCrypto() !== undefined;
}

/** The digest (or HMAC) of one message. */
export function digestOf(algorithm: HashAlgorithm, data: Uint8Array | string, key?: Uint8Array): Uint8Array {
  const hasher = createHasher(algorithm, key);
  hasher.update(data);
  return hasher.digest();
}

/**
 * Node: the digests (or HMACs) of a text's UTF-8 bytes and how many bytes that is, in one pass
 * over the text (see utf8-chunks.ts); undefined where the host does not hash natively.
 */
export function digestsOfText(algorithms: readonly HashAlgorithm[], text: string, key?: Uint8Array): { digests: Uint8Array[]; bytes: number } | undefined {
  const crypto = nodeCrypto();
  if (!crypto) return undefined;
  const hashes = algorithms.map((a) => (key ? crypto.createHmac(a, key) : crypto.createHash(a)));
  const bytes = eachUtf8Piece(text, (piece) => {
    for (const h of hashes) h.update(piece);
  });
  if (bytes === undefined) return undefined;
  return { digests: hashes.map((h) => h.digest()), bytes };
}
