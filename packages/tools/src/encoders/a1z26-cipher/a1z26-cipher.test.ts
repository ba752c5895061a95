import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; skipped: number };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('a1z26-cipher', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('encodes with each separator and decodes every form back', async () => {
    expect((await run({ text: 'Hello world', separator: 'space' })).result).toBe('8 5 12 12 15 / 23 15 18 12 4');
    expect((await run({ text: 'Hello world', separator: 'comma' })).result).toBe('8,5,12,12,15 23,15,18,12,4');
    for (const text of ['8-5-12-12-15 23-15-18-12-4', '8 5 12 12 15 / 23 15 18 12 4', '8,5,12,12,15 23,15,18,12,4', '8, 5, 12, 12, 15 / 23, 15, 18, 12, 4'])
      expect((await run({ text, mode: 'decode' })).result, text).toBe('HELLO WORLD');
    expect((await run({ text: '1 2 3', mode: 'decode' })).result).toBe('ABC');
  });

  it('round-trips random words for every separator', async () => {
    const rnd = testRandom(7);
    for (let n = 0; n < 20; n++) {
      const words = Array.from({ length: 1 + Math.floor(rnd() * 5) }, () => Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => String.fromCharCode(65 + Math.floor(rnd() * 26))).join(''));
      for (const separator of ['dash', 'space', 'comma']) {
        const enc = (await run({ text: words.join(' '), separator })).result;
        expect((await run({ text: enc, mode: 'decode' })).result, enc).toBe(words.join(' '));
      }
    }
  });

  it('drops and counts what is not a letter', async () => {
    expect(await run({ text: `${UNICODE_SAMPLE} az!` })).toEqual({ result: '1-26', skipped: 4 });
  });

  it('rejects out-of-range numbers and stray characters with their position', async () => {
    expect(await runError(tool, { text: '8-5-27', mode: 'decode' }, 'INVALID_INPUT')).toBe('27 at position 5 is not a letter number (1–26).');
    expect(await runError(tool, { text: '0', mode: 'decode' }, 'INVALID_INPUT')).toBe('0 at position 1 is not a letter number (1–26).');
    expect(await runError(tool, { text: '8-x', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/'x' at position 3/);
    await runError(tool, { text: '- -', mode: 'decode' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab ');
    const out = await run({ text });
    expect(out.result).toBe(Array(333_333).fill('1-2').join(' '));
    const dec = await run({ text: out.result.slice(0, 999_999), mode: 'decode' });
    expect(dec.result).toBe(Array(250_000).fill('AB').join(' '));
  });
});
