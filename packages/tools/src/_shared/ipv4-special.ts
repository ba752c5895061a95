/**
 * IPv4 special-use classification from the IANA IPv4 Special-Purpose Address
 * Registry (RFC 6890 and successors), shared by the IPv4 tools. Imports
 * nothing, so definitions may use IPV4_ADDRESS_TYPES in their output schema.
 */

/** Every `type` classifyIPv4 can return ("public" when no block applies). */
export const IPV4_ADDRESS_TYPES = [
  'public', 'private', 'shared', 'loopback', 'link-local', 'this-network', 'ietf-protocol',
  'documentation', '6to4-relay', 'benchmarking', 'multicast', 'reserved', 'broadcast',
] as const;
export type IPv4AddressType = (typeof IPV4_ADDRESS_TYPES)[number];

export interface IPv4Classification {
  type: IPv4AddressType;
  /** The block and the RFC that defines it, e.g. "Private network 192.168.0.0/16 (RFC 1918)". */
  description: string;
}

interface Block extends IPv4Classification {
  base: number;
  prefix: number;
}

/** The 32-bit netmask of a prefix length 0–32, as an unsigned number. */
export const ipv4MaskOf = (prefix: number): number => (prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);

const block = (cidr: string, type: IPv4AddressType, description: string): Block => {
  const [ip, prefix] = cidr.split('/');
  return { base: ip!.split('.').reduce((a, o) => a * 256 + Number(o), 0), prefix: Number(prefix), type, description };
};

/** Most specific first: the first block that contains an address classifies it. */
const SPECIAL: readonly Block[] = [
  block('255.255.255.255/32', 'broadcast', 'Limited broadcast 255.255.255.255/32 (RFC 919, RFC 8190)'),
  block('192.0.0.0/24', 'ietf-protocol', 'IETF protocol assignments 192.0.0.0/24 (RFC 6890)'),
  block('192.0.2.0/24', 'documentation', 'Documentation TEST-NET-1 192.0.2.0/24 (RFC 5737)'),
  block('198.51.100.0/24', 'documentation', 'Documentation TEST-NET-2 198.51.100.0/24 (RFC 5737)'),
  block('203.0.113.0/24', 'documentation', 'Documentation TEST-NET-3 203.0.113.0/24 (RFC 5737)'),
  block('192.88.99.0/24', '6to4-relay', 'Deprecated 6to4 relay anycast 192.88.99.0/24 (RFC 7526)'),
  block('169.254.0.0/16', 'link-local', 'Link-local 169.254.0.0/16 (RFC 3927)'),
  block('192.168.0.0/16', 'private', 'Private network 192.168.0.0/16 (RFC 1918)'),
  block('198.18.0.0/15', 'benchmarking', 'Benchmarking 198.18.0.0/15 (RFC 2544)'),
  block('172.16.0.0/12', 'private', 'Private network 172.16.0.0/12 (RFC 1918)'),
  block('100.64.0.0/10', 'shared', 'Shared address space for carrier-grade NAT 100.64.0.0/10 (RFC 6598)'),
  block('0.0.0.0/8', 'this-network', '"This network" 0.0.0.0/8 (RFC 791, RFC 1122)'),
  block('10.0.0.0/8', 'private', 'Private network 10.0.0.0/8 (RFC 1918)'),
  block('127.0.0.0/8', 'loopback', 'Loopback 127.0.0.0/8 (RFC 1122)'),
  block('224.0.0.0/4', 'multicast', 'Multicast 224.0.0.0/4 (RFC 5771)'),
  block('240.0.0.0/4', 'reserved', 'Reserved for future use 240.0.0.0/4 (RFC 1112)'),
];

const PUBLIC: IPv4Classification = { type: 'public', description: 'Public (globally routable) unicast address' };

/** The special-use block of a 32-bit address, or "public". */
export function classifyIPv4(address: number): IPv4Classification {
  const found = SPECIAL.find((b) => ((address & ipv4MaskOf(b.prefix)) >>> 0) === b.base);
  return found ? { type: found.type, description: found.description } : { ...PUBLIC };
}

/** The historic classful class of a 32-bit address (D = multicast, E = reserved). */
export function ipv4Class(address: number): 'A' | 'B' | 'C' | 'D' | 'E' {
  const first = address >>> 24;
  return first < 128 ? 'A' : first < 192 ? 'B' : first < 224 ? 'C' : first < 240 ? 'D' : 'E';
}
