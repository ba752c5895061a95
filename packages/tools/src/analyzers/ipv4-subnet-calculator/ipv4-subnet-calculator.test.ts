import { describe, expect, it } from 'vitest';
import { Address4 } from 'ip-address';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Subnet {
  address: string;
  prefix: number;
  cidr: string;
  networkAddress: string;
  broadcastAddress: string | null;
  netmask: string;
  wildcardMask: string;
  firstHost: string;
  lastHost: string;
  totalAddresses: number;
  usableHosts: number;
  addressClass: string;
  addressType: string;
  addressTypeDescription: string;
  addressInteger: number;
  addressHex: string;
  binary: Record<string, string>;
  notes: string[];
}

const calc = (address: string, mask?: string) => runOk<Subnet>(tool, mask === undefined ? { address } : { address, mask });

describe('ipv4-subnet-calculator', () => {
  itReproducesItsExample(tool);

  it('matches a hand-computed table', async () => {
    // input, network, broadcast, netmask, wildcard, first, last, total, usable
    const table: Array<[string, string, string | null, string, string, string, string, number, number]> = [
      ['10.0.0.1/24', '10.0.0.0', '10.0.0.255', '255.255.255.0', '0.0.0.255', '10.0.0.1', '10.0.0.254', 256, 254],
      ['172.16.5.4/12', '172.16.0.0', '172.31.255.255', '255.240.0.0', '0.15.255.255', '172.16.0.1', '172.31.255.254', 1048576, 1048574],
      ['192.168.100.77/30', '192.168.100.76', '192.168.100.79', '255.255.255.252', '0.0.0.3', '192.168.100.77', '192.168.100.78', 4, 2],
      ['203.0.113.9/31', '203.0.113.8', null, '255.255.255.254', '0.0.0.1', '203.0.113.8', '203.0.113.9', 2, 2],
      ['198.51.100.7/32', '198.51.100.7', null, '255.255.255.255', '0.0.0.0', '198.51.100.7', '198.51.100.7', 1, 1],
      ['8.8.8.8/0', '0.0.0.0', '255.255.255.255', '0.0.0.0', '255.255.255.255', '0.0.0.1', '255.255.255.254', 4294967296, 4294967294],
      ['130.1.2.3/17', '130.1.0.0', '130.1.127.255', '255.255.128.0', '0.0.127.255', '130.1.0.1', '130.1.127.254', 32768, 32766],
      ['1.2.3.4/1', '0.0.0.0', '127.255.255.255', '128.0.0.0', '127.255.255.255', '0.0.0.1', '127.255.255.254', 2147483648, 2147483646],
    ];
    for (const [input, network, broadcast, netmask, wildcard, first, last, total, usable] of table) {
      const d = await calc(input);
      expect([d.networkAddress, d.broadcastAddress, d.netmask, d.wildcardMask, d.firstHost, d.lastHost, d.totalAddresses, d.usableHosts], input)
        .toEqual([network, broadcast, netmask, wildcard, first, last, total, usable]);
    }
  });

  it('explains /31 (RFC 3021) and /32', async () => {
    expect((await calc('10.1.1.0/31')).notes).toEqual([
      'A /31 is a point-to-point link (RFC 3021): both addresses are usable hosts and there is no broadcast address.',
    ]);
    expect((await calc('10.1.1.5/32')).notes[0]).toMatch(/single host/);
  });

  it('accepts the mask inline, after a space, or in "mask", as a prefix or dotted', async () => {
    const forms: Array<[string, string?]> = [
      ['10.20.30.40/20'],
      ['10.20.30.40/255.255.240.0'],
      ['10.20.30.40 255.255.240.0'],
      [' 10.20.30.40 / 20 '],
      ['10.20.30.40', '20'],
      ['10.20.30.40', '/20'],
      ['10.20.30.40', '255.255.240.0'],
    ];
    for (const [address, mask] of forms) {
      const d = await calc(address, mask);
      expect(d.cidr, `${address} ${mask}`).toBe('10.20.16.0/20');
      expect(d.address).toBe('10.20.30.40');
    }
  });

  it('treats an address without a mask as a /32 host and says so', async () => {
    const d = await calc('192.0.2.1');
    expect(d.prefix).toBe(32);
    expect(d.notes).toEqual(['No prefix or mask was given, so the address is treated as a single host (/32).']);
  });

  it('gives binary, integer and hex forms', async () => {
    const d = await calc('10.0.0.1/8');
    expect(d.binary).toEqual({
      address: '00001010.00000000.00000000.00000001',
      netmask: '11111111.00000000.00000000.00000000',
      wildcardMask: '00000000.11111111.11111111.11111111',
      networkAddress: '00001010.00000000.00000000.00000000',
      lastAddress: '00001010.11111111.11111111.11111111',
    });
    expect(d.addressInteger).toBe(167772161);
    expect(d.addressHex).toBe('0x0A000001');
    expect((await calc('255.255.255.255')).addressInteger).toBe(4294967295);
  });

  it('classifies special-use ranges and classes', async () => {
    const cases: Array<[string, string, string]> = [
      ['10.1.2.3', 'private', 'A'],
      ['172.31.255.255', 'private', 'B'],
      ['172.32.0.0', 'public', 'B'],
      ['192.168.0.1', 'private', 'C'],
      ['100.64.0.1', 'shared', 'A'],
      ['100.128.0.1', 'public', 'A'],
      ['127.0.0.1', 'loopback', 'A'],
      ['169.254.1.1', 'link-local', 'B'],
      ['0.0.0.0', 'this-network', 'A'],
      ['192.0.0.8', 'ietf-protocol', 'C'],
      ['192.0.2.55', 'documentation', 'C'],
      ['198.51.100.1', 'documentation', 'C'],
      ['203.0.113.200', 'documentation', 'C'],
      ['192.88.99.1', '6to4-relay', 'C'],
      ['198.19.255.255', 'benchmarking', 'C'],
      ['198.20.0.0', 'public', 'C'],
      ['224.0.0.251', 'multicast', 'D'],
      ['239.255.255.250', 'multicast', 'D'],
      ['240.0.0.1', 'reserved', 'E'],
      ['255.255.255.255', 'broadcast', 'E'],
      ['8.8.8.8', 'public', 'A'],
      ['191.255.255.255', 'public', 'B'],
    ];
    for (const [ip, type, cls] of cases) {
      const d = await calc(ip);
      expect([d.addressType, d.addressClass], ip).toEqual([type, cls]);
    }
    expect((await calc('100.64.0.1')).addressTypeDescription).toBe('Shared address space for carrier-grade NAT 100.64.0.0/10 (RFC 6598)');
    expect((await calc('192.0.2.1')).addressTypeDescription).toBe('Documentation TEST-NET-1 192.0.2.0/24 (RFC 5737)');
  });

  it('agrees with the ip-address library on random subnets', async () => {
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    for (let i = 0; i < 300; i++) {
      const ip = next();
      const prefix = next() % 33;
      const text = [ip >>> 24, (ip >>> 16) & 255, (ip >>> 8) & 255, ip & 255].join('.');
      const d = await calc(`${text}/${prefix}`);
      const ref = new Address4(`${text}/${prefix}`);
      expect(d.networkAddress).toBe(ref.startAddress().correctForm());
      expect(d.binary.lastAddress!.split('.').map((b) => parseInt(b, 2)).join('.')).toBe(ref.endAddress().correctForm());
      if (prefix <= 30) {
        expect(d.broadcastAddress).toBe(ref.endAddress().correctForm());
        expect(d.firstHost).toBe(ref.startAddressExclusive().correctForm());
        expect(d.lastHost).toBe(ref.endAddressExclusive().correctForm());
      }
      expect(d.netmask).toBe(ref.subnetMaskAddress().correctForm());
      expect(d.addressInteger).toBe(Number(ref.bigInt()));
      // simple reference: string arithmetic on the 32-bit binary form
      const bits = ip.toString(2).padStart(32, '0');
      const netBits = bits.slice(0, prefix) + '0'.repeat(32 - prefix);
      expect(d.binary.networkAddress!.replaceAll('.', '')).toBe(netBits);
      expect(d.binary.netmask!.replaceAll('.', '')).toBe('1'.repeat(prefix) + '0'.repeat(32 - prefix));
      expect(d.totalAddresses).toBe(2 ** (32 - prefix));
      const flags = [ref.isPrivate(), ref.isLoopback(), ref.isLinkLocal(), ref.isCGNAT(), ref.isDocumentation(), ref.isMulticast()];
      expect(flags, text).toEqual(['private', 'loopback', 'link-local', 'shared', 'documentation', 'multicast'].map((t) => t === d.addressType));
    }
  });

  it('names the bad octet', async () => {
    expect(await runError(tool, { address: '10.256.0.1/8' }, 'INVALID_INPUT')).toBe(
      'The second octet ("256") of address "10.256.0.1" is out of range: each octet must be 0–255',
    );
    expect(await runError(tool, { address: '10.0.x.1' }, 'INVALID_INPUT')).toBe('The third octet ("x") of address "10.0.x.1" is not a decimal number 0–255');
    expect(await runError(tool, { address: '10.0.1' }, 'INVALID_INPUT')).toMatch(/has 3 dot-separated parts; an IPv4 address has 4 octets/);
    expect(await runError(tool, { address: '10..0.1' }, 'INVALID_INPUT')).toBe('The second octet of address "10..0.1" is empty');
    expect(await runError(tool, { address: '010.0.0.1' }, 'INVALID_INPUT')).toMatch(/first octet \("010"\).*leading zero.*write 10/);
  });

  it('rejects bad prefixes and masks with the reason', async () => {
    expect(await runError(tool, { address: '10.0.0.1/33' }, 'INVALID_INPUT')).toBe('Prefix /33 is out of range: an IPv4 prefix length is 0–32');
    expect(await runError(tool, { address: '10.0.0.1', mask: '255.0.255.0' }, 'INVALID_INPUT')).toMatch(
      /^Netmask 255\.0\.255\.0 is not contiguous: the third octet \(255\) has a 1-bit after a 0-bit/,
    );
    expect(await runError(tool, { address: '10.0.0.1', mask: '0.0.0.255' }, 'INVALID_INPUT')).toMatch(/looks like a wildcard mask, whose netmask is 255\.255\.255\.0/);
    expect(await runError(tool, { address: '10.0.0.1', mask: '255.255.256.0' }, 'INVALID_INPUT')).toMatch(/third octet \("256"\) of netmask/);
    expect(await runError(tool, { address: '10.0.0.1/24', mask: '24' }, 'INVALID_INPUT')).toMatch(/given twice/);
    expect(await runError(tool, { address: '10.0.0.1/abc' }, 'INVALID_INPUT')).toMatch(/neither a prefix length/);
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { address: '' }, 'MISSING_REQUIRED');
  });

  it('rejects unicode text naming the octet', async () => {
    expect(await runError(tool, { address: `10.0.0.${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toBe(
      `The fourth octet ("${UNICODE_SAMPLE}") of address "10.0.0.${UNICODE_SAMPLE}" is not a decimal number 0–255`,
    );
  });

  it('rejects the largest allowed input cleanly', async () => {
    expect(await runError(tool, { address: largestInput(tool, 'address', '1.') }, 'INVALID_INPUT')).toMatch(/has 51 dot-separated parts/);
    await runError(tool, { address: '1'.repeat(101) }, 'CONSTRAINT_VIOLATION');
    // a mask part with a line break in it, up to the largest input, used to dereference a failed match (null)
    expect(await runError(tool, { address: '10.0.0.1/8\n9' }, 'INVALID_INPUT')).toMatch(/neither a prefix length/);
    expect(await runError(tool, { address: `10.0.0.1 ${'x\n'.repeat(45)}` }, 'INVALID_INPUT')).toMatch(/neither a prefix length/);
    expect(await runOk(tool, { address: '10.0.0.1\n255.0.0.0' })).toMatchObject({ cidr: '10.0.0.0/8' });
  });
});
