import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; byteLength: number };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

describe('base45-encoder', () => {
  itReproducesItsExample(tool);

  it('matches the RFC 9285 examples', async () => {
    expect((await encode({ text: 'AB' })).result).toBe('BB8');
    expect((await encode({ text: 'Hello!!' })).result).toBe('%69 VD92EX0');
    expect((await encode({ text: 'base-45' })).result).toBe('UJCLQE7W581');
    expect(await decode({ text: 'QED8WEX0' })).toEqual({ result: 'ietf!', byteLength: 5 });
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('round-trips the unicode sample and random bytes', async () => {
    const enc = await encode({ text: UNICODE_SAMPLE });
    expect(enc.byteLength).toBe(9);
    expect((await decode({ text: enc.result })).result).toBe(UNICODE_SAMPLE);
    const random = testRandom(45);
    for (let n = 0; n < 20; n++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 40) + 1 }, () => Math.floor(random() * 256)));
      const e = await encode({ text: bytes.toString('hex'), inputEncoding: 'hex' });
      expect((await decode({ text: e.result, outputEncoding: 'hex' })).result, bytes.toString('hex')).toBe(bytes.toString('hex'));
    }
    // the extremes of a pair: 0x0000 and 0xffff
    expect((await encode({ text: '0000ffff', inputEncoding: 'hex' })).result).toBe('000FGW');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab');
    const enc = await encode({ text: text.slice(0, 600_000) });
    expect(enc.result.length).toBe(900_000);
    expect((await decode({ text: enc.result })).result).toBe(text.slice(0, 600_000));
  });

  it('rejects bad Base45 with the position or value', async () => {
    expect(await runError(tool, { mode: 'decode', text: 'bb8' }, 'INVALID_INPUT')).toMatch(/'b'.*position 1/);
    expect(await runError(tool, { mode: 'decode', text: 'BB8B' }, 'INVALID_INPUT')).toMatch(/1 character over/);
    expect(await runError(tool, { mode: 'decode', text: 'GGW' }, 'INVALID_INPUT')).toMatch(/65536, above 65535/);
    expect(await runError(tool, { mode: 'decode', text: '::' }, 'INVALID_INPUT')).toMatch(/above 255/);
    expect(await runError(tool, { mode: 'decode', text: 'FGW', outputEncoding: 'utf8' }, 'INVALID_INPUT')).toMatch(/hex/);
  });
});
