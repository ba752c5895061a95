import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; byteLength: number };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

/** Reference: the bit-string algorithm of the original Python implementation, written out literally. */
function reference(bytes: Buffer): string {
  const chr = (v: number) => (v === 0 ? '!' : v <= 61 ? String.fromCharCode(35 + v - 1) : String.fromCharCode(97 + v - 62));
  if (bytes.length === 0) return '~';
  let bitstr = [...bytes].map((b) => b.toString(2).padStart(8, '0')).join('');
  let out = '';
  while (bitstr.length >= 13) {
    const i = parseInt(bitstr.slice(0, 13), 2);
    out += chr(Math.floor(i / 91)) + chr(i % 91);
    bitstr = bitstr.slice(13);
  }
  if (bitstr.length > 0) {
    if (bitstr.length < 7) out += chr(parseInt(bitstr.padEnd(6, '0'), 2));
    else {
      const i = parseInt(bitstr.padEnd(13, '0'), 2);
      out += chr(Math.floor(i / 91)) + chr(i % 91);
    }
  }
  return out;
}

describe('base92-encoder', () => {
  itReproducesItsExample(tool);

  it('agrees with the reference algorithm on random bytes and round-trips', async () => {
    const random = testRandom(92);
    for (let n = 0; n < 30; n++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 30) + 1 }, () => Math.floor(random() * 256)));
      const e = await encode({ text: bytes.toString('hex'), inputEncoding: 'hex' });
      expect(e.result, bytes.toString('hex')).toBe(reference(bytes));
      expect((await decode({ text: e.result, outputEncoding: 'hex' })).result).toBe(bytes.toString('hex'));
    }
    expect((await decode({ text: 'Fc_$aOTdKnsM*k' })).result).toBe('hello world');
    expect(await decode({ text: '~' })).toEqual({ result: '', byteLength: 0 });
  });

  it('treats an empty input as missing and round-trips unicode', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    expect((await decode({ text: (await encode({ text: UNICODE_SAMPLE })).result })).result).toBe(UNICODE_SAMPLE);
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'abcdefgh').slice(0, 800_000);
    const e = await encode({ text });
    expect((await decode({ text: e.result })).result).toBe(text);
  });

  it('rejects bad Base92', async () => {
    expect(await runError(tool, { mode: 'decode', text: 'ab"c' }, 'INVALID_INPUT')).toMatch(/position 3/);
    expect(await runError(tool, { mode: 'decode', text: '}}' }, 'INVALID_INPUT')).toMatch(/above 8191/);
    expect(await runError(tool, { mode: 'decode', text: 'Fc}' }, 'INVALID_INPUT')).toMatch(/above 63/);
  });
});
