import { createHash } from 'node:crypto';
import { blake2b as wasmBlake2b, blake2s as wasmBlake2s } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { digest: string; bits: number; keyed: boolean; inputBytes: number };

describe('blake2-hash', () => {
  itReproducesItsExample(tool);

  it('reproduces RFC 7693 BLAKE2b-512("abc") and the empty message against node:crypto', async () => {
    expect((await runOk<Out>(tool, { input: 'abc' })).digest).toBe(
      'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
    );
    expect((await runOk<Out>(tool, {})).digest).toBe(createHash('blake2b512').digest('hex'));
    expect((await runOk<Out>(tool, { variant: 'blake2s', outputBits: 256, input: UNICODE_SAMPLE })).digest).toBe(createHash('blake2s256').update(UNICODE_SAMPLE).digest('hex'));
  });

  it('reproduces the reference keyed KAT (key 00..3f, empty message)', async () => {
    const key = Buffer.from(Array.from({ length: 64 }, (_, i) => i)).toString('hex');
    const data = await runOk<Out>(tool, { key, keyEncoding: 'hex' });
    expect(data.keyed).toBe(true);
    expect(data.digest).toBe('10ebb67700b1868efb4417987acf4690ae9d972fb7a590c2f02871799aaa4786b5e996e8f0f4eb981fc214b005f42d2ff4233499391653df7aefcbc13fc51568');
  });

  it('matches hash-wasm for random inputs, keys and lengths', async () => {
    const rnd = testRandom(5);
    const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
    for (let i = 0; i < 20; i++) {
      const variant = i % 2 ? 'blake2s' : 'blake2b';
      const max = variant === 'blake2b' ? 64 : 32;
      const len = 1 + Math.floor(rnd() * max);
      const message = bytes(Math.floor(rnd() * 300));
      const key = i % 3 ? bytes(1 + Math.floor(rnd() * max)) : undefined;
      const data = await runOk<Out>(tool, { input: message.toString('hex'), inputEncoding: 'hex', variant, outputBits: len * 8, ...(key ? { key: key.toString('base64'), keyEncoding: 'base64' } : {}) });
      const expected = await (variant === 'blake2b' ? wasmBlake2b : wasmBlake2s)(message, len * 8, key);
      expect(data.digest, `${variant} len ${len} key ${key?.length}`).toBe(expected);
    }
  });

  it('hashes the largest allowed input', async () => {
    const input = largestInput(tool, 'input');
    expect((await runOk<Out>(tool, { input })).digest).toBe(createHash('blake2b512').update(input).digest('hex'));
  });

  it('rejects a digest, key or salt too long for the variant', async () => {
    expect(await runError(tool, { input: 'a', variant: 'blake2s', outputBits: 512 }, 'INVALID_INPUT')).toMatch(/at most 256 bits/);
    expect(await runError(tool, { input: 'a', variant: 'blake2s', key: 'k'.repeat(33) }, 'INVALID_INPUT')).toMatch(/33 bytes/);
    expect(await runError(tool, { input: 'a', variant: 'blake2s', salt: '00'.repeat(9) }, 'INVALID_INPUT')).toMatch(/Salt is 9 bytes/);
    await runError(tool, { input: 'a', salt: 'xyz' }, 'INVALID_INPUT');
  });
});
