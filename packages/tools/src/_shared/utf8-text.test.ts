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
    // ASCII only (the Latin-1 copy on Node): every code, NUL and DEL included, and runs of them
    cases.push(Uint8Array.from({ length: 128 }, (_, i) => i), new Uint8Array(0));
    for (let k = 0; k < 50; k++) cases.push(Uint8Array.from({ length: Math.floor(rand() * 300) }, () => Math.floor(rand() * 128)));
    // and from 1 MiB on, where the native path reads ASCII as Latin-1: every code, then one non-ASCII byte at the end
    const big = Uint8Array.from({ length: (1 << 20) + 5 }, (_, i) => i % 128);
    cases.push(big, Uint8Array.from([...big.subarray(0, 1 << 20), 0xc3, 0xa9]), Uint8Array.from([...big.subarray(0, 1 << 20), 0xff]));
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

describe('decodeUtf8Strict: the native path (no validation pass when the text has no U+FFFD) misses no invalid sequence', () => {
  afterEach(() => preferNative(true));

  const edges = [0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xff];
  const edgesOf = (b: number) => edges.includes(b);

  it('agrees with the fatal TextDecoder on every 1- and 2-byte sequence and on 3- and 4-byte edge sequences', () => {
    const cases: Uint8Array[] = [];
    for (let a = 0; a < 256; a++) {
      cases.push(new Uint8Array([a]));
      // every second byte after a lead byte; after ASCII and continuation bytes the edges suffice
      for (let b = 0; b < 256; b++) if (a >= 0xc0 || edgesOf(b)) cases.push(new Uint8Array([0x61, a, b]));
    }
    for (let a = 0xe0; a <= 0xff; a++)
      for (const b of edges)
        for (const c of edges) {
          cases.push(new Uint8Array([a, b, c]));
          for (const d of [0x80, 0xbf, 0x41]) cases.push(new Uint8Array([a, b, c, d]));
        }
    cases.push(new Uint8Array([0xef, 0xbf, 0xbd]), new Uint8Array([0x41, 0xef, 0xbf, 0xbd, 0xff])); // a real U+FFFD, then one before a bad byte
    const fatal = new TextDecoder('utf-8', { fatal: true });
    for (const bytes of cases) {
      preferNative(true);
      const native = decodeUtf8Strict(bytes);
      let valid = true;
      try {
        fatal.decode(bytes);
      } catch {
        valid = false;
      }
      expect(native.ok, Buffer.from(bytes).toString('hex')).toBe(valid);
      if (!native.ok) {
        // where it fails, both paths name the same byte
        preferNative(false);
        expect(decodeUtf8Strict(bytes), Buffer.from(bytes).toString('hex')).toEqual(native);
      }
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
