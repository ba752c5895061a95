import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { base32, base32crockford, base32hex, base32hexnopad, base32nopad } from '@scure/base';
import tool from './index.js';
import { testRandom } from '../../_test/random.js';
import { randomUnicode } from '../../_test/stream.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; byteLength: number };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

const ALPHA: Record<string, string> = {
  rfc4648: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  base32hex: '0123456789ABCDEFGHIJKLMNOPQRSTUV',
  crockford: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
};

/** Independent reference: a string of bits, cut into 5-bit groups. */
function reference(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let bits = '';
  for (const b of bytes) bits += b.toString(2).padStart(8, '0');
  while (bits.length % 5) bits += '0';
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5), 2)];
  if (pad) while (out.length % 8) out += '=';
  return out;
}

describe('base32-encoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, { text: '', mode: 'decode' }, 'MISSING_REQUIRED');
  });

  it('matches the RFC 4648 §10 test vectors (base32 and base32hex)', async () => {
    const vectors: Array<[string, string, string]> = [
      ['f', 'MY======', 'CO======'],
      ['fo', 'MZXQ====', 'CPNG===='],
      ['foo', 'MZXW6===', 'CPNMU==='],
      ['foob', 'MZXW6YQ=', 'CPNMUOG='],
      ['fooba', 'MZXW6YTB', 'CPNMUOJ1'],
      ['foobar', 'MZXW6YTBOI======', 'CPNMUOJ1E8======'],
    ];
    for (const [text, b32, b32hex] of vectors) {
      expect((await encode({ text })).result).toBe(b32);
      expect((await encode({ text, alphabet: 'base32hex' })).result).toBe(b32hex);
      expect((await encode({ text, padding: false })).result).toBe(b32.replace(/=/g, ''));
      expect((await decode({ text: b32 })).result).toBe(text);
      expect((await decode({ text: b32hex, alphabet: 'base32hex' })).result).toBe(text);
      expect((await decode({ text: b32.replace(/=/g, '').toLowerCase() })).result).toBe(text);
    }
  });

  it('matches a bit-by-bit reference on random bytes for every alphabet', async () => {
    for (let n = 0; n < 40; n++) {
      const bytes = randomBytes(n + 1);
      for (const alphabet of ['rfc4648', 'base32hex', 'crockford']) {
        const pad = alphabet !== 'crockford';
        const expected = reference(bytes, ALPHA[alphabet]!, pad);
        expect(await encode({ text: bytes.toString('hex'), inputEncoding: 'hex', alphabet })).toEqual({ result: expected, byteLength: bytes.length });
        expect(await decode({ text: expected, alphabet, outputEncoding: 'hex' })).toEqual({ result: bytes.toString('hex'), byteLength: bytes.length });
        expect((await decode({ text: expected.toLowerCase(), alphabet, outputEncoding: 'base64' })).result).toBe(bytes.toString('base64'));
      }
    }
  });

  it('encodes the unicode sample as UTF-8 and decodes it back', async () => {
    const expected = reference(Buffer.from(UNICODE_SAMPLE, 'utf8'), ALPHA.rfc4648!, true);
    expect(await encode({ text: UNICODE_SAMPLE })).toEqual({ result: expected, byteLength: 9 });
    expect(expected).toBe('YOAPBH4YQDSLRLI=');
    expect((await decode({ text: expected })).result).toBe(UNICODE_SAMPLE);
  });

  it('reads base64 input', async () => {
    expect(await encode({ text: 'Zm9vYmFy', inputEncoding: 'base64' })).toEqual({ result: 'MZXW6YTBOI======', byteLength: 6 });
    expect(await runError(tool, { text: 'zz', inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/^The input is not valid hex: 'z' \(U\+007A\) at position 1/);
  });

  it('decodes tolerantly: whitespace, lowercase, missing padding; Crockford aliases and hyphens', async () => {
    expect((await decode({ text: ' mzxw 6ytb\n oi== ==== ' })).result).toBe('foobar');
    expect((await decode({ text: 'MZXW6YTBOI' })).result).toBe('foobar');
    const crock = reference(Buffer.from('foobar'), ALPHA.crockford!, false); // CSQPYRK1E8
    expect(crock).toBe('CSQPYRK1E8');
    expect((await decode({ text: 'csqp-yrkl-e8', alphabet: 'crockford' })).result).toBe('foobar');
    expect((await decode({ text: 'CSQPYRKIE8', alphabet: 'crockford' })).result).toBe('foobar');
    expect((await encode({ text: 'foobar', alphabet: 'crockford', padding: true })).result).toBe('CSQPYRK1E8');
  });

  it('reports a bad character with its position', async () => {
    expect(await runError(tool, { text: 'MZXW1YTB', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid Base32: '1' (U+0031) at position 5 is not in the rfc4648 alphabet (A-Z, 2-7) (0, 1, 8 and 9 are not in the RFC 4648 alphabet; is this base32hex?)",
    );
    expect(await runError(tool, { text: 'MZXW\nMZ!W', mode: 'decode' }, 'INVALID_INPUT')).toBe("Invalid Base32: '!' (U+0021) at line 2, column 3 is not in the rfc4648 alphabet (A-Z, 2-7)");
    expect(await runError(tool, { text: 'MY==MY==', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid Base32: 'M' (U+004D) at position 5 comes after the '=' padding at position 3; padding may only end the text",
    );
    expect(await runError(tool, { text: 'CPNW', mode: 'decode', alphabet: 'base32hex' }, 'INVALID_INPUT')).toMatch(/'W' \(U\+0057\) at position 4 is not in the base32hex alphabet \(0-9, A-V\)/);
    expect(await runError(tool, { text: 'CSU', mode: 'decode', alphabet: 'crockford' }, 'INVALID_INPUT')).toMatch(/'U' \(U\+0055\) at position 3/);
  });

  it('reports an impossible length and wrong padding', async () => {
    expect(await runError(tool, { text: 'MZX', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      'Invalid Base32 length: 3 characters (not counting whitespace and padding) leave 3 in the last group of 8, which no byte count produces (possible: 0, 2, 4, 5 or 7); the text is probably truncated or has a character too many',
    );
    await runError(tool, { text: 'M', mode: 'decode' }, 'INVALID_INPUT');
    await runError(tool, { text: 'MZXW6Y', mode: 'decode' }, 'INVALID_INPUT');
    expect(await runError(tool, { text: 'MY===', mode: 'decode' }, 'INVALID_INPUT')).toBe("Invalid Base32 padding: 3 '=' at position 3 but 2 data characters need 6 (omit the padding or fix it)");
  });

  it('warns about non-zero unused bits', async () => {
    const result = await runTool(tool, { text: 'MZ', mode: 'decode' });
    expect(result.success && result.data).toEqual({ result: 'f', byteLength: 1 });
    expect(result.metadata?.warnings?.[0]).toMatch(/last character 'Z' \(U\+005A\) at position 2 has non-zero unused bits/);
  });

  it('refuses invalid UTF-8 and points to hex output', async () => {
    expect(await runError(tool, { text: '74======', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/byte 0xFF at byte offset 0 .* set outputEncoding to "hex"/);
    expect(await decode({ text: '74======', outputEncoding: 'hex' })).toEqual({ result: 'ff', byteLength: 1 });
  });

  it('encodes and decodes the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'fooba');
    const encoded = await encode({ text });
    expect(encoded.result).toBe('MZXW6YTB'.repeat(200_000));
    expect((await decode({ text: largestInput(tool, 'text', 'MZXW6YTB') })).result).toBe('fooba'.repeat(125_000));
  });

  it('encodes like @scure/base (audited reference) in every alphabet and padding, random text with lone surrogates and every tail length', async () => {
    const rand = testRandom(81);
    const reference = {
      rfc4648: [base32, base32nopad],
      base32hex: [base32hex, base32hexnopad],
      crockford: [base32crockford, base32crockford],
    } as const;
    for (let k = 0; k < 90; k++) {
      const text = randomUnicode(rand, 1 + Math.floor(rand() * 300)) + 'x'.repeat(k % 5); // every length mod 5
      const bytes = Buffer.from(text, 'utf8');
      const alphabet = (['rfc4648', 'base32hex', 'crockford'] as const)[k % 3]!;
      const padding = k % 2 === 0;
      const result = (await encode({ text, alphabet, padding })).result;
      expect(result, JSON.stringify({ text, alphabet, padding })).toBe(reference[alphabet][padding ? 0 : 1].encode(bytes));
      expect((await decode({ text: result, alphabet, outputEncoding: 'base64' })).result).toBe(bytes.toString('base64'));
    }
  });

  it('encodes text and bytes longer than one round (32 Ki units of text, 160 KiB of bytes) like @scure/base: surrogate pairs and partial groups across round ends', async () => {
    const rand = testRandom(82);
    // pairs, lone surrogates and 1-3 byte characters fall on every round boundary the lengths below make
    for (const units of [(1 << 15) - 1, 1 << 15, (1 << 15) + 1, 3 * (1 << 15) + 7, 250_000]) {
      let text = randomUnicode(rand, units).slice(0, units - 1) + '\ud83d'; // a lone high surrogate at the very end
      for (let at = 1 << 15; at < units - 1; at += 1 << 15) text = text.slice(0, at - 1) + '😀' + text.slice(at + 1); // a pair across each round end
      const bytes = Buffer.from(text, 'utf8');
      const encoded = await runTool(tool, { text, padding: units % 2 === 0 }, { limits: 'none' });
      expect(encoded.success).toBe(true);
      const data = encoded.success ? (encoded.data as Out) : undefined;
      expect(data?.byteLength).toBe(bytes.length);
      expect(data?.result === (units % 2 === 0 ? base32 : base32nopad).encode(bytes), `${units} units`).toBe(true);
    }
    for (const n of [5 * (1 << 15) - 1, 5 * (1 << 15), 5 * (1 << 15) + 3, 400_001]) {
      const bytes = new Uint8Array(n).map(() => Math.floor(rand() * 256));
      const text = Buffer.from(bytes).toString('base64');
      const encoded = await runTool(tool, { text, inputEncoding: 'base64', alphabet: 'base32hex' }, { limits: 'none' });
      const data = encoded.success ? (encoded.data as Out) : undefined;
      expect(data?.byteLength).toBe(n);
      expect(data?.result === base32hex.encode(bytes), `${n} bytes`).toBe(true);
    }
  });
});
