import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import tool from './index.js';
import { invalidUtf8Offset } from '../../_shared/utf8-text.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';
import { expectStreamEqualsFunction, randomUnicode } from '../../_test/stream.js';

type Out = { result: string; byteLength: number };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

describe('base64-encoder', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    await runError(tool, { text: '', mode: 'decode' }, 'MISSING_REQUIRED');
  });

  it('encodes and decodes the unicode sample as UTF-8', async () => {
    expect(await encode({ text: UNICODE_SAMPLE })).toEqual({ result: 'w4Dwn5iA5Lit', byteLength: 9 });
    expect(await decode({ text: 'w4Dwn5iA5Lit' })).toEqual({ result: UNICODE_SAMPLE, byteLength: 9 });
  });

  it('matches Buffer on random byte arrays, in every alphabet and padding combination', async () => {
    for (let n = 0; n < 40; n++) {
      const bytes = randomBytes(n * 7 + (n % 3));
      const hex = bytes.toString('hex');
      expect((await encode({ text: hex || '00', inputEncoding: 'hex' })).result).toBe(
        (hex ? bytes : Buffer.from([0])).toString('base64'),
      );
      if (!hex) continue;
      const url = await encode({ text: hex, inputEncoding: 'hex', urlSafe: true, padding: false });
      expect(url.result).toBe(bytes.toString('base64url'));
      expect(url.byteLength).toBe(bytes.length);
      expect((await decode({ text: bytes.toString('base64'), outputEncoding: 'hex' })).result).toBe(hex);
      expect((await decode({ text: bytes.toString('base64url'), outputEncoding: 'hex' })).result).toBe(hex);
    }
  });

  it('matches Buffer on random unicode text', async () => {
    const pool = ['a', ' ', 'é', 'ß', '中', '😀', '\n', '𝄞', '\u0000', 'Ω', '🏳️‍🌈'];
    for (let n = 0; n < 30; n++) {
      let s = '';
      for (let i = 0; i < n * 3 + 1; i++) s += pool[(n * 7 + i * 13) % pool.length];
      const b64 = Buffer.from(s, 'utf8').toString('base64');
      expect((await encode({ text: s })).result).toBe(b64);
      expect((await decode({ text: b64 })).result).toBe(s);
    }
  });

  it('uses the URL-safe alphabet and drops padding only when asked', async () => {
    // 0xfb 0xff → "+/8=" standard, "-_8" url-safe unpadded
    expect((await encode({ text: 'fbff', inputEncoding: 'hex' })).result).toBe('+/8=');
    expect((await encode({ text: 'fbff', inputEncoding: 'hex', urlSafe: true })).result).toBe('-_8=');
    expect((await encode({ text: 'fbff', inputEncoding: 'hex', padding: false })).result).toBe('+/8');
    expect((await encode({ text: 'fbff', inputEncoding: 'hex', urlSafe: true, padding: false })).result).toBe('-_8');
  });

  it('reads hex with separators and 0x prefixes', async () => {
    expect(await encode({ text: '0x48 0x69:21-0A', inputEncoding: 'hex' })).toEqual({ result: 'SGkhCg==', byteLength: 4 });
    expect(await runError(tool, { text: '48 6g', inputEncoding: 'hex' }, 'INVALID_INPUT')).toBe(
      "Invalid hex: 'g' (U+0067) at position 5 is not a hex digit (0-9, a-f); separators may be spaces, ':', ',' or '-'",
    );
    expect(await runError(tool, { text: 'abc', inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/3 hex digits is an odd number/);
  });

  it('decodes standard or URL-safe input, padded or not, wrapped over lines', async () => {
    const cases: Array<[string, string]> = [
      ['SGVsbG8/', 'Hello?'],
      ['SGVsbG8_', 'Hello?'],
      ['SGVs\nbG8/\n', 'Hello?'],
      ['SGk=', 'Hi'],
      ['SGk', 'Hi'],
      [' SG\r\nk= \n', 'Hi'],
    ];
    for (const [text, expected] of cases) expect((await decode({ text })).result).toBe(expected);
  });

  it('reports the exact position of a bad character', async () => {
    expect(await runError(tool, { text: 'SGVs!bG8', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid Base64: invalid character '!' (U+0021) at position 5: base64 uses only A–Z, a–z, 0–9, '+' and '/' (or '-' and '_') with '=' padding",
    );
    expect(await runError(tool, { text: 'SGVs\nbG8é', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/'é' \(U\+00E9\) at line 2, column 4/);
  });

  it('rejects truncated input, misplaced or wrong padding and mixed alphabets', async () => {
    expect(await runError(tool, { text: 'SGVsb', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/5 base64 characters .* leave 1 character over/);
    expect(await runError(tool, { text: 'SG=k', mode: 'decode' }, 'INVALID_INPUT')).toMatch(
      /'k' \(U\+006B\) at position 4 comes after the '=' padding at position 3/,
    );
    expect(await runError(tool, { text: 'SGk==', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/need 1 '=' but 2 found/);
    expect(await runError(tool, { text: 'SGVs=', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/need no padding/);
    expect(await runError(tool, { text: 'ab+c_d==', mode: 'decode' }, 'INVALID_INPUT')).toBe(
      "Invalid Base64: '_' (U+005F) at position 5 mixes the two base64 alphabets: '+' (U+002B) at position 3 is from the standard one",
    );
  });

  it('decodes UTF-16LE payloads (PowerShell -EncodedCommand) on request, and warns when UTF-8 text looks like UTF-16', async () => {
    // Microsoft's about_PowerShell_exe example: dir "c:\program files" as UTF-16LE
    const payload = 'ZABpAHIAIAAiAGMAOgBcAHAAcgBvAGcAcgBhAG0AIABmAGkAbABlAHMAIgAgAA==';
    expect(payload).toBe(Buffer.from('dir "c:\\program files" ', 'utf16le').toString('base64'));
    expect(await runOk(tool, { text: payload, mode: 'decode', outputEncoding: 'utf16le' })).toEqual({ result: 'dir "c:\\program files" ', byteLength: 46 });
    const guessed = await runTool(tool, { text: payload, mode: 'decode' });
    expect(guessed.data.result).toContain('\u0000');
    expect(guessed.metadata?.warnings).toEqual(['The decoded text has a NUL in every other byte. They look like UTF-16LE (Windows, PowerShell -EncodedCommand): set outputEncoding to "utf16le".']);
    const be = Buffer.from('\ufeffÀ😀中', 'utf16le').swap16().toString('base64');
    expect((await runOk<{ result: string }>(tool, { text: be, mode: 'decode', outputEncoding: 'utf16be' })).result).toBe('À😀中');
    expect((await runOk<{ result: string }>(tool, { text: Buffer.from([0x63, 0x61, 0x66, 0xe9]).toString('base64'), mode: 'decode', outputEncoding: 'latin1' })).result).toBe('café');
    expect(await runError(tool, { text: 'AAAA', mode: 'decode', outputEncoding: 'utf16le' }, 'INVALID_INPUT')).toMatch(/3 bytes is an odd number/);
  });

  it('refuses to show binary as text and suggests hex', async () => {
    const message = await runError(tool, { text: '/w==', mode: 'decode' }, 'INVALID_INPUT');
    expect(message).toBe(
      'The decoded data (1 bytes) is not valid UTF-8 text: byte 0xFF at byte offset 0 is invalid. It is probably binary: set outputEncoding to "hex" to see the bytes.',
    );
    // a valid prefix, then an invalid continuation at offset 3
    const b64 = Buffer.from([0x61, 0x62, 0x63, 0xe2, 0x28, 0xa1]).toString('base64');
    expect(await runError(tool, { text: b64, mode: 'decode' }, 'INVALID_INPUT')).toMatch(/byte 0xE2 at byte offset 3/);
    expect(await decode({ text: b64, outputEncoding: 'hex' })).toEqual({ result: '616263e228a1', byteLength: 6 });
  });

  it('finds the first invalid UTF-8 byte exactly where a fatal TextDecoder stops accepting', () => {
    const strict = new TextDecoder('utf-8', { fatal: true });
    const valid = (b: Uint8Array) => {
      try {
        strict.decode(b);
        return true;
      } catch {
        return false;
      }
    };
    const pieces = [[0x41], [0xc3, 0xa9], [0xe2, 0x82, 0xac], [0xf0, 0x9f, 0x98, 0x80], [0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0xff]];
    for (let n = 0; n < 500; n++) {
      const bytes: number[] = [];
      for (let i = 0; i < (n % 7) + 1; i++) bytes.push(...pieces[(n * 13 + i * 7 + ((n * i) % 5)) % pieces.length]!);
      const arr = Uint8Array.from(bytes);
      const offset = invalidUtf8Offset(arr);
      expect(offset === -1, `bytes ${Buffer.from(arr).toString('hex')}`).toBe(valid(arr));
      if (offset >= 0) {
        expect(valid(arr.subarray(0, offset))).toBe(true);
        // the replacement decoder agrees: everything before the offset survives intact
        expect(new TextDecoder().decode(arr).startsWith(new TextDecoder().decode(arr.subarray(0, offset)) + '\uFFFD')).toBe(true);
      }
    }
  });

  it('decodes to nothing when the input is only whitespace', async () => {
    expect(await decode({ text: ' \n ' })).toEqual({ result: '', byteLength: 0 });
  });

  it('warns about lone surrogates, which UTF-8 cannot represent', async () => {
    const result = await runTool(tool, { text: 'a\uD83D' });
    expect(result.success && result.data).toEqual({ result: 'Ye+/vQ==', byteLength: 4 });
    expect(result.metadata?.warnings).toEqual(['The text has a lone surrogate U+D83D at position 2; it was encoded as U+FFFD (EF BF BD).']);
  });

  it('encodes and decodes the largest allowed input, and rejects one character more', async () => {
    const text = largestInput(tool, 'text', 'ab€');
    const encoded = await encode({ text });
    expect(encoded.result).toBe(Buffer.from(text).toString('base64'));
    const b64 = largestInput(tool, 'text', 'QUJD');
    const decoded = await decode({ text: b64 });
    expect(decoded.byteLength).toBe(750_000);
    expect(decoded.result).toBe('ABC'.repeat(250_000));
    await runError(tool, { text: oversizedInput(tool, 'text') }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects an unknown mode', async () => {
    await runError(tool, { text: 'a', mode: 'encrypt' }, 'CONSTRAINT_VIOLATION');
  });

  describe('stream', () => {
    it('equals the function on random text cut inside multi-byte characters and 3-byte groups, every alphabet and padding', async () => {
      const rand = testRandom(41);
      for (let k = 0; k < 24; k++) {
        const text = randomUnicode(rand, 1 + Math.floor(rand() * 3000), true);
        await expectStreamEqualsFunction(tool, { urlSafe: k % 2 === 0, padding: k % 3 !== 0 }, { text }, rand, 1 + (k % 7));
      }
    });

    it('encodes raw bytes exactly (what the function gives for the same bytes as hex)', async () => {
      const rand = testRandom(42);
      for (const size of [1, 2, 3, 4, 5, 1000, 65_537]) {
        const bytes = Buffer.from(Array.from({ length: size }, () => Math.floor(rand() * 256)));
        await expectStreamEqualsFunction(tool, {}, { bytes, functionInput: { text: bytes.toString('hex'), inputEncoding: 'hex' } }, rand, 5000);
      }
    });
  });
});
