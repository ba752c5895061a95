import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; byteLength: number; fileName: string | null; permissions: string | null };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

describe('uuencode-encoder', () => {
  itReproducesItsExample(tool);

  // lines printed by CPython 3.11 binascii.b2a_uu
  it('matches binascii.b2a_uu', async () => {
    const fox = await encode({ text: 'The quick brown fox jumps over the lazy dog!!' });
    expect(fox.result.split('\n')[1]).toBe('M5&AE(\'%U:6-K(&)R;W=N(&9O>"!J=6UP<R!O=F5R(\'1H92!L87IY(&1O9R$A');
    expect((await encode({ text: '000000', inputEncoding: 'hex' })).result.split('\n')[1]).toBe('#````');
    expect((await encode({ text: '000000', inputEncoding: 'hex', backtick: false })).result.split('\n')[1]).toBe('#    ');
    expect((await encode({ text: 'hello world\n' })).result.split('\n')[1]).toBe(',:&5L;&\\@=V]R;&0*');
  });

  it('decodes blocks, bare lines and stripped trailing spaces', async () => {
    expect(await decode({ text: 'begin 600 x.txt\r\n#0V%T\r\n`\r\nend\r\n' })).toEqual({ result: 'Cat', byteLength: 3, fileName: 'x.txt', permissions: '600' });
    expect((await decode({ text: '#0V%T' })).result).toBe('Cat');
    expect((await decode({ text: '#    ', outputEncoding: 'hex' })).result).toBe('000000');
    expect((await decode({ text: '#', outputEncoding: 'hex' })).result).toBe('000000');
  });

  it('round-trips random bytes, unicode and the largest input', async () => {
    const random = testRandom(7);
    for (let n = 0; n < 20; n++) {
      const hex = Buffer.from(Array.from({ length: Math.floor(random() * 150) }, () => Math.floor(random() * 256))).toString('hex') || '00';
      expect((await decode({ text: (await encode({ text: hex, inputEncoding: 'hex', backtick: n % 2 === 0 })).result, outputEncoding: 'hex' })).result).toBe(hex);
    }
    expect((await decode({ text: (await encode({ text: UNICODE_SAMPLE })).result })).result).toBe(UNICODE_SAMPLE);
    const text = largestInput(tool, 'text').slice(0, 700_000);
    expect((await decode({ text: (await encode({ text })).result })).byteLength).toBe(700_000);
  });

  it('rejects empty, truncated and foreign input', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { mode: 'decode', text: 'begin 644 a\n#0V%T\n' }, 'INVALID_INPUT')).toMatch(/no "end"/);
    expect(await runError(tool, { mode: 'decode', text: '#0v%t' }, 'INVALID_INPUT')).toMatch(/column 3/);
    expect(await runError(tool, { mode: 'decode', text: 'begin-base64 644 a\nQ2F0\n====' }, 'INVALID_INPUT')).toMatch(/base64-encoder/);
  });
});
