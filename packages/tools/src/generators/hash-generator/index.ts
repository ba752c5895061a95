import { defineTool, failure, success, type ToolResult } from '@ctp/core';
import { md5 } from '@noble/hashes/legacy.js';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { digestOf, digestsOfText, HASH_ALGORITHMS, nativeHashing, type HashAlgorithm } from '../../_shared/hashers.js';
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
    // Node: OpenSSL hashes the text's UTF-8 a piece at a time, synchronously, counting its bytes on the way
    const native = params.inputEncoding === 'utf8' ? digestsOfText(algorithms, input) : undefined;
    if (native) return success(hashData(algorithm, native.digests, outputEncoding, native.bytes));
    const decoded = decodeInput(input, params.inputEncoding, 'Input');
    if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
    const { bytes } = decoded;
    if (nativeHashing()) return success(hashData(algorithm, algorithms.map((a) => digestOf(a, bytes)), outputEncoding, bytes.length));
    return Promise.all(algorithms.map((a) => subtleDigest(a, bytes))).then((digests) => success(hashData(algorithm, digests, outputEncoding, bytes.length)));
  },
  { stream: hashStream },
);
