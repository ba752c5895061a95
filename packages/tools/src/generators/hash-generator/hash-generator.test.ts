import { createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import tool from './index.js';
import { preferNative } from '../../_shared/native.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';
import { expectStreamEqualsFunction, randomUnicode, runStream } from '../../_test/stream.js';

type Out = { algorithm: string; digest?: string; digests?: Record<string, string>; inputBytes: number };
const ALGORITHMS = ['md5', 'sha1', 'sha256', 'sha384', 'sha512'] as const;

function reference(algorithm: string, data: Buffer, encoding: 'hex' | 'base64' | 'base64url' = 'hex'): string {
  return createHash(algorithm).update(data).digest(encoding);
}

describe('hash-generator', () => {
  itReproducesItsExample(tool);

  it('hashes the empty message when the input is empty (known digests)', async () => {
    expect((await runOk<Out>(tool, { input: '', algorithm: 'md5' })).digest).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect((await runOk<Out>(tool, {})).digest).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const all = await runOk<Out>(tool, { algorithm: 'all' });
    expect(all.inputBytes).toBe(0);
    for (const a of ALGORITHMS) expect(all.digests![a]).toBe(reference(a, Buffer.alloc(0)));
  });

  it('matches node:crypto on unicode text, hashed as UTF-8', async () => {
    const data = await runOk<Out>(tool, { input: UNICODE_SAMPLE, algorithm: 'all' });
    expect(data.inputBytes).toBe(9); // À = 2 bytes, 😀 = 4, 中 = 3
    for (const a of ALGORITHMS) expect(data.digests![a]).toBe(reference(a, Buffer.from(UNICODE_SAMPLE, 'utf8')));
  });

  it('matches node:crypto on random bytes given as hex and as base64, every output encoding', async () => {
    for (const size of [1, 55, 56, 63, 64, 65, 127, 128, 129, 1000]) {
      const bytes = randomBytes(size);
      for (const a of ALGORITHMS) {
        const hex = await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex', algorithm: a });
        expect(hex.digest, `${a} ${size}`).toBe(reference(a, bytes));
        expect(hex.inputBytes).toBe(size);
        const b64 = await runOk<Out>(tool, { input: bytes.toString('base64'), inputEncoding: 'base64', algorithm: a, outputEncoding: 'base64' });
        expect(b64.digest).toBe(reference(a, bytes, 'base64'));
        const url = await runOk<Out>(tool, { input: bytes.toString('base64url'), inputEncoding: 'base64', algorithm: a, outputEncoding: 'base64url' });
        expect(url.digest).toBe(reference(a, bytes, 'base64url'));
        const upper = await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex', algorithm: a, outputEncoding: 'hex-upper' });
        expect(upper.digest).toBe(reference(a, bytes).toUpperCase());
      }
    }
  });

  it('hashes the largest allowed input (1,000,000 characters) like node:crypto, and rejects one more', async () => {
    const input = largestInput(tool, 'input', 'aé中😀'); // mixed 1-4 byte UTF-8
    const data = await runOk<Out>(tool, { input, algorithm: 'all' });
    expect(data.inputBytes).toBe(Buffer.byteLength(input, 'utf8'));
    for (const a of ALGORITHMS) expect(data.digests![a]).toBe(reference(a, Buffer.from(input, 'utf8')));
    await runError(tool, { input: oversizedInput(tool, 'input') }, 'CONSTRAINT_VIOLATION');
  });

  it('hashes a 1 MB binary input given as base64 like node:crypto', async () => {
    const bytes = randomBytes(700_000); // 933,336 base64 characters: under the limit
    const data = await runOk<Out>(tool, { input: bytes.toString('base64'), inputEncoding: 'base64', algorithm: 'sha512' });
    expect(data).toEqual({ algorithm: 'sha512', digest: reference('sha512', bytes), inputBytes: 700_000 });
  });

  it('accepts hex with separators and 0x prefixes, and wrapped base64', async () => {
    const expected = reference('sha1', Buffer.from([0xde, 0xad, 0xbe, 0xef]));
    for (const input of ['deadbeef', 'DE AD BE EF', 'de:ad:be:ef', '0xde 0xad 0xbe 0xef', 'de-ad-be-ef\n'])
      expect((await runOk<Out>(tool, { input, inputEncoding: 'hex', algorithm: 'sha1' })).digest, input).toBe(expected);
    const bytes = randomBytes(120);
    const wrapped = bytes.toString('base64').replace(/(.{76})/g, '$1\n');
    expect((await runOk<Out>(tool, { input: wrapped, inputEncoding: 'base64', algorithm: 'md5' })).digest).toBe(reference('md5', bytes));
    const unpadded = Buffer.from('ab').toString('base64').replace(/=+$/, '');
    expect((await runOk<Out>(tool, { input: unpadded, inputEncoding: 'base64', algorithm: 'md5' })).digest).toBe(reference('md5', Buffer.from('ab')));
  });

  it('does not trim text: whitespace is part of the message', async () => {
    expect((await runOk<Out>(tool, { input: ' a\n' })).digest).toBe(reference('sha256', Buffer.from(' a\n')));
  });

  it('names the bad hex character and its position', async () => {
    expect(await runError(tool, { input: 'abcg12', inputEncoding: 'hex' }, 'INVALID_INPUT')).toBe(
      "Input is not valid hex: 'g' (U+0067) at position 4 is not a hex digit (allowed: 0-9, a-f, A-F, and spaces, ':', ',' or '-' between bytes). Fix it or choose the \"utf8\" encoding to use the text as is.",
    );
    expect(await runError(tool, { input: 'abc', inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/3 hex digits, an odd number/);
    expect(await runError(tool, { input: `ab${UNICODE_SAMPLE}`, inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/'À' \(U\+00C0\) at position 3/);
  });

  it('names the base64 problem', async () => {
    expect(await runError(tool, { input: 'ab*d', inputEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/invalid character '\*' \(U\+002A\) at position 3/);
    expect(await runError(tool, { input: 'ab+_', inputEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/mixes the two base64 alphabets/);
    expect(await runError(tool, { input: 'ab=c', inputEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/comes after the '=' padding at position 3/);
    expect(await runError(tool, { input: 'abcde', inputEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/5 base64 characters .* leave 1 character over/);
    expect(await runError(tool, { input: 'abc==', inputEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/wrong padding at position 4/);
    expect(await runError(tool, { input: 'ab\tcd\u0000', inputEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/invalid character U\+0000 at position 6/);
  });

  it('rejects an unknown algorithm', async () => {
    await runError(tool, { input: 'x', algorithm: 'sha3-256' }, 'CONSTRAINT_VIOLATION');
  });

  describe('kernels: native (Node) and Web paths agree with node:crypto', () => {
    afterEach(() => preferNative(true));

    for (const native of [true, false]) {
      it(`${native ? 'OpenSSL' : 'Web Crypto / noble'}: random text with astral characters and lone surrogates (hashed as UTF-8, U+FFFD for a lone half)`, async () => {
        preferNative(native);
        const rand = testRandom(native ? 1 : 2);
        for (let k = 0; k < 25; k++) {
          const text = randomUnicode(rand, Math.floor(rand() * 3000));
          const data = await runOk<Out>(tool, { input: text, algorithm: 'all', outputEncoding: 'base64' });
          expect(data.inputBytes).toBe(Buffer.byteLength(text));
          for (const a of ALGORITHMS) expect(data.digests![a], `${a} ${JSON.stringify(text.slice(0, 40))}`).toBe(reference(a, Buffer.from(text, 'utf8'), 'base64'));
        }
      });
    }

    it('takes inputs past the definition limit when the caller lifts it', async () => {
      const input = 'x'.repeat(3_000_000);
      expect((await runTool(tool, { input })).errorCode).toBe('CONSTRAINT_VIOLATION');
      expect((await runTool(tool, { input }, { limits: 'none' })).data).toEqual({ algorithm: 'sha256', digest: reference('sha256', Buffer.from(input)), inputBytes: 3_000_000 });
    });
  });

  describe('stream (ctp run --file / stdin)', () => {
    afterEach(() => preferNative(true));

    for (const native of [true, false]) {
      it(`${native ? 'native' : 'noble'}: equals the function on random text cut inside multi-byte characters, every algorithm`, async () => {
        preferNative(native);
        const rand = testRandom(native ? 3 : 4);
        for (let k = 0; k < 12; k++) {
          const text = randomUnicode(rand, 1 + Math.floor(rand() * 5000));
          const algorithm = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'all'][k % 6]!;
          await expectStreamEqualsFunction(tool, { algorithm, outputEncoding: k % 2 ? 'hex-upper' : 'base64url' }, { text }, rand);
        }
      });
    }

    it('hashes raw bytes that are not UTF-8 exactly (what the function gives for the same bytes in base64)', async () => {
      const rand = testRandom(5);
      for (const size of [1, 63, 64, 65, 10_000]) {
        const bytes = randomBytes(size);
        await expectStreamEqualsFunction(tool, { algorithm: 'all' }, { bytes, functionInput: { input: bytes.toString('base64'), inputEncoding: 'base64', algorithm: 'all' } }, rand, 4096);
      }
    });

    it('does not stream hex or base64 text input (the function reads it whole)', async () => {
      expect(await runStream(tool, { inputEncoding: 'hex' }, [new Uint8Array([0x61])])).toBeUndefined();
    });
  });
});
