import { defineTool, failure, success } from '@ctp/core';
import { classifyIPv4, ipv4Class } from '../../_shared/ipv4-special.js';
import definition from './definition.js';

type Parsed = { value: number; format: string } | { error: string };

const MAX = 4294967295;
const octetsOf = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
const ORDINAL = ['first', 'second', 'third', 'fourth'];
const ATON_HINT = ' Turn on allowInetAton to read it the way inet_aton, ping and curl do.';

/** Strict dotted decimal: exactly 4 decimal octets 0–255 without leading zeros. */
function parseDotted(text: string): Parsed {
  const parts = text.split('.');
  if (parts.length !== 4) return { error: `"${text}" has ${parts.length} dot-separated part${parts.length === 1 ? '' : 's'}; a dotted IPv4 address has 4 octets, e.g. 192.168.0.1.` };
  let value = 0;
  for (let i = 0; i < 4; i++) {
    const part = parts[i]!;
    const where = `The ${ORDINAL[i]} octet ("${part}")`;
    if (!/^\d+$/.test(part)) return { error: `${where} is not a decimal number 0–255.` };
    if (part.length > 1 && part.startsWith('0'))
      return { error: `${where} has a leading zero: some parsers read it as octal (${/^[0-7]+$/.test(part) ? parseInt(part, 8) : 'invalid'}), others as decimal (${Number(part)}).` };
    if (Number(part) > 255) return { error: `${where} is out of range: octets are 0–255.` };
    value = value * 256 + Number(part);
  }
  return { value, format: 'dotted' };
}

/** One inet_aton number: 0x… hex, 0… octal, else decimal. */
function atonNumber(part: string): number | undefined {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9]\d*$/.test(part)) return Number(part);
  return undefined;
}

/** C inet_aton: 1–4 parts, the last one filling the remaining bytes (127.1 = 127.0.0.1). */
function parseInetAton(text: string): Parsed {
  const parts = text.split('.');
  if (parts.length > 4) return { error: `"${text}" has more than 4 parts.` };
  const numbers = parts.map(atonNumber);
  const bad = numbers.findIndex((n) => n === undefined);
  if (bad !== -1) return { error: `Part "${parts[bad]}" of "${text}" is not a decimal, octal (0…) or hex (0x…) number.` };
  const lastBits = 8 * (5 - parts.length);
  let value = 0;
  for (let i = 0; i < parts.length; i++) {
    const n = numbers[i]!;
    const last = i === parts.length - 1;
    const limit = last ? 2 ** lastBits - 1 : 255;
    if (n > limit) return { error: `Part "${parts[i]}" of "${text}" is ${n}, above its maximum ${limit}.` };
    value = last ? value * 2 ** lastBits + n : value * 256 + n;
  }
  return { value, format: 'inet-aton' };
}

function parseInteger(text: string): Parsed {
  if (!/^\d+$/.test(text)) return { error: `"${text}" is not a decimal integer.` };
  if (text.length > 1 && text.startsWith('0')) return { error: `The integer "${text}" has a leading zero, which inet_aton reads as octal.` };
  if (text.length > 10 || Number(text) > MAX) return { error: `${text} is larger than 4294967295, the largest 32-bit address.` };
  return { value: Number(text), format: 'integer' };
}

function parseHex(text: string): Parsed {
  const bare = /^[0-9a-f]{2}(?:([:.\s-])[0-9a-f]{2}){3}$/i.test(text) ? text.replace(/[:.\s-]/g, '') : text.replace(/^0x/i, '');
  if (!/^[0-9a-f]{1,8}$/i.test(bare)) return { error: `"${text}" is not 1–8 hexadecimal digits (optionally with 0x, or 4 bytes like C0:A8:00:01).` };
  return { value: parseInt(bare, 16), format: 'hex' };
}

function parseBinary(text: string): Parsed {
  const groups = text.replace(/^0b/i, '').split(/[.\s]/);
  if (groups.length === 4 && groups.every((g) => /^[01]{1,8}$/.test(g)))
    return { value: groups.reduce((a, g) => a * 256 + parseInt(g, 2), 0), format: 'binary' };
  if (groups.length === 1 && /^[01]{1,32}$/.test(groups[0]!)) return { value: parseInt(groups[0]!, 2), format: 'binary' };
  return { error: `"${text}" is not a binary address: up to 32 bits, or 4 groups of up to 8 bits separated by dots.` };
}

function parseOctal(text: string): Parsed {
  const parts = text.split('.');
  if (parts.length === 1 && /^0?[0-7]{1,11}$/.test(text)) {
    const value = parseInt(text, 8);
    return value > MAX ? { error: `Octal ${text} is larger than the largest 32-bit address (037777777777).` } : { value, format: 'octal' };
  }
  if (parts.length !== 4 || !parts.every((p) => /^[0-7]{1,4}$/.test(p))) return { error: `"${text}" is not 4 octal octets separated by dots, e.g. 0300.0250.0.01.` };
  const octets = parts.map((p) => parseInt(p, 8));
  const big = octets.findIndex((o) => o > 255);
  if (big !== -1) return { error: `Octal octet "${parts[big]}" is ${octets[big]}, above 255 (0377).` };
  return { value: octets.reduce((a, o) => a * 256 + o, 0), format: 'octal' };
}

/** Expands an IPv6 text (with :: and a dotted tail) into 8 groups; accepts only ::ffff:0:0/96 addresses. */
function parseMapped(text: string): Parsed {
  const t = text.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const halves = t.split('::');
  if (halves.length > 2 || !/^[0-9a-f:.]+$/.test(t)) return { error: `"${text}" is not an IPv6 address.` };
  const toGroups = (s: string): number[] | undefined => {
    if (s === '') return [];
    const out: number[] = [];
    const parts = s.split(':');
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      if (i === parts.length - 1 && p.includes('.')) {
        const v4 = parseDotted(p);
        if ('error' in v4) return undefined;
        out.push(v4.value >>> 16, v4.value & 0xffff);
      } else if (/^[0-9a-f]{1,4}$/.test(p)) out.push(parseInt(p, 16));
      else return undefined;
    }
    return out;
  };
  const head = toGroups(halves[0]!);
  const tail = halves.length === 2 ? toGroups(halves[1]!) : [];
  if (!head || !tail) return { error: `"${text}" is not a valid IPv6 address.` };
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return { error: `"${text}" does not have 8 IPv6 groups.` };
  const groups = [...head, ...new Array<number>(missing).fill(0), ...tail];
  const v4 = groups[6]! * 65536 + groups[7]!;
  if (groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) {
    const compat = groups.slice(0, 6).every((g) => g === 0);
    return {
      error: compat
        ? `"${text}" is a deprecated IPv4-compatible address (::a.b.c.d, RFC 4291); an IPv4-mapped address starts with ::ffff:.`
        : `"${text}" is not an IPv4-mapped IPv6 address: those are ::ffff:a.b.c.d (::ffff:0:0/96).`,
    };
  }
  return { value: v4, format: 'ipv6-mapped' };
}

function parseReverse(text: string): Parsed {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.in-addr\.arpa\.?$/i.exec(text);
  if (!m) return { error: `"${text}" is not a full reverse-DNS name such as 1.0.168.192.in-addr.arpa (4 octets, last octet first).` };
  const parsed = parseDotted([m[4], m[3], m[2], m[1]].join('.'));
  return 'error' in parsed ? parsed : { value: parsed.value, format: 'reverse-dns' };
}

function parseAuto(text: string, aton: boolean): Parsed {
  if (/in-addr\.arpa\.?$/i.test(text)) return parseReverse(text);
  if (text.includes(':')) return parseMapped(text);
  if (/^0b[01]+$/i.test(text) || /^[01]{32}$/.test(text) || /^[01]{8}(\.[01]{8}){3}$/.test(text)) return parseBinary(text);
  if (/^0x[0-9a-f]+$/i.test(text)) return text.length > 10 ? { error: `Hex ${text} has more than 8 digits: an IPv4 address is 32 bits.` } : parseHex(text);
  const strict = /^\d+$/.test(text) ? parseInteger(text) : parseDotted(text);
  if (!('error' in strict) || !/^[0-9a-fx.]+$/i.test(text)) return strict;
  if (aton) return parseInetAton(text);
  return { error: strict.error + ATON_HINT };
}

export default defineTool(definition, (params) => {
  const text = params.address.trim();
  const format = params.inputFormat;
  const aton = params.allowInetAton;
  const parsers: Record<string, (t: string) => Parsed> = {
    dotted: (t) => {
      const strict = parseDotted(t);
      if (!('error' in strict)) return strict;
      return aton ? parseInetAton(t) : { error: strict.error + ATON_HINT };
    },
    integer: (t) => (aton && /^0\d/.test(t) ? parseInetAton(t) : parseInteger(t)),
    hex: parseHex,
    binary: parseBinary,
    octal: parseOctal,
    'ipv6-mapped': parseMapped,
    'reverse-dns': parseReverse,
  };
  const parsed = format === 'auto' ? parseAuto(text, aton) : parsers[format]!(text);
  if ('error' in parsed) return failure('INVALID_INPUT', parsed.error);

  const n = parsed.value >>> 0;
  const octets = octetsOf(n);
  const dotted = octets.join('.');
  const special = classifyIPv4(n);
  return success({
    dotted,
    integer: n,
    hex: `0x${n.toString(16).toUpperCase().padStart(8, '0')}`,
    hexDotted: octets.map((o) => `0x${hex2(o)}`).join('.'),
    binary: octets.map((o) => o.toString(2).padStart(8, '0')).join('.'),
    octal: octets.map((o) => `0${o.toString(8).padStart(3, '0')}`).join('.'),
    ipv6Mapped: `::ffff:${dotted}`,
    ipv6MappedHex: `::ffff:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`,
    reverseDns: `${[...octets].reverse().join('.')}.in-addr.arpa`,
    addressClass: ipv4Class(n),
    addressType: special.type,
    addressTypeDescription: special.description,
    detectedFormat: parsed.format,
  });
});
