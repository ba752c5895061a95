/**
 * IPv4 and IPv6 addresses, CIDR blocks and ranges as BigInt intervals, for the range and
 * CIDR tools (range ↔ CIDR, merge, exclude, split): parsing with messages that name the
 * bad part, the minimal CIDR cover of a range, and interval union and difference.
 */
import { ipv6Text } from './ipv6-text.js';

export type IpVersion = 4 | 6;
export interface Range {
  version: IpVersion;
  start: bigint;
  end: bigint;
}
export interface Block {
  version: IpVersion;
  network: bigint;
  prefix: number;
}
export type Parsed<T> = { ok: true; value: T; note?: string } | { ok: false; message: string };

export const bitsOf = (version: IpVersion) => (version === 4 ? 32 : 128);

function parseIPv4(text: string): bigint | string {
  const parts = text.split('.');
  if (parts.length !== 4) return `"${text}" is not an IPv4 address: it needs 4 dot-separated numbers, found ${parts.length}.`;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return `"${text}": "${part}" is not a number from 0 to 255.`;
    if (part.length > 1 && part.startsWith('0')) return `"${text}": "${part}" has a leading zero (ambiguous: some systems read it as octal).`;
    const n = Number(part);
    if (n > 255) return `"${text}": ${n} is more than 255.`;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

function parseIPv6(text: string): bigint | string {
  if (text.includes('%')) return `"${text}": zone indexes (%eth0) have no place in a range or CIDR.`;
  let body = text;
  // an embedded IPv4 tail (::ffff:192.0.2.1) becomes two hex groups
  const lastColon = body.lastIndexOf(':');
  const last = body.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIPv4(last);
    if (typeof v4 === 'string') return `"${text}": the embedded IPv4 part is invalid (${v4})`;
    body = `${body.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return `"${text}": "::" may appear only once.`;
  const groupsOf = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  for (const g of [...head, ...rest]) if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return `"${text}": "${g}" is not a group of 1 to 4 hex digits.`;
  const total = head.length + rest.length;
  if (halves.length === 1 && total !== 8) return `"${text}" has ${total} groups; an IPv6 address has 8 (or "::" for a run of zeros).`;
  if (halves.length === 2 && total > 7) return `"${text}" has too many groups for "::" to stand for any.`;
  const groups = [...head.map((g) => BigInt(`0x${g}`)), ...new Array<bigint>(8 - total).fill(0n), ...rest.map((g) => BigInt(`0x${g}`))];
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
}

/** An IPv4 or IPv6 address (IPv6 may be in brackets). */
export function parseAddress(input: string): Parsed<{ version: IpVersion; value: bigint }> {
  const text = input.trim().replace(/^\[(.*)\]$/, '$1');
  if (text === '') return { ok: false, message: 'An address is empty.' };
  const v = text.includes(':') ? parseIPv6(text) : parseIPv4(text);
  if (typeof v === 'string') return { ok: false, message: v };
  return { ok: true, value: { version: text.includes(':') ? 6 : 4, value: v } };
}

export function formatAddress(version: IpVersion, value: bigint): string {
  if (version === 4) return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn));
  return ipv6Text(groups);
}

export const formatBlock = (b: Block) => `${formatAddress(b.version, b.network)}/${b.prefix}`;
export const blockRange = (b: Block): Range => ({ version: b.version, start: b.network, end: b.network + (1n << BigInt(bitsOf(b.version) - b.prefix)) - 1n });

/** "a.b.c.d/n" (a bare address is a /32 or /128). Host bits set: an error when strict, else the network with a note. */
export function parseCidr(input: string, strict: boolean): Parsed<Block> {
  const text = input.trim();
  const slash = text.indexOf('/');
  const address = parseAddress(slash < 0 ? text : text.slice(0, slash));
  if (!address.ok) return address;
  const { version, value } = address.value;
  const bits = bitsOf(version);
  let prefix = bits;
  if (slash >= 0) {
    const p = text.slice(slash + 1).trim();
    if (!/^\d{1,3}$/.test(p) || Number(p) > bits) return { ok: false, message: `"${text}": the prefix length must be a number from 0 to ${bits}.` };
    prefix = Number(p);
  }
  const hostMask = (1n << BigInt(bits - prefix)) - 1n;
  const network = value & ~hostMask;
  if (network !== value) {
    const fixed = `${formatAddress(version, network)}/${prefix}`;
    if (strict) return { ok: false, message: `"${text}" has host bits set: the network is ${fixed}.` };
    return { ok: true, value: { version, network, prefix }, note: `${text} read as ${fixed} (host bits cleared)` };
  }
  return { ok: true, value: { version, network, prefix } };
}

/** A range "start - end", a CIDR block or a single address. */
export function parseRange(input: string): Parsed<Range> {
  const text = input.trim();
  const dash = /^(.+?)\s*(?:-|–|\s+to\s+)\s*(.+)$/i.exec(text);
  if (dash && !text.includes('/')) {
    const a = parseAddress(dash[1]!);
    if (!a.ok) return a;
    const b = parseAddress(dash[2]!);
    if (!b.ok) return b;
    if (a.value.version !== b.value.version) return { ok: false, message: `"${text}" mixes IPv4 and IPv6.` };
    if (a.value.value > b.value.value) return { ok: false, message: `"${text}": the start is after the end.` };
    return { ok: true, value: { version: a.value.version, start: a.value.value, end: b.value.value } };
  }
  const block = parseCidr(text, false);
  if (!block.ok) return block;
  return { ok: true, value: blockRange(block.value), ...(block.note ? { note: block.note } : {}) };
}

/** The fewest CIDR blocks that cover exactly [start, end]. */
export function rangeToBlocks({ version, start, end }: Range): Block[] {
  const bits = bitsOf(version);
  const blocks: Block[] = [];
  let cur = start;
  while (cur <= end) {
    // largest block aligned at cur that stays within end
    let size = cur === 0n ? bits : 0;
    if (cur !== 0n) while (size < bits && (cur & ((1n << BigInt(size + 1)) - 1n)) === 0n) size++;
    while (cur + (1n << BigInt(size)) - 1n > end) size--;
    blocks.push({ version, network: cur, prefix: bits - size });
    cur += 1n << BigInt(size);
  }
  return blocks;
}

/** Sorted union of ranges of one version (overlapping and adjacent ranges join). */
export function unionRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end + 1n) {
      if (r.end > last.end) last.end = r.end;
    } else out.push({ ...r });
  }
  return out;
}

/** `ranges` minus `remove` (both of one version). */
export function subtractRanges(ranges: readonly Range[], remove: readonly Range[]): Range[] {
  const cut = unionRanges(remove);
  const out: Range[] = [];
  for (const r of unionRanges(ranges)) {
    let start = r.start;
    for (const c of cut) {
      if (c.end < start || c.start > r.end) continue;
      if (c.start > start) out.push({ version: r.version, start, end: c.start - 1n });
      start = c.end + 1n;
      if (start > r.end) break;
    }
    if (start <= r.end) out.push({ version: r.version, start, end: r.end });
  }
  return out;
}

/** Number of addresses as text (IPv6 counts overflow Number). */
export const countText = (r: Range) => (r.end - r.start + 1n).toString();
