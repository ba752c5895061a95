import { defineTool, failure, success, utf8Length, type ToolResult } from '@ctp/core';
import { md5 } from '@noble/hashes/legacy.js';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { digestOf, HASH_ALGORITHMS, nativeHashing, type HashAlgorithm } from '../../_shared/hashers.js';
import definition from './definition.js';
import { hashData, hashStream, type HashData } from './stream.js';

const SUBTLE_NAME = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

/** Browsers: Web Crypto (native there); it has no MD5, which @noble/hashes provides. */
async function subtleDigest(algorithm: HashAlgorithm, bytes: Uint8Array): Promise<Uint8Array> {
  if (algorithm === 'md5') return md5(bytes);
  return new Uint8Array(await crypto.subtle.digest(SUBTLE_NAME[algorithm], bytes as Uint8Array<ArrayBuffer>));
}

export default defineTool<typeof definition, HashData>(
  definition,
  (params): ToolResult<HashData> | Promise<ToolResult<HashData>> => {
    const { input, algorithm, outputEncoding } = params;
    const algorithms = algorithm === 'all' ? HASH_ALGORITHMS : [algorithm];
    // Node: hash the text itself, synchronously (OpenSSL reads the string's UTF-8 without a copy of ours)
    if (params.inputEncoding === 'utf8' && nativeHashing())
      return success(hashData(algorithm, algorithms.map((a) => digestOf(a, input)), outputEncoding, utf8Length(input)));
    const decoded = decodeInput(input, params.inputEncoding, 'Input');
    if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
    const { bytes } = decoded;
    if (nativeHashing()) return success(hashData(algorithm, algorithms.map((a) => digestOf(a, bytes)), outputEncoding, bytes.length));
    return Promise.all(algorithms.map((a) => subtleDigest(a, bytes))).then((digests) => success(hashData(algorithm, digests, outputEncoding, bytes.length)));
  },
  { stream: hashStream },
);
