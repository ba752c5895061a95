import { describe, expect, it } from 'vitest';
import LZString from 'lz-string';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; format: string; inputLength: number; outputLength: number };

describe('lz-string-compressor', () => {
  itReproducesItsExample(tool);

  it('round-trips every form and detects it', async () => {
    const random = testRandom(12);
    for (const format of ['uri', 'base64', 'utf16', 'hex']) {
      const text = Array.from({ length: 300 }, () => 'abc 中😀\n'[Math.floor(random() * 8)]).join('');
      const c = await runOk<Out>(tool, { text, format });
      expect((await runOk<Out>(tool, { text: c.result, mode: 'decompress', format })).result).toBe(text);
      if (format !== 'hex') expect((await runOk<Out>(tool, { text: c.result, mode: 'decompress', format: 'auto' })).result).toBe(text);
    }
  });

  it('reads playground links and matches the library', async () => {
    const code = LZString.compressToEncodedURIComponent('let x: number = 1;');
    const out = await runOk<Out>(tool, { text: `https://www.typescriptlang.org/play#code/${code}`, mode: 'decompress', format: 'auto' });
    expect(out).toMatchObject({ result: 'let x: number = 1;', format: 'uri' });
    expect((await runOk<Out>(tool, { text: UNICODE_SAMPLE, format: 'base64' })).result).toBe(LZString.compressToBase64(UNICODE_SAMPLE));
  });

  it('handles empty and the largest input', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    const big = largestInput(tool, 'text', 'ab');
    expect((await runOk<Out>(tool, { text: big })).outputLength).toBeLessThan(10_000);
  });

  it('rejects input that is not lz-string output', async () => {
    expect(await runError(tool, { text: 'hello world!', mode: 'decompress', format: 'auto' }, 'INVALID_INPUT')).toMatch(/any form/);
    expect(await runError(tool, { text: 'xyz', format: 'auto' }, 'INVALID_INPUT')).toMatch(/auto only applies/);
  });
});
