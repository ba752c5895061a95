import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; skipped: number };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

// Published table of the 24-letter Baconian alphabet (I/J and U/V share a code)
const TABLE_24: Record<string, string> = {
  A: 'AAAAA', B: 'AAAAB', C: 'AAABA', D: 'AAABB', E: 'AABAA', F: 'AABAB', G: 'AABBA', H: 'AABBB', I: 'ABAAA', J: 'ABAAA', K: 'ABAAB', L: 'ABABA', M: 'ABABB',
  N: 'ABBAA', O: 'ABBAB', P: 'ABBBA', Q: 'ABBBB', R: 'BAAAA', S: 'BAAAB', T: 'BAABA', U: 'BAABB', V: 'BAABB', W: 'BABAA', X: 'BABAB', Y: 'BABBA', Z: 'BABBB',
};

describe('bacon-cipher', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('matches the published 24-letter table and the 26-letter binary codes', async () => {
    for (const [letter, code] of Object.entries(TABLE_24)) expect((await run({ text: letter })).result, letter).toBe(code);
    for (let i = 0; i < 26; i++) {
      const letter = String.fromCharCode(65 + i);
      const bits = i.toString(2).padStart(5, '0');
      expect((await run({ text: letter, alphabet: 'complete', symbols: '01' })).result).toBe(bits);
      expect((await run({ text: bits, mode: 'decode', alphabet: 'complete', symbols: '01' })).result).toBe(letter);
    }
  });

  it('decodes with separators, lower case and inverted symbols', async () => {
    expect((await run({ text: 'aabbb-aabaa-ababa-ababa-abbab', mode: 'decode' })).result).toBe('HELLO');
    expect((await run({ text: 'BBAAA BABBB', mode: 'decode', invert: true })).result).toBe('HI');
    expect((await run({ text: 'BAABB', mode: 'decode' })).result).toBe('U');
  });

  it('skips non-letters and counts them', async () => {
    expect(await run({ text: `${UNICODE_SAMPLE} a!` })).toEqual({ result: 'AAAAA', skipped: 4 });
  });

  it('rejects bad groups with their position', async () => {
    expect(await runError(tool, { text: 'AABBX', mode: 'decode' }, 'INVALID_INPUT')).toBe("'X' at position 5 is not a symbol (A or B): choose the other symbol set or remove it.");
    expect(await runError(tool, { text: 'AABB', mode: 'decode' }, 'INVALID_INPUT')).toMatch(/4 symbols, not a multiple of 5/);
    expect(await runError(tool, { text: 'BBBBB', mode: 'decode' }, 'INVALID_INPUT')).toBe('Group 1 (BBBBB) is code 31, beyond the 24-letter alphabet: try the complete alphabet.');
    await runError(tool, { text: '   ', mode: 'decode' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab');
    const out = await run({ text });
    expect(out.result.length).toBe(1_000_000 * 6 - 1);
    const back = await run({ text: out.result.slice(0, 999_995), mode: 'decode' });
    expect(back.result).toBe('AB'.repeat(83_333));
  });
});
