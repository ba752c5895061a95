import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result?: string; candidates?: Array<{ shift: number; text: string }> };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

/** Independent reference: alphabet-string lookup. */
function reference(text: string, shift: number): string {
  const lower = 'abcdefghijklmnopqrstuvwxyz';
  const upper = lower.toUpperCase();
  return [...text]
    .map((ch) => {
      const l = lower.indexOf(ch);
      if (l >= 0) return lower[(l + shift) % 26];
      const u = upper.indexOf(ch);
      if (u >= 0) return upper[(u + shift) % 26];
      return ch;
    })
    .join('');
}

describe('rot13-caesar', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('applies ROT13 as its own inverse and leaves non-Latin text alone', async () => {
    expect(await run({ text: 'Why did the chicken cross the road?' })).toEqual({ result: 'Jul qvq gur puvpxra pebff gur ebnq?' });
    expect(await run({ text: 'Jul qvq gur puvpxra pebff gur ebnq?' })).toEqual({ result: 'Why did the chicken cross the road?' });
    expect(await run({ text: `${UNICODE_SAMPLE} éßÆ 123 Zz` })).toEqual({ result: `${UNICODE_SAMPLE} éßÆ 123 Mm` });
  });

  it('applies ROT47 to printable ASCII only', async () => {
    expect(await run({ text: 'Hello, World!', cipher: 'rot47' })).toEqual({ result: 'w6==@[ (@C=5P' });
    expect(await run({ text: 'w6==@[ (@C=5P', cipher: 'rot47' })).toEqual({ result: 'Hello, World!' });
    expect(await run({ text: `!~ ${UNICODE_SAMPLE}\n`, cipher: 'rot47' })).toEqual({ result: `PO ${UNICODE_SAMPLE}\n` });
  });

  it('shifts by N and decodes back; matches the reference for every shift', async () => {
    expect(await run({ text: 'Attack at Dawn, xyz!', cipher: 'caesar' })).toEqual({ result: 'Dwwdfn dw Gdzq, abc!' });
    expect(await run({ text: 'Dwwdfn dw Gdzq, abc!', cipher: 'caesar', decode: true })).toEqual({ result: 'Attack at Dawn, xyz!' });
    const sample = 'The Quick Brown Fox Jumps Over The Lazy Dog 0-9 äö';
    for (let shift = 1; shift <= 25; shift++) {
      const encoded = (await run({ text: sample, cipher: 'caesar', shift })).result!;
      expect(encoded).toBe(reference(sample, shift));
      expect((await run({ text: encoded, cipher: 'caesar', shift, decode: true })).result).toBe(sample);
    }
    await runError(tool, { text: 'a', cipher: 'caesar', shift: 26 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'a', cipher: 'caesar', shift: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'a', cipher: 'caesar', shift: 2.5 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'a', cipher: 'vigenere' }, 'CONSTRAINT_VIOLATION');
  });

  it('brute-forces all 25 shifts', async () => {
    const out = await run({ text: 'Khoor', cipher: 'caesar', bruteForce: true });
    expect(out.result).toBeUndefined();
    expect(out.candidates).toHaveLength(25);
    expect(out.candidates![0]).toEqual({ shift: 1, text: 'Lipps' });
    expect(out.candidates![22]).toEqual({ shift: 23, text: 'Hello' });
    expect(out.candidates!.map((c) => c.text)).toEqual(Array.from({ length: 25 }, (_, k) => reference('Khoor', k + 1)));
    expect(await runError(tool, { text: 'a'.repeat(100_001), cipher: 'caesar', bruteForce: true }, 'INVALID_INPUT')).toBe(
      'Brute force is limited to 100,000 characters (got 100,001): paste a sample of the text, one shift will be readable.',
    );
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'Az é!');
    expect((await run({ text })).result).toBe('Nm é!'.repeat(200_000));
    expect((await run({ text, cipher: 'rot47' })).result).toBe('pK é!'.repeat(200_000).replace(/!/g, 'P'));
  });
});
