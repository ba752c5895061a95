import { afterEach, describe, expect, it } from 'vitest';
import { preferNative } from './native.js';
import { eachUtf8Piece } from './utf8-chunks.js';
import { testRandom } from '../_test/random.js';
import { randomUnicode } from '../_test/stream.js';

/** The pieces joined, and the count the function returned. */
function read(text: string): { bytes: Buffer; total: number | undefined; pieces: number } {
  const parts: Buffer[] = [];
  const total = eachUtf8Piece(text, (piece) => parts.push(Buffer.from(piece))); // copied: the view is reused
  return { bytes: Buffer.concat(parts), total, pieces: parts.length };
}

describe('eachUtf8Piece', () => {
  afterEach(() => preferNative(true));

  it("gives TextEncoder's bytes and their count, surrogate pairs across piece edges included", () => {
    const rand = testRandom(31);
    const edge = 1 << 16;
    const cases = [
      '',
      'ascii only',
      'a'.repeat(edge - 1) + '😀' + 'b'.repeat(10), // a pair straddling the first edge
      'é'.repeat(edge * 2 + 3),
      '\ud800' + 'x'.repeat(edge) + '\udfff', // lone halves at both ends
      'x'.repeat(edge - 1) + '\ud83d', // a lone high half as the last unit of a piece
    ];
    for (let k = 0; k < 20; k++) cases.push(randomUnicode(rand, Math.floor(rand() * 3 * edge), true));
    for (const text of cases) {
      const expected = new TextEncoder().encode(text);
      const got = read(text);
      expect(got.total).toBe(expected.length);
      expect(got.bytes.equals(expected)).toBe(true);
    }
  });

  it('reads a large text in pieces and lets a piece reader read another text', () => {
    const text = 'line of text\n'.repeat(40_000);
    const inner: number[] = [];
    const total = eachUtf8Piece(text, () => inner.push(eachUtf8Piece('ünïcode', () => {})!));
    expect(total).toBe(text.length);
    expect(inner.length).toBeGreaterThan(4);
    expect(new Set(inner)).toEqual(new Set([Buffer.byteLength('ünïcode')]));
    expect(read(text).bytes.toString('utf8')).toBe(text);
  });

  it('returns undefined without Buffer, so callers take their Web path', () => {
    preferNative(false);
    expect(eachUtf8Piece('abc', () => {})).toBeUndefined();
  });
});
