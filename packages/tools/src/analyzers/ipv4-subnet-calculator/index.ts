import { defineTool, failure, success } from '@ctp/core';
import { classifyIPv4, ipv4Class, ipv4MaskOf } from '../../_shared/ipv4-special.js';
import definition from './definition.js';

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const toDotted = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
const toBinary = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].map((o) => o.toString(2).padStart(8, '0')).join('.');
const ORDINAL = ['first', 'second', 'third', 'fourth'];

/** Parses a strict dotted-decimal IPv4 address (4 decimal octets 0–255, no leading zeros). */
function parseIPv4(text: string, what: string): Outcome<number> {
  const parts = text.split('.');
  if (parts.length !== 4)
    return { ok: false, message: `${what} "${text}" has ${parts.length} dot-separated part${parts.length === 1 ? '' : 's'}; an IPv4 address has 4 octets, e.g. 192.168.1.10` };
  let value = 0;
  for (let i = 0; i < 4; i++) {
    const octet = parts[i]!;
    const where = `the ${ORDINAL[i]} octet ("${octet}") of ${what.toLowerCase()} "${text}"`;
    if (octet === '') return { ok: false, message: `The ${ORDINAL[i]} octet of ${what.toLowerCase()} "${text}" is empty` };
    if (!/^\d+$/.test(octet)) return { ok: false, message: `${cap(where)} is not a decimal number 0–255` };
    if (octet.length > 1 && octet.startsWith('0'))
      return { ok: false, message: `${cap(where)} has a leading zero, which some systems read as octal; write ${Number(octet) <= 255 ? Number(octet) : 'it without the zero'}` };
    const n = Number(octet);
    if (n > 255) return { ok: false, message: `${cap(where)} is out of range: each octet must be 0–255` };
    value = value * 256 + n;
  }
  return { ok: true, value };
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A prefix length (24, /24) or a dotted netmask; returns the prefix length. */
function parseMask(text: string): Outcome<number> {
  const t = text.trim();
  const prefix = /^\/?(\d{1,3})$/.exec(t);
  if (prefix) {
    const n = Number(prefix[1]);
    if (n > 32) return { ok: false, message: `Prefix /${prefix[1]} is out of range: an IPv4 prefix length is 0–32` };
    return { ok: true, value: n };
  }
  if (t.startsWith('/')) return { ok: false, message: `Prefix "${t}" is not a number 0–32` };
  if (!t.includes('.')) return { ok: false, message: `Mask "${t}" is neither a prefix length (0–32) nor a dotted netmask such as 255.255.255.0` };
  const parsed = parseIPv4(t, 'Netmask');
  if (!parsed.ok) return parsed;
  const mask = parsed.value;
  const inverted = ~mask >>> 0;
  if ((inverted & (inverted + 1)) !== 0) {
    // find the octet where a 1-bit follows a 0-bit
    let seenZero = false;
    for (let bit = 31; bit >= 0; bit--) {
      const one = (mask >>> bit) & 1;
      if (!one) seenZero = true;
      else if (seenZero) {
        const octet = 3 - (bit >> 3);
        const value = (mask >>> ((3 - octet) * 8)) & 255;
        const wildcardHint =
          (mask & (mask + 1)) === 0 ? `; it looks like a wildcard mask, whose netmask is ${toDotted(~mask >>> 0)}` : '';
        return {
          ok: false,
          message: `Netmask ${t} is not contiguous: the ${ORDINAL[octet]} octet (${value}) has a 1-bit after a 0-bit; a netmask is 1-bits followed by 0-bits, e.g. 255.255.255.0${wildcardHint}`,
        };
      }
    }
  }
  return { ok: true, value: 32 - Math.log2(inverted + 1) };
}

export default defineTool(definition, (params) => {
  const raw = params.address.trim();
  const maskParam = params.mask?.trim() || undefined;
  // the mask after the address may span lines (a pasted "10.0.0.1\n255.0.0.0"): [\s\S], not "."
  const m = /^([^\s/]*)\s*(?:(?:\/|\s)\s*([\s\S]*))?$/.exec(raw);
  if (!m) return failure('INVALID_INPUT', `"${raw}" is not an address with an optional mask; write e.g. 192.168.1.10/24`);
  const addressText = m[1]!;
  const inlineMask = m[2]?.trim() || undefined;
  if (addressText === '') return failure('INVALID_INPUT', `No IPv4 address found in "${raw}"; write e.g. 192.168.1.10/24`);
  if (inlineMask !== undefined && maskParam !== undefined)
    return failure('INVALID_INPUT', `The mask is given twice ("${inlineMask}" in the address and "${maskParam}" in "mask"); give it in one place`);

  const ip = parseIPv4(addressText, 'Address');
  if (!ip.ok) return failure('INVALID_INPUT', ip.message);
  const maskText = inlineMask ?? maskParam;
  let prefix = 32;
  const notes: string[] = [];
  if (maskText !== undefined) {
    const parsed = parseMask(maskText);
    if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
    prefix = parsed.value;
  } else notes.push('No prefix or mask was given, so the address is treated as a single host (/32).');

  const address = ip.value;
  const netmask = ipv4MaskOf(prefix);
  const wildcard = ~netmask >>> 0;
  const network = (address & netmask) >>> 0;
  const last = (network | wildcard) >>> 0;
  const total = 2 ** (32 - prefix);
  let firstHost: number;
  let lastHost: number;
  let usable: number;
  if (prefix === 32) {
    [firstHost, lastHost, usable] = [network, network, 1];
    if (maskText !== undefined) notes.push('A /32 is a single host (host route or loopback address): no network or broadcast address is reserved.');
  } else if (prefix === 31) {
    [firstHost, lastHost, usable] = [network, last, 2];
    notes.push('A /31 is a point-to-point link (RFC 3021): both addresses are usable hosts and there is no broadcast address.');
  } else {
    [firstHost, lastHost, usable] = [network + 1, last - 1, total - 2];
  }
  if (prefix === 0) notes.push('A /0 covers the whole IPv4 address space (the default route).');
  else if (address !== network && prefix < 31)
    notes.push(`${toDotted(address)} is a host inside the network; the network address is ${toDotted(network)}.`);

  const kind = classifyIPv4(address);
  return success({
    address: toDotted(address),
    prefix,
    cidr: `${toDotted(network)}/${prefix}`,
    networkAddress: toDotted(network),
    broadcastAddress: prefix >= 31 ? null : toDotted(last),
    netmask: toDotted(netmask),
    wildcardMask: toDotted(wildcard),
    firstHost: toDotted(firstHost),
    lastHost: toDotted(lastHost),
    hostRange: `${toDotted(firstHost)} – ${toDotted(lastHost)}`,
    totalAddresses: total,
    usableHosts: usable,
    addressClass: ipv4Class(address),
    addressType: kind.type,
    addressTypeDescription: kind.description,
    addressInteger: address,
    addressHex: '0x' + address.toString(16).toUpperCase().padStart(8, '0'),
    binary: {
      address: toBinary(address),
      netmask: toBinary(netmask),
      wildcardMask: toBinary(wildcard),
      networkAddress: toBinary(network),
      lastAddress: toBinary(last),
    },
    notes,
  });
});
