import { defineTool, failure, success } from '@ctp/core';
import { md5 } from '@noble/hashes/legacy.js';
import { decodeInput, encodeDigest, type DigestEncoding, type InputEncoding } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

type Algorithm = 'md5' | 'sha1' | 'sha256' | 'sha384' | 'sha512';
const ALGORITHMS: readonly Algorithm[] = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'];
const SUBTLE_NAME = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

async function digestOf(algorithm: Algorithm, bytes: Uint8Array): Promise<Uint8Array> {
  // Web Crypto has no MD5; @noble/hashes provides an audited one.
  if (algorithm === 'md5') return md5(bytes);
  return new Uint8Array(await crypto.subtle.digest(SUBTLE_NAME[algorithm], bytes as Uint8Array<ArrayBuffer>));
}

interface HashData {
  algorithm: Algorithm | 'all';
  digest?: string;
  digests?: Record<Algorithm, string>;
  inputBytes: number;
}

export default defineTool<typeof definition, HashData>(definition, async (params) => {
  const decoded = decodeInput(params.input as string, params.inputEncoding as InputEncoding, 'Input');
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  const { bytes } = decoded;
  const encoding = params.outputEncoding as DigestEncoding;
  const algorithm = params.algorithm as Algorithm | 'all';
  if (algorithm === 'all') {
    const values = await Promise.all(ALGORITHMS.map((a) => digestOf(a, bytes)));
    const digests = Object.fromEntries(ALGORITHMS.map((a, i) => [a, encodeDigest(values[i]!, encoding)])) as Record<Algorithm, string>;
    return success({ algorithm, digests, inputBytes: bytes.length });
  }
  return success({ algorithm, digest: encodeDigest(await digestOf(algorithm, bytes), encoding), inputBytes: bytes.length });
});
