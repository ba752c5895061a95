import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; candidates?: Array<{ a: number; b: number; score: number; text: string }> };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

/** Independent reference: E(x) = (a x + b) mod 26 through an alphabet string. */
function reference(text: string, a: number, b: number): string {
  const abc = 'abcdefghijklmnopqrstuvwxyz';
  return [...text].map((c) => {
    const i = abc.indexOf(c.toLowerCase());
    if (i < 0) return c;
    const out = abc[(a * i + b) % 26]!;
    return c === c.toUpperCase() ? out.toUpperCase() : out;
  }).join('');
}

describe('affine-cipher', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('matches the textbook example and round-trips every key', async () => {
    // a = 5, b = 8: "AFFINE CIPHER" → "IHHWVC SWFRCP" (the usual worked example)
    expect((await run({ text: 'AFFINE CIPHER', a: 5, b: 8 })).result).toBe('IHHWVC SWFRCP');
    expect((await run({ text: 'IHHWVC SWFRCP', mode: 'decode', a: 5, b: 8 })).result).toBe('AFFINE CIPHER');
    const rnd = testRandom(2);
    for (const a of [1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25]) {
      const b = Math.floor(rnd() * 26);
      const text = 'The Quick Brown Fox, 42 jumps! éñ';
      const enc = (await run({ text, a, b })).result;
      expect(enc, `a=${a} b=${b}`).toBe(reference(text, a, b));
      expect((await run({ text: enc, mode: 'decode', a, b })).result).toBe(text);
    }
    expect((await run({ text: 'abc', a: 25, b: 25 })).result).toBe('zyx');
  });

  it('brute-forces an unknown key', async () => {
    const plain = 'Meet me at the old bridge after midnight and bring the documents with you';
    const cipher = reference(plain, 17, 20);
    const out = await run({ text: cipher, mode: 'brute-force', top: 3 });
    expect(out.candidates).toHaveLength(3);
    expect(out.candidates![0]).toMatchObject({ a: 17, b: 20, text: plain });
    expect(out.result).toBe(plain);
    expect(out.candidates![0]!.score).toBeGreaterThan(out.candidates![1]!.score);
  });

  it('leaves unicode alone', async () => {
    expect((await run({ text: `${UNICODE_SAMPLE} b` })).result).toBe(`${UNICODE_SAMPLE} n`);
  });

  it('rejects a multiplier that shares a factor with 26 and letterless brute force', async () => {
    expect(await runError(tool, { text: 'abc', a: 13 }, 'INVALID_INPUT')).toMatch(/a = 13 shares a factor with 26.*1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25/);
    await runError(tool, { text: 'abc', a: 2 }, 'INVALID_INPUT');
    await runError(tool, { text: '123 !', mode: 'brute-force' }, 'INVALID_INPUT');
    await runError(tool, { text: 'a'.repeat(10_001), mode: 'brute-force' }, 'INVALID_INPUT');
    await runError(tool, { text: 'abc', b: 26 }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'aB ');
    expect((await run({ text, a: 3, b: 1 })).result).toBe('bE '.repeat(333_333));
  });
});
