import { describe, expect, it } from 'vitest';
import { isIPv4 } from 'node:net';
import { Address4, Address6 } from 'ip-address';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const convert = (address: string, extra: Record<string, unknown> = {}) => runOk<any>(tool, { address, ...extra });

describe('ipv4-address-converter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { address: '' }, 'MISSING_REQUIRED');
  });

  it('rejects the unicode sample and the largest input', async () => {
    await runError(tool, { address: UNICODE_SAMPLE }, 'INVALID_INPUT');
    await runError(tool, { address: largestInput(tool, 'address', '1') }, 'INVALID_INPUT');
    await runError(tool, { address: largestInput(tool, 'address', '1.') }, 'INVALID_INPUT');
  });

  it('detects and reads every notation of the same address', async () => {
    const forms: Array<[string, string]> = [
      ['192.168.0.1', 'dotted'],
      ['3232235521', 'integer'],
      ['0xC0A80001', 'hex'],
      ['11000000101010000000000000000001', 'binary'],
      ['11000000.10101000.00000000.00000001', 'binary'],
      ['::ffff:192.168.0.1', 'ipv6-mapped'],
      ['::FFFF:C0A8:1', 'ipv6-mapped'],
      ['0:0:0:0:0:ffff:c0a8:0001', 'ipv6-mapped'],
      ['[::ffff:192.168.0.1]', 'ipv6-mapped'],
      ['1.0.168.192.in-addr.arpa.', 'reverse-dns'],
    ];
    for (const [input, format] of forms) {
      const data = await convert(input);
      expect([input, data.dotted, data.detectedFormat]).toEqual([input, '192.168.0.1', format]);
    }
    expect((await convert('c0a80001', { inputFormat: 'hex' })).dotted).toBe('192.168.0.1');
    expect((await convert('C0:A8:00:01', { inputFormat: 'hex' })).dotted).toBe('192.168.0.1');
    expect((await convert('0300.0250.0.01', { inputFormat: 'octal' })).dotted).toBe('192.168.0.1');
  });

  it('refuses leading zeros unless inet_aton parsing is on, then reads them the C way', async () => {
    expect(await runError(tool, { address: '010.0.0.1' }, 'INVALID_INPUT')).toContain('octal (8), others as decimal (10)');
    await runError(tool, { address: '0300.0250.0.01' }, 'INVALID_INPUT');
    await runError(tool, { address: '127.1' }, 'INVALID_INPUT');
    await runError(tool, { address: '010' }, 'INVALID_INPUT');
    const aton = async (address: string) => (await convert(address, { allowInetAton: true }));
    expect((await aton('010.0.0.1')).dotted).toBe('8.0.0.1');
    expect((await aton('0300.0250.0.01')).dotted).toBe('192.168.0.1');
    expect((await aton('0xC0.0xA8.0.1')).dotted).toBe('192.168.0.1');
    expect((await aton('127.1')).dotted).toBe('127.0.0.1');
    expect((await aton('10.1.256')).dotted).toBe('10.1.1.0');
    expect((await aton('010')).dotted).toBe('0.0.0.8');
    expect((await aton('127.1')).detectedFormat).toBe('inet-aton');
    expect((await aton('1.2.3.4')).detectedFormat).toBe('dotted');
    await runError(tool, { address: '1.2.3.256', allowInetAton: true }, 'INVALID_INPUT');
    await runError(tool, { address: '1.2.65536', allowInetAton: true }, 'INVALID_INPUT');
    await runError(tool, { address: '08.1.1.1', allowInetAton: true }, 'INVALID_INPUT');
  });

  it('rejects bad input with a reason', async () => {
    expect(await runError(tool, { address: '256.1.1.1' }, 'INVALID_INPUT')).toContain('out of range');
    expect(await runError(tool, { address: '4294967296' }, 'INVALID_INPUT')).toContain('larger than 4294967295');
    expect(await runError(tool, { address: '::1.2.3.4' }, 'INVALID_INPUT')).toContain('IPv4-compatible');
    expect(await runError(tool, { address: '2001:db8::1' }, 'INVALID_INPUT')).toContain('not an IPv4-mapped');
    await runError(tool, { address: '0x1234567890' }, 'INVALID_INPUT');
    await runError(tool, { address: '1.2.3.4.in-addr.arpa.x' }, 'INVALID_INPUT');
    await runError(tool, { address: '2.1.in-addr.arpa' }, 'INVALID_INPUT');
    await runError(tool, { address: '1.2.3' }, 'INVALID_INPUT');
  });

  it('handles the ends of the range', async () => {
    const zero = await convert('0');
    expect([zero.dotted, zero.hex, zero.ipv6MappedHex, zero.addressType]).toEqual(['0.0.0.0', '0x00000000', '::ffff:0:0', 'this-network']);
    const top = await convert('4294967295');
    expect([top.dotted, top.octal, top.hexDotted, top.addressClass, top.addressType]).toEqual(['255.255.255.255', '0377.0377.0377.0377', '0xFF.0xFF.0xFF.0xFF', 'E', 'broadcast']);
  });

  it('classifies special-use addresses', async () => {
    const cases: Array<[string, string, string]> = [
      ['127.0.0.1', 'A', 'loopback'], ['10.1.2.3', 'A', 'private'], ['172.31.255.255', 'B', 'private'], ['172.32.0.0', 'B', 'public'],
      ['100.64.0.1', 'A', 'shared'], ['169.254.1.1', 'B', 'link-local'], ['224.0.0.251', 'D', 'multicast'], ['240.0.0.1', 'E', 'reserved'],
      ['198.51.100.7', 'C', 'documentation'], ['198.19.0.1', 'C', 'benchmarking'], ['8.8.8.8', 'A', 'public'],
    ];
    for (const [address, cls, type] of cases) {
      const data = await convert(address);
      expect([address, data.addressClass, data.addressType]).toEqual([address, cls, type]);
    }
  });

  it('agrees with node:net and the ip-address package', async () => {
    let x = 0x9e3779b9;
    for (let i = 0; i < 200; i++) {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      const data = await convert(String(x));
      const ref = Address4.fromInteger(x);
      expect(isIPv4(data.dotted)).toBe(true);
      expect(data.dotted).toBe(ref.correctForm());
      expect(BigInt(data.integer)).toBe(new Address4(data.dotted).bigInt());
      expect(data.hex.slice(2).toLowerCase()).toBe(ref.toHex().replace(/:/g, ''));
      expect(data.binary.replace(/\./g, '')).toBe(ref.binaryZeroPad());
      expect(`${data.reverseDns}.`).toBe(ref.reverseForm());
      expect(data.ipv6MappedHex).toBe(Address6.fromAddress4(data.dotted).correctForm());
      expect((await convert(data.ipv6MappedHex)).integer).toBe(x);
      expect((await convert(data.octal, { allowInetAton: true })).integer).toBe(x);
      expect((await convert(data.hexDotted, { allowInetAton: true })).integer).toBe(x);
    }
  });
});
