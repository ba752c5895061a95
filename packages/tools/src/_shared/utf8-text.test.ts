import { afterEach, describe, expect, it } from 'vitest';
import { preferNative } from './native.js';
import { decodeUtf8Strict, firstLoneSurrogate } from './utf8-text.js';
import { testRandom } from '../_test/random.js';
import { randomUnicode } from '../_test/stream.js';

describe('decodeUtf8Strict: native (isUtf8 + Buffer) and Web (fatal TextDecoder) paths agree', () => {
  afterEach(() => preferNative(true));

  it('on valid text, broken sequences, overlongs, surrogates and truncations', () => {
    const rand = testRandom(21);
    const cases: Uint8Array[] = [new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), new Uint8Array([0xc0, 0x80]), new Uint8Array([0xed, 0xa0, 0x80]), new Uint8Array([0xf4, 0x90, 0x80, 0x80]), new Uint8Array([0xe2, 0x82])];
    for (let k = 0; k < 200; k++) {
      const bytes = Buffer.from(randomUnicode(rand, Math.floor(rand() * 200), true), 'utf8');
      if (k % 2 && bytes.length) bytes[Math.floor(rand() * bytes.length)] = Math.floor(rand() * 256); // often breaks it
      cases.push(new Uint8Array(bytes));
    }
    for (const bytes of cases) {
      preferNative(true);
      const native = decodeUtf8Strict(bytes);
      preferNative(false);
      const web = decodeUtf8Strict(bytes);
      expect(native, Buffer.from(bytes).toString('hex')).toEqual(web);
      if (native.ok) expect(native.text).toBe(Buffer.from(bytes).toString('utf8'));
    }
  });
});

describe('firstLoneSurrogate', () => {
  it('finds the first unpaired half, not a half of a pair', () => {
    expect(firstLoneSurrogate('a😀b')).toBeUndefined();
    expect(firstLoneSurrogate('a\ud83db')).toEqual({ char: '\ud83d', index: 1 });
    expect(firstLoneSurrogate('😀\ude00')).toEqual({ char: '\ude00', index: 2 });
    expect(firstLoneSurrogate('x\ud83d')).toEqual({ char: '\ud83d', index: 1 });
  });
});
