import { defineTool, failure, success } from '@ctp/core';
import { ipv6Text } from '../../_shared/ipv6-text.js';
import definition from './definition.js';

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const ALL = (1n << 128n) - 1n;
const LIST_LIMIT = 256;

/** Parses one dotted-quad IPv4 tail (strict decimal, no leading zeros) into 32 bits. */
function parseV4Tail(text: string, whole: string): Outcome<bigint> {
  const parts = text.split('.');
  if (parts.length !== 4) return { ok: false, message: `The embedded IPv4 part "${text}" of "${whole}" must have 4 dot-separated octets` };
  let v = 0n;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || (p.length > 1 && p.startsWith('0')) || Number(p) > 255)
      return { ok: false, message: `The embedded IPv4 octet "${p}" in "${whole}" must be a decimal number 0–255 without leading zeros` };
    v = (v << 8n) | BigInt(p);
  }
  return { ok: true, value: v };
}

/** Parses an IPv6 address (RFC 4291 text forms, including :: and a dotted IPv4 tail) into a 128-bit BigInt. */
export function parseIPv6(text: string): Outcome<bigint> {
  if (text.includes('%')) return { ok: false, message: `"${text}" has a zone index ("${text.slice(text.indexOf('%'))}"); remove it: zones do not belong to subnets` };
  const bad = /[^0-9a-fA-F:.]/.exec(text);
  if (bad) return { ok: false, message: `"${text}" contains "${bad[0]}" at position ${bad.index + 1}; an IPv6 address has only hex digits, ':' and (in an IPv4 tail) '.'` };
  if (!text.includes(':'))
    return { ok: false, message: /^\d+(?:\.\d+)+$/.test(text) ? `"${text}" is an IPv4 address, not IPv6; use the IPv4 subnet calculator, or write it as ::ffff:${text} (IPv4-mapped)` : `"${text}" has no ':'; an IPv6 address has 8 colon-separated groups of hex digits, e.g. 2001:db8::1` };
  const doubles = text.split('::').length - 1;
  if (doubles > 1) return { ok: false, message: `"${text}" contains "::" ${doubles} times; it may appear at most once` };
  if (/:::/.test(text)) return { ok: false, message: `"${text}" contains ":::"; use "::" for a run of zero groups` };
  let tail: bigint | undefined;
  let body = text;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    const v4 = parseV4Tail(text.slice(lastColon + 1), text);
    if (!v4.ok) return v4;
    tail = v4.value;
    const head = text.slice(0, lastColon + 1); // "…::" keeps its "::"; "a:b:…:" loses the separator before the tail
    body = head.endsWith('::') ? head : head.slice(0, -1);
  }
  if (body.includes('.')) return { ok: false, message: `"${text}" has an IPv4 part that is not at the end` };
  const maxGroups = tail === undefined ? 8 : 6;
  const parseGroups = (s: string): Outcome<number[]> => {
    if (s === '') return { ok: true, value: [] };
    const out: number[] = [];
    for (const g of s.split(':')) {
      if (g === '') return { ok: false, message: `"${text}" has an empty group (a single ':' at the start or end, or '::' misplaced)` };
      if (g.length > 4) return { ok: false, message: `The group "${g}" in "${text}" has ${g.length} hex digits; a group has at most 4` };
      out.push(parseInt(g, 16));
    }
    return { ok: true, value: out };
  };
  let groups: number[];
  if (body.includes('::')) {
    const [l, r] = body.split('::') as [string, string];
    const left = parseGroups(l);
    if (!left.ok) return left;
    const right = parseGroups(r);
    if (!right.ok) return right;
    const missing = maxGroups - left.value.length - right.value.length;
    if (missing < 1) return { ok: false, message: `"${text}" has too many groups for "::" to stand for any: an IPv6 address has 8 groups of 16 bits${tail !== undefined ? ' (6 plus the IPv4 tail)' : ''}` };
    groups = [...left.value, ...new Array<number>(missing).fill(0), ...right.value];
  } else {
    const all = parseGroups(body);
    if (!all.ok) return all;
    if (all.value.length !== maxGroups)
      return { ok: false, message: `"${text}" has ${all.value.length} group${all.value.length === 1 ? '' : 's'}${tail !== undefined ? ' before its IPv4 tail' : ''}; it needs ${maxGroups} (or "::" to stand for the zero groups)` };
    groups = all.value;
  }
  let v = 0n;
  for (const g of groups) v = (v << 16n) | BigInt(g);
  if (tail !== undefined) v = (v << 32n) | tail;
  return { ok: true, value: v };
}

const groupsOf = (v: bigint): number[] => Array.from({ length: 8 }, (_, i) => Number((v >> BigInt((7 - i) * 16)) & 0xffffn));

const v4Text = (v: bigint) => [24n, 16n, 8n, 0n].map((s) => Number((v >> s) & 255n)).join('.');

/** RFC 5952 text; an IPv4-mapped address keeps its dotted tail (::ffff:192.0.2.1). */
export function compress(v: bigint): string {
  if (v >> 32n === 0xffffn) return `::ffff:${v4Text(v)}`;
  return ipv6Text(groupsOf(v));
}

export const expand = (v: bigint): string => groupsOf(v).map((x) => x.toString(16).padStart(4, '0')).join(':');

const nibbles = (v: bigint): string => v.toString(16).padStart(32, '0');

type Range = { type: string; description: string };
const RANGES: Array<[string, number, Range]> = [
  ['::', 128, { type: 'unspecified', description: 'The unspecified address :: (RFC 4291).' }],
  ['::1', 128, { type: 'loopback', description: 'The loopback address ::1/128 (RFC 4291).' }],
  ['::ffff:0:0', 96, { type: 'ipv4-mapped', description: 'IPv4-mapped address ::ffff:0:0/96 (RFC 4291): an IPv4 address seen through an IPv6 socket.' }],
  ['64:ff9b:1::', 48, { type: 'nat64', description: 'Local-use IPv4/IPv6 translation 64:ff9b:1::/48 (RFC 8215).' }],
  ['64:ff9b::', 96, { type: 'nat64', description: 'NAT64 well-known prefix 64:ff9b::/96 (RFC 6052).' }],
  ['100::', 64, { type: 'discard', description: 'Discard-only prefix 100::/64 (RFC 6666).' }],
  ['2001:db8::', 32, { type: 'documentation', description: 'Documentation 2001:db8::/32 (RFC 3849).' }],
  ['3fff::', 20, { type: 'documentation', description: 'Documentation 3fff::/20 (RFC 9637).' }],
  ['2001::', 32, { type: 'teredo', description: 'Teredo tunnelling 2001::/32 (RFC 4380).' }],
  ['2002::', 16, { type: '6to4', description: '6to4 2002::/16 (RFC 3056): embeds an IPv4 address.' }],
  ['fc00::', 7, { type: 'unique-local', description: 'Unique local address fc00::/7 (ULA, RFC 4193): the IPv6 counterpart of private networks.' }],
  ['fe80::', 10, { type: 'link-local', description: 'Link-local unicast fe80::/10 (RFC 4291).' }],
  ['fec0::', 10, { type: 'site-local', description: 'Site-local fec0::/10 (deprecated by RFC 3879).' }],
  ['ff00::', 8, { type: 'multicast', description: 'Multicast ff00::/8 (RFC 4291).' }],
  ['2000::', 3, { type: 'global-unicast', description: 'Global unicast 2000::/3 (RFC 4291): public, routable addresses.' }],
];
const PARSED_RANGES = RANGES.map(([t, bits, r]) => [(parseIPv6(t) as { value: bigint }).value, bits, r] as const);
const maskOf = (prefix: number) => (prefix === 0 ? 0n : (ALL >> BigInt(128 - prefix)) << BigInt(128 - prefix));

function classify(v: bigint): Range {
  for (const [net, bits, r] of PARSED_RANGES) if ((v & maskOf(bits)) === net) return r;
  return { type: 'reserved', description: 'Reserved by the IETF: not allocated for use.' };
}

export default defineTool(definition, (params) => {
  const raw = params.address.trim();
  const slash = raw.indexOf('/');
  const addrText = slash < 0 ? raw : raw.slice(0, slash);
  let prefix = 128;
  if (slash >= 0) {
    const p = raw.slice(slash + 1);
    if (!/^\d{1,3}$/.test(p)) return failure('INVALID_INPUT', `Prefix "/${p}" is not a number 0–128`);
    prefix = Number(p);
    if (prefix > 128) return failure('INVALID_INPUT', `Prefix /${p} is out of range: an IPv6 prefix length is 0–128`);
  }
  if (addrText === '') return failure('INVALID_INPUT', `"${raw}" has no address before the "/"`);
  const parsed = parseIPv6(addrText);
  if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
  const addr = parsed.value;
  const mask = maskOf(prefix);
  const network = addr & mask;
  const last = network | (ALL ^ mask);
  const type = classify(addr);
  const notes: string[] = [];
  if (addr !== network) notes.push(`${compress(addr)} has host bits set; the network address is ${compress(network)}.`);
  let reverseZone: string | null = null;
  if (prefix % 4 === 0) {
    const n = nibbles(network).slice(0, prefix / 4);
    reverseZone = [...n].reverse().map((c) => `${c}.`).join('') + 'ip6.arpa';
  } else {
    const lo = Math.ceil(prefix / 4);
    notes.push(`/${prefix} is not on a nibble (4-bit) boundary, so it has no single ip6.arpa zone: delegate the ${2 ** (lo * 4 - prefix)} /${lo * 4} zones inside it.`);
  }
  let subnets: { prefix: number; count: string; subnets: string[]; truncated: boolean } | null = null;
  if (params.subnetPrefix !== undefined) {
    const sp = params.subnetPrefix;
    if (sp < prefix) return failure('INVALID_INPUT', `Subnet prefix /${sp} is shorter than the network's /${prefix}; choose a value from ${prefix} to 128`);
    const count = 1n << BigInt(sp - prefix);
    const step = 1n << BigInt(128 - sp);
    const n = count < BigInt(LIST_LIMIT) ? Number(count) : LIST_LIMIT;
    const list: string[] = [];
    for (let i = 0; i < n; i++) list.push(`${compress(network + BigInt(i) * step)}/${sp}`);
    subnets = { prefix: sp, count: count.toString(), subnets: list, truncated: count > BigInt(LIST_LIMIT) };
  }
  return success({
    address: compress(addr),
    prefix,
    cidr: `${compress(network)}/${prefix}`,
    networkAddress: compress(network),
    firstAddress: compress(network),
    lastAddress: compress(last),
    totalAddresses: (1n << BigInt(128 - prefix)).toString(),
    compressed: compress(addr),
    expanded: expand(addr),
    networkExpanded: expand(network),
    lastExpanded: expand(last),
    netmask: compress(mask),
    reverseZone,
    reversePointer: [...nibbles(addr)].reverse().map((c) => `${c}.`).join('') + 'ip6.arpa',
    addressType: type.type,
    addressTypeDescription: type.description,
    subnetting: subnets,
    notes,
  });
});
