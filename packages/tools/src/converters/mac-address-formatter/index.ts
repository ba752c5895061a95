import { defineTool, failure, success } from '@ctp/core';
import { ipv6Text } from '../../_shared/ipv6-text.js';
import definition from './definition.js';

type Parsed = { bytes: number[] } | { reason: string };

const hexBytes = (hex: string) => hex.match(/../g)!.map((b) => parseInt(b, 16));

/** The last 64 bits of an IPv6 address (or a bare 4-group interface identifier) as 8 bytes. */
function interfaceIdOf(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...tail].every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  const total = halves.length === 2 ? 8 : head.length;
  if (halves.length === 2 ? head.length + tail.length > 7 : total !== 8 && total !== 4) return undefined;
  const all = [...head, ...new Array<string>(total - head.length - tail.length).fill('0'), ...tail];
  return hexBytes(all.slice(-4).map((g) => g.padStart(4, '0')).join(''));
}

function parse(line: string): Parsed {
  const t = line.toLowerCase();
  let bytes: number[] | undefined;
  const sep = /^[0-9a-f]{1,2}([:\- ])[0-9a-f]{1,2}(?:\1[0-9a-f]{1,2}){4}(?:(?:\1[0-9a-f]{1,2}){2})?$/.exec(t);
  if (sep) bytes = t.split(sep[1]!).map((b) => parseInt(b, 16));
  else if (/^[0-9a-f]{4}(?:\.[0-9a-f]{4}){2,3}$/.test(t) || /^(?:[0-9a-f]{12}|[0-9a-f]{16})$/.test(t)) bytes = hexBytes(t.replace(/\./g, ''));
  else if (t.includes(':') && /^[0-9a-f:]+$/.test(t) && t.split(':').some((g) => g.length !== 2)) {
    bytes = interfaceIdOf(t);
    if (!bytes) return { reason: 'Not a MAC address, and not an IPv6 address or interface identifier either.' };
  } else {
    const bad = [...line].find((c) => !/[0-9a-fA-F:.\- ]/.test(c));
    if (bad) return { reason: `Contains ${JSON.stringify(bad)}: a MAC address has hex digits 0–9 a–f and one kind of separator (: - . or none).` };
    const digits = t.replace(/[^0-9a-f]/g, '').length;
    return { reason: digits === 12 || digits === 16 ? 'Mixed or misplaced separators: use one kind (: or -) between every byte, or Cisco dots between groups of 4 digits.' : `Has ${digits} hex digits; a MAC address has 12 (6 bytes) and an EUI-64 16.` };
  }
  if (bytes.length === 6) return { bytes };
  if (bytes[3] !== 0xff || bytes[4] !== 0xfe)
    return { reason: 'This 64-bit interface identifier has no FF:FE in the middle, so it was not derived from a MAC (it may be random, RFC 7217/4941).' };
  return { bytes: [bytes[0]! ^ 0x02, bytes[1]!, bytes[2]!, bytes[5]!, bytes[6]!, bytes[7]!] };
}

function format(bytes: number[], style: string, upper: boolean): string {
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0'));
  const text = style === 'colon' ? hex.join(':') : style === 'dash' ? hex.join('-') : style === 'dot' ? hex.join('').match(/.{4}/g)!.join('.') : hex.join('');
  return upper ? text.toUpperCase() : text;
}

export default defineTool(definition, (params) => {
  const style = params.format;
  const upper = params.letterCase === 'upper';
  const addresses: Array<Record<string, unknown>> = [];
  const invalid: Array<{ line: number; input: string; reason: string }> = [];
  params.macs.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const input = raw.trim();
    if (input === '') return;
    const parsed = parse(input);
    if ('reason' in parsed) return void invalid.push({ line: i + 1, input, reason: parsed.reason });
    const b = parsed.bytes;
    const eui64 = [b[0]! ^ 0x02, b[1]!, b[2]!, 0xff, 0xfe, b[3]!, b[4]!, b[5]!];
    const iid = [0, 1, 2, 3].map((k) => eui64[2 * k]! * 256 + eui64[2 * k + 1]!);
    addresses.push({
      line: i + 1,
      input,
      mac: format(b, style, upper),
      eui64: format(eui64, style, upper),
      linkLocal: ipv6Text([0xfe80, 0, 0, 0, ...iid]),
      cast: b.every((x) => x === 0xff) ? 'broadcast' : b[0]! & 1 ? 'multicast' : 'unicast',
      administration: b[0]! & 2 ? 'local' : 'universal',
      oui: format(b.slice(0, 3), style === 'dot' ? 'bare' : style, upper),
    });
  });
  if (addresses.length === 0)
    return failure('INVALID_INPUT', invalid.length ? `No valid MAC address. Line ${invalid[0]!.line} ("${invalid[0]!.input.slice(0, 40)}"): ${invalid[0]!.reason}` : 'No MAC address given: only blank lines.');
  return success({
    formatted: addresses.map((a) => a.mac).join('\n'),
    addresses,
    invalid,
    validCount: addresses.length,
    invalidCount: invalid.length,
  });
});
