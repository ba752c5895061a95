import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

/** ISBN-10 check character: weights 10..2, mod 11, 10 written X. */
function isbn10Check(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * (first9.charCodeAt(i) - 48);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** ISBN-13 (EAN-13) check digit: weights 1,3 alternating, mod 10. */
function isbn13Check(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 ? 3 : 1) * (first12.charCodeAt(i) - 48);
  return String((10 - (sum % 10)) % 10);
}

const showChar = (char: string) => {
  const cp = char.codePointAt(0)!;
  return cp > 0x20 && cp !== 0x7f ? `'${char}'` : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
};

export default defineTool(definition, (params) => {
  const raw = params.isbn.trim().replace(/^ISBN(?:-1[03])?:?\s*/i, '');
  const reasons: string[] = [];
  const compact = raw.replace(/[\s\u00a0\-‐‑–]/g, '').toUpperCase();
  const bad = [...new Set([...compact].filter((c) => !/[0-9X]/.test(c)))];
  if (bad.length) {
    // the first offending character, in code points of the text as given (1-based)
    const before = [...params.isbn.slice(0, params.isbn.length - raw.length - (params.isbn.length - params.isbn.trimEnd().length))].length;
    const first = before + [...raw].findIndex((c) => !/[0-9Xx\s\u00a0\-‐‑–]/.test(c)) + 1;
    reasons.push(`The ISBN contains ${bad.slice(0, 5).map(showChar).join(', ')} (first at position ${first}): only digits, hyphens, spaces and a final X (ISBN-10) are allowed.`);
  }
  if (/-{2}|^-|-$/.test(raw)) reasons.push('The ISBN has a leading, trailing or doubled hyphen.');

  let type: 'ISBN-10' | 'ISBN-13' | 'unknown' = 'unknown';
  let isbn10 = '';
  let isbn13 = '';
  let checkDigit = '';
  let expectedCheckDigit = '';
  if (!bad.length) {
    const xAt = compact.indexOf('X');
    if (compact.length === 10) {
      type = 'ISBN-10';
      if (xAt !== -1 && xAt !== 9) reasons.push(`X may only be the last (check) character of an ISBN-10; found at position ${xAt + 1}.`);
      else {
        checkDigit = compact[9]!;
        expectedCheckDigit = isbn10Check(compact.slice(0, 9));
        if (checkDigit !== expectedCheckDigit)
          reasons.push(`The ISBN-10 check character should be ${expectedCheckDigit}, not ${checkDigit}: a digit is probably mistyped or two are swapped.`);
        else {
          isbn10 = compact;
          isbn13 = `978${compact.slice(0, 9)}${isbn13Check(`978${compact.slice(0, 9)}`)}`;
        }
      }
    } else if (compact.length === 13) {
      type = 'ISBN-13';
      if (xAt !== -1) reasons.push(`An ISBN-13 has only digits; found X at position ${xAt + 1}.`);
      else {
        checkDigit = compact[12]!;
        expectedCheckDigit = isbn13Check(compact.slice(0, 12));
        if (!compact.startsWith('978') && !compact.startsWith('979'))
          reasons.push(`An ISBN-13 starts with 978 or 979 (the "Bookland" prefixes); this one starts with ${compact.slice(0, 3)}.`);
        if (checkDigit !== expectedCheckDigit)
          reasons.push(`The ISBN-13 check digit should be ${expectedCheckDigit}, not ${checkDigit}: a digit is probably mistyped or two are swapped.`);
        if (!reasons.length) {
          isbn13 = compact;
          if (compact.startsWith('978')) isbn10 = `${compact.slice(3, 12)}${isbn10Check(compact.slice(3, 12))}`;
        }
      }
    } else
      reasons.push(
        compact.length === 0
          ? 'The input has no ISBN digits.'
          : `An ISBN has 10 or 13 characters (hyphens and spaces not counted); this one has ${compact.length}.`,
      );
  }

  const prefix = isbn13.slice(0, 3);
  return success({
    valid: reasons.length === 0,
    type,
    reasons,
    isbn10,
    isbn13,
    checkDigit,
    expectedCheckDigit,
    prefix,
  });
});
