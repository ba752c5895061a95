import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; inputBytes: number; outputBytes: number; ratio: number | null };

describe('lz4-compressor', () => {
  itReproducesItsExample(tool);

  it('round-trips random data and compresses repetitive data', async () => {
    const random = testRandom(4);
    for (let n = 0; n < 10; n++) {
      const hex = Buffer.from(Array.from({ length: Math.floor(random() * 5000) }, () => (random() < 0.8 ? 65 : Math.floor(random() * 256)))).toString('hex');
      const c = await runOk<Out>(tool, { input: hex, inputEncoding: 'hex' });
      expect((await runOk<Out>(tool, { input: c.result, mode: 'decompress', outputEncoding: 'hex' })).result).toBe(hex);
    }
    const rep = await runOk<Out>(tool, { input: 'abc'.repeat(10_000) });
    expect(rep.ratio).toBeLessThan(0.02);
  });

  it('handles empty data, unicode, files and a large input', async () => {
    const empty = await runOk<Out>(tool, { input: '', file: 'data:application/octet-stream;base64,' });
    expect((await runOk<Out>(tool, { input: empty.result, mode: 'decompress' })).result).toBe('');
    const u = await runOk<Out>(tool, { input: UNICODE_SAMPLE });
    expect((await runOk<Out>(tool, { file: `data:application/x-lz4;base64,${u.result}`, mode: 'decompress' })).result).toBe(UNICODE_SAMPLE);
    const big = 'x'.repeat(2_000_000);
    const c = await runOk<Out>(tool, { input: big });
    expect((await runOk<Out>(tool, { input: c.result, mode: 'decompress' })).outputBytes).toBe(2_000_000);
  });

  it('rejects corrupted frames and other data', async () => {
    const frame = Buffer.from('BCJNGGRApxAAAABvaGVsbG8gBgAFUGhlbGxvAAAAAL2c1nQ=', 'base64');
    frame[12] = frame[12]! ^ 1;
    expect(await runError(tool, { input: frame.toString('base64'), mode: 'decompress' }, 'INVALID_INPUT')).toMatch(/checksum/);
    expect(await runError(tool, { input: 'H4sIAAAAAAAAA8tIzcnJV8BLAgBXN2KFIwAAAA==', mode: 'decompress' }, 'INVALID_INPUT')).toMatch(/starts with 1f 8b/);
    expect(await runError(tool, { input: '02214c18', mode: 'decompress', compressedEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/legacy/);
  });
});
