import { describe, expect, it } from 'vitest';
import { classifyIPv4, IPV4_ADDRESS_TYPES, ipv4Class, ipv4MaskOf } from './ipv4-special.js';

const ip = (dotted: string) => dotted.split('.').reduce((a, o) => a * 256 + Number(o), 0);

describe('ipv4-special', () => {
  it('classifies by the most specific block, at both edges of each block', () => {
    const cases: Array<[string, string]> = [
      ['0.0.0.0', 'this-network'], ['9.255.255.255', 'public'], ['10.0.0.0', 'private'], ['10.255.255.255', 'private'],
      ['100.63.255.255', 'public'], ['100.64.0.0', 'shared'], ['100.127.255.255', 'shared'], ['127.0.0.1', 'loopback'],
      ['169.254.1.1', 'link-local'], ['172.15.255.255', 'public'], ['172.16.0.0', 'private'], ['172.31.255.255', 'private'],
      ['192.0.0.8', 'ietf-protocol'], ['192.0.2.1', 'documentation'], ['192.88.99.1', '6to4-relay'], ['192.168.1.1', 'private'],
      ['198.18.0.0', 'benchmarking'], ['198.19.255.255', 'benchmarking'], ['198.51.100.7', 'documentation'],
      ['203.0.113.255', 'documentation'], ['224.0.0.1', 'multicast'], ['239.255.255.255', 'multicast'],
      ['240.0.0.1', 'reserved'], ['255.255.255.254', 'reserved'], ['255.255.255.255', 'broadcast'], ['8.8.8.8', 'public'],
    ];
    for (const [address, type] of cases) expect([address, classifyIPv4(ip(address)).type]).toEqual([address, type]);
    expect(classifyIPv4(ip('192.168.0.1')).description).toBe('Private network 192.168.0.0/16 (RFC 1918)');
    expect(classifyIPv4(ip('8.8.8.8'))).toEqual({ type: 'public', description: 'Public (globally routable) unicast address' });
  });

  it('lists every type it returns, and gives classes and masks', () => {
    expect(IPV4_ADDRESS_TYPES).toHaveLength(13);
    expect(['0.0.0.0', '128.0.0.0', '192.0.0.0', '224.0.0.0', '240.0.0.0'].map((a) => ipv4Class(ip(a)))).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect([0, 1, 24, 31, 32].map(ipv4MaskOf)).toEqual([0, 0x80000000, 0xffffff00, 0xfffffffe, 0xffffffff]);
  });
});
