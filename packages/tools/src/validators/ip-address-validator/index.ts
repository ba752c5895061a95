import { defineTool, success } from '@ctp/core';
import { ipv6Text } from '../../_shared/ipv6-text.js';
import { checkLines } from '../../_shared/line-batch.js';
import definition from './definition.js';

type Result = Record<string, unknown>;

const showChar = (char: string) => {
  const cp = char.codePointAt(0)!;
  return cp > 0x20 && cp !== 0x7f ? `'${char}'` : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
};

/** Why a leading zero is refused: octal-reading parsers (inet_aton, ping, curl) and decimal ones disagree. */
function leadingZero(part: string, label: string): string {
  const decimal = parseInt(part, 10);
  const plain = String(decimal);
  if (!/^[0-7]+$/.test(part))
    return `${label} ("${part}") has a leading zero, which marks octal for inet_aton-style parsers, yet ${part} is not octal; write ${plain} if decimal was meant.`;
  const octal = parseInt(part, 8);
  if (octal === decimal) return `${label} ("${part}") has a leading zero, which some parsers read as octal; write it as ${plain}.`;
  const dec = decimal > 255 ? `${decimal}, out of range` : String(decimal);
  return `${label} ("${part}") has a leading zero: inet_aton-style parsers (ping, curl) read it as octal ${octal}, others as decimal ${dec}; write the intended value without leading zeros.`;
}

/** Parses a strict dotted quad; returns the four octets or the reasons it is not one. */
function parseIPv4(text: string, where = ''): { octets?: number[]; reasons: string[] } {
  const reasons: string[] = [];
  const parts = text.split('.');
  if (parts.length !== 4) {
    const shorthand = parts.length < 4 && parts.every((p) => /^\d+$/.test(p));
    reasons.push(
      `An IPv4 address${where} has 4 numbers separated by dots; this has ${parts.length}.` +
        (shorthand ? ' Shorthand forms such as 127.1 or a single 32-bit number are refused: inet_aton accepts them but most parsers do not.' : ''),
    );
    return { reasons };
  }
  const octets: number[] = [];
  parts.forEach((part, i) => {
    const n = i + 1;
    if (part === '') reasons.push(`Octet ${n}${where} is empty.`);
    else if (!/^\d+$/.test(part)) {
      const bad = [...part].find((c) => !/[0-9]/.test(c))!;
      reasons.push(`Octet ${n}${where} ("${part}") contains ${showChar(bad)}: octets are decimal numbers 0–255${/^0x/i.test(part) ? ' (hexadecimal octets are not accepted)' : ''}.`);
    } else if (part.length > 1 && part.startsWith('0')) reasons.push(leadingZero(part, `Octet ${n}${where}`));
    else if (Number(part) > 255) reasons.push(`Octet ${n}${where} (${part}) is out of range: each octet is 0–255.`);
    else octets.push(Number(part));
  });
  return reasons.length ? { reasons } : { octets, reasons };
}

/** Parses RFC 4291 text (with :: and an embedded dotted quad) into eight 16-bit groups. */
function parseIPv6(text: string): { groups?: number[]; embeddedV4?: boolean; reasons: string[] } {
  const reasons: string[] = [];
  let position = 0;
  for (const char of text) {
    position++;
    if (!/[0-9a-fA-F:.]/.test(char)) {
      reasons.push(`The character ${showChar(char)} at position ${position} is not allowed in an IPv6 address (hex digits 0–9 a–f, ':' and the dots of an embedded IPv4 address).`);
      return { reasons };
    }
  }
  const doubles = text.split('::').length - 1;
  if (doubles > 1) return { reasons: ["'::' appears more than once; it may replace only one run of zero groups."] };
  if (/:::/.test(text)) return { reasons: ["':::' is not valid: '::' replaces zero groups and single ':' separates groups."] };
  if (/^:[^:]/.test(text)) return { reasons: ["The address starts with a single ':'; write '::' to stand for leading zero groups."] };
  if (/[^:]:$/.test(text)) return { reasons: ["The address ends with a single ':'; write '::' to stand for trailing zero groups."] };

  const [head, tail] = doubles ? text.split('::') : [text, undefined];
  const headParts = head === '' ? [] : head!.split(':');
  const tailParts = tail === undefined || tail === '' ? [] : tail.split(':');
  const all = [...headParts, ...tailParts];
  const dotted = all.findIndex((p) => p.includes('.'));
  // the dotted quad must end the text: not before '::' (1.2.3.4::) nor before another group
  if (dotted !== -1 && (dotted !== all.length - 1 || (tail !== undefined && tailParts.length === 0)))
    return { reasons: ['An embedded IPv4 address may only be the last part of an IPv6 address.'] };
  let embeddedV4: number[] | undefined;
  const last = all[all.length - 1];
  if (last !== undefined && last.includes('.')) {
    const v4 = parseIPv4(last, ' in the embedded IPv4 part');
    if (!v4.octets) return { reasons: v4.reasons };
    embeddedV4 = v4.octets;
  }
  for (const [i, part] of all.entries()) {
    if (embeddedV4 && i === all.length - 1) continue;
    if (part === '') return { reasons: ['The address has an empty group (two colons in a row outside a single "::").'] };
    if (part.length > 4) return { reasons: [`Group ${i + 1} ("${part}") has ${part.length} hex digits; a group has at most 4.`] };
  }
  const written = all.length + (embeddedV4 ? 1 : 0);
  if (!doubles && written !== 8)
    return { reasons: [`An IPv6 address has 8 groups of up to 4 hex digits; this has ${written}${embeddedV4 ? ' (the IPv4 part counts as 2)' : ''} and no '::' to stand for the rest.`] };
  if (doubles && written > 7) return { reasons: [`With '::' at most 7 groups can be written; this has ${written}${embeddedV4 ? ' (the IPv4 part counts as 2)' : ''}.`] };
  const toGroups = (parts: string[]) => {
    const out: number[] = [];
    for (const part of parts) {
      if (part.includes('.')) out.push((embeddedV4![0]! << 8) | embeddedV4![1]!, (embeddedV4![2]! << 8) | embeddedV4![3]!);
      else out.push(parseInt(part, 16));
    }
    return out;
  };
  const headGroups = toGroups(headParts);
  const tailGroups = toGroups(tailParts);
  const groups = [...headGroups, ...new Array<number>(8 - headGroups.length - tailGroups.length).fill(0), ...tailGroups];
  return { groups, embeddedV4: embeddedV4 !== undefined, reasons };
}

interface Range {
  type: string;
  description: string;
}

function inV4(octets: number[], net: string, bits: number): boolean {
  const value = ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
  const base = net.split('.').reduce((acc, p) => acc * 256 + Number(p), 0);
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return ((value & mask) >>> 0) === ((base & mask) >>> 0);
}

const V4_RANGES: Array<[string, number, Range]> = [
  ['0.0.0.0', 32, { type: 'unspecified', description: 'The unspecified address (any/none, RFC 1122).' }],
  ['255.255.255.255', 32, { type: 'broadcast', description: 'The limited broadcast address (RFC 919).' }],
  ['0.0.0.0', 8, { type: 'this-network', description: '"This network" 0.0.0.0/8 (RFC 791): only valid as a source.' }],
  ['10.0.0.0', 8, { type: 'private', description: 'Private network 10.0.0.0/8 (RFC 1918).' }],
  ['100.64.0.0', 10, { type: 'shared', description: 'Shared address space 100.64.0.0/10 for carrier-grade NAT (RFC 6598).' }],
  ['127.0.0.0', 8, { type: 'loopback', description: 'Loopback 127.0.0.0/8 (RFC 1122).' }],
  ['169.254.0.0', 16, { type: 'link-local', description: 'Link-local 169.254.0.0/16 (RFC 3927), self-assigned when DHCP fails.' }],
  ['172.16.0.0', 12, { type: 'private', description: 'Private network 172.16.0.0/12 (RFC 1918).' }],
  ['192.0.0.0', 24, { type: 'protocol-assignments', description: 'IETF protocol assignments 192.0.0.0/24 (RFC 6890).' }],
  ['192.0.2.0', 24, { type: 'documentation', description: 'Documentation TEST-NET-1 192.0.2.0/24 (RFC 5737).' }],
  ['192.88.99.0', 24, { type: 'reserved', description: 'Former 6to4 relay anycast 192.88.99.0/24 (deprecated by RFC 7526).' }],
  ['192.168.0.0', 16, { type: 'private', description: 'Private network 192.168.0.0/16 (RFC 1918).' }],
  ['198.18.0.0', 15, { type: 'benchmarking', description: 'Benchmarking 198.18.0.0/15 (RFC 2544).' }],
  ['198.51.100.0', 24, { type: 'documentation', description: 'Documentation TEST-NET-2 198.51.100.0/24 (RFC 5737).' }],
  ['203.0.113.0', 24, { type: 'documentation', description: 'Documentation TEST-NET-3 203.0.113.0/24 (RFC 5737).' }],
  ['224.0.0.0', 4, { type: 'multicast', description: 'Multicast 224.0.0.0/4 (RFC 5771).' }],
  ['240.0.0.0', 4, { type: 'reserved', description: 'Reserved for future use 240.0.0.0/4 (RFC 1112).' }],
];

function classifyV4(octets: number[]): Range {
  for (const [net, bits, range] of V4_RANGES) if (inV4(octets, net, bits)) return range;
  return { type: 'global', description: 'Global unicast: a public, routable address.' };
}

function inV6(groups: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i++, bits -= 16) {
    const take = Math.min(16, bits);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if ((groups[i]! & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

const MULTICAST_SCOPES: Record<number, string> = {
  1: 'interface-local', 2: 'link-local', 3: 'realm-local', 4: 'admin-local', 5: 'site-local', 8: 'organization-local', 14: 'global',
};

const V6_RANGES: Array<[number[], number, Range]> = [
  [[], 128, { type: 'unspecified', description: 'The unspecified address :: (RFC 4291).' }],
  [[0, 0, 0, 0, 0, 0, 0, 1], 128, { type: 'loopback', description: 'The loopback address ::1 (RFC 4291).' }],
  [[0, 0, 0, 0, 0, 0xffff], 96, { type: 'ipv4-mapped', description: 'IPv4-mapped address ::ffff:0:0/96 (RFC 4291): an IPv4 address seen through an IPv6 socket.' }],
  [[0, 0, 0, 0, 0, 0], 96, { type: 'ipv4-compatible', description: 'IPv4-compatible address ::/96 (deprecated by RFC 4291).' }],
  [[0x64, 0xff9b, 1], 48, { type: 'nat64', description: 'Local-use IPv4/IPv6 translation 64:ff9b:1::/48 (RFC 8215).' }],
  [[0x64, 0xff9b], 96, { type: 'nat64', description: 'NAT64 well-known prefix 64:ff9b::/96 (RFC 6052).' }],
  [[0x100], 64, { type: 'discard', description: 'Discard-only prefix 100::/64 (RFC 6666).' }],
  [[0x2001, 0x0db8], 32, { type: 'documentation', description: 'Documentation 2001:db8::/32 (RFC 3849).' }],
  [[0x3fff], 20, { type: 'documentation', description: 'Documentation 3fff::/20 (RFC 9637).' }],
  [[0x2001], 32, { type: 'teredo', description: 'Teredo tunnelling 2001::/32 (RFC 4380).' }],
  [[0x2001], 23, { type: 'protocol-assignments', description: 'IETF protocol assignments 2001::/23 (RFC 2928).' }],
  [[0x2002], 16, { type: '6to4', description: '6to4 2002::/16 (RFC 3056): embeds an IPv4 address.' }],
  [[0xfc00], 7, { type: 'unique-local', description: 'Unique local address fc00::/7 (ULA, RFC 4193): the IPv6 counterpart of private networks.' }],
  [[0xfe80], 10, { type: 'link-local', description: 'Link-local unicast fe80::/10 (RFC 4291).' }],
  [[0xfec0], 10, { type: 'site-local', description: 'Site-local fec0::/10 (deprecated by RFC 3879).' }],
  [[0xff00], 8, { type: 'multicast', description: 'Multicast ff00::/8 (RFC 4291).' }],
  [[0x2000], 3, { type: 'global', description: 'Global unicast 2000::/3: a public, routable address.' }],
];

function classifyV6(groups: number[]): Range {
  for (const [prefix, bits, range] of V6_RANGES)
    if (inV6(groups, prefix, bits)) {
      if (range.type !== 'multicast') return range;
      const scope = MULTICAST_SCOPES[groups[0]! & 0xf];
      return { type: 'multicast', description: `Multicast ff00::/8 (RFC 4291), ${scope ?? 'reserved'} scope.` };
    }
  return { type: 'reserved', description: 'Reserved by the IETF: not allocated for use.' };
}

function analyze(raw: string): Result {
  const text = raw.trim();
  if (text === '') return { valid: false, reasons: ['The line is empty.'] };
  if (/^\[.*\]$/.test(text)) return { valid: false, reasons: [`Remove the brackets: [${text.slice(1, -1)}] is the URL form; the address is ${text.slice(1, -1)}.`] };
  if (/\/\d*$/.test(text)) return { valid: false, reasons: [`This is a CIDR block or prefix (${text.slice(text.lastIndexOf('/'))}); give a single address without the /length.`] };
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) return { valid: false, reasons: ['This looks like an IPv4 address with a port (:port); give the address alone.'] };

  if (!text.includes(':')) {
    if (text.includes('%')) return { valid: false, reasons: ['Zone ids (%…) exist only for IPv6 addresses.'] };
    const bad = [...text].find((c) => !/[0-9.]/.test(c) && !/[a-z]/i.test(c));
    if (bad) return { valid: false, reasons: [`The character ${showChar(bad)} is not allowed in an IP address (IPv4: digits and dots; IPv6: hex digits and colons).`] };
    if (/[g-wyz]/i.test(text)) return { valid: false, reasons: [`"${text.length > 60 ? `${text.slice(0, 60)}…` : text}" contains letters: it looks like a host name, not an IP address.`] };
    const { octets, reasons } = parseIPv4(text);
    if (!octets) return { valid: false, reasons };
    const range = classifyV4(octets);
    const value = ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
    return {
      valid: true,
      reasons: [],
      version: 4,
      normalized: octets.join('.'),
      expanded: octets.join('.'),
      type: range.type,
      description: range.description,
      isGlobal: range.type === 'global',
      integer: String(value),
      hex: `0x${value.toString(16).padStart(8, '0')}`,
      reverseDns: `${[...octets].reverse().join('.')}.in-addr.arpa`,
      ipv4Mapped: `::ffff:${octets.join('.')}`,
    };
  }

  const percent = text.indexOf('%');
  const address = percent === -1 ? text : text.slice(0, percent);
  const zone = percent === -1 ? undefined : text.slice(percent + 1);
  if (zone !== undefined) {
    if (zone === '') return { valid: false, reasons: ["The zone id after '%' is empty; write e.g. fe80::1%eth0 or drop the '%'."] };
    const bad = [...zone].find((c) => !/[A-Za-z0-9\-._~]/.test(c));
    if (bad) return { valid: false, reasons: [`The zone id "${zone}" contains ${showChar(bad)}: use letters, digits, '-', '.', '_' or '~' (an interface name or index).`] };
  }
  const { groups, embeddedV4, reasons } = parseIPv6(address);
  if (!groups) return { valid: false, reasons };
  const range = classifyV6(groups);
  const suffix = zone === undefined ? '' : `%${zone}`;
  const mapped = range.type === 'ipv4-mapped';
  const value = groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
  const nibbles = groups.map((g) => g.toString(16).padStart(4, '0')).join('');
  const data: Result = {
    valid: true,
    reasons: [],
    version: 6,
    normalized: ipv6Text(groups, { dottedTail: mapped }) + suffix,
    expanded: groups.map((g) => g.toString(16).padStart(4, '0')).join(':') + suffix,
    type: range.type,
    description: range.description,
    isGlobal: range.type === 'global',
    integer: value.toString(),
    hex: `0x${nibbles}`,
    reverseDns: `${[...nibbles].reverse().join('.')}.ip6.arpa`,
  };
  if (zone !== undefined) data.zoneId = zone;
  if (mapped || range.type === 'nat64' || range.type === 'ipv4-compatible' || (embeddedV4 && range.type !== 'unspecified')) {
    const v4 = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff];
    data.embeddedIpv4 = v4.join('.');
    if (mapped) data.embeddedType = classifyV4(v4).type;
  } else if (range.type === '6to4') data.embeddedIpv4 = [groups[1]! >> 8, groups[1]! & 0xff, groups[2]! >> 8, groups[2]! & 0xff].join('.');
  return data;
}

export default defineTool(definition, (params) => {
  const input = params.input;
  return success(checkLines(input, params.batch, 'address', (text) => analyze(text)));
});
