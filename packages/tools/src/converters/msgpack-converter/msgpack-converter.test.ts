import { describe, expect, it } from 'vitest';
import { encode as referenceEncode } from '@msgpack/msgpack';
import { pack } from 'msgpackr';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { result: string; byteLength: number };
const decode = (input: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { mode: 'decode', input, ...extra });
const encode = (input: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { mode: 'encode', input, ...extra });

function randomJson(random: () => number, depth = 0): unknown {
  const r = random();
  if (depth > 3 || r < 0.3) return [null, true, false, Math.floor(random() * 2 ** 40) - 2 ** 39, random() * 1000, 'text', UNICODE_SAMPLE][Math.floor(random() * 7)];
  if (r < 0.6) return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth + 1));
  return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}`, randomJson(random, depth + 1)]));
}

describe('msgpack-converter', () => {
  itReproducesItsExample(tool);

  it('decodes what a second implementation (msgpackr) encodes, and round-trips', async () => {
    const random = testRandom(3);
    for (let n = 0; n < 20; n++) {
      const value = randomJson(random);
      const bytes = Buffer.from(pack(value));
      expect(JSON.parse((await decode(bytes.toString('hex'))).result), JSON.stringify(value)).toEqual(value);
      const ours = await encode(JSON.stringify(value));
      expect(ours.result).toBe(Buffer.from(referenceEncode(value)).toString('hex'));
    }
  });

  it('keeps 64-bit integers exact and shows timestamps, binary and extensions', async () => {
    expect((await encode('18446744073709551615')).result).toBe('cfffffffffffffffff');
    expect((await decode('cfffffffffffffffff')).result).toBe('18446744073709551615');
    expect((await decode('d3ffffffffffffffff')).result).toBe('-1');
    const ts = await runTool(tool, { input: 'd6ff00000000', mode: 'decode' });
    expect(ts.data.result).toBe('"1970-01-01T00:00:00.000Z"');
    expect(ts.metadata?.warnings?.[0]).toMatch(/ISO 8601/);
    expect((await decode('c403010203')).result).toBe('"AQID"');
    expect((await decode('d40541')).result).toBe('{\n  "$ext": 5,\n  "data": "QQ=="\n}');
    expect((await decode('gqdjb21wYWN0w6ZzY2hlbWEA', { binaryEncoding: 'base64' })).result).toBe('{\n  "compact": true,\n  "schema": 0\n}');
    expect(await runError(tool, { input: 'x6Q=', binaryEncoding: 'base64' }, 'INVALID_INPUT')).toMatch(/truncated/);
  });

  it('reads files, unicode and the largest input', async () => {
    const file = `data:application/x-msgpack;base64,${Buffer.from(referenceEncode({ s: UNICODE_SAMPLE })).toString('base64')}`;
    expect(JSON.parse((await decode('', { file })).result)).toEqual({ s: UNICODE_SAMPLE });
    const big = largestInput(tool, 'input', '0');
    expect((await encode(`"${big.slice(2)}"`)).byteLength).toBe(1_999_998 + 5);
  });

  it('rejects bad data with the offset', async () => {
    expect(await runError(tool, { mode: 'decode' }, 'INVALID_INPUT')).toMatch(/file/);
    expect(await runError(tool, { input: '82a7636f6d70' }, 'INVALID_INPUT')).toMatch(/truncated/);
    expect(await runError(tool, { input: 'c0c0' }, 'INVALID_INPUT')).toMatch(/ends at byte 1/);
    expect(await runError(tool, { input: 'c1' }, 'INVALID_INPUT')).toMatch(/MessagePack/);
    expect(await runError(tool, { input: '{"a":', mode: 'encode' }, 'INVALID_INPUT')).toMatch(/line 1/);
    expect(await runError(tool, { input: 'zz' }, 'INVALID_INPUT')).toMatch(/hex/);
  });
});

describe('msgpack-converter nesting', () => {
  it('refuses data nested deeper than JSON printing allows', async () => {
    expect(await runError(tool, { input: `${'91'.repeat(5000)}c0` }, 'INVALID_INPUT')).toMatch(/1000 levels/);
  });
});

describe('msgpack-converter deep JSON', () => {
  it('encodes JSON nested 900 levels', async () => {
    expect((await runOk<{ byteLength: number }>(tool, { mode: 'encode', input: `${'['.repeat(900)}${']'.repeat(900)}` })).byteLength).toBe(900);
  });
});
