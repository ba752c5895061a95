import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { Address6 } from 'ip-address';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Data { prefix: string; globalId: string; subnets: string[]; exampleAddress: string; method: string; derivation?: Record<string, string> }
const gen = (input: Record<string, unknown>) => runOk<Data>(tool, input);

describe('ipv6-ula-generator', () => {
  itReproducesItsExample(tool);

  it('makes a random fd00::/8 prefix with no input', async () => {
    const data = await gen({});
    expect(data.method).toBe('random');
    expect(data.derivation).toBeUndefined();
    expect(data.subnets).toHaveLength(4);
    const prefix = new Address6(data.prefix);
    expect(prefix.subnetMask).toBe(48);
    expect(prefix.isInSubnet(new Address6('fd00::/8'))).toBe(true);
    expect(prefix.canonicalForm().replace(/:/g, '').slice(2, 12)).toBe(data.globalId);
    expect((await gen({})).globalId).not.toBe(data.globalId);
  });

  it('reproduces a seeded random prefix and warns about it', async () => {
    const a = await runTool(tool, { seed: 'lab', subnetCount: 3 });
    expect(a.data).toEqual(await gen({ seed: 'lab', subnetCount: 3 }));
    expect(a.metadata?.warnings?.[0]).toContain('predictable');
  });

  it('computes the RFC 4193 Global ID as node:crypto does', async () => {
    for (const [mac, time, eui64] of [
      ['00:1A:2B:3C:4D:5E', '2024-05-01T12:00:00.250Z', '021a2bfffe3c4d5e'],
      ['02-00-00-00-00-01', '1999-12-31T23:59:59+01:00', '000000fffe000001'],
      ['0011.2233.4455.6677', '2040-01-01T00:00', '0011223344556677'],
    ]) {
      const data = await gen({ method: 'rfc4193', mac, time });
      const ms = Date.parse(time!.length === 16 ? `${time}Z` : time!);
      const ntpSeconds = (Math.floor(ms / 1000) + 2208988800) % 2 ** 32;
      const fraction = Math.floor(((ms % 1000) * 2 ** 32) / 1000);
      const ntp = ntpSeconds.toString(16).padStart(8, '0') + fraction.toString(16).padStart(8, '0');
      const digest = createHash('sha1').update(Buffer.from(ntp + eui64, 'hex')).digest('hex');
      expect(data.derivation).toEqual({ time: new Date(ms).toISOString(), ntpTime: ntp, eui64, sha1: digest });
      expect(data.globalId).toBe(digest.slice(-10));
    }
    // 2040 is past the 2036 NTP era rollover: seconds wrap modulo 2^32
    expect((await gen({ method: 'rfc4193', mac: '001122334455', time: '2036-02-07T06:28:16Z' })).derivation!.ntpTime).toBe('0000000000000000');
  });

  it('uses a random EUI-64 when no MAC is given, with a warning', async () => {
    const r = await runTool(tool, { method: 'rfc4193', time: '2024-01-01T00:00:00Z', seed: 'x' });
    expect(r.data.derivation.eui64).toMatch(/^[0-9a-f]{16}$/);
    expect(r.metadata?.warnings?.[0]).toContain('random EUI-64');
  });

  it('writes addresses in RFC 5952 form', async () => {
    const data = await gen({ subnetCount: 256, seed: 'subnets' });
    expect(data.subnets).toHaveLength(256);
    expect(data.subnets[255]).toMatch(/:ff::\/64$/);
    for (const text of [...data.subnets, data.prefix, data.exampleAddress]) expect(text.split('/')[0]).toBe(new Address6(text).correctForm());
  });

  it('rejects bad MACs', async () => {
    expect(await runError(tool, { method: 'rfc4193', mac: '00:11:22' }, 'INVALID_INPUT')).toContain('6 hex digits');
    await runError(tool, { method: 'rfc4193', mac: UNICODE_SAMPLE }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { method: 'rfc4193', time: 'yesterday' }, 'INVALID_INPUT');
    await runError(tool, { subnetCount: 257 }, 'CONSTRAINT_VIOLATION');
  });
});
