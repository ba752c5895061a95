import { describe, expect, it } from 'vitest';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; inputBytes: number; outputBytes: number; ratio: number | null; savedPercent: number | null };

describe('brotli-compressor', () => {
  itReproducesItsExample(tool);

  it('round-trips with node:zlib in both directions', async () => {
    const random = testRandom(7932);
    for (let n = 0; n < 4; n++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 3000) }, () => (random() < 0.7 ? 97 + Math.floor(random() * 4) : Math.floor(random() * 256))));
      const ours = await runOk<Out>(tool, { input: bytes.toString('base64'), inputEncoding: 'base64', quality: [1, 4, 9, 11][n] });
      expect(brotliDecompressSync(Buffer.from(ours.result, 'base64')).equals(bytes)).toBe(true);
      const theirs = brotliCompressSync(bytes).toString('hex');
      expect((await runOk<Out>(tool, { input: theirs, mode: 'decompress', compressedEncoding: 'hex', outputEncoding: 'hex' })).result).toBe(bytes.toString('hex'));
    }
  });

  it('handles empty data, unicode, files and a large input', async () => {
    const empty = await runOk<Out>(tool, { input: '', inputEncoding: 'hex', file: 'data:application/octet-stream;base64,' });
    expect(brotliDecompressSync(Buffer.from(empty.result, 'base64')).length).toBe(0);
    const unicode = await runOk<Out>(tool, { input: UNICODE_SAMPLE });
    expect((await runOk<Out>(tool, { input: unicode.result, mode: 'decompress' })).result).toBe(UNICODE_SAMPLE);
    const file = `data:application/octet-stream;base64,${brotliCompressSync(Buffer.from('file body')).toString('base64')}`;
    expect((await runOk<Out>(tool, { file, mode: 'decompress' })).result).toBe('file body');
    const big = 'lorem ipsum dolor sit amet '.repeat(20_000);
    const compressed = await runOk<Out>(tool, { input: big, quality: 5 });
    expect(compressed.inputBytes).toBe(big.length);
    expect(brotliDecompressSync(Buffer.from(compressed.result, 'base64')).toString()).toBe(big);
  });

  it('stops a decompression bomb and rejects non-Brotli data', async () => {
    const bomb = brotliCompressSync(Buffer.alloc(11 * 1024 * 1024)).toString('base64');
    expect(await runError(tool, { input: bomb, mode: 'decompress', outputEncoding: 'hex' }, 'INVALID_INPUT')).toMatch(/10 MB/);
    expect(await runError(tool, { input: 'H4sIAAAAAAAAA8tIzcnJV8BLAgBXN2KFIwAAAA==', mode: 'decompress' }, 'INVALID_INPUT')).toMatch(/Brotli/);
    expect(await runError(tool, { input: 'not base64!', mode: 'decompress' }, 'INVALID_INPUT')).toMatch(/base64/i);
  });
});
