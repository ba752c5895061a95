import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { ids: string[]; entropyBits: number };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('nanoid-generator', () => {
  itReproducesItsExample(tool);

  it('generates one 21-character URL-safe ID by default', async () => {
    const out = await run({});
    expect(out.ids).toHaveLength(1);
    expect(out.ids[0]).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(out.entropyBits).toBe(126);
  });

  it('uses every character of the alphabet about equally (no modulo bias)', async () => {
    const out = await run({ count: 1000, size: 60, alphabet: 'numbers', seed: 'bias' });
    const counts = new Array(10).fill(0);
    for (const id of out.ids) for (const c of id) counts[Number(c)]++;
    // 60,000 draws: each digit about 6,000; a bias of 1/256 per digit would not pass ±4%
    for (const n of counts) expect(Math.abs(n - 6000)).toBeLessThan(240);
    expect(new Set((await run({ count: 1000 })).ids).size).toBe(1000);
  });

  it('honours presets and custom alphabets, unicode included', async () => {
    expect((await run({ alphabet: 'hex', size: 32 })).ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect((await run({ alphabet: 'nolookalikes', size: 200, seed: 's' })).ids[0]).not.toMatch(/[1lI0Oouv5Ss2Z]/);
    const custom = await run({ alphabet: 'custom', customAlphabet: 'À中', size: 8 });
    expect(custom.ids[0]).toMatch(/^[À中]{8}$/);
    expect(custom.entropyBits).toBe(8);
  });

  it('rejects bad custom alphabets', async () => {
    expect(await runError(tool, { alphabet: 'custom', customAlphabet: 'aab' }, 'INVALID_INPUT')).toMatch(/repeats 'a'/);
    await runError(tool, { alphabet: 'custom', customAlphabet: 'a' }, 'INVALID_INPUT');
    await runError(tool, { alphabet: 'custom', customAlphabet: UNICODE_SAMPLE }, 'INVALID_INPUT');
    await runError(tool, { alphabet: 'custom' }, 'INVALID_INPUT');
    await runError(tool, { count: 1001 }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed request', async () => {
    const out = await run({ count: 1000, size: 255 });
    expect(out.ids.every((id) => id.length === 255)).toBe(true);
  });
});
