import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { createRandom } from '../../_shared/random.js';

type Out = { values: Array<string | number[]>; length: number; bits: number; format: string };

describe('random-bytes-generator', () => {
  itReproducesItsExample(tool);

  it('makes 32 bytes of hex with no input, different each call', async () => {
    const a = await runOk<Out>(tool, {});
    const b = await runOk<Out>(tool, {});
    expect(a.length).toBe(32);
    expect(a.bits).toBe(256);
    expect(a.values[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(a.values[0]).not.toBe(b.values[0]);
  });

  it('encodes the same seeded bytes in every format (checked against Buffer)', async () => {
    const bytes = Buffer.from(createRandom('fmt').bytes(37));
    const run = async (format: string) => (await runOk<Out>(tool, { length: 37, format, seed: 'fmt' })).values[0];
    expect(await run('hex')).toBe(bytes.toString('hex'));
    expect(await run('base64')).toBe(bytes.toString('base64'));
    expect(await run('base64url')).toBe(bytes.toString('base64url'));
    expect(await run('array')).toEqual([...bytes]);
  });

  it('treats an empty seed as no seed, and accepts the unicode sample as a seed', async () => {
    const r = await runTool(tool, { seed: '' });
    expect(r.metadata?.warnings).toBeUndefined();
    const u1 = await runTool(tool, { seed: UNICODE_SAMPLE, length: 8 });
    const u2 = await runOk<Out>(tool, { seed: UNICODE_SAMPLE, length: 8 });
    expect(u1.data.values).toEqual(u2.values);
    expect(u1.metadata?.warnings?.[0]).toMatch(/^Seeded bytes are predictable/);
  });

  it('generates the largest batch (100 × 4096 bytes), all distinct and roughly uniform', async () => {
    const data = await runOk<Out>(tool, { length: 4096, count: 100, format: 'array' });
    expect(data.values).toHaveLength(100);
    const counts = new Array(256).fill(0);
    for (const v of data.values as number[][]) {
      expect(v).toHaveLength(4096);
      for (const b of v) counts[b]++;
    }
    // 409,600 bytes: expected 1600 per value, σ = 40; ±25% is 10σ
    for (const c of counts) expect(Math.abs(c - 1600)).toBeLessThan(400);
    expect(new Set(data.values.map((v) => JSON.stringify(v))).size).toBe(100);
  });

  it('rejects out-of-range lengths and formats', async () => {
    await runError(tool, { length: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { length: 4097 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { length: 1.5 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { count: 101 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { format: 'octal' }, 'CONSTRAINT_VIOLATION');
  });

  it('makes a single byte', async () => {
    const data = await runOk<Out>(tool, { length: 1, format: 'array', seed: 'one' });
    expect(data).toEqual({ values: [[...createRandom('one').bytes(1)]], length: 1, bits: 8, format: 'array' });
  });
});
