import { createHmac, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import tool from './index.js';
import { preferNative } from '../../_shared/native.js';
import { testRandom } from '../../_test/random.js';
import { expectStreamEqualsFunction, randomUnicode } from '../../_test/stream.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { hmac: string; algorithm: string; keyBytes: number; messageBytes: number };
const ALGORITHMS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'] as const;

const reference = (algorithm: string, key: Buffer, message: Buffer, encoding: 'hex' | 'base64' | 'base64url' = 'hex') =>
  createHmac(algorithm, key).update(message).digest(encoding);

const hex = (b: number, n: number) => b.toString(16).padStart(2, '0').repeat(n);

describe('hmac-generator', () => {
  itReproducesItsExample(tool);

  // RFC 4231 §4 (SHA-2), RFC 2202 §2–3 (MD5, SHA-1): published vectors, independent of any implementation.
  it('reproduces the RFC 4231 and RFC 2202 test vectors', async () => {
    const vectors: Array<[string, string, string, string]> = [
      // [algorithm, key hex, message hex, expected]
      ['sha256', hex(0x0b, 20), Buffer.from('Hi There').toString('hex'), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
      ['sha512', hex(0x0b, 20), Buffer.from('Hi There').toString('hex'), '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854'],
      ['sha256', '4a656665', Buffer.from('what do ya want for nothing?').toString('hex'), '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'],
      ['sha384', '4a656665', Buffer.from('what do ya want for nothing?').toString('hex'), 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649'],
      ['sha512', '4a656665', Buffer.from('what do ya want for nothing?').toString('hex'), '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737'],
      ['sha256', hex(0xaa, 20), hex(0xdd, 50), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
      ['sha512', hex(0xaa, 20), hex(0xdd, 50), 'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb'],
      ['sha256', '0102030405060708090a0b0c0d0e0f10111213141516171819', hex(0xcd, 50), '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b'],
      ['sha512', '0102030405060708090a0b0c0d0e0f10111213141516171819', hex(0xcd, 50), 'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd'],
      ['sha256', hex(0xaa, 131), Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First').toString('hex'), '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54'],
      ['sha512', hex(0xaa, 131), Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First').toString('hex'), '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598'],
      ['sha256', hex(0xaa, 131), Buffer.from('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.').toString('hex'), '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2'],
      ['sha512', hex(0xaa, 131), Buffer.from('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.').toString('hex'), 'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58'],
      ['md5', '4a656665', Buffer.from('what do ya want for nothing?').toString('hex'), '750c783e6ab0b503eaa86e310a5db738'],
      ['sha1', '4a656665', Buffer.from('what do ya want for nothing?').toString('hex'), 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
    ];
    for (const [algorithm, key, message, expected] of vectors) {
      const data = await runOk<Out>(tool, { key, keyEncoding: 'hex', message, messageEncoding: 'hex', algorithm });
      expect(data.hmac, `${algorithm} ${key.slice(0, 8)}`).toBe(expected);
    }
  });

  it('matches the well-known fox vectors for MD5 and SHA-1 with text key and message', async () => {
    const message = 'The quick brown fox jumps over the lazy dog';
    expect((await runOk<Out>(tool, { key: 'key', message, algorithm: 'md5' })).hmac).toBe('80070713463e7749b90c2dc24911e275');
    expect((await runOk<Out>(tool, { key: 'key', message, algorithm: 'sha1' })).hmac).toBe('de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9');
  });

  it('computes the correct HMAC for an empty key (which Web Crypto refuses) and warns', async () => {
    for (const algorithm of ALGORITHMS) {
      const result = await runTool(tool, { message: 'payload', algorithm });
      if (!result.success) expect.fail(result.error);
      expect((result.data as Out).hmac, algorithm).toBe(reference(algorithm, Buffer.alloc(0), Buffer.from('payload')));
      expect((result.data as Out).keyBytes).toBe(0);
      expect(result.metadata?.warnings).toEqual(['The key is empty: anyone can compute this HMAC, so it authenticates nothing.']);
    }
    // a one-zero-byte key is a different input but, by RFC 2104 padding, the same MAC
    const zero = await runOk<Out>(tool, { key: '00', keyEncoding: 'hex', message: 'payload' });
    expect(zero.keyBytes).toBe(1);
    expect(zero.hmac).toBe(reference('sha256', Buffer.alloc(0), Buffer.from('payload')));
  });

  it('authenticates the empty message (both empty too)', async () => {
    for (const algorithm of ALGORITHMS) {
      expect((await runOk<Out>(tool, { key: 'k', algorithm })).hmac).toBe(reference(algorithm, Buffer.from('k'), Buffer.alloc(0)));
      expect((await runOk<Out>(tool, { algorithm })).hmac).toBe(reference(algorithm, Buffer.alloc(0), Buffer.alloc(0)));
    }
  });

  it('does not warn for a non-empty key', async () => {
    expect((await runTool(tool, { key: 'k', message: 'm' })).metadata?.warnings).toBeUndefined();
  });

  it('matches node:crypto on random keys (shorter than, equal to and longer than the block) and messages', async () => {
    for (const keySize of [1, 20, 63, 64, 65, 128, 129, 300]) {
      const key = randomBytes(keySize);
      const message = randomBytes(keySize * 3 + 7);
      for (const algorithm of ALGORITHMS) {
        const viaHex = await runOk<Out>(tool, { key: key.toString('hex'), keyEncoding: 'hex', message: message.toString('hex'), messageEncoding: 'hex', algorithm });
        expect(viaHex, `${algorithm} key ${keySize}`).toEqual({ hmac: reference(algorithm, key, message), algorithm, keyBytes: keySize, messageBytes: message.length });
        const viaB64 = await runOk<Out>(tool, { key: key.toString('base64'), keyEncoding: 'base64', message: message.toString('base64url'), messageEncoding: 'base64', algorithm, outputEncoding: 'base64' });
        expect(viaB64.hmac).toBe(reference(algorithm, key, message, 'base64'));
      }
    }
  });

  it('writes every output encoding', async () => {
    const key = Buffer.from('secret');
    const message = Buffer.from('msg');
    const run = async (outputEncoding: string) => (await runOk<Out>(tool, { key: 'secret', message: 'msg', outputEncoding })).hmac;
    expect(await run('hex')).toBe(reference('sha256', key, message));
    expect(await run('hex-upper')).toBe(reference('sha256', key, message).toUpperCase());
    expect(await run('base64')).toBe(reference('sha256', key, message, 'base64'));
    expect(await run('base64url')).toBe(reference('sha256', key, message, 'base64url'));
    expect(await run('base64url')).not.toMatch(/[=+/]/);
  });

  it('signs a JWT HS256 header.payload like a JWT library would (base64url)', async () => {
    const signingInput = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ';
    const data = await runOk<Out>(tool, { key: 'your-256-bit-secret', message: signingInput, outputEncoding: 'base64url' });
    expect(data.hmac).toBe('SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'); // jwt.io's default token
  });

  it('reads unicode key and message as UTF-8', async () => {
    const data = await runOk<Out>(tool, { key: UNICODE_SAMPLE, message: UNICODE_SAMPLE, algorithm: 'sha512' });
    const bytes = Buffer.from(UNICODE_SAMPLE, 'utf8');
    expect(data).toEqual({ hmac: reference('sha512', bytes, bytes), algorithm: 'sha512', keyBytes: 9, messageBytes: 9 });
  });

  it('handles the largest allowed message and key, and rejects one character more', async () => {
    const message = largestInput(tool, 'message', 'é中');
    const key = largestInput(tool, 'key', 'k');
    const data = await runOk<Out>(tool, { key, message, algorithm: 'sha384' });
    expect(data.messageBytes).toBe(Buffer.byteLength(message));
    expect(data.hmac).toBe(reference('sha384', Buffer.from(key), Buffer.from(message)));
    await runError(tool, { key: 'k', message: oversizedInput(tool, 'message') }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { key: oversizedInput(tool, 'key'), message: 'm' }, 'CONSTRAINT_VIOLATION');
  });

  it('says which of key or message has bad hex/base64, and what is wrong', async () => {
    expect(await runError(tool, { key: 'zz', keyEncoding: 'hex', message: 'm' }, 'INVALID_INPUT')).toMatch(
      /^Key is not valid hex: 'z' \(U\+007A\) at position 1 is not a hex digit/,
    );
    expect(await runError(tool, { key: 'k', message: 'abc', messageEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(
      /^Message is not valid hex: it has 3 hex digits, an odd number/,
    );
    expect(await runError(tool, { key: 'a$', keyEncoding: 'base64', message: 'm' }, 'INVALID_INPUT')).toMatch(
      /^Key is not valid base64: invalid character '\$' \(U\+0024\) at position 2/,
    );
  });

  it('rejects an unknown algorithm', async () => {
    await runError(tool, { key: 'k', message: 'm', algorithm: 'sha224' }, 'CONSTRAINT_VIOLATION');
  });

  describe('kernels: OpenSSL and Web Crypto / noble agree with node:crypto', () => {
    afterEach(() => preferNative(true));
    for (const native of [true, false]) {
      it(`${native ? 'native' : 'Web'}: random keys and messages with astral characters and lone surrogates`, async () => {
        preferNative(native);
        const rand = testRandom(native ? 51 : 52);
        for (let k = 0; k < 30; k++) {
          const message = randomUnicode(rand, Math.floor(rand() * 2000));
          const key = randomUnicode(rand, Math.floor(rand() * 100));
          const algorithm = ALGORITHMS[k % 5]!;
          const data = await runOk<Out>(tool, { message, key, algorithm });
          expect(data.hmac, JSON.stringify({ message: message.slice(0, 30), key, algorithm })).toBe(reference(algorithm, Buffer.from(key), Buffer.from(message)));
          expect(data.messageBytes).toBe(Buffer.byteLength(message));
        }
      });
    }
  });

  describe('stream', () => {
    afterEach(() => preferNative(true));
    for (const native of [true, false]) {
      it(`${native ? 'native' : 'noble'}: equals the function on random text cut inside characters, and on raw bytes`, async () => {
        preferNative(native);
        const rand = testRandom(native ? 53 : 54);
        for (let k = 0; k < 10; k++) {
          const params = { key: randomUnicode(rand, k * 10), algorithm: ALGORITHMS[k % 5], outputEncoding: 'base64' };
          await expectStreamEqualsFunction(tool, params, { text: randomUnicode(rand, 1 + Math.floor(rand() * 4000)) }, rand);
        }
        const bytes = randomBytes(10_000);
        await expectStreamEqualsFunction(tool, { key: 'k' }, { bytes, functionInput: { key: 'k', message: bytes.toString('hex'), messageEncoding: 'hex' } }, rand, 3000);
      });
    }
  });
});
