import { mergeCidr } from 'cidr-tools';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { cidrs: string[]; inputCount: number; outputCount: number; addresses: { ipv4: string; ipv6: string } };
const merge = (input: string) => runOk<Out>(tool, { input });

describe('cidr-merge', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('agrees with cidr-tools mergeCidr on random IPv4 lists', async () => {
    const rnd = testRandom(18);
    for (let n = 0; n < 30; n++) {
      const list = Array.from({ length: 1 + Math.floor(rnd() * 30) }, () => {
        const prefix = 20 + Math.floor(rnd() * 13);
        const addr = (Math.floor(rnd() * 2 ** 14) << 18) >>> 0 | Math.floor(rnd() * 2 ** 18);
        const net = prefix === 0 ? 0 : (addr & ((0xffffffff << (32 - prefix)) >>> 0)) >>> 0;
        return `${[24, 16, 8, 0].map((s) => (net >>> s) & 255).join('.')}/${prefix}`;
      });
      const ours = (await merge(list.join('\n'))).cidrs;
      expect(ours, list.join(' ')).toEqual(mergeCidr(list));
    }
  });

  it('agrees with cidr-tools on IPv6 and keeps versions apart', async () => {
    const list = ['2001:db8::/48', '2001:db8:1::/48', '2001:db8:2::/47', '::1', '10.0.0.0/8'];
    const out = await merge(list.join(', '));
    expect(out.cidrs).toEqual(['10.0.0.0/8', ...mergeCidr(list.filter((x) => x.includes(':')))]);
  });

  it('accepts ranges and separators, rejects garbage with its line', async () => {
    expect((await merge('10.0.0.0 - 10.0.0.255; 10.0.1.0/24')).cidrs).toEqual(['10.0.0.0/23']);
    expect(await runError(tool, { input: `10.0.0.0/8\n${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/^The list, line 2: /);
  });

  it('handles the largest allowed input', async () => {
    const input = Array.from({ length: 65_536 }, (_, i) => `10.${i >> 8}.${i & 255}.0/24`).join('\n');
    const out = await merge(input);
    expect(out.cidrs).toEqual(['10.0.0.0/8']);
    expect(out.inputCount).toBe(65_536);
  });
});
