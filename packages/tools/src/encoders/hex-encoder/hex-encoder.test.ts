import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { HexFormatter, hexOptions } from './hex-format.js';
import tool from './index.js';
import { preferNative } from '../../_shared/native.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';
import { expectStreamEqualsFunction, randomUnicode } from '../../_test/stream.js';

type Out = { result: string; byteLength: number };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

describe('hex-encoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, { text: '', mode: 'decode' }, 'MISSING_REQUIRED');
  });

  it('encodes and decodes the unicode sample as UTF-8', async () => {
    expect(await encode({ text: UNICODE_SAMPLE })).toEqual({ result: 'c380f09f9880e4b8ad', byteLength: 9 });
    expect(await decode({ text: 'c380f09f9880e4b8ad' })).toEqual({ result: UNICODE_SAMPLE, byteLength: 9 });
    expect(await decode({ text: 'C3 80 F0 9F 98 80 E4 B8 AD' })).toEqual({ result: UNICODE_SAMPLE, byteLength: 9 });
  });

  it('matches Buffer on random bytes in both directions', async () => {
    for (let n = 1; n < 60; n++) {
      const bytes = randomBytes(n * 5);
      const hex = bytes.toString('hex');
      expect(await encode({ text: bytes.toString('base64'), inputEncoding: 'base64' })).toEqual({ result: hex, byteLength: bytes.length });
      expect((await encode({ text: bytes.toString('base64url'), inputEncoding: 'base64', uppercase: true })).result).toBe(hex.toUpperCase());
      expect(await decode({ text: hex, outputEncoding: 'base64' })).toEqual({ result: bytes.toString('base64'), byteLength: bytes.length });
      expect((await decode({ text: hex.toUpperCase(), outputEncoding: 'base64' })).result).toBe(bytes.toString('base64'));
    }
  });

  it('matches Buffer on random unicode text', async () => {
    const pool = ['a', ' ', 'é', 'ß', '中', '😀', '\n', '𝄞', '\u0000', 'Ω', '🏳️‍🌈', '\u{10FFFF}', '\u007f'];
    for (let n = 0; n < 30; n++) {
      let s = '';
      for (let i = 0; i < n * 3 + 1; i++) s += pool[(n * 7 + i * 13) % pool.length];
      const hex = Buffer.from(s, 'utf8').toString('hex');
      expect((await encode({ text: s })).result).toBe(hex);
      expect((await decode({ text: hex })).result).toBe(s);
    }
  });

  it('formats with separators, prefixes and uppercase', async () => {
    const text = 'Hi!';
    expect((await encode({ text, separator: 'space' })).result).toBe('48 69 21');
    expect((await encode({ text, separator: 'colon', uppercase: true })).result).toBe('48:69:21');
    expect((await encode({ text: '\u00ff\u00ab', separator: 'colon', uppercase: true })).result).toBe('C3:BF:C2:AB');
    expect((await encode({ text, separator: 'dash' })).result).toBe('48-69-21');
    expect((await encode({ text, separator: 'comma', prefix: '0x' })).result).toBe('0x48, 0x69, 0x21');
    expect((await encode({ text: 'é', prefix: '0x', uppercase: true })).result).toBe('0xC30xA9');
    expect((await encode({ text: 'é', prefix: '\\x' })).result).toBe('\\xc3\\xa9');
  });

  it('wraps lines after bytesPerLine bytes without trailing separators', async () => {
    const text = 'abcdefg';
    expect((await encode({ text, bytesPerLine: 3 })).result).toBe('616263\n646566\n67');
    expect((await encode({ text, bytesPerLine: 3, separator: 'space' })).result).toBe('61 62 63\n64 65 66\n67');
    expect((await encode({ text, bytesPerLine: 4, separator: 'comma', prefix: '0x' })).result).toBe('0x61, 0x62, 0x63, 0x64,\n0x65, 0x66, 0x67');
    expect((await encode({ text, bytesPerLine: 7, separator: 'space' })).result).toBe('61 62 63 64 65 66 67');
    expect((await encode({ text, bytesPerLine: 0, separator: 'space' })).result).toBe('61 62 63 64 65 66 67');
    await runError(tool, { text, bytesPerLine: 1.5 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text, bytesPerLine: -1 }, 'CONSTRAINT_VIOLATION');
  });

  it('round-trips every formatting option through decode', async () => {
    const bytes = randomBytes(100);
    for (const separator of ['none', 'space', 'colon', 'dash', 'comma'])
      for (const prefix of ['none', '0x', '\\x'])
        for (const bytesPerLine of [0, 7]) {
          const hex = (await encode({ text: bytes.toString('base64'), inputEncoding: 'base64', separator, prefix, bytesPerLine, uppercase: bytesPerLine > 0 })).result;
          expect((await decode({ text: hex, outputEncoding: 'base64' })).result, `${separator} ${prefix} ${bytesPerLine}`).toBe(bytes.toString('base64'));
        }
  });

  it('decodes tolerantly: whitespace, prefixes, separators, dumps', async () => {
    const cases: Array<[string, string]> = [
      ['48656c6c6f', 'Hello'],
      ['  48 65\n6c\t6c 6f \r\n', 'Hello'],
      ['0x48656c6c6f', 'Hello'],
      ['0X48, 0x65, 0x6C, 0x6c, 0x6F', 'Hello'],
      ['{0x48,0x65,0x6c,0x6c,0x6f}'.slice(1, -1), 'Hello'],
      ['\\x48\\x65\\x6c\\x6c\\x6f', 'Hello'],
      ['48:65:6c:6c:6f', 'Hello'],
      ['48-65-6C-6C-6F', 'Hello'],
      ['4865 6c6c 6f', 'Hello'],
      ['0x480x000x65', 'H\u0000e'],
      ['480x65', 'He'],
    ];
    for (const [text, expected] of cases) expect((await decode({ text })).result, text).toBe(expected);
  });

  it('reports a bad digit with its position', async () => {
    expect(await runError(tool, { text: '48 6g', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid hex: 'g' (U+0067) at position 5 is not a hex digit (0-9, a-f, A-F); between bytes only whitespace, ':', '-', ',', ';' and 0x or \\x prefixes are allowed",
    );
    expect(await runError(tool, { text: '48\n65\n6z', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/^Invalid hex: 'z' \(U\+007A\) at line 3, column 2 is not a hex digit/);
    expect(await runError(tool, { text: '4x65', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/'x' \(U\+0078\) at position 2 is not a hex digit \(0-9, a-f, A-F\) \('x' is only allowed in a 0x or \\x prefix before a byte\)/);
    expect(await runError(tool, { text: '48 😀', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/^Invalid hex: '😀' \(U\+1F600\) at position 4 /);
  });

  it('reports an odd digit count with the position of the odd group', async () => {
    expect(await runError(tool, { text: 'abc', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid hex: the group 'abc' at position 1 has 3 digits, an odd number; every byte needs two hex digits",
    );
    expect(await runError(tool, { text: '48 65 6', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid hex: the group '6' at position 7 has 1 digit, an odd number; every byte needs two hex digits (write 06 for a single digit)",
    );
    expect(await runError(tool, { text: '0x1, 0x02', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/the group '1' at position 3 has 1 digit/);
  });

  it('refuses invalid UTF-8 and points to base64 output', async () => {
    expect(await runError(tool, { text: '48 ff 69', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      'The decoded bytes (3) are not valid UTF-8 text: byte 0xFF at byte offset 1 (hex digits 3-4) cannot start or continue a UTF-8 character. The data is probably binary or in another text encoding: set outputEncoding to "base64" to get the bytes.',
    );
    expect(await decode({ text: '48 ff 69', outputEncoding: 'base64' })).toEqual({ result: Buffer.from([0x48, 0xff, 0x69]).toString('base64'), byteLength: 3 });
    // a truncated multi-byte character and an encoded surrogate are not UTF-8 either
    await runError(tool, { text: 'e282', mode: 'decode' }, 'INVALID_INPUT');
    await runError(tool, { text: 'eda080', mode: 'decode' }, 'INVALID_INPUT');
  });

  it('reports bad Base64 input when encoding', async () => {
    expect(await runError(tool, { text: 'SGV$', inputEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(
      /^The input is not valid Base64: invalid character '\$' \(U\+0024\) at position 4: .* Choose inputEncoding "utf8" to encode the text itself\.$/,
    );
  });

  it('warns about a lone surrogate and encodes it as U+FFFD', async () => {
    const result = await runTool(tool, { text: 'a\uD800b' });
    expect(result.success && result.data).toEqual({ result: '61efbfbd62', byteLength: 5 });
    expect(result.metadata?.warnings?.[0]).toMatch(/lone surrogate U\+D800 at position 2/);
  });

  it('encodes and decodes the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'é');
    const encoded = await encode({ text });
    expect(encoded.byteLength).toBe(2_000_000);
    expect(encoded.result).toBe('c3a9'.repeat(1_000_000));
    const hex = largestInput(tool, 'text', '0x41 ');
    expect((await decode({ text: hex })).result).toBe('A'.repeat(200_000));
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });

  describe('kernels (native and Web paths) against Buffer and a byte-by-byte reference', () => {
    afterEach(() => preferNative(true));
    const SEPARATOR = { none: '', space: ' ', colon: ':', dash: '-', comma: ', ' } as const;
    /** The formatting rules written out byte by byte. */
    function reference(bytes: Buffer, o: { separator: keyof typeof SEPARATOR; prefix: string; uppercase: boolean; bytesPerLine: number }): string {
      const sep = SEPARATOR[o.separator];
      const lineBreak = sep.trim() === ',' ? ',\n' : '\n';
      let out = '';
      for (let i = 0; i < bytes.length; i++) {
        if (i > 0) out += o.bytesPerLine > 0 && i % o.bytesPerLine === 0 ? lineBreak : sep;
        const hex = bytes[i]!.toString(16).padStart(2, '0');
        out += (o.prefix === 'none' ? '' : o.prefix) + (o.uppercase ? hex.toUpperCase() : hex);
      }
      return out;
    }

    for (const native of [true, false]) {
      it(`${native ? 'Buffer' : 'Web'}: random text (astral, lone surrogates) with every formatting option; decode round-trips`, async () => {
        preferNative(native);
        const rand = testRandom(native ? 11 : 12);
        const separators = Object.keys(SEPARATOR) as (keyof typeof SEPARATOR)[];
        for (let k = 0; k < 60; k++) {
          const text = randomUnicode(rand, 1 + Math.floor(rand() * 400));
          const options = { separator: separators[k % 5]!, prefix: ['none', '0x', '\\x'][k % 3]!, uppercase: k % 2 === 0, bytesPerLine: [0, 1, 7, 16][k % 4]! };
          const bytes = Buffer.from(text, 'utf8');
          const encoded = await encode({ text, ...options });
          expect(encoded, JSON.stringify({ text, options })).toEqual({ result: reference(bytes, options), byteLength: bytes.length });
          expect((await decode({ text: encoded.result, outputEncoding: 'base64' })).result).toBe(bytes.toString('base64'));
          expect((await decode({ text: bytes.toString('hex') })).result).toBe(bytes.toString('utf8'));
        }
      });
    }

    it('encodes a big text a piece at a time exactly as whole: pairs across piece ends, lone surrogates, every layout', async () => {
      const rand = testRandom(14);
      // astral characters and lone surrogates straddle the 64 Ki-unit pieces the text is read in
      const units = ['a', 'é', '€', '😀', '\uD800', '\uDC00'];
      const block = (n: number) => Array.from({ length: n }, () => units[Math.floor(rand() * units.length)]).join('');
      const text = Array.from({ length: 70 }, () => block(20) + 'a'.repeat(65_536 - 40) + block(20)).join('');
      expect(text.length).toBeGreaterThan(1 << 22); // read in pieces
      const bytes = Buffer.from(text, 'utf8');
      for (const options of [{}, { separator: 'comma', prefix: '0x', uppercase: true, bytesPerLine: 7 }] as const) {
        const o = { separator: 'none', prefix: 'none', uppercase: false, bytesPerLine: 0, ...options } as const;
        const result = await runTool(tool, { text, ...options }, { limits: 'none' });
        const encoded = result.data as { result: string; byteLength: number };
        expect(encoded.byteLength).toBe(bytes.length);
        // the formatter is checked against the byte-by-byte reference above; here, pieces against one write
        expect(encoded.result === new HexFormatter(hexOptions(o)).write(bytes)).toBe(true);
      }
    });

    it('decodes odd-length, prefixed or invalid hex through the checking parser, whichever path is taken', async () => {
      for (const text of ['abc', '0x41', 'zz', '4g', 'é1']) {
        preferNative(true);
        const native = await runTool(tool, { text, mode: 'decode' });
        preferNative(false);
        expect(await runTool(tool, { text, mode: 'decode' })).toEqual({ ...native, metadata: expect.anything() });
      }
    });
  });

  describe('stream', () => {
    it('equals the function on random text cut inside multi-byte characters, every formatting option', async () => {
      const rand = testRandom(13);
      for (let k = 0; k < 20; k++) {
        const text = randomUnicode(rand, 1 + Math.floor(rand() * 3000));
        const params = { separator: ['none', 'space', 'comma'][k % 3], prefix: ['none', '0x'][k % 2], uppercase: k % 4 === 0, bytesPerLine: [0, 3, 16, 32][k % 4] };
        await expectStreamEqualsFunction(tool, params, { text }, rand);
      }
    });

    it('encodes raw bytes exactly (what the function gives for them in base64)', async () => {
      const bytes = randomBytes(5000);
      await expectStreamEqualsFunction(tool, { separator: 'colon' }, { bytes, functionInput: { text: bytes.toString('base64'), inputEncoding: 'base64', separator: 'colon' } }, testRandom(14), 1000);
    });
  });
});
