/**
 * The hash of a stream of bytes (`ctp run hash-generator --file image.iso`): each chunk goes
 * into incremental hashers, so memory stays flat whatever the size. Equals the function's
 * result for the text those bytes encode (inputEncoding utf8); for bytes that are not UTF-8 it
 * is their digest, as the function gives for the same bytes in hex or base64.
 */
import { success, utf8Length, type TypedToolStream } from '@ctp/core';
import { encodeDigest, type DigestEncoding } from '../../_shared/byte-encoding.js';
import { createHasher, HASH_ALGORITHMS, type HashAlgorithm } from '../../_shared/hashers.js';
import type definition from './definition.js';

export interface HashData {
  algorithm: HashAlgorithm | 'all';
  digest?: string;
  digests?: Record<HashAlgorithm, string>;
  inputBytes: number;
}

/** The tool's data from raw digests (one per algorithm, in HASH_ALGORITHMS order for 'all'). */
export function hashData(algorithm: HashAlgorithm | 'all', digests: Uint8Array[], encoding: DigestEncoding, inputBytes: number): HashData {
  if (algorithm !== 'all') return { algorithm, digest: encodeDigest(digests[0]!, encoding), inputBytes };
  const encoded = Object.fromEntries(HASH_ALGORITHMS.map((a, i) => [a, encodeDigest(digests[i]!, encoding)])) as Record<HashAlgorithm, string>;
  return { algorithm, digests: encoded, inputBytes };
}

export const hashStream: TypedToolStream<typeof definition, HashData> = (params) => {
  const algorithms = params.algorithm === 'all' ? HASH_ALGORITHMS : [params.algorithm];
  const hashers = algorithms.map((a) => createHasher(a));
  let inputBytes = 0;
  return {
    write(chunk) {
      for (const hasher of hashers) hasher.update(chunk);
      inputBytes += typeof chunk === 'string' ? utf8Length(chunk) : chunk.length;
      return '';
    },
    end() {
      const data = hashData(params.algorithm, hashers.map((h) => h.digest()), params.outputEncoding, inputBytes);
      return { piece: '', result: success(data) };
    },
  };
};
