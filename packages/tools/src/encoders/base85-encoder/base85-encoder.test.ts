import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; byteLength: number };
const encode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'encode', ...input });
const decode = (input: Record<string, unknown>) => runOk<Out>(tool, { mode: 'decode', ...input });

describe('base85-encoder', () => {
  itReproducesItsExample(tool);

  // vectors printed by CPython 3.11's base64.a85encode / b85encode, and the Z85 spec (RFC 32)
  it('matches published vectors', async () => {
    expect((await encode({ text: 'Man is distinguished' })).result).toBe('9jqo^BlbD-BleB1DJ+*+F(f,q');
    expect((await encode({ text: '0000000000', inputEncoding: 'hex' })).result).toBe('z!!');
    expect((await encode({ text: 'hello world', variant: 'rfc1924' })).result).toBe('Xk~0{Zy<MXa%^M');
    expect((await encode({ text: '864FD26FB559F75B', inputEncoding: 'hex', variant: 'z85' })).result).toBe('HelloWorld');
    expect(await decode({ text: 'HelloWorld', variant: 'z85', outputEncoding: 'hex' })).toEqual({ result: '864fd26fb559f75b', byteLength: 8 });
    expect((await decode({ text: '<~9jqo^BlbD-\nBleB1DJ+*+F(f,q~>' })).result).toBe('Man is distinguished');
    expect((await decode({ text: 'z!!', outputEncoding: 'hex' })).result).toBe('0000000000');
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('round-trips the unicode sample and random bytes in every alphabet', async () => {
    for (const variant of ['ascii85', 'rfc1924'])
      expect((await decode({ variant, text: (await encode({ variant, text: UNICODE_SAMPLE })).result })).result).toBe(UNICODE_SAMPLE);
    const random = testRandom(85);
    for (let n = 0; n < 30; n++) {
      const variant = ['ascii85', 'z85', 'rfc1924'][n % 3]!;
      const length = variant === 'z85' ? 4 * Math.floor(random() * 10) + 4 : Math.floor(random() * 30) + 1;
      const hex = Buffer.from(Array.from({ length }, () => (random() < 0.3 ? 0 : Math.floor(random() * 256)))).toString('hex');
      const e = await encode({ variant, text: hex, inputEncoding: 'hex' });
      expect((await decode({ variant, text: e.result, outputEncoding: 'hex' })).result, `${variant} ${hex}`).toBe(hex);
    }
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'abcd').slice(0, 800_000);
    const enc = await encode({ text });
    expect(enc.result.length).toBe(1_000_000);
    expect((await decode({ text: enc.result })).result).toBe(text);
  });

  it('rejects bad Base85 and Z85 lengths', async () => {
    expect(await runError(tool, { mode: 'decode', text: '9jqo^v' }, 'INVALID_INPUT')).toMatch(/'v'.*position 6/);
    expect(await runError(tool, { mode: 'decode', text: 'abz' }, 'INVALID_INPUT')).toMatch(/"z" at position 3/);
    expect(await runError(tool, { mode: 'decode', text: 'uuuuu' }, 'INVALID_INPUT')).toMatch(/above 2\^32/);
    expect(await runError(tool, { mode: 'decode', text: 'HelloWor', variant: 'z85' }, 'INVALID_INPUT')).toMatch(/multiple of 5/);
    expect(await runError(tool, { text: 'abc', variant: 'z85' }, 'INVALID_INPUT')).toMatch(/multiple of|groups of 4/);
  });
});
