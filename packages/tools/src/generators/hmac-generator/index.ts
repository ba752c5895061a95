import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { hmac } from '@noble/hashes/hmac.js';
import { md5 } from '@noble/hashes/legacy.js';
import { decodeInput, encodeDigest, type DigestEncoding, type InputEncoding } from '../../_shared/byte-encoding.js';
import definition from './definition.js';

type Algorithm = 'sha1' | 'sha256' | 'sha384' | 'sha512' | 'md5';
const SUBTLE_NAME = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

async function mac(algorithm: Algorithm, key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  // Web Crypto has no MD5; @noble/hashes provides an audited one.
  if (algorithm === 'md5') return hmac(md5, key, message);
  // RFC 2104 pads a short key with zeros to the block size, so an empty key is the same
  // as one zero byte; Web Crypto refuses zero-length keys, so give it that byte instead.
  const raw = key.length === 0 ? new Uint8Array(1) : key;
  const cryptoKey = await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: SUBTLE_NAME[algorithm] }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, message as Uint8Array<ArrayBuffer>));
}

export default defineTool(definition, async (params) => {
  const key = decodeInput(params.key as string, params.keyEncoding as InputEncoding, 'Key');
  if (!key.ok) return failure('INVALID_INPUT', key.message);
  const message = decodeInput(params.message as string, params.messageEncoding as InputEncoding, 'Message');
  if (!message.ok) return failure('INVALID_INPUT', message.message);
  const algorithm = params.algorithm as Algorithm;
  const result = success({
    hmac: encodeDigest(await mac(algorithm, key.bytes, message.bytes), params.outputEncoding as DigestEncoding),
    algorithm,
    keyBytes: key.bytes.length,
    messageBytes: message.bytes.length,
  });
  return withWarnings(result, key.bytes.length === 0 ? ['The key is empty: anyone can compute this HMAC, so it authenticates nothing.'] : []);
});
