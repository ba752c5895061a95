import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; lettersProcessed: number };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

/** Independent reference: the tabula recta as 26 rotated alphabet strings. */
function tabula(plain: string, key: string): string {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const rows = [...abc].map((_, i) => abc.slice(i) + abc.slice(0, i));
  let k = 0;
  return [...plain].map((c) => {
    const i = abc.indexOf(c.toUpperCase());
    if (i < 0) return c;
    const out = rows[abc.indexOf(key[k++ % key.length]!)]![i]!;
    return c === c.toUpperCase() ? out : out.toLowerCase();
  }).join('');
}

describe('vigenere-cipher', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '', key: 'A' }, 'MISSING_REQUIRED');
  });

  it('matches published vectors for every variant', async () => {
    expect((await run({ text: 'ATTACKATDAWN', key: 'LEMON' })).result).toBe('LXFOPVEFRNHR');
    expect((await run({ text: 'LXFOPVEFRNHR', key: 'lemon', mode: 'decode' })).result).toBe('ATTACKATDAWN');
    // autokey with key QUEENLY (the usual textbook example)
    expect((await run({ text: 'ATTACKATDAWN', key: 'QUEENLY', variant: 'autokey' })).result).toBe('QNXEPVYTWTWP');
    expect((await run({ text: 'QNXEPVYTWTWP', key: 'QUEENLY', variant: 'autokey', mode: 'decode' })).result).toBe('ATTACKATDAWN');
    // Beaufort C = K − P is its own inverse; variant Beaufort is Vigenère decoding
    const b = (await run({ text: 'DEFENDTHEEASTWALLOFTHECASTLE', key: 'FORTIFICATION', variant: 'beaufort' })).result;
    expect(b).toBe('CKMPVCPVWPIWUJOGIUAPVWRIWUUK');
    expect((await run({ text: b, key: 'FORTIFICATION', variant: 'beaufort', mode: 'decode' })).result).toBe('DEFENDTHEEASTWALLOFTHECASTLE');
    expect((await run({ text: 'LXFOPVEFRNHR', key: 'LEMON', variant: 'variant-beaufort' })).result).toBe('ATTACKATDAWN');
  });

  it('agrees with the tabula recta on random texts and round-trips', async () => {
    const rnd = testRandom(3);
    for (let n = 0; n < 20; n++) {
      const key = Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => String.fromCharCode(65 + Math.floor(rnd() * 26))).join('');
      const text = Array.from({ length: 60 }, () => String.fromCharCode(32 + Math.floor(rnd() * 95))).join('');
      const enc = (await run({ text, key })).result;
      expect(enc, `${key} ${text}`).toBe(tabula(text, key));
      for (const variant of ['vigenere', 'beaufort', 'variant-beaufort', 'autokey']) {
        const e = (await run({ text, key, variant })).result;
        expect((await run({ text: e, key, variant, mode: 'decode' })).result).toBe(text);
      }
    }
  });

  it('skips non-letters without using key letters, leaves unicode alone', async () => {
    expect(await run({ text: `${UNICODE_SAMPLE} ab`, key: 'B' })).toEqual({ result: `${UNICODE_SAMPLE} bc`, lettersProcessed: 2 });
    expect((await run({ text: 'a-a a', key: 'AB' })).result).toBe('a-b a');
  });

  it('rejects keys with non-letters', async () => {
    expect(await runError(tool, { text: 'abc', key: 'ke1y' }, 'INVALID_INPUT')).toBe("The key may only hold the letters A–Z; '1' at position 3 is not one.");
    await runError(tool, { text: 'abc', key: 'clé' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'aaaa');
    const out = await run({ text, key: 'BC' });
    expect(out.result).toBe('bcbc'.repeat(250_000));
  });
});
