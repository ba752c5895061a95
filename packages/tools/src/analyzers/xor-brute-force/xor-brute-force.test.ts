import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { plaintext: string; key: string; matched: number; candidates: Array<{ key: string; keyChar: string; score: number; printable: number; text: string }> };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const xor = (text: string, k: number) => Buffer.from(Buffer.from(text).map((b) => b ^ k));

describe('xor-brute-force', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('finds random keys of English sentences (ciphertext made with Buffer)', async () => {
    const rnd = testRandom(10);
    const sentences = ['The quick brown fox jumps over the lazy dog.', 'Meet me at the station at nine, and bring the documents.', 'Never gonna give you up, never gonna let you down'];
    for (const sentence of sentences) {
      const k = 1 + Math.floor(rnd() * 255);
      const out = await run({ input: xor(sentence, k).toString('base64'), inputEncoding: 'base64' });
      expect(out.key, sentence).toBe(k.toString(16).padStart(2, '0'));
      expect(out.plaintext).toBe(sentence);
      expect(out.matched).toBe(256);
    }
  });

  it('filters by crib and printability', async () => {
    const cipher = xor('flag{x0r_is_fun}', 0x13).toString('hex');
    const out = await run({ input: cipher, crib: 'flag{' });
    expect(out.matched).toBe(1);
    expect(out.candidates[0]).toMatchObject({ key: '13', text: 'flag{x0r_is_fun}', printable: 1 });
    const printable = await run({ input: cipher, printableOnly: true, top: 256 });
    expect(printable.candidates.every((c) => c.printable === 1)).toBe(true);
    expect(printable.matched).toBeLessThan(256);
    const none = await run({ input: cipher, crib: 'zzz' });
    expect(none).toEqual({ plaintext: '', key: '', matched: 0, candidates: [] });
  });

  it('reads UTF-8 input bytes', async () => {
    const out = await run({ input: UNICODE_SAMPLE, inputEncoding: 'utf8', top: 1 });
    expect(out.candidates).toHaveLength(1);
    const zero = await run({ input: UNICODE_SAMPLE, inputEncoding: 'utf8', crib: UNICODE_SAMPLE });
    expect(zero.key).toBe('00');
  });

  it('rejects bad hex and oversized inputs', async () => {
    expect(await runError(tool, { input: 'abc' }, 'INVALID_INPUT')).toMatch(/odd number/);
    await runError(tool, { input: 'ab'.repeat(100_001) }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const text = 'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife. ';
    const plain = text.repeat(Math.ceil(100_000 / text.length)).slice(0, 100_000);
    const out = await run({ input: xor(plain, 0x5a).toString('hex'), top: 1 });
    expect(out.key).toBe('5a');
    expect(out.plaintext).toBe(plain);
  });
});
