import { afterEach, describe, expect, it } from 'vitest';
import { decodeBase64Text, type Base64Options } from './base64-text.js';
import { preferNative } from './native.js';
import { testRandom } from '../_test/random.js';

/** Base64-ish text: mostly valid characters, with whitespace, both alphabets, stray '=' and invalid characters now and then. */
function candidate(rand: () => number): string {
  const valid = Buffer.from(Array.from({ length: Math.floor(rand() * 40) }, () => Math.floor(rand() * 256))).toString(rand() < 0.5 ? 'base64' : 'base64url');
  const chars = [...valid];
  const noise = ['\n', ' ', '\r\n', '=', '+', '_', '-', '/', '*', 'é', '\t', '\f', '😀'];
  const edits = rand() < 0.4 ? 0 : 1 + Math.floor(rand() * 3);
  for (let k = 0; k < edits; k++) chars.splice(Math.floor(rand() * (chars.length + 1)), rand() < 0.2 ? 1 : 0, noise[Math.floor(rand() * noise.length)]!);
  return chars.join('');
}

describe('decodeBase64Text: the native fast path and the checking pass give the same outcome', () => {
  afterEach(() => preferNative(true));

  it('on random valid, wrapped, mixed, mispadded and corrupted text, under every option', () => {
    const rand = testRandom(31);
    const options: Base64Options[] = [{}, { alphabet: 'standard' }, { alphabet: 'url' }, { padding: false }, { whitespace: false }];
    let accepted = 0;
    for (let k = 0; k < 2000; k++) {
      const text = candidate(rand);
      const o = options[k % options.length]!;
      preferNative(true);
      const native = decodeBase64Text(text, o);
      preferNative(false);
      const checked = decodeBase64Text(text, o);
      expect(native, JSON.stringify({ text, o })).toEqual(checked);
      if (native.ok) accepted++;
    }
    expect(accepted).toBeGreaterThan(500); // both outcomes are exercised
  });
});
