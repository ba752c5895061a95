import { describe, expect, it } from 'vitest';
import tool, { ksuidText } from './index.js';
import { itReproducesItsExample, runError, runOk } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { ids: string[]; hex: string[]; timestamp: string };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Independent decoder: base62 text → 20 bytes hex. */
const decode = (id: string) => [...id].reduce((n, c) => n * 62n + BigInt(ALPHABET.indexOf(c)), 0n).toString(16).padStart(40, '0');

describe('ksuid-generator', () => {
  itReproducesItsExample(tool);

  it('encodes the KSUID of the Segment README (0ujtsYcgvSTl8PAuAdqWYSMnLOv)', () => {
    const raw = Uint8Array.from(Buffer.from('0669F7EFB5A1CD34B5F99D1154FB6853345C9735', 'hex'));
    expect(ksuidText(raw)).toBe('0ujtsYcgvSTl8PAuAdqWYSMnLOv');
    // timestamp 107608047 + 1400000000 = 2017-10-10T04:00:47Z
    expect(0x0669f7ef + 1_400_000_000).toBe(Date.parse('2017-10-10T04:00:47Z') / 1000);
    expect(ksuidText(new Uint8Array(20))).toBe('000000000000000000000000000');
    expect(ksuidText(new Uint8Array(20).fill(255))).toBe('aWgEPTl1tmebfsQzFP4bxwgy80V');
  });

  it('generates KSUIDs at the current time whose bytes decode back', async () => {
    const before = Math.floor(Date.now() / 1000);
    const out = await run({ count: 50 });
    for (let i = 0; i < 50; i++) {
      expect(decode(out.ids[i]!)).toBe(out.hex[i]);
      const seconds = parseInt(out.hex[i]!.slice(0, 8), 16) + 1_400_000_000;
      expect(seconds).toBeGreaterThanOrEqual(before);
      expect(seconds).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    }
    expect(new Set(out.ids).size).toBe(50);
  });

  it('sorts on request; text order equals byte order', async () => {
    const out = await run({ count: 100, sorted: true, seed: String(testRandom(15)()) });
    expect([...out.ids].sort()).toEqual(out.ids);
    expect([...out.hex].sort()).toEqual(out.hex);
  });

  it('rejects times outside the KSUID range', async () => {
    await runError(tool, { time: '2014-05-13T16:53:19Z' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { time: '2150-06-19T23:21:36Z' }, 'CONSTRAINT_VIOLATION');
    expect((await run({ time: '2150-06-19T23:21:35Z' })).hex[0]!.slice(0, 8)).toBe('ffffffff');
  });

  it('handles the largest allowed request', async () => {
    expect((await run({ count: 1000 })).ids).toHaveLength(1000);
  });
});
