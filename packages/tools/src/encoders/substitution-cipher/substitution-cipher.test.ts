import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; cipherAlphabet: string };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('substitution-cipher', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '', key: 'A' }, 'MISSING_REQUIRED');
  });

  it('matches the textbook keyword example and decodes it', async () => {
    expect((await run({ text: 'FLEE AT ONCE. WE ARE DISCOVERED!', key: 'zebras' })).result).toBe('SIAA ZQ LKBA. VA ZOA RFPBLUAOAR!');
    expect((await run({ text: 'SIAA ZQ LKBA. VA ZOA RFPBLUAOAR!', key: 'ZEBRAS', mode: 'decode' })).result).toBe('FLEE AT ONCE. WE ARE DISCOVERED!');
  });

  it('round-trips random full alphabets (differential against a lookup table)', async () => {
    const rnd = testRandom(8);
    for (let n = 0; n < 15; n++) {
      const abc = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
      for (let i = 25; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [abc[i], abc[j]] = [abc[j]!, abc[i]!];
      }
      const key = abc.join('');
      const text = 'Pack my box with five dozen liquor jugs! 123';
      const expected = [...text].map((c) => {
        const i = c.toUpperCase().charCodeAt(0) - 65;
        if (i < 0 || i > 25) return c;
        return c === c.toUpperCase() ? key[i] : key[i]!.toLowerCase();
      }).join('');
      const enc = await run({ text, key, keyType: 'alphabet' });
      expect(enc).toEqual({ result: expected, cipherAlphabet: key });
      expect((await run({ text: enc.result, key, keyType: 'alphabet', mode: 'decode' })).result).toBe(text);
    }
  });

  it('leaves unicode alone', async () => {
    expect((await run({ text: `${UNICODE_SAMPLE} a`, key: 'Q' })).result).toBe(`${UNICODE_SAMPLE} q`);
  });

  it('names missing and repeated letters of a bad alphabet', async () => {
    expect(await runError(tool, { text: 'a', key: 'ABCDEFGHIJKLMNOPQRSTUVWXYA', keyType: 'alphabet' }, 'INVALID_INPUT')).toBe(
      'A cipher alphabet holds each of the 26 letters once; this one has 26 letters, repeats A and lacks Z.',
    );
    expect(await runError(tool, { text: 'a', key: 'ABC', keyType: 'alphabet' }, 'INVALID_INPUT')).toMatch(/has 3 letters and lacks D, E/);
    expect(await runError(tool, { text: 'a', key: 'k3y' }, 'INVALID_INPUT')).toBe("The key may only hold the letters A–Z; '3' at position 2 is not one.");
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'aZ');
    expect((await run({ text, key: 'ZEBRAS' })).result).toBe('zY'.repeat(500_000));
  });
});
