import { defineTool, success } from '@ctp/core';
import { luhnCheckDigit } from '../../_shared/luhn.js';
import definition from './definition.js';

interface Brand {
  name: string;
  /** Prefix ranges as [from, to] of equal digit count (a single prefix is [p, p]). */
  ranges: Array<[number, number]>;
  lengths: number[];
  /** Group sizes per length (default: groups of four). */
  groups?: Record<number, number[]>;
}

const BRANDS: Brand[] = [
  { name: 'Visa', ranges: [[4, 4]], lengths: [13, 16, 19] },
  { name: 'Mastercard', ranges: [[51, 55], [2221, 2720]], lengths: [16] },
  { name: 'American Express', ranges: [[34, 34], [37, 37]], lengths: [15], groups: { 15: [4, 6, 5] } },
  { name: 'Discover', ranges: [[6011, 6011], [644, 649], [65, 65]], lengths: [16, 17, 18, 19] },
  {
    name: 'Diners Club',
    ranges: [[300, 305], [3095, 3095], [36, 36], [38, 39]],
    lengths: [14, 15, 16, 17, 18, 19],
    groups: { 14: [4, 6, 4] },
  },
  { name: 'JCB', ranges: [[3528, 3589]], lengths: [16, 17, 18, 19] },
  { name: 'UnionPay', ranges: [[62, 62], [8100, 8171]], lengths: [16, 17, 18, 19] },
  { name: 'Maestro', ranges: [[50, 50], [56, 58], [6304, 6304], [6759, 6759], [6761, 6763]], lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  { name: 'Mir', ranges: [[2200, 2204]], lengths: [16, 17, 18, 19] },
  { name: 'Troy', ranges: [[9792, 9792]], lengths: [16] },
  { name: 'UATP', ranges: [[1, 1]], lengths: [15], groups: { 15: [4, 5, 6] } },
];

/** The brand whose longest matching prefix is longest (6011 Discover beats nothing, 2221 Mastercard…). */
function detectBrand(digits: string): Brand | undefined {
  let best: Brand | undefined;
  let bestLen = 0;
  for (const brand of BRANDS)
    for (const [from, to] of brand.ranges) {
      const len = String(from).length;
      if (digits.length < len || len <= bestLen) continue;
      const prefix = Number(digits.slice(0, len));
      if (prefix >= from && prefix <= to) {
        best = brand;
        bestLen = len;
      }
    }
  return best;
}

function group(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  for (; at < digits.length; at += 4) parts.push(digits.slice(at, at + 4));
  return parts.join(' ');
}

const listLengths = (lengths: number[]) => {
  const contiguous = lengths.length > 2 && lengths[lengths.length - 1]! - lengths[0]! === lengths.length - 1;
  if (contiguous) return `${lengths[0]} to ${lengths[lengths.length - 1]}`;
  return lengths.length === 1 ? String(lengths[0]) : `${lengths.slice(0, -1).join(', ')} or ${lengths[lengths.length - 1]}`;
};

const showChar = (char: string) => {
  const cp = char.codePointAt(0)!;
  return cp > 0x20 && cp !== 0x7f ? `'${char}'` : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
};

export default defineTool(definition, (params) => {
  const input = params.number.trim();
  const reasons: string[] = [];
  const bad: string[] = [];
  let firstBad = -1;
  let position = 0;
  for (const char of input) {
    position++;
    if (!/[\d \-]/.test(char)) {
      if (firstBad === -1) firstBad = position;
      if (!bad.includes(char) && bad.length < 5) bad.push(char);
    }
  }
  if (bad.length)
    reasons.push(
      `The number contains ${bad.map(showChar).join(', ')} (first at position ${firstBad}): only digits, spaces and dashes are allowed.`,
    );
  const digits = input.replace(/[^\d]/g, '');
  const brand = detectBrand(digits);
  const allowed = brand ? brand.lengths : [12, 13, 14, 15, 16, 17, 18, 19];
  const lengthValid = allowed.includes(digits.length);
  const luhnValid = digits.length >= 2 && luhnCheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);

  if (digits.length === 0) reasons.push('The input has no digits: a card number has 12 to 19 digits.');
  else {
    if (!brand) reasons.push(`No card brand uses numbers starting with ${digits.slice(0, Math.min(2, digits.length))} (issuer identification number).`);
    if (!lengthValid)
      reasons.push(`${brand ? `${brand.name} numbers have` : 'Card numbers have'} ${listLengths(allowed)} digits; this one has ${digits.length}.`);
    if (!luhnValid && digits.length >= 2)
      reasons.push(
        `The Luhn checksum fails: with these digits the last (check) digit would be ${luhnCheckDigit(digits.slice(0, -1))}, not ${digits[digits.length - 1]} — likely a typo.`,
      );
    else if (!luhnValid) reasons.push('A single digit cannot pass the Luhn check.');
  }

  const sizes = (brand?.groups?.[digits.length] ?? []) as number[];
  const formatted = group(digits, sizes);
  const keep = digits.length > 4 ? 4 : 0;
  const maskedDigits = '•'.repeat(digits.length - keep) + digits.slice(digits.length - keep);
  return success({
    valid: reasons.length === 0,
    reasons,
    brand: brand?.name ?? 'Unknown',
    length: digits.length,
    allowedLengths: allowed,
    lengthValid,
    luhnValid,
    formatted,
    masked: group(maskedDigits, sizes),
    last4: digits.slice(digits.length - keep),
  });
});
