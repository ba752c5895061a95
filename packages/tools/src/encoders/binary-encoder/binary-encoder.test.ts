import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; byteLength: number };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

/** Independent reference from Buffer and Number#toString. */
const ref = (bytes: Buffer, radix: number, width: number, sep: string) => [...bytes].map((b) => b.toString(radix).padStart(width, '0')).join(sep);

describe('binary-encoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, { text: '', mode: 'decode' }, 'MISSING_REQUIRED');
  });

  it('encodes and decodes the unicode sample', async () => {
    const bin = '11000011 10000000 11110000 10011111 10011000 10000000 11100100 10111000 10101101';
    expect(await encode({ text: UNICODE_SAMPLE })).toEqual({ result: bin, byteLength: 9 });
    expect(await decode({ text: bin })).toEqual({ result: UNICODE_SAMPLE, byteLength: 9 });
    expect(await encode({ text: UNICODE_SAMPLE, format: 'decimal', separator: 'comma' })).toEqual({ result: '195, 128, 240, 159, 152, 128, 228, 184, 173', byteLength: 9 });
    expect(await encode({ text: UNICODE_SAMPLE, format: 'octal' })).toEqual({ result: '303 200 360 237 230 200 344 270 255', byteLength: 9 });
  });

  it('matches the Buffer reference on random bytes for every format and separator', async () => {
    for (let n = 1; n < 30; n++) {
      const bytes = randomBytes(n * 3);
      for (const [format, radix] of [['binary', 2], ['octal', 8], ['decimal', 10]] as const)
        for (const [separator, sep] of [['space', ' '], ['none', ''], ['comma', ', '], ['newline', '\n']] as const) {
          const width = format === 'binary' ? 8 : format === 'octal' || sep === '' ? 3 : 0;
          const expected = ref(bytes, radix, width, sep);
          expect(await encode({ text: bytes.toString('hex'), inputEncoding: 'hex', format, separator })).toEqual({ result: expected, byteLength: bytes.length });
          expect(await decode({ text: expected, format, outputEncoding: 'hex' })).toEqual({ result: bytes.toString('hex'), byteLength: bytes.length });
        }
    }
  });

  it('reads base64 input and writes base64 output', async () => {
    expect((await encode({ text: 'SGk=', inputEncoding: 'base64' })).result).toBe('01001000 01101001');
    expect(await decode({ text: '01001000 01101001', outputEncoding: 'base64' })).toEqual({ result: 'SGk=', byteLength: 2 });
  });

  it('decodes tolerantly: whitespace, commas, runs of whole bytes', async () => {
    expect((await decode({ text: ' 01001000\n\t01101001 \r\n' })).result).toBe('Hi');
    expect((await decode({ text: '0100100001101001' })).result).toBe('Hi');
    expect((await decode({ text: '72,105; 33', format: 'decimal' })).result).toBe('Hi!');
    expect((await decode({ text: '072105033', format: 'decimal' })).result).toBe('Hi!');
    expect((await decode({ text: '110151041', format: 'octal' })).result).toBe('Hi!');
    expect((await decode({ text: '0 7 77', format: 'octal', outputEncoding: 'hex' })).result).toBe('00073f');
  });

  it('reports a bad digit, a wrong group length and a value above 255 with positions', async () => {
    expect(await runError(tool, { text: '01001000 0110200', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid binary: '2' (U+0032) at position 14 is not a binary digit (0 or 1); between bytes only whitespace, ',' and ';' are allowed",
    );
    expect(await runError(tool, { text: '01001000 1101001', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid binary: the group '1101001' at position 10 has 7 bits, not a multiple of 8; every byte needs 8 bits (write 01101001 if leading zeros were dropped)",
    );
    expect(await runError(tool, { text: '72\n256', mode: 'decode', format: 'decimal' }, 'INVALID_INPUT')).toBe(
      "Invalid decimal: '256' at line 2, column 1 is above 255, the largest byte value",
    );
    expect(await runError(tool, { text: '400', mode: 'decode', format: 'octal' }, 'INVALID_INPUT')).toBe(
      "Invalid octal: '400' at position 1 is 256 in decimal, above 255, the largest byte value (377 in octal)",
    );
    expect(await runError(tool, { text: '1 8', mode: 'decode', format: 'octal' }, 'INVALID_INPUT')).toMatch(/^Invalid octal: '8' \(U\+0038\) at position 3 is not an octal digit \(0-7\)/);
    expect(await runError(tool, { text: '7210', mode: 'decode', format: 'decimal' }, 'INVALID_INPUT')).toBe(
      "Invalid decimal: the group '7210' at position 1 has 4 digits; separate the byte values (a run without separators must be 3-digit values)",
    );
  });

  it('refuses invalid UTF-8 and suggests hex output', async () => {
    expect(await runError(tool, { text: '01001000 11111111', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      'The decoded bytes (2) are not valid UTF-8 text: byte 2 (0xFF, 11111111) cannot start or continue a UTF-8 character. The data is probably binary or in another text encoding: set outputEncoding to "hex" or "base64" to get the bytes.',
    );
    expect((await decode({ text: '01001000 11111111', outputEncoding: 'hex' })).result).toBe('48ff');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'é');
    const encoded = await encode({ text, separator: 'none' });
    expect(encoded.byteLength).toBe(2_000_000);
    expect(encoded.result).toBe('1100001110101001'.repeat(1_000_000));
    expect((await decode({ text: largestInput(tool, 'text', '01000001 ') })).result).toBe('A'.repeat(111_111));
  });
});
