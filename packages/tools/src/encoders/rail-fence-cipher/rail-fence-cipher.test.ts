import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; candidates?: Array<{ rails: number; text: string }> };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

/** Independent reference: fill a rails × n grid along the zigzag, read it row by row. */
function reference(text: string, rails: number, offset = 0): string {
  const chars = [...text];
  const grid: (string | undefined)[][] = Array.from({ length: rails }, () => new Array(chars.length));
  let row = 0;
  let dir = 1;
  for (let s = 0; s < offset; s++) {
    if (row === 0) dir = 1;
    else if (row === rails - 1) dir = -1;
    row += dir;
  }
  chars.forEach((c, i) => {
    grid[row]![i] = c;
    if (row === 0) dir = 1;
    else if (row === rails - 1) dir = -1;
    row += dir;
  });
  return grid.map((r) => r.filter((x) => x !== undefined).join('')).join('');
}

describe('rail-fence-cipher', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('matches the grid reference and round-trips for many rail counts and offsets', async () => {
    const rnd = testRandom(6);
    for (let n = 0; n < 40; n++) {
      const text = Array.from({ length: 1 + Math.floor(rnd() * 50) }, () => String.fromCharCode(32 + Math.floor(rnd() * 95))).join('');
      const rails = 2 + Math.floor(rnd() * 8);
      const offset = Math.floor(rnd() * 12);
      const enc = (await run({ text, rails, offset })).result;
      expect(enc, `${rails}/${offset}: ${text}`).toBe(reference(text, rails, offset));
      expect((await run({ text: enc, rails, offset, mode: 'decode' })).result).toBe(text);
    }
  });

  it('decodes the textbook ciphertext and brute-forces rail counts', async () => {
    expect((await run({ text: 'WECRLTEERDSOEEFEAOCAIVDEN', rails: 3, mode: 'decode' })).result).toBe('WEAREDISCOVEREDFLEEATONCE');
    const out = await run({ text: 'WECRLTEERDSOEEFEAOCAIVDEN', mode: 'brute-force' });
    expect(out.candidates).toHaveLength(19);
    expect(out.candidates![1]).toEqual({ rails: 3, text: 'WEAREDISCOVEREDFLEEATONCE' });
  });

  it('moves whole code points and handles more rails than characters', async () => {
    const enc = (await run({ text: `${UNICODE_SAMPLE}ab`, rails: 2 })).result;
    expect(enc).toBe('À中b😀a');
    expect((await run({ text: enc, rails: 2, mode: 'decode' })).result).toBe(`${UNICODE_SAMPLE}ab`);
    expect((await run({ text: 'abc', rails: 10 })).result).toBe('abc');
  });

  it('rejects a single rail', async () => {
    await runError(tool, { text: 'abc', rails: 1 }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'abcd');
    const enc = (await run({ text, rails: 4 })).result;
    expect(enc).toBe(reference(text, 4));
    expect((await run({ text: enc, rails: 4, mode: 'decode' })).result).toBe(text);
  });
});
