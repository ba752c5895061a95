import { describe, expect, it } from 'vitest';
import { splitSeparateNumbers, splitUnicode, splitWords } from './split-words.js';
import { testRandom } from '../../_test/random.js';
import { randomUnicode } from '../../_test/stream.js';

/** Strings drawn from the characters where word boundaries are decided: cases, digits, separators. */
function randomAscii(rand: () => number, length: number): string {
  const alphabet = 'aabzAABZ0019 _-./\0\t';
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out;
}

describe('case-converter split', () => {
  it('splits ASCII at case changes, acronyms and separators', () => {
    expect(splitWords('XMLHttpRequest')).toEqual(['XML', 'Http', 'Request']);
    expect(splitWords('getHTTPResponseCode')).toEqual(['get', 'HTTP', 'Response', 'Code']);
    expect(splitWords('version2Beta')).toEqual(['version2', 'Beta']);
    expect(splitWords('  __a-b.c/D e\0f ')).toEqual(['a', 'b', 'c', 'D', 'e', 'f']);
    expect(splitWords('ABC')).toEqual(['ABC']);
    expect(splitWords('aB')).toEqual(['a', 'B']);
    expect(splitWords('')).toEqual([]);
    expect(splitWords('--')).toEqual([]);
  });

  it('finds the words of the Unicode split on ASCII text (seeded differential)', () => {
    const rand = testRandom(41);
    for (let k = 0; k < 5000; k++) {
      const text = randomAscii(rand, 1 + Math.floor(rand() * 24));
      expect(splitWords(text), JSON.stringify(text)).toEqual(splitUnicode(text));
    }
  });

  it('hands a line with any non-ASCII character to the Unicode split', () => {
    expect(splitWords('caféAu lait')).toEqual(['café', 'Au', 'lait']);
    expect(splitWords('हिन्दी text')).toEqual(['हिन्दी', 'text']);
    const rand = testRandom(42);
    for (let k = 0; k < 2000; k++) {
      const text = randomAscii(rand, Math.floor(rand() * 8)) + randomUnicode(rand, 1 + Math.floor(rand() * 12)) + randomAscii(rand, Math.floor(rand() * 8));
      expect(splitWords(text), JSON.stringify(text)).toEqual(splitUnicode(text));
    }
  });

  it('cuts digits from letters on request', () => {
    expect(splitSeparateNumbers('version2Beta')).toEqual(['version', '2', 'Beta']);
    expect(splitSeparateNumbers('a1b2c3')).toEqual(['a', '1', 'b', '2', 'c', '3']);
    expect(splitSeparateNumbers('utf8Encode')).toEqual(['utf', '8', 'Encode']);
  });
});
