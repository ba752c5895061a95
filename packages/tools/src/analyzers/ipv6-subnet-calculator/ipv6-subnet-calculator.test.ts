import { describe, expect, it } from 'vitest';
import { Address6 } from 'ip-address';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

const calc = (address: string, extra: Record<string, unknown> = {}) => runOk<any>(tool, { address, ...extra });

describe('ipv6-subnet-calculator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { address: '' }, 'MISSING_REQUIRED');
  });

  it('rejects unicode with the offending character', async () => {
    const msg = await runError(tool, { address: `2001:db8::${UNICODE_SAMPLE}` }, 'INVALID_INPUT');
    expect(msg).toContain('"À" at position 11');
  });

  it('rejects the largest input with a clear message', async () => {
    const msg = await runError(tool, { address: largestInput(tool, 'address', '1') }, 'INVALID_INPUT');
    expect(await runError(tool, { address: '1:'.repeat(49) + '12' }, 'INVALID_INPUT')).toContain('has 50 groups');
    expect(msg).toContain("has no ':'");
  });

  it('names the problem in bad input', async () => {
    expect(await runError(tool, { address: '2001:db8::1::2/48' }, 'INVALID_INPUT')).toContain('"::" 2 times');
    expect(await runError(tool, { address: '2001:db8::1/129' }, 'INVALID_INPUT')).toContain('0–128');
    expect(await runError(tool, { address: '2001:db8::1/x' }, 'INVALID_INPUT')).toContain('not a number');
    expect(await runError(tool, { address: '12345::1' }, 'INVALID_INPUT')).toContain('"12345"');
    expect(await runError(tool, { address: '1:2:3:4:5:6:7' }, 'INVALID_INPUT')).toContain('has 7 groups');
    expect(await runError(tool, { address: '1:2:3:4:5:6:7:8::' }, 'INVALID_INPUT')).toContain('too many groups');
    expect(await runError(tool, { address: 'fe80::1%eth0' }, 'INVALID_INPUT')).toContain('zone index');
    expect(await runError(tool, { address: '::ffff:1.2.3.256' }, 'INVALID_INPUT')).toContain('"256"');
    expect(await runError(tool, { address: '192.168.0.1' }, 'INVALID_INPUT')).toContain('is an IPv4 address, not IPv6');
    expect(await runError(tool, { address: '2001:db8::/48', subnetPrefix: 40 }, 'INVALID_INPUT')).toContain('from 48 to 128');
  });

  it('compresses per RFC 5952', async () => {
    expect((await calc('2001:0DB8:0000:0000:0001:0000:0000:0001')).compressed).toBe('2001:db8::1:0:0:1');
    expect((await calc('2001:db8:0:1:1:1:1:1')).compressed).toBe('2001:db8:0:1:1:1:1:1');
    expect((await calc('2001:db8:0:0:1:0:0:0')).compressed).toBe('2001:db8:0:0:1::');
    expect((await calc('::')).compressed).toBe('::');
    expect((await calc('::ffff:c000:0201')).compressed).toBe('::ffff:192.0.2.1');
    expect((await calc('1:2:3:4:5:6:1.2.3.4')).expanded).toBe('0001:0002:0003:0004:0005:0006:0102:0304');
    expect((await calc('::1.2.3.4')).expanded).toBe('0000:0000:0000:0000:0000:0000:0102:0304');
  });

  it('agrees with the ip-address library', async () => {
    for (const text of ['2001:db8:85a3::8a2e:370:7334/64', 'fe80::1/10', 'fd12:3456:789a:1::/56', '2600::/12', '::1/128', '2001:db8::/0']) {
      const ref = new Address6(text);
      const r = await calc(text);
      expect(r.networkAddress).toBe(ref.startAddress().correctForm());
      expect(r.lastAddress).toBe(ref.endAddress().correctForm());
      expect(r.expanded).toBe(ref.canonicalForm());
      expect(r.totalAddresses).toBe((1n << BigInt(128 - ref.subnetMask)).toString());
    }
  });

  it('classifies addresses', async () => {
    const t = async (a: string) => (await calc(a)).addressType;
    expect(await t('2606:4700::1111')).toBe('global-unicast');
    expect(await t('fd00::1')).toBe('unique-local');
    expect(await t('fc00::')).toBe('unique-local');
    expect(await t('fe80::1')).toBe('link-local');
    expect(await t('febf::1')).toBe('link-local');
    expect(await t('ff02::1')).toBe('multicast');
    expect(await t('2001:db8::1')).toBe('documentation');
    expect(await t('3fff:fff::1')).toBe('documentation');
    expect(await t('3fff:1000::1')).toBe('global-unicast');
    expect(await t('::1')).toBe('loopback');
    expect(await t('::ffff:10.0.0.1')).toBe('ipv4-mapped');
    expect(await t('::')).toBe('unspecified');
    expect(await t('4000::')).toBe('reserved');
  });

  it('reverse zones for nibble-aligned prefixes only', async () => {
    expect((await calc('2001:db8:abcd:12::/64')).reverseZone).toBe('2.1.0.0.d.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa');
    expect((await calc('::/0')).reverseZone).toBe('ip6.arpa');
    const odd = await calc('2001:db8::/47');
    expect(odd.reverseZone).toBeNull();
    expect(odd.notes).toEqual(['/47 is not on a nibble (4-bit) boundary, so it has no single ip6.arpa zone: delegate the 2 /48 zones inside it.']);
    expect(odd.lastAddress).toBe('2001:db8:1:ffff:ffff:ffff:ffff:ffff');
    expect(await runError(tool, { address: 'abcd' }, 'INVALID_INPUT')).toContain("has no ':'");
  });

  it('single address without prefix is /128', async () => {
    const r = await calc('2001:db8::5');
    expect(r.prefix).toBe(128);
    expect(r.totalAddresses).toBe('1');
    expect(r.notes).toEqual([]);
    expect(r.subnetting).toBeNull();
    expect(r.netmask).toBe('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff');
  });

  it('subnetting caps the list at 256', async () => {
    const r = await calc('2001:db8::/32', { subnetPrefix: 64 });
    expect(r.subnetting.count).toBe('4294967296');
    expect(r.subnetting.subnets).toHaveLength(256);
    expect(r.subnetting.subnets[255]).toBe('2001:db8:0:ff::/64');
    expect(r.subnetting.truncated).toBe(true);
    const same = await calc('2001:db8::/64', { subnetPrefix: 64 });
    expect(same.subnetting).toEqual({ prefix: 64, count: '1', subnets: ['2001:db8::/64'], truncated: false });
  });
});
