import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

/**
 * BBAN structure per country from the SWIFT IBAN Registry (release 2024): n = digits, a = upper-case
 * letters, c = letters or digits; the IBAN length is 4 + the BBAN length.
 */
const FORMATS: Record<string, [string, string]> = {
  AD: ['Andorra', '4n4n12c'],
  AE: ['United Arab Emirates', '3n16n'],
  AL: ['Albania', '8n16c'],
  AT: ['Austria', '16n'],
  AZ: ['Azerbaijan', '4a20c'],
  BA: ['Bosnia and Herzegovina', '16n'],
  BE: ['Belgium', '12n'],
  BG: ['Bulgaria', '4a6n8c'],
  BH: ['Bahrain', '4a14c'],
  BI: ['Burundi', '23n'],
  BR: ['Brazil', '23n1a1c'],
  BY: ['Belarus', '4c4n16c'],
  CH: ['Switzerland', '5n12c'],
  CR: ['Costa Rica', '18n'],
  CY: ['Cyprus', '8n16c'],
  CZ: ['Czechia', '20n'],
  DE: ['Germany', '18n'],
  DJ: ['Djibouti', '23n'],
  DK: ['Denmark', '14n'],
  DO: ['Dominican Republic', '4c20n'],
  EE: ['Estonia', '16n'],
  EG: ['Egypt', '25n'],
  ES: ['Spain', '20n'],
  FI: ['Finland', '14n'],
  FK: ['Falkland Islands', '2a12n'],
  FO: ['Faroe Islands', '14n'],
  FR: ['France', '10n11c2n'],
  GB: ['United Kingdom', '4a14n'],
  GE: ['Georgia', '2a16n'],
  GI: ['Gibraltar', '4a15c'],
  GL: ['Greenland', '14n'],
  GR: ['Greece', '7n16c'],
  GT: ['Guatemala', '4c20c'],
  HR: ['Croatia', '17n'],
  HU: ['Hungary', '24n'],
  IE: ['Ireland', '4a14n'],
  IL: ['Israel', '19n'],
  IQ: ['Iraq', '4a15n'],
  IS: ['Iceland', '22n'],
  IT: ['Italy', '1a10n12c'],
  JO: ['Jordan', '4a4n18c'],
  KW: ['Kuwait', '4a22c'],
  KZ: ['Kazakhstan', '3n13c'],
  LB: ['Lebanon', '4n20c'],
  LC: ['Saint Lucia', '4a24c'],
  LI: ['Liechtenstein', '5n12c'],
  LT: ['Lithuania', '16n'],
  LU: ['Luxembourg', '3n13c'],
  LV: ['Latvia', '4a13c'],
  LY: ['Libya', '21n'],
  MC: ['Monaco', '10n11c2n'],
  MD: ['Moldova', '2c18c'],
  ME: ['Montenegro', '18n'],
  MK: ['North Macedonia', '3n10c2n'],
  MN: ['Mongolia', '16n'],
  MR: ['Mauritania', '23n'],
  MT: ['Malta', '4a5n18c'],
  MU: ['Mauritius', '4a19n3a'],
  NI: ['Nicaragua', '4a20n'],
  NL: ['Netherlands', '4a10n'],
  NO: ['Norway', '11n'],
  OM: ['Oman', '3n16c'],
  PK: ['Pakistan', '4a16c'],
  PL: ['Poland', '24n'],
  PS: ['Palestine', '4a21c'],
  PT: ['Portugal', '21n'],
  QA: ['Qatar', '4a21c'],
  RO: ['Romania', '4a16c'],
  RS: ['Serbia', '18n'],
  RU: ['Russia', '14n15c'],
  SA: ['Saudi Arabia', '2n18c'],
  SC: ['Seychelles', '4a20n3a'],
  SD: ['Sudan', '14n'],
  SE: ['Sweden', '20n'],
  SI: ['Slovenia', '15n'],
  SK: ['Slovakia', '20n'],
  SM: ['San Marino', '1a10n12c'],
  SO: ['Somalia', '19n'],
  ST: ['São Tomé and Príncipe', '21n'],
  SV: ['El Salvador', '4a20n'],
  TL: ['Timor-Leste', '19n'],
  TN: ['Tunisia', '20n'],
  TR: ['Türkiye', '5n1n16c'],
  UA: ['Ukraine', '6n19c'],
  VA: ['Vatican City', '3n15n'],
  VG: ['British Virgin Islands', '4a16n'],
  XK: ['Kosovo', '16n'],
  YE: ['Yemen', '4a4n18c'],
};

interface Segment {
  kind: 'n' | 'a' | 'c';
  length: number;
}

const parseFormat = (format: string): Segment[] =>
  [...format.matchAll(/(\d+)([nac])/g)].map((m) => ({ kind: m[2] as Segment['kind'], length: Number(m[1]) }));

const bbanLength = (format: string) => parseFormat(format).reduce((sum, s) => sum + s.length, 0);

const KIND_TEXT = { n: 'a digit', a: 'an upper-case letter', c: 'a letter or digit' } as const;
const KIND_OK = { n: /^[0-9]$/, a: /^[A-Z]$/, c: /^[A-Z0-9]$/ } as const;

/** ISO 7064 MOD 97-10 over the rearranged IBAN, chunked so it never leaves safe integers. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const value = code <= 57 ? code - 48 : code - 55; // A=10 … Z=35
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}

const printFormat = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

const showChar = (char: string) => {
  const cp = char.codePointAt(0)!;
  return cp > 0x20 && cp !== 0x7f ? `'${char}'` : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
};

export default defineTool(definition, (params) => {
  const raw = params.iban.trim().replace(/^IBAN[:\s]*/i, '');
  const reasons: string[] = [];
  // spaces (also no-break), dashes and dots are common in printed IBANs
  const stripped = raw.replace(/[\s\u00a0\-.]/g, '');
  const bad = [...new Set([...stripped].filter((c) => !/[A-Za-z0-9]/.test(c)))];
  if (bad.length) {
    // the first offending character, in code points of the text as given (1-based)
    const before = [...params.iban.slice(0, params.iban.length - raw.length - (params.iban.length - params.iban.trimEnd().length))].length;
    const first = before + [...raw].findIndex((c) => !/[A-Za-z0-9\s\u00a0\-.]/.test(c)) + 1;
    reasons.push(`The IBAN contains ${bad.slice(0, 5).map(showChar).join(', ')} (first at position ${first}): only letters and digits (and spaces) are allowed.`);
  }
  const electronic = stripped.toUpperCase();
  if (stripped !== stripped.toUpperCase() && params.strictCase)
    reasons.push('The IBAN contains lower-case letters; ISO 13616 IBANs are upper case (turn off strictCase to accept them).');

  const country = electronic.slice(0, 2);
  const checkDigits = electronic.slice(2, 4);
  const bban = electronic.slice(4);
  const entry = /^[A-Z]{2}$/.test(country) ? FORMATS[country] : undefined;

  if (electronic.length < 4) reasons.push(`The IBAN is too short (${electronic.length} characters): it starts with a country code and two check digits.`);
  else {
    if (!/^[A-Z]{2}$/.test(country)) reasons.push(`An IBAN starts with a two-letter country code; "${country}" is not one.`);
    else if (!entry) reasons.push(`${country} is not a country in the IBAN registry (or does not use IBANs).`);
    if (!/^\d\d$/.test(checkDigits)) reasons.push(`Positions 3–4 must be the two check digits; found "${checkDigits}".`);
    else if (['00', '01', '99'].includes(checkDigits)) reasons.push(`The check digits ${checkDigits} are never valid (they must be 02–98).`);
  }

  let bbanValid = false;
  if (entry && bad.length === 0) {
    const [name, format] = entry;
    const expected = 4 + bbanLength(format);
    if (electronic.length !== expected)
      reasons.push(`${name} (${country}) IBANs have ${expected} characters; this one has ${electronic.length}.`);
    else {
      let at = 0;
      const problems: string[] = [];
      for (const segment of parseFormat(format)) {
        for (let i = 0; i < segment.length; i++, at++) {
          const char = bban[at]!;
          if (!KIND_OK[segment.kind].test(char) && problems.length < 3)
            problems.push(`position ${at + 5} must be ${KIND_TEXT[segment.kind]}, found '${char}'`);
        }
      }
      if (problems.length) reasons.push(`The ${name} account part (BBAN, format ${format}) does not fit: ${problems.join('; ')}.`);
      else bbanValid = true;
    }
  }

  const alnum = /^[A-Z0-9]+$/.test(electronic) && electronic.length >= 5;
  const remainder = alnum ? mod97(electronic.slice(4) + electronic.slice(0, 4)) : -1;
  const checksumValid = remainder === 1;
  if (alnum && !checksumValid && /^\d\d$/.test(checkDigits)) {
    const expected = String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
    reasons.push(`The checksum (mod 97) fails: with this account part the check digits would be ${expected}, not ${checkDigits} — a character is probably mistyped or swapped.`);
  }

  return success({
    valid: reasons.length === 0,
    reasons,
    country,
    countryName: entry?.[0] ?? '',
    checkDigits,
    bban,
    bbanFormat: entry?.[1] ?? '',
    expectedLength: entry ? 4 + bbanLength(entry[1]) : 0,
    lengthValid: entry ? electronic.length === 4 + bbanLength(entry[1]) : false,
    bbanValid,
    checksumValid,
    electronic,
    print: printFormat(electronic),
  });
});
