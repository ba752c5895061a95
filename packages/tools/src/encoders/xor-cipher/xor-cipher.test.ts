import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; byteLength: number };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

/** Independent reference on Node Buffers. */
const reference = (input: Buffer, key: Buffer) => Buffer.from(input.map((b, i) => b ^ key[i % key.length]!));

describe('xor-cipher', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '', key: 'k' }, 'MISSING_REQUIRED');
  });

  it('matches the Buffer reference on random bytes and keys in every encoding', async () => {
    const rnd = testRandom(9);
    for (let n = 0; n < 30; n++) {
      const data = Buffer.from(Array.from({ length: 1 + Math.floor(rnd() * 64) }, () => Math.floor(rnd() * 256)));
      const key = Buffer.from(Array.from({ length: 1 + Math.floor(rnd() * 9) }, () => Math.floor(rnd() * 256)));
      const expected = reference(data, key);
      expect(await run({ input: data.toString('hex'), inputEncoding: 'hex', key: key.toString('base64'), keyEncoding: 'base64' })).toEqual({ result: expected.toString('hex'), byteLength: data.length });
      expect((await run({ input: data.toString('base64'), inputEncoding: 'base64', key: key.toString('hex'), keyEncoding: 'hex', outputEncoding: 'base64' })).result).toBe(expected.toString('base64'));
    }
  });

  it('is its own inverse, also for the differential schemes paired', async () => {
    const enc = (await run({ input: `Attack at dawn ${UNICODE_SAMPLE}`, key: 'ICE' })).result;
    expect((await run({ input: enc, inputEncoding: 'hex', key: 'ICE', outputEncoding: 'utf8' })).result).toBe(`Attack at dawn ${UNICODE_SAMPLE}`);
    const od = (await run({ input: 'differential', key: '2a', keyEncoding: 'hex', scheme: 'output-differential' })).result;
    expect((await run({ input: od, inputEncoding: 'hex', key: '2a', keyEncoding: 'hex', scheme: 'input-differential', outputEncoding: 'utf8' })).result).toBe('differential');
    // output differential with a one-byte key: c0 = p0 ^ k, ci = pi ^ c(i-1)
    const p = Buffer.from('abc');
    const c0 = p[0]! ^ 0x2a, c1 = p[1]! ^ c0, c2 = p[2]! ^ c1;
    expect((await run({ input: 'abc', key: '2a', keyEncoding: 'hex', scheme: 'output-differential' })).result).toBe(Buffer.from([c0, c1, c2]).toString('hex'));
  });

  it('the repeating-key XOR test vector (ICE) of the cryptopals set', async () => {
    const plain = "Burning 'em, if you ain't quick and nimble\nI go crazy when I hear a cymbal";
    expect((await run({ input: plain, key: 'ICE' })).result).toBe(
      '0b3637272a2b2e63622c2e69692a23693a2a3c6324202d623d63343c2a26226324272765272a282b2f20430a652e2c652a3124333a653e2b2027630c692b20283165286326302e27282f',
    );
  });

  it('null-preserving mode keeps zero bytes and key-equal bytes', async () => {
    expect((await run({ input: '00410b41', inputEncoding: 'hex', key: '41', keyEncoding: 'hex', nullPreserving: true })).result).toBe('00414a41');
    expect((await run({ input: '00410b41', inputEncoding: 'hex', key: '41', keyEncoding: 'hex' })).result).toBe('41004a00');
  });

  it('warns when the text output is not UTF-8', async () => {
    const r = await runTool(tool, { input: 'ff', inputEncoding: 'hex', key: '01', keyEncoding: 'hex', outputEncoding: 'utf8' });
    expect(r.success).toBe(true);
    expect(r.data.result).toBe('\uFFFD');
    expect(JSON.stringify(r.metadata)).toMatch(/not valid UTF-8/);
  });

  it('rejects bad hex and base64 with positions, and an empty key', async () => {
    expect(await runError(tool, { input: '0g', inputEncoding: 'hex', key: 'k' }, 'INVALID_INPUT')).toMatch(/^The input is not valid hex: 'g' \(U\+0067\) at position 2/);
    expect(await runError(tool, { input: 'a', key: '!!', keyEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/^The key is not valid base64/);
    await runError(tool, { input: 'a', key: ' ', keyEncoding: 'hex' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const input = largestInput(tool, 'input', 'ab');
    const out = await run({ input, key: 'ab' });
    expect(out.byteLength).toBe(1_000_000);
    expect(out.result).toBe('0000'.repeat(500_000));
  });
});
