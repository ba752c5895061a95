import { describe, expect, it } from 'vitest';
import isMACAddressImport from 'validator/lib/isMACAddress.js';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

// validator ships CommonJS: the function may sit on .default depending on the loader
const isMACAddress = ((isMACAddressImport as unknown as { default?: typeof isMACAddressImport }).default ?? isMACAddressImport) as unknown as (...args: any[]) => any; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Data { macs: string[]; prefix: string; cast: string; administration: string; randomBits: number }
const gen = (input: Record<string, unknown>) => runOk<Data>(tool, input);
const firstOctet = (mac: string) => parseInt(mac.replace(/[^0-9a-f]/gi, '').slice(0, 2), 16);

describe('mac-address-generator', () => {
  itReproducesItsExample(tool);

  it('makes one locally administered unicast MAC with no input', async () => {
    const data = await gen({});
    expect(data.macs).toHaveLength(1);
    expect(data.macs[0]).toMatch(/^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/);
    expect(firstOctet(data.macs[0]!) & 3).toBe(2);
    expect([data.prefix, data.cast, data.administration, data.randomBits]).toEqual(['', 'unicast', 'local', 46]);
    // an empty prefix is the same as none
    expect((await gen({ prefix: '' })).prefix).toBe('');
  });

  it('sets the I/G and U/L bits on every address of a large batch', async () => {
    for (const [cast, administration, bits] of [['unicast', 'local', 2], ['unicast', 'universal', 0], ['multicast', 'local', 3], ['multicast', 'universal', 1]] as const) {
      const data = await gen({ count: 1000, cast, administration, seed: `bits-${bits}` });
      expect(data.macs).toHaveLength(1000);
      expect(data.macs.every((m) => (firstOctet(m) & 3) === bits)).toBe(true);
      expect(new Set(data.macs).size).toBe(1000);
      // the other 6 bits of the first octet still vary
      expect(new Set(data.macs.map((m) => firstOctet(m) >> 2)).size).toBe(64);
    }
  });

  it('keeps the prefix and lets it decide the flag bits, with a warning when they differ', async () => {
    const qemu = await runTool(tool, { count: 5, prefix: '52:54:00', seed: 's' });
    expect(qemu.success).toBe(true);
    expect(qemu.data.macs.every((m: string) => m.startsWith('52:54:00:'))).toBe(true);
    expect([qemu.data.prefix, qemu.data.administration, qemu.data.randomBits]).toEqual(['525400', 'local', 24]);
    expect(qemu.metadata?.warnings).toBeUndefined();
    const vendor = await runTool(tool, { prefix: '00-1A-2B', seed: 's' });
    expect(vendor.data.administration).toBe('universal');
    expect(vendor.metadata?.warnings?.[0]).toContain('the cast/administration options were not applied');
    // a one-digit prefix leaves the flag nibble to the options
    const one = await gen({ count: 50, prefix: 'A', seed: 's', administration: 'universal' });
    expect(one.macs.every((m) => /^a[048c]/.test(m))).toBe(true);
    expect(one.randomBits).toBe(42);
    const long = await gen({ count: 20, prefix: '0011.2233.445', format: 'bare', letterCase: 'upper', seed: 's' });
    expect(long.macs.every((m) => /^00112233445[0-9A-F]$/.test(m))).toBe(true);
    expect(long.randomBits).toBe(4);
  });

  it('writes every format', async () => {
    const formats = { colon: /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/, dash: /^([0-9A-F]{2}-){5}[0-9A-F]{2}$/, dot: /^[0-9A-F]{4}\.[0-9A-F]{4}\.[0-9A-F]{4}$/, bare: /^[0-9A-F]{12}$/ };
    for (const [format, pattern] of Object.entries(formats)) {
      const data = await gen({ count: 10, format, letterCase: 'upper', seed: format });
      for (const mac of data.macs) {
        expect(mac).toMatch(pattern);
        expect(isMACAddress(mac, { no_separators: format === 'bare' })).toBe(true);
      }
    }
  });

  it('reproduces with a seed and differs without one', async () => {
    expect(await gen({ count: 5, seed: 'x' })).toEqual(await gen({ count: 5, seed: 'x' }));
    expect((await gen({ count: 5 })).macs).not.toEqual((await gen({ count: 5 })).macs);
  });

  it('rejects bad prefixes and counts', async () => {
    await runError(tool, { prefix: '00:11:22:33:44:55' }, 'INVALID_INPUT');
    await runError(tool, { prefix: 'zz' }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { prefix: UNICODE_SAMPLE }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { count: 1001 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { count: 0 }, 'CONSTRAINT_VIOLATION');
  });
});
