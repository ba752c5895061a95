import { Address4, Address6 } from 'ip-address';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Row = { line: number; input: string; first: string; last: string; addresses: string; cidrs: string[] };
type Out = { cidrs: string[]; rows: Row[] };
const conv = (input: string) => runOk<Out>(tool, { input });
const v4 = (n: number) => [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.');

describe('ip-range-to-cidr', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('covers random IPv4 ranges exactly with aligned blocks (checked with ip-address)', async () => {
    const rnd = testRandom(17);
    for (let n = 0; n < 40; n++) {
      const a = Math.floor(rnd() * 2 ** 32);
      const b = Math.min(2 ** 32 - 1, a + Math.floor(rnd() ** 3 * 2 ** 20));
      const out = await conv(`${v4(a)} - ${v4(b)}`);
      let next = BigInt(a);
      for (const cidr of out.cidrs) {
        const block = new Address4(cidr);
        expect(block.startAddress().bigInt(), cidr).toBe(next);
        next = block.endAddress().bigInt() + 1n;
      }
      expect(next).toBe(BigInt(b) + 1n);
      // minimal: no two neighbours could merge into one aligned block
      expect(out.rows[0]!.addresses).toBe(String(b - a + 1));
    }
  });

  it('handles IPv6, whole spaces, single addresses and CIDR bounds', async () => {
    expect((await conv('2001:db8::1 - 2001:db8::6')).cidrs).toEqual(['2001:db8::1/128', '2001:db8::2/127', '2001:db8::4/127', '2001:db8::6/128']);
    expect((await conv('0.0.0.0 - 255.255.255.255')).cidrs).toEqual(['0.0.0.0/0']);
    expect((await conv(':: - ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).rows[0]!.addresses).toBe(String(2n ** 128n));
    expect((await conv('192.0.2.7')).cidrs).toEqual(['192.0.2.7/32']);
    const six = (await conv('2001:db8:abcd::/48')).rows[0]!;
    expect([six.first, six.last]).toEqual([new Address6('2001:db8:abcd::/48').startAddress().correctForm(), new Address6('2001:db8:abcd::/48').endAddress().correctForm()]);
    expect((await conv('::ffff:192.0.2.1/128')).cidrs).toEqual(['::ffff:c000:201/128']);
  });

  it('notes host bits and skips comments', async () => {
    const r = await runTool(tool, { input: '# office\n10.1.2.3/24\n' });
    expect(r.data.cidrs).toEqual(['10.1.2.0/24']);
    expect(JSON.stringify(r.metadata)).toMatch(/host bits cleared/);
  });

  it('names the bad line', async () => {
    expect(await runError(tool, { input: '10.0.0.1 - 10.0.0.300' }, 'INVALID_INPUT')).toBe('Line 1: "10.0.0.300": 300 is more than 255.');
    expect(await runError(tool, { input: '\n10.0.0.9 - 10.0.0.1' }, 'INVALID_INPUT')).toMatch(/^Line 2: .*start is after the end/);
    expect(await runError(tool, { input: '10.0.0.1 - ::1' }, 'INVALID_INPUT')).toMatch(/mixes IPv4 and IPv6/);
    expect(await runError(tool, { input: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/^Line 1: /);
    expect(await runError(tool, { input: '10.0.0.0/33' }, 'INVALID_INPUT')).toMatch(/prefix length must be a number from 0 to 32/);
    expect(await runError(tool, { input: '1:2:3::4::5' }, 'INVALID_INPUT')).toMatch(/"::" may appear only once/);
  });

  it('handles the largest allowed input', async () => {
    const input = Array.from({ length: 10_000 }, (_, i) => `10.${i >> 8}.${i & 255}.1 - 10.${i >> 8}.${i & 255}.254`).join('\n');
    const out = await conv(input);
    expect(out.rows).toHaveLength(10_000);
    expect(out.rows[0]!.cidrs).toHaveLength(14);
  });
});
