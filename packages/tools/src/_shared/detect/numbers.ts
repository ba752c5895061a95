/** Numbers and finance: plain numbers, card numbers (Luhn), IBANs (mod 97), phone numbers. */
import { luhnValid } from '../luhn.js';
import { detection, type TokenDetector } from './types.js';

const DECIMAL = /^[+-]?(?:\d{1,3}(?:[,_ ]\d{3})+|\d+)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const PREFIXED = /^[+-]?0(?:x[0-9a-fA-F_]+|o[0-7_]+|b[01_]+)$/;

export const number: TokenDetector = (value) => {
  if (value.length > 400) return undefined;
  if (PREFIXED.test(value)) return detection('number', 0.8, `${{ x: 'Hexadecimal', o: 'Octal', b: 'Binary' }[value.replace(/^[+-]?0/, '')[0]!.toLowerCase() as 'x' | 'o' | 'b']} number literal`);
  if (!DECIMAL.test(value)) return undefined;
  return detection('number', 0.6, /[.eE]/.test(value) ? 'Decimal number' : 'Integer');
};

const BRANDS: Array<[RegExp, string, number[]]> = [
  [/^4/, 'Visa', [13, 16, 19]],
  [/^(?:5[1-5]|2(?:2[2-9]|[3-6]\d|7[01]|720))/, 'Mastercard', [16]],
  [/^3[47]/, 'American Express', [15]],
  [/^(?:6011|65|64[4-9])/, 'Discover', [16, 19]],
  [/^35(?:2[89]|[3-8])/, 'JCB', [16, 19]],
  [/^3(?:0[0-5]|[68])/, 'Diners Club', [14, 16, 19]],
  [/^62/, 'UnionPay', [16, 17, 18, 19]],
  [/^(?:5018|5020|5038|5893|6304|67(?:59|61|63))/, 'Maestro', [12, 13, 14, 15, 16, 17, 18, 19]],
];

export const creditCard: TokenDetector = (value) => {
  if (!/^\d[\d -]{10,22}\d$/.test(value)) return undefined;
  const digits = value.replace(/[ -]/g, '');
  if (digits.length < 12 || digits.length > 19 || !luhnValid(digits)) return undefined;
  const brand = BRANDS.find(([re, , lengths]) => re.test(digits) && lengths.includes(digits.length));
  const grouped = /[ -]/.test(value);
  if (brand) return detection('credit-card', grouped ? 0.95 : 0.85, `${brand[1]} card number`, 'passes the Luhn check');
  return detection('credit-card', grouped ? 0.6 : 0.35, 'Card-like number', 'passes the Luhn check; no known issuer');
};

// ISO 13616 lengths by country (the registry's), to tell a real IBAN from a lucky checksum
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24,
  DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28,
  HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22,
  VG: 24, XK: 20,
};

/** ISO 7064 mod 97-10 over the rearranged IBAN, digit by digit (no big integers). */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const c of rearranged) {
    const v = c >= 'A' ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 48;
    rest = (v >= 10 ? rest * 100 + v : rest * 10 + v) % 97;
  }
  return rest;
}

export const iban: TokenDetector = (value) => {
  if (value.length > 50) return undefined;
  const compact = value.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) || mod97(compact) !== 1) return undefined;
  const expected = IBAN_LENGTHS[compact.slice(0, 2)];
  if (expected !== undefined && expected !== compact.length) return undefined;
  return detection('iban', expected ? 0.98 : 0.75, 'IBAN', `${compact.slice(0, 2)}, checksum valid`);
};

export const phone: TokenDetector = (value) => {
  if (value.length > 32 || !/^\+?[\d ().\-/]{7,}$/.test(value) || /[()]{2}|--/.test(value)) return undefined;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return undefined;
  if (value.startsWith('+')) return detection('phone', 0.85, 'Phone number (international)');
  // separators grouped like a phone number: (555) 123-4567, 030 1234567, 555-123-4567 (not a date)
  if (digits.length >= 9 && !/^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/.test(value) && /^\(?\d{2,5}\)?[ .\-/]\d{2,5}(?:[ .\-/]\d{2,5}){0,3}$/.test(value))
    return detection('phone', 0.55, 'Phone number');
  return undefined;
};
