import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { CATALOGUE } from './catalogue.js';
import { computeCrc } from './crc-engine.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { crc: string; decimal: string | null; model: { check: string } | null; results: Array<{ model: string; crc: string }>; matches: string[]; inputBytes: number };
const big = (hex: string) => BigInt(`0x${hex}`);

describe('crc-calculator', () => {
  itReproducesItsExample(tool);

  it('reproduces the published check value of every catalogue model', async () => {
    const data = await runOk<Out>(tool, { input: '123456789', model: 'all' });
    expect(data.results).toHaveLength(CATALOGUE.length);
    for (const [i, row] of CATALOGUE.entries()) expect(big(data.results[i]!.crc), row[0]).toBe(big(row[7]));
  });

  it('reproduces every model\'s published residue (the register after a correct codeword, before xorout)', () => {
    // the residue check exercises the engine on messages of every length alignment and both reflections
    for (const [name, width, poly, init, refin, refout, xorout, , residue] of CATALOGUE) {
      if (refin !== refout || width % 8 !== 0) continue; // the codeword layout below needs whole bytes and one bit order
      const model = { width, poly: big(poly), init: big(init), refin, refout, xorout: big(xorout) };
      const message = new TextEncoder().encode('123456789');
      const crc = computeCrc(model, message);
      const crcBytes = Array.from({ length: width / 8 }, (_, i) => Number((crc >> BigInt(refout ? 8 * i : width - 8 * (i + 1))) & 0xffn));
      // computeCrc reflected the register for refout models and applied xorout: undo only the XOR
      expect(computeCrc(model, new Uint8Array([...message, ...crcBytes])) ^ model.xorout, name).toBe(big(residue));
    }
  });

  it('matches zlib\'s CRC-32 on unicode text and random bytes', async () => {
    const rnd = testRandom(7);
    expect((await runOk<Out>(tool, { input: UNICODE_SAMPLE })).decimal).toBe(String(zlibCrc32(Buffer.from(UNICODE_SAMPLE))));
    for (const n of [0, 1, 3, 100, 4097]) {
      const bytes = Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
      expect((await runOk<Out>(tool, { input: bytes.toString('hex'), inputEncoding: 'hex' })).decimal, `${n}`).toBe(String(zlibCrc32(bytes)));
    }
  });

  it('custom parameters reproduce catalogue models on the number (16-bit) and BigInt (64-bit) paths', async () => {
    const kermit = await runOk<Out>(tool, { input: '123456789', model: 'custom', width: 16, poly: '0x1021', init: '0', refin: true, refout: true, xorout: '0' });
    expect(kermit.crc).toBe('2189');
    const xz = await runOk<Out>(tool, { input: '123456789', model: 'custom', width: 64, poly: '42f0e1eba9ea3693', init: 'ffffffffffffffff', refin: true, refout: true, xorout: 'ffffffffffffffff' });
    expect(xz.crc).toBe('995dc9bbdf1939fa');
    expect(xz.decimal).toBe(String(0x995dc9bbdf1939fan));
  });

  it('identifies the model from an expected value', async () => {
    const data = await runOk<Out>(tool, { input: '123456789', model: 'all', expected: '0x29B1' });
    expect(data.matches).toEqual(['CRC-16/IBM-3740']);
    const none = await runOk<Out>(tool, { input: '', model: 'CRC-8/SMBUS' });
    expect(none.crc).toBe('00');
    expect(none.inputBytes).toBe(0);
  });

  it('handles the largest allowed input', async () => {
    const input = largestInput(tool, 'input');
    expect((await runOk<Out>(tool, { input })).decimal).toBe(String(zlibCrc32(Buffer.from(input))));
    expect((await runOk<Out>(tool, { input, model: 'CRC-64/XZ' })).crc).toMatch(/^[0-9a-f]{16}$/);
  });

  it('rejects custom parameters that do not fit and bad input', async () => {
    expect(await runError(tool, { input: 'a', model: 'custom', width: 8, poly: '1d5' }, 'INVALID_INPUT')).toMatch(/does not fit in 8 bits/);
    expect(await runError(tool, { input: 'a', model: 'custom', width: 8, poly: '1c' }, 'INVALID_INPUT')).toMatch(/even/);
    await runError(tool, { input: 'zz', inputEncoding: 'hex' }, 'INVALID_INPUT');
    await runError(tool, { input: 'a', model: 'CRC-99/NOPE' }, 'CONSTRAINT_VIOLATION');
  });
});

