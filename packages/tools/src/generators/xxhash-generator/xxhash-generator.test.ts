import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { digest: string; hashes: Array<{ algorithm: string; hex: string; decimal: string }>; seed: string; inputBytes: number };
const hasXxhsum = (() => {
  try {
    execFileSync('xxhsum', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('xxhash-generator', () => {
  itReproducesItsExample(tool);

  it('reproduces the reference digests of the empty message and "abc" (as xxhsum prints them)', async () => {
    const empty = await runOk<Out>(tool, { algorithm: 'all' });
    expect(empty.hashes.map((h) => h.hex)).toEqual(['02cc5d05', 'ef46db3751d8e999', '2d06800538d394c2', '99aa06d3014798d86001c324468d497f']);
    const abc = await runOk<Out>(tool, { input: 'abc', algorithm: 'all' });
    expect(abc.hashes.map((h) => h.hex)).toEqual(['32d153ff', '44bc2cf5ad770999', '78af5f94892f3950', '06b05ab6733a618578af5f94892f3950']);
    expect(abc.digest.split('\n')[0]).toBe('XXH32  32d153ff');
  });

  it('applies seeds (decimal and hex agree; a seed changes the hash)', async () => {
    const a = await runOk<Out>(tool, { input: UNICODE_SAMPLE, seed: '305419896' });
    const b = await runOk<Out>(tool, { input: UNICODE_SAMPLE, seed: '0x12345678' });
    const zero = await runOk<Out>(tool, { input: UNICODE_SAMPLE });
    expect(a.digest).toBe(b.digest);
    expect(a.digest).not.toBe(zero.digest);
    expect(a.inputBytes).toBe(9);
    const big = await runOk<Out>(tool, { input: 'x', algorithm: 'xxh3', seed: '0xffffffffffffffff' });
    expect(big.seed).toBe('18446744073709551615');
  });

  it.skipIf(!hasXxhsum)('matches the xxhsum command on random files', async () => {
    const rnd = testRandom(8);
    const dir = mkdtempSync(join(tmpdir(), 'xxh-'));
    for (const n of [1, 16, 17, 128, 129, 240, 241, 5000]) {
      const bytes = Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
      const file = join(dir, `f${n}`);
      writeFileSync(file, bytes);
      const data = await runOk<Out>(tool, { input: bytes.toString('base64'), inputEncoding: 'base64', algorithm: 'all' });
      for (const [flag, index] of [['-H0', 0], ['-H1', 1], ['-H2', 3]] as const) {
        const line = execFileSync('xxhsum', [flag, file], { encoding: 'utf8' });
        expect(data.hashes[index]!.hex, `${flag} ${n}`).toBe(line.split(/\s+/)[0]);
      }
    }
  });

  it('hashes the largest allowed input', async () => {
    const data = await runOk<Out>(tool, { input: largestInput(tool, 'input'), algorithm: 'xxh128' });
    expect(data.digest).toMatch(/^[0-9a-f]{32}$/);
    expect(data.inputBytes).toBe(1_000_000);
  });

  it('rejects seeds that do not fit and bad input', async () => {
    expect(await runError(tool, { input: 'a', algorithm: 'xxh32', seed: '4294967296' }, 'INVALID_INPUT')).toMatch(/32 bits/);
    expect(await runError(tool, { input: 'a', seed: '18446744073709551616' }, 'INVALID_INPUT')).toMatch(/64 bits/);
    await runError(tool, { input: 'a', seed: '-1' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { input: 'a=', inputEncoding: 'hex' }, 'INVALID_INPUT');
  });
});
