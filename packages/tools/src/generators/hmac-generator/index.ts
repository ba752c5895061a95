import { defineTool, failure, type ToolResult } from '@ctp/core';
import { hmac } from '@noble/hashes/hmac.js';
import { md5 } from '@noble/hashes/legacy.js';
import { decodeInput } from '../../_shared/byte-encoding.js';
import { digestOf, digestsOfText, nativeHashing, type HashAlgorithm } from '../../_shared/hashers.js';
import definition from './definition.js';
import { decodeKey, hmacResult, hmacStream, type HmacData } from './stream.js';

const SUBTLE_NAME = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

/** Browsers: Web Crypto; MD5 (which it lacks) from @noble/hashes. */
async function subtleMac(algorithm: HashAlgorithm, key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  if (algorithm === 'md5') return hmac(md5, key, message);
  // RFC 2104 pads a short key with zeros to the block size, so an empty key is the same
  // as one zero byte; Web Crypto refuses zero-length keys, so give it that byte instead.
  const raw = key.length === 0 ? new Uint8Array(1) : key;
  const cryptoKey = await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: SUBTLE_NAME[algorithm] }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, message as Uint8Array<ArrayBuffer>));
}

export default defineTool<typeof definition, HmacData>(
  definition,
  (params): ToolResult<HmacData> | Promise<ToolResult<HmacData>> => {
    const { algorithm, outputEncoding } = params;
    const key = decodeKey(params);
    if (!key.ok) return failure('INVALID_INPUT', key.message);
    // Node: OpenSSL reads the message's UTF-8 a piece at a time, synchronously, counting its bytes on the way
    const native = params.messageEncoding === 'utf8' ? digestsOfText([algorithm], params.message, key.bytes) : undefined;
    if (native) return hmacResult(native.digests[0]!, algorithm, outputEncoding, key.bytes.length, native.bytes);
    const message = decodeInput(params.message, params.messageEncoding, 'Message');
    if (!message.ok) return failure('INVALID_INPUT', message.message);
    const messageBytes = message.bytes;
    if (nativeHashing()) return hmacResult(digestOf(algorithm, messageBytes, key.bytes), algorithm, outputEncoding, key.bytes.length, messageBytes.length);
    return subtleMac(algorithm, key.bytes, messageBytes).then((mac) => hmacResult(mac, algorithm, outputEncoding, key.bytes.length, messageBytes.length));
  },
  { stream: hmacStream },
);
