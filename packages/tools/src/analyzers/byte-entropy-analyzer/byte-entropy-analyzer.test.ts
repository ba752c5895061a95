import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { entropy: number; reading: string; distinctBytes: number; chiSquare: number | null; blocks: number[]; effectiveBlockSize: number; topBytes: { byte: string; count: number }[] };
const file = (b: Uint8Array) => `data:application/octet-stream;base64,${Buffer.from(b).toString('base64')}`;

describe('byte-entropy-analyzer', () => {
  itReproducesItsExample(tool);

  it('gives the exact values for known distributions', async () => {
    expect((await runOk<Out>(tool, { file: file(Uint8Array.from({ length: 256 }, (_, i) => i)) })).entropy).toBe(8);
    expect((await runOk<Out>(tool, { file: file(Uint8Array.from({ length: 1024 }, (_, i) => i % 4)) })).entropy).toBe(2);
    const one = await runOk<Out>(tool, { text: 'zzzz' });
    expect([one.entropy, one.distinctBytes]).toEqual([0, 1]);
    // p = 3/4, 1/4: H = -(0.75 log2 0.75 + 0.25 log2 0.25)
    expect((await runOk<Out>(tool, { text: 'aaab' })).entropy).toBeCloseTo(-(0.75 * Math.log2(0.75) + 0.25 * Math.log2(0.25)), 4);
  });

  it('tells text, compressed and random data apart, block by block', async () => {
    const prose = Buffer.from('The quick brown fox jumps over the lazy dog. '.repeat(400));
    expect((await runOk<Out>(tool, { file: file(prose) })).reading).toMatch(/low|medium/);
    const random = randomBytes(200_000);
    const r = await runOk<Out>(tool, { file: file(random) });
    expect(r.entropy).toBeGreaterThan(7.99);
    expect(r.chiSquare!).toBeLessThan(400);
    expect((await runOk<Out>(tool, { file: file(gzipSync(prose)) })).entropy).toBeGreaterThan(prose.length > 0 ? 5 : 0);
    const mixed = Buffer.concat([Buffer.alloc(4096, 0x41), randomBytes(4096)]);
    const blocks = (await runOk<Out>(tool, { file: file(mixed), blockSize: 4096 })).blocks;
    expect(blocks[0]).toBe(0);
    expect(blocks[1]).toBeGreaterThan(7.9);
  });

  it('handles the unicode sample, empty data and a large file', async () => {
    expect((await runOk<Out>(tool, { text: UNICODE_SAMPLE })).distinctBytes).toBe(8); // c3 80 f0 9f 98 80 e4 b8 ad: 0x80 twice
    expect((await runOk<Out>(tool, { file: 'data:application/octet-stream;base64,' })).chiSquare).toBeNull();
    const big = await runOk<Out>(tool, { file: file(randomBytes(20_000_000)) });
    expect(big.blocks.length).toBeLessThanOrEqual(4096);
    expect((await runOk<Out>(tool, { text: largestInput(tool, 'text') })).entropy).toBe(0);
  });

  it('rejects missing or malformed input', async () => {
    expect(await runError(tool, {}, 'INVALID_INPUT')).toMatch(/Give a file/);
    expect(await runError(tool, { text: 'zz', inputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/hex/);
  });
});
