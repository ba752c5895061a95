import { describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import tool, { ALPHABETS } from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; byteLength: number; checksum?: string };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

/** Independent reference: the classic digit-array (base 58 carry) algorithm. */
function reference(bytes: Uint8Array, alphabet: string): string {
  const digits: number[] = [];
  for (const b of bytes) {
    let carry = b;
    for (let j = 0; j < digits.length; j++) {
      carry += digits[j]! * 256;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let out = '';
  for (let k = 0; k < bytes.length && bytes[k] === 0; k++) out += alphabet[0];
  for (let j = digits.length - 1; j >= 0; j--) out += alphabet[digits[j]!];
  return out;
}
const sha256d = (b: Buffer) => createHash('sha256').update(createHash('sha256').update(b).digest()).digest();

describe('base58-encoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, { text: '', mode: 'decode' }, 'MISSING_REQUIRED');
  });

  it('matches the draft-msporny-base58 vectors', async () => {
    expect(await encode({ text: 'Hello World!' })).toEqual({ result: '2NEpo7TZRRrLZSi2U', byteLength: 12 });
    expect((await encode({ text: 'The quick brown fox jumps over the lazy dog.' })).result).toBe('USm3fpXnKG5EUBx2ndxBDMPVciP5hGey2Jh4NDv6gmeo1LkMeiKrLJUUBk6Z');
    expect((await encode({ text: '0000287fb4cd', inputEncoding: 'hex' })).result).toBe('11233QC4');
    expect(await decode({ text: '11233QC4', outputEncoding: 'hex' })).toEqual({ result: '0000287fb4cd', byteLength: 6 });
    expect((await decode({ text: '2NEpo7TZRRrLZSi2U' })).result).toBe('Hello World!');
  });

  it('encodes and decodes Bitcoin addresses and WIF keys with Base58Check', async () => {
    expect(await encode({ text: '0062e907b15cbf27d5425399ebf6f0fb50ebb88f18', inputEncoding: 'hex', check: true })).toEqual({
      result: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      byteLength: 21,
      checksum: 'c29b7d93',
    });
    const wif = '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ';
    const key = '800c28fca386c7a227600b2fe50b7cae11ec86d3bf1fbe471be89827e19d72aa1d';
    expect(await decode({ text: wif, check: true, outputEncoding: 'hex' })).toEqual({ result: key, byteLength: 33, checksum: '507a5b8d' });
    expect((await encode({ text: key, inputEncoding: 'hex', check: true })).result).toBe(wif);
    // without check the checksum stays in the data
    expect((await decode({ text: wif, outputEncoding: 'hex' })).result).toBe(`${key}507a5b8d`);
  });

  it('decodes a Ripple address with the Ripple alphabet', async () => {
    expect(await decode({ text: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', alphabet: 'ripple', check: true, outputEncoding: 'hex' })).toMatchObject({
      result: '00b5f762798a53d543a014caf8b297cff8f2f937e8',
      byteLength: 21,
    });
  });

  it('reports a checksum mismatch', async () => {
    expect(await runError(tool, { text: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', mode: 'decode', check: true, outputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(
      /^Base58Check checksum mismatch: the last 4 bytes are [0-9a-f]{8} but SHA-256\(SHA-256\(payload\)\) starts with [0-9a-f]{8}; /,
    );
    expect(await runError(tool, { text: '2g', mode: 'decode', check: true }, 'INVALID_INPUT')).toBe(
      'Base58Check data needs at least 4 bytes (the checksum), but this decodes to 1; turn check off to decode plain Base58',
    );
  });

  it('matches the reference on random bytes with leading zeros, for every alphabet, with and without check', async () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Buffer.concat([Buffer.alloc(n % 4), randomBytes(n)]);
      if (bytes.length === 0) continue;
      for (const alphabet of ['bitcoin', 'flickr', 'ripple'] as const) {
        const expected = reference(bytes, ALPHABETS[alphabet]);
        expect(await encode({ text: bytes.toString('hex'), inputEncoding: 'hex', alphabet })).toEqual({ result: expected, byteLength: bytes.length });
        expect(await decode({ text: expected, alphabet, outputEncoding: 'hex' })).toEqual({ result: bytes.toString('hex'), byteLength: bytes.length });
        const withSum = Buffer.concat([bytes, sha256d(bytes).subarray(0, 4)]);
        const checked = await encode({ text: bytes.toString('base64'), inputEncoding: 'base64', alphabet, check: true });
        expect(checked.result).toBe(reference(withSum, ALPHABETS[alphabet]));
        expect((await decode({ text: checked.result, alphabet, check: true, outputEncoding: 'base64' })).result).toBe(bytes.toString('base64'));
      }
    }
  });

  it('handles all-zero input and the unicode sample', async () => {
    expect(await encode({ text: '000000', inputEncoding: 'hex' })).toEqual({ result: '111', byteLength: 3 });
    expect(await decode({ text: '111', outputEncoding: 'hex' })).toEqual({ result: '000000', byteLength: 3 });
    const expected = reference(Buffer.from(UNICODE_SAMPLE), ALPHABETS.bitcoin);
    expect(await encode({ text: UNICODE_SAMPLE })).toEqual({ result: expected, byteLength: 9 });
    expect((await decode({ text: ` ${expected}\n` })).result).toBe(UNICODE_SAMPLE);
  });

  it('uses the Flickr alphabet', async () => {
    expect((await encode({ text: 'Hello World!', alphabet: 'flickr' })).result).toBe(reference(Buffer.from('Hello World!'), ALPHABETS.flickr));
    expect((await encode({ text: 'Hello World!', alphabet: 'flickr' })).result).toBe('2nePN7syqqRkyrH2t');
  });

  it('reports a bad character with its position', async () => {
    expect(await runError(tool, { text: '2NEpo0TZ', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid Base58: '0' (U+0030) at position 6 is not in the bitcoin alphabet (0, O, I and l are left out of Base58 because they look alike)",
    );
    expect(await runError(tool, { text: 'abc\nde+f', mode: 'decode' }, 'INVALID_INPUT')).toBe("Invalid Base58: '+' (U+002B) at line 2, column 3 is not in the bitcoin alphabet");
  });

  it('refuses invalid UTF-8 and points to hex output', async () => {
    expect(await runError(tool, { text: '5Q', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/byte 0xFF at byte offset 0 .*set outputEncoding to "hex"/);
  });

  it('encodes and decodes the largest allowed input', async () => {
    const text = largestInput(tool, 'text', '😀'); // 20,000 emoji = 80,000 bytes
    const encoded = await encode({ text });
    expect(encoded.byteLength).toBe(80_000);
    expect(encoded.result.length).toBe(109_253);
    expect((await decode({ text: encoded.result.slice(0, 20_000), outputEncoding: 'hex' })).byteLength).toBe(14_645);
    const big = largestInput(tool, 'text', 'z');
    const bytes = await decode({ text: big, outputEncoding: 'base64' });
    expect(bytes.byteLength).toBe(14_645);
    expect((await encode({ text: bytes.result, inputEncoding: 'base64' })).result).toBe(big);
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });
});
