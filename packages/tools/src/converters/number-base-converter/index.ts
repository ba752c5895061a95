import { defineTool, failure, success, withWarnings } from '@ctp/core';
import definition from './definition.js';

const PREFIX_BASE: Record<string, number> = { x: 16, o: 8, b: 2 };
const BASE_NAME: Record<number, string> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal' };
const STANDARD_WIDTHS = [8, 16, 32, 64, 128];

type Parsed = { ok: true; value: bigint; base: number; warning?: string } | { ok: false; message: string };

function digitValue(c: string): number {
  const code = c.charCodeAt(0);
  if (c.length !== 1) return -1;
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

function allowedDigits(base: number): string {
  if (base <= 10) return `0-${base - 1}`;
  const last = String.fromCharCode(86 + base);
  return base === 11 ? '0-9, a' : `0-9, a-${last}`;
}

const baseLabel = (base: number) => (BASE_NAME[base] ? `base ${base} (${BASE_NAME[base]})` : `base ${base}`);

/** Reads a signed integer: optional sign, optional 0x/0o/0b prefix, digits with _ or whitespace separators. */
function parseInteger(raw: string, fromBase: string): Parsed {
  const chars = [...raw];
  let i = 0;
  const skipSpace = () => {
    while (i < chars.length && /\s/.test(chars[i]!)) i++;
  };
  skipSpace();
  let negative = false;
  if (chars[i] === '-' || chars[i] === '+' || chars[i] === '\u2212') {
    negative = chars[i] !== '+';
    i++;
    skipSpace();
  }
  let base = fromBase === 'auto' ? 10 : Number(fromBase);
  let prefix = '';
  const letter = chars[i + 1]?.toLowerCase();
  if (chars[i] === '0' && letter && PREFIX_BASE[letter] && (fromBase === 'auto' || PREFIX_BASE[letter] === base)) {
    base = PREFIX_BASE[letter]!;
    prefix = chars[i]! + chars[i + 1]!;
    i += 2;
  }
  const digits: string[] = [];
  for (; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === '_' || /\s/.test(c)) continue;
    const value = digitValue(c);
    if (value >= 0 && value < base) {
      digits.push(c);
      continue;
    }
    const where = `at position ${i + 1}`;
    if (c === '.' || c === ',')
      return { ok: false, message: `Unexpected '${c}' ${where}: only integers can be converted (no fractions or thousands separators other than _ and spaces)` };
    if (value < 0)
      return { ok: false, message: `Unexpected character '${c}' ${where}; ${baseLabel(base)} digits are ${allowedDigits(base)} (separators _ and spaces are allowed)` };
    let hint = '';
    if (fromBase === 'auto' && !prefix)
      hint = value < 16 ? '. For hexadecimal add the 0x prefix or set fromBase to 16' : `. '${c}' is a digit only in bases above ${value}: set fromBase`;
    return { ok: false, message: `Invalid digit '${c}' ${where} for ${baseLabel(base)}: allowed digits are ${allowedDigits(base)}${hint}` };
  }
  if (digits.length === 0)
    return { ok: false, message: prefix ? `No digits after the ${prefix} prefix` : 'No digits found; give an integer such as 255, -0x1F or 0b1010' };
  const text = digits.join('');
  const magnitude = parseDigits(text, base);
  const result: Parsed = { ok: true, value: negative ? -magnitude : magnitude, base };
  if (fromBase === 'auto' && !prefix && text.length > 1 && text[0] === '0' && /^[0-7]+$/.test(text))
    result.warning = text.length <= 40
      ? `"${raw.trim()}" was read as decimal; a leading 0 does not mean octal here. For octal write 0o${text.replace(/^0+/, '') || '0'} or set fromBase to 8.`
      : 'The number was read as decimal; a leading 0 does not mean octal here. For octal add the 0o prefix or set fromBase to 8.';
  return result;
}

/** Digits (already checked) → BigInt. Powers of two and ten use the engine; others divide and conquer. */
function parseDigits(text: string, base: number): bigint {
  if (base === 10) return BigInt(text);
  const prefix = { 2: '0b', 8: '0o', 16: '0x' }[base as 2 | 8 | 16];
  if (prefix) return BigInt(prefix + text);
  const big = BigInt(base);
  const powers = new Map<number, bigint>();
  const power = (n: number): bigint => {
    let p = powers.get(n);
    if (p === undefined) powers.set(n, (p = big ** BigInt(n)));
    return p;
  };
  // 10 digits of base 36 stay below 2^53, so parseInt is exact for the leaves
  const parse = (lo: number, hi: number): bigint => {
    if (hi - lo <= 10) return BigInt(parseInt(text.slice(lo, hi), base));
    const mid = (lo + hi) >>> 1;
    return parse(lo, mid) * power(hi - mid) + parse(mid, hi);
  };
  return parse(0, text.length);
}

function group(digits: string, size: number, separator: string): string {
  if (!separator || digits.length <= size) return digits;
  const sign = digits.startsWith('-') ? '-' : '';
  const body = sign ? digits.slice(1) : digits;
  const head = body.length % size;
  const parts = head ? [body.slice(0, head)] : [];
  for (let i = head; i < body.length; i += size) parts.push(body.slice(i, i + size));
  return sign + parts.join(separator);
}

function bitLength(n: bigint): number {
  const abs = n < 0n ? -n : n;
  return abs === 0n ? 0 : abs.toString(2).length;
}

/** Smallest standard width holding the value (signed range for negatives, unsigned for the rest), else whole bytes. */
function autoWidth(value: bigint): number {
  const fits = (w: number) => (value < 0n ? value >= -(1n << BigInt(w - 1)) : value < 1n << BigInt(w));
  const standard = STANDARD_WIDTHS.find(fits);
  if (standard) return standard;
  const needed = bitLength(value) + (value < 0n ? 1 : 0);
  return Math.ceil(needed / 8) * 8;
}

export default defineTool(definition, (params) => {
  const parsed = parseInteger(params.number, params.fromBase);
  if (!parsed.ok) return failure('INVALID_INPUT', parsed.message);
  const { value, base } = parsed;
  const separator = { none: '', space: ' ', underscore: '_' }[params.grouping] ?? '';
  const upper = params.uppercase;
  const render = (n: bigint, radix: number, pad = 0): string => {
    let s = n.toString(radix);
    if (pad) s = s.padStart(pad, '0');
    if (upper) s = s.toUpperCase();
    return group(s, radix === 8 || radix === 10 ? 3 : 4, separator);
  };

  const bits = params.bitWidth === 'auto' ? autoWidth(value) : Number(params.bitWidth);
  const width = BigInt(bits);
  const unsigned = BigInt.asUintN(bits, value);
  const signed = BigInt.asIntN(bits, value);
  const fitsSigned = signed === value;
  const fitsUnsigned = value >= 0n && unsigned === value;

  const data: Record<string, unknown> = {
    inputBase: base,
    decimal: render(value, 10),
    binary: render(value, 2),
    octal: render(value, 8),
    hex: render(value, 16),
  };
  const toBase = params.toBase;
  if (toBase !== undefined) data.custom = { base: toBase, value: render(value, toBase) };
  Object.assign(data, {
    negative: value < 0n,
    bitLength: bitLength(value),
    twosComplement: {
      bits,
      binary: render(unsigned, 2, bits),
      hex: render(unsigned, 16, Number(width / 4n)),
      unsigned: render(unsigned, 10),
      signed: render(signed, 10),
      fitsSigned,
      fitsUnsigned,
      overflow: !fitsSigned && !fitsUnsigned,
    },
  });
  return withWarnings(success(data), parsed.warning ? [parsed.warning] : []);
});
