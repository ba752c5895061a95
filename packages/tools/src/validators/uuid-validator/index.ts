import { defineTool, success } from '@ctp/core';
import { checkLines } from '../../_shared/line-batch.js';
import definition from './definition.js';

const VERSION_NAMES: Record<number, string> = {
  1: 'time-based (Gregorian time, MAC/node)',
  2: 'DCE Security',
  3: 'name-based (MD5)',
  4: 'random',
  5: 'name-based (SHA-1)',
  6: 'reordered time-based (sortable v1)',
  7: 'Unix time-based (sortable)',
  8: 'custom (vendor-specific)',
};

/** 100-ns intervals between the Gregorian epoch (1582-10-15) and the Unix epoch. */
const GREGORIAN_OFFSET = 0x01b21dd213814000n;

const FORMAT_PATTERNS: Array<[string, RegExp]> = [
  ['canonical', /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/i],
  ['hex', /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i],
  ['braces', /^\{([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\}$/i],
  ['urn', /^urn:uuid:([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/i],
];

const showChar = (char: string) => {
  const cp = char.codePointAt(0)!;
  return cp > 0x20 && cp !== 0x7f ? `'${char}'` : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
};

/** Why a string that matches none of the accepted forms is not a UUID. */
function explain(text: string): string {
  let body = text;
  if (/^urn:uuid:/i.test(body)) body = body.slice(9);
  else if (body.startsWith('{') || body.endsWith('}')) {
    if (!(body.startsWith('{') && body.endsWith('}'))) return 'The braces are unbalanced: write {…} around the whole UUID.';
    body = body.slice(1, -1);
  }
  let position = 0;
  for (const char of body) {
    position++;
    if (!/[0-9a-f-]/i.test(char)) return `The character ${showChar(char)} at position ${position} is not a hexadecimal digit (0–9, a–f).`;
  }
  const hex = body.replace(/-/g, '');
  if (hex.length !== 32) return `A UUID has 32 hexadecimal digits; this one has ${hex.length}.`;
  return 'The hyphens are misplaced: the form is 8-4-4-4-12 digits (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx), or 32 digits without hyphens.';
}

function variantOf(nibble: number): string {
  if (nibble < 8) return 'NCS (reserved, backward compatibility)';
  if (nibble < 12) return 'RFC 9562';
  if (nibble < 14) return 'Microsoft (reserved, GUID)';
  return 'future (reserved)';
}

const isoFromMs = (ms: number): string | undefined => {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

function analyze(text: string, strict: boolean): Record<string, unknown> {
  let format: string | undefined;
  let groups: string[] | undefined;
  for (const [name, pattern] of FORMAT_PATTERNS) {
    const match = pattern.exec(text);
    if (match) {
      format = name;
      groups = match.slice(1);
      break;
    }
  }
  if (!format || !groups) return { valid: false, reasons: [text === '' ? 'The line is empty.' : explain(text)] };

  const hex = groups.join('').toLowerCase();
  const normalized = groups.join('-').toLowerCase();
  const version = parseInt(hex[12]!, 16);
  const variantNibble = parseInt(hex[16]!, 16);
  const variant = variantOf(variantNibble);
  const isNil = hex === '0'.repeat(32);
  const isMax = hex === 'f'.repeat(32);
  const rfc = variant === 'RFC 9562';
  const reasons: string[] = [];
  if (strict && !isNil && !isMax) {
    if (!rfc) reasons.push(`The variant bits (digit 17, '${hex[16]}') mark a ${variant} UUID; RFC 9562 UUIDs have 8, 9, a or b there.`);
    if (version < 1 || version > 8) reasons.push(`The version digit (digit 13) is ${hex[12]}; RFC 9562 defines versions 1 to 8.`);
  }
  const data: Record<string, unknown> = {
    valid: reasons.length === 0,
    reasons,
    format,
    normalized,
    hex,
    version,
    versionName: isNil ? 'nil UUID' : isMax ? 'max UUID' : rfc ? (VERSION_NAMES[version] ?? 'unassigned') : 'not defined for this variant',
    variant,
    isNil,
    isMax,
  };
  if (rfc && (version === 1 || version === 6)) {
    const ticks =
      version === 1
        ? (BigInt(`0x${hex.slice(13, 16)}`) << 48n) | (BigInt(`0x${hex.slice(8, 12)}`) << 32n) | BigInt(`0x${hex.slice(0, 8)}`)
        : (BigInt(`0x${hex.slice(0, 12)}`) << 12n) | BigInt(`0x${hex.slice(13, 16)}`);
    const since = ticks - GREGORIAN_OFFSET;
    // floor division so times before 1970 round down too
    const ms = Number(since / 10000n) - (since % 10000n < 0n ? 1 : 0);
    const iso = isoFromMs(ms);
    if (iso) data.timestamp = iso;
    data.clockSequence = parseInt(hex.slice(16, 20), 16) & 0x3fff;
    data.node = hex.slice(20).replace(/(..)(?=.)/g, '$1:');
    // the multicast bit of the first node byte is set when the node is random rather than a MAC address
    data.nodeIsRandom = (parseInt(hex.slice(20, 22), 16) & 1) === 1;
  } else if (rfc && version === 7) {
    const ms = parseInt(hex.slice(0, 12), 16);
    const iso = isoFromMs(ms);
    if (iso) data.timestamp = iso;
    data.unixMs = ms;
  }
  return data;
}

export default defineTool(definition, (params) => {
  const input = params.input;
  const strict = params.strict;
  return success(checkLines(input, params.batch, 'UUID', (text) => analyze(text, strict)));
});
