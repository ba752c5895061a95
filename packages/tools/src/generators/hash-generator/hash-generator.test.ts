import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

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
});
