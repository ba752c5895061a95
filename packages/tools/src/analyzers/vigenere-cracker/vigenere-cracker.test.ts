import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { vigenere } from '../../encoders/vigenere-cipher/index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { key: string; plaintext: string; letters: number; candidates: Array<{ keyLength: number; key: string }> };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

const PLAIN =
  'It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair, we had everything before us, we had nothing before us.';
const keyOf = (k: string) => [...k].map((c) => c.charCodeAt(0) - 65);

describe('vigenere-cracker', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('recovers random keys of several lengths from an English text (encrypted by the cipher tool)', async () => {
    const rnd = testRandom(4);
    for (const length of [1, 3, 5, 7, 9]) {
      const key = Array.from({ length }, () => String.fromCharCode(65 + Math.floor(rnd() * 26))).join('');
      const cipher = vigenere(PLAIN, keyOf(key), false, 'vigenere').result;
      const out = await run({ text: cipher });
      expect(out.key, `key ${key}`).toBe(key);
      expect(out.plaintext).toBe(PLAIN);
    }
  });

  it('cracks Beaufort too and reports a repeated key at its shortest period', async () => {
    const cipher = vigenere(PLAIN, keyOf('KEYKEY'), false, 'beaufort').result;
    expect((await run({ text: cipher, variant: 'beaufort' })).key).toBe('KEY');
  });

  it('ignores unicode and counts only Latin letters', async () => {
    const cipher = vigenere(PLAIN, keyOf('LEMON'), false, 'vigenere').result;
    const out = await run({ text: `${UNICODE_SAMPLE} ${cipher}` });
    expect(out.key).toBe('LEMON');
    expect(out.letters).toBe(PLAIN.replace(/[^A-Za-z]/g, '').length);
  });

  it('rejects texts with too few letters', async () => {
    expect(await runError(tool, { text: `abc ${UNICODE_SAMPLE} 123` }, 'INVALID_INPUT')).toMatch(/3 Latin letters; at least 12/);
  });

  it('handles the largest allowed input', async () => {
    // non-repeating English-like text: random common words
    const words = 'the of and to in is you that it he was for on are as with his they at be this have from or one had by word but not what all were we when your can said there use an each which she do how their if will up other about out many then them these so some her would make like him into time has look two more write go see number no way could people my than first water been call who oil its now find long down day did get come made may part'.split(' ');
    const rnd = testRandom(5);
    let plain = '';
    while (plain.length < 99_990) plain += `${words[Math.floor(rnd() * words.length)]} `;
    const text = vigenere(plain, keyOf('SECRET'), false, 'vigenere').result;
    expect(text.length).toBeLessThanOrEqual(largestInput(tool, 'text').length);
    const out = await run({ text, maxKeyLength: 40 });
    expect(out.key).toBe('SECRET');
    expect(out.plaintext).toBe(plain);
  });
});
