import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; lettersChanged: number };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

/** Independent reference: lookup in the reversed alphabet string. */
function reference(text: string): string {
  const plain = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const cipher = 'ZYXWVUTSRQPONMLKJIHGFEDCBAzyxwvutsrqponmlkjihgfedcba';
  return [...text].map((c) => (plain.includes(c) ? cipher[plain.indexOf(c)] : c)).join('');
}

describe('atbash-cipher', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('maps the whole alphabet (textbook table) and is its own inverse', async () => {
    expect((await run({ text: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' })).result).toBe('ZYXWVUTSRQPONMLKJIHGFEDCBA');
    expect((await run({ text: 'wizard' })).result).toBe('draziw');
    const rnd = testRandom(1);
    for (let n = 0; n < 20; n++) {
      const text = Array.from({ length: 40 }, () => String.fromCharCode(32 + Math.floor(rnd() * 95))).join('');
      const once = (await run({ text })).result;
      expect(once, text).toBe(reference(text));
      expect((await run({ text: once })).result).toBe(text);
    }
  });

  it('mirrors digits only on request and leaves unicode alone', async () => {
    expect(await run({ text: 'a1b2 0-9' })).toEqual({ result: 'z1y2 0-9', lettersChanged: 2 });
    expect(await run({ text: 'a1b2 0-9', digits: true })).toEqual({ result: 'z8y7 9-0', lettersChanged: 6 });
    expect(await run({ text: `${UNICODE_SAMPLE} éß` })).toEqual({ result: `${UNICODE_SAMPLE} éß`, lettersChanged: 0 });
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'Ab!é');
    const out = await run({ text });
    expect(out.result).toBe('Zy!é'.repeat(250_000));
    expect(out.lettersChanged).toBe(500_000);
  });

  it('rejects an oversized input', async () => {
    await runError(tool, { text: 'a'.repeat(1_000_001) }, 'CONSTRAINT_VIOLATION');
  });
});
