import { excludeCidr } from 'cidr-tools';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { cidrs: string[]; joined: string; count: number; addresses: { ipv4: string; ipv6: string } };
const ex = (include: string, exclude: string) => runOk<Out>(tool, { include, exclude });
const v4 = (n: number) => [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');

describe('cidr-exclude', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { include: '', exclude: '10.0.0.0/8' }, 'MISSING_REQUIRED');
  });

  it('gives the well-known "everything but private ranges" list', async () => {
    const out = await ex('0.0.0.0/0', '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16');
    expect(out.cidrs).toEqual(excludeCidr(['0.0.0.0/0'], ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']));
    expect(out.addresses.ipv4).toBe(String(2 ** 32 - 2 ** 24 - 2 ** 20 - 2 ** 16));
  });

  it('agrees with cidr-tools excludeCidr on random inputs', async () => {
    const rnd = testRandom(19);
    const block = (min: number) => {
      const prefix = min + Math.floor(rnd() * (32 - min));
      const net = (Math.floor(rnd() * 2 ** 32) & ((0xffffffff << (32 - prefix)) >>> 0)) >>> 0;
      return `${v4(net)}/${prefix}`;
    };
    for (let n = 0; n < 25; n++) {
      const base = [block(4), block(8)];
      const cut = Array.from({ length: 1 + Math.floor(rnd() * 8) }, () => block(6));
      expect((await ex(base.join('\n'), cut.join('\n'))).cidrs, `${base} - ${cut}`).toEqual(excludeCidr(base, cut));
    }
  });

  it('handles IPv6 and excluding everything', async () => {
    expect((await ex('2001:db8::/32', '2001:db8::/33')).cidrs).toEqual(['2001:db8:8000::/33']);
    expect(await ex('10.0.0.0/8', '0.0.0.0/0')).toEqual({ cidrs: [], joined: '', count: 0, addresses: { ipv4: '0', ipv6: '0' } });
  });

  it('rejects garbage in either list', async () => {
    expect(await runError(tool, { include: '10.0.0.0/8', exclude: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/^Exclude, line 1/);
  });

  it('handles the largest allowed input', async () => {
    const exclude = Array.from({ length: 32_768 }, (_, i) => `10.${i >> 7}.${(i & 127) * 2}.0/24`).join('\n');
    const out = await ex('10.0.0.0/8', exclude);
    expect(out.count).toBe(32_768);
  });
});
