import { describe, expect, it } from 'vitest';
import isISBNImport from 'validator/lib/isISBN.js';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type IsISBN = (str: string, options?: { version?: '10' | '13' }) => boolean;
const isISBN = ((isISBNImport as unknown as { default?: IsISBN }).default ?? isISBNImport) as unknown as IsISBN;

interface Out {
  valid: boolean;
  type: string;
  reasons: string[];
  isbn10: string;
  isbn13: string;
  checkDigit: string;
  expectedCheckDigit: string;
  prefix: string;
}
const check = (isbn: string) => runOk<Out>(tool, { isbn });

describe('isbn-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { isbn: '' }, 'MISSING_REQUIRED');
  });

  it('refuses input over 100 characters', async () => {
    await runError(tool, { isbn: '9'.repeat(101) }, 'CONSTRAINT_VIOLATION');
  });

  it('converts ISBN-13 to ISBN-10 and handles the X check character', async () => {
    expect(await check('978-0-306-40615-7')).toEqual({
      valid: true, type: 'ISBN-13', reasons: [], isbn10: '0306406152', isbn13: '9780306406157', checkDigit: '7', expectedCheckDigit: '7', prefix: '978',
    });
    expect(await check('ISBN 0-8044-2957-X')).toMatchObject({ valid: true, isbn10: '080442957X', isbn13: '9780804429573' });
    expect(await check('080442957x')).toMatchObject({ valid: true, isbn10: '080442957X' });
    expect(await check('9780804429573')).toMatchObject({ valid: true, isbn10: '080442957X' });
    expect(await check('ISBN-13: 978 3 16 148410 0')).toMatchObject({ valid: true, isbn10: '316148410X' });
  });

  it('has no ISBN-10 for 979 ISBNs', async () => {
    expect(await check('979-10-90636-07-1')).toMatchObject({ valid: true, type: 'ISBN-13', isbn10: '', isbn13: '9791090636071', prefix: '979' });
  });

  it('explains wrong check digits, prefixes, lengths and misplaced X', async () => {
    expect((await check('0-306-40615-3')).reasons).toEqual([
      'The ISBN-10 check character should be 2, not 3: a digit is probably mistyped or two are swapped.',
    ]);
    expect(await check('9780306406158')).toMatchObject({ valid: false, checkDigit: '8', expectedCheckDigit: '7', isbn10: '', isbn13: '' });
    expect((await check('4006381333931')).reasons).toEqual([
      'An ISBN-13 starts with 978 or 979 (the "Bookland" prefixes); this one starts with 400.',
    ]);
    expect((await check('030640615')).reasons).toEqual(['An ISBN has 10 or 13 characters (hyphens and spaces not counted); this one has 9.']);
    expect((await check('03064X6152')).reasons).toEqual(['X may only be the last (check) character of an ISBN-10; found at position 6.']);
    expect((await check('0--306-40615-2')).reasons).toEqual(['The ISBN has a leading, trailing or doubled hyphen.']);
  });

  it('agrees with validator.js isISBN on every single-digit change', async () => {
    let compared = 0;
    for (const base of ['0306406152', '9780306406157', '080442957X', '9791090636071']) {
      for (let i = 0; i < base.length; i++)
        for (const d of '0123456789X') {
          const isbn = base.slice(0, i) + d + base.slice(i + 1);
          const ours = (await check(isbn)).valid;
          expect(ours, isbn).toBe(isISBN(isbn, { version: base.length === 10 ? '10' : '13' }));
          compared++;
        }
    }
    expect(compared).toBe(11 * (10 + 13 + 10 + 13));
  });

  it('reports unicode characters', async () => {
    expect((await check(`978${UNICODE_SAMPLE}0306406157`)).reasons).toEqual([
      "The ISBN contains 'À', '😀', '中' (first at position 4): only digits, hyphens, spaces and a final X (ISBN-10) are allowed.",
    ]);
  });

  it('says where the first character that is not allowed is, in code points of the text as given', async () => {
    expect((await check('%%% not valid {{{')).reasons[0]).toBe("The ISBN contains '%', 'N', 'O', 'T', 'V' (first at position 1): only digits, hyphens, spaces and a final X (ISBN-10) are allowed.");
    expect((await check(' ISBN-13: 978-😀0-306-40615-7')).reasons[0]).toBe("The ISBN contains '😀' (first at position 15): only digits, hyphens, spaces and a final X (ISBN-10) are allowed.");
  });

  it('handles the largest allowed input', async () => {
    const data = await check(largestInput(tool, 'isbn', '9'));
    expect(data).toMatchObject({ valid: false, type: 'unknown', reasons: ['An ISBN has 10 or 13 characters (hyphens and spaces not counted); this one has 100.'] });
  });
});
