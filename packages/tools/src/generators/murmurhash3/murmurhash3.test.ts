import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { digest: string; words: string; unsigned: string | null; signed: string | null; inputBytes: number };
const hexToBytes = (hex: string) => Buffer.from(hex, 'hex');

/**
 * SMHasher's VerificationTest: hash keys 0..i (i = 0..255) with seed 256-i, hash the
 * concatenated outputs with seed 0, read the first 4 bytes little-endian. The published
 * values pin every variant and the output byte order.
 */
async function verification(variant: string): Promise<number> {
  const key = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  const outputs: Buffer[] = [];
  for (let i = 0; i < 256; i++) {
    const data = await runOk<Out>(tool, { input: key.subarray(0, i).toString('hex') || '', inputEncoding: 'hex', variant, seed: 256 - i });
    outputs.push(variant === 'x86-32' ? Buffer.from(hexToBytes(data.digest).reverse()) : hexToBytes(data.digest));
  }
  const final = await runOk<Out>(tool, { input: Buffer.concat(outputs).toString('hex'), inputEncoding: 'hex', variant, seed: 0 });
  const bytes = variant === 'x86-32' ? Buffer.from(hexToBytes(final.digest).reverse()) : hexToBytes(final.digest);
  return bytes.readUInt32LE(0);
}

describe('murmurhash3', () => {
  itReproducesItsExample(tool);

  it('reproduces SMHasher\'s verification values for all three variants', async () => {
    expect(await verification('x86-32')).toBe(0xb0f57ee3);
    expect(await verification('x86-128')).toBe(0xb3ece62a);
    expect(await verification('x64-128')).toBe(0x6384ba69);
  });

  it('reproduces well-known x86_32 values, the empty input and signed output', async () => {
    const cases: Array<[string, number, string]> = [
      ['', 0, '00000000'],
      ['', 1, '514e28b7'],
      ['', 0xffffffff, '81f16f39'],
      ['aaaa', 0x9747b28c, '5a97808a'],
      ['Hello, world!', 0x9747b28c, '24884cba'],
      ['The quick brown fox jumps over the lazy dog', 0x9747b28c, '2fa826cd'],
    ];
    for (const [input, seed, digest] of cases) expect((await runOk<Out>(tool, { input, seed })).digest, `${input}/${seed}`).toBe(digest);
    const negative = await runOk<Out>(tool, { input: '', seed: 0xffffffff });
    expect(negative.signed).toBe(String(0x81f16f39 | 0));
    expect(negative.unsigned).toBe(String(0x81f16f39));
  });

  it('hashes unicode as UTF-8 and the largest input', async () => {
    const unicode = await runOk<Out>(tool, { input: UNICODE_SAMPLE, variant: 'x64-128' });
    expect(unicode.inputBytes).toBe(9);
    expect(unicode.digest).toHaveLength(32);
    const hexInput = await runOk<Out>(tool, { input: Buffer.from(UNICODE_SAMPLE).toString('hex'), inputEncoding: 'hex', variant: 'x64-128' });
    expect(hexInput.digest).toBe(unicode.digest);
    expect((await runOk<Out>(tool, { input: largestInput(tool, 'input'), variant: 'x86-128' })).digest).toMatch(/^[0-9a-f]{32}$/);
  });

  it('rejects a seed out of range and bad input', async () => {
    await runError(tool, { input: 'a', seed: 4294967296 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { input: 'a', seed: 1.5 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { input: '!!', inputEncoding: 'base64' }, 'INVALID_INPUT');
  });
});
