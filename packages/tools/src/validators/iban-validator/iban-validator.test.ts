import { describe, expect, it } from 'vitest';
import isIBANImport from 'validator/lib/isIBAN.js';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type IsIBAN = (str: string) => boolean;
const isIBAN = ((isIBANImport as unknown as { default?: IsIBAN }).default ?? isIBANImport) as unknown as IsIBAN;

interface Out {
  valid: boolean;
  reasons: string[];
  country: string;
  countryName: string;
  checkDigits: string;
  bban: string;
  bbanFormat: string;
  expectedLength: number;
  lengthValid: boolean;
  bbanValid: boolean;
  checksumValid: boolean;
  electronic: string;
  print: string;
}
const check = (iban: string, strictCase = false) => runOk<Out>(tool, { iban, strictCase });

/** Reference mod 97 with BigInt (the tool uses a chunked integer loop). */
function bigMod97(iban: string): bigint {
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = [...moved].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  return BigInt(digits) % 97n;
}

// examples from the SWIFT IBAN Registry and national bank publications
const EXAMPLES = [
  'AD1200012030200359100100', 'AE070331234567890123456', 'AL47212110090000000235698741', 'AT611904300234573201',
  'AZ21NABZ00000000137010001944', 'BA391290079401028494', 'BE68539007547034', 'BG80BNBG96611020345678',
  'BH67BMAG00001299123456', 'BR1800360305000010009795493C1', 'BY13NBRB3600900000002Z00AB00', 'CH9300762011623852957',
  'CR05015202001026284066', 'CY17002001280000001200527600', 'CZ6508000000192000145399', 'DE89370400440532013000',
  'DK5000400440116243', 'DO28BAGR00000001212453611324', 'EE382200221020145685', 'EG380019000500000000263180002',
  'ES9121000418450200051332', 'FI2112345600000785', 'FO6264600001631634', 'FR1420041010050500013M02606',
  'GB29NWBK60161331926819', 'GE29NB0000000101904917', 'GI75NWBK000000007099453', 'GL8964710001000206',
  'GR1601101250000000012300695', 'GT82TRAJ01020000001210029690', 'HR1210010051863000160', 'HU42117730161111101800000000',
  'IE29AIBK93115212345678', 'IL620108000000099999999', 'IQ98NBIQ850123456789012', 'IS140159260076545510730339',
  'IT60X0542811101000000123456', 'JO94CBJO0010000000000131000302', 'KW81CBKU0000000000001234560101', 'KZ86125KZT5004100100',
  'LB62099900000001001901229114', 'LC55HEMM000100010012001200023015', 'LI21088100002324013AA', 'LT121000011101001000',
  'LU280019400644750000', 'LV80BANK0000435195001', 'MC5811222000010123456789030', 'MD24AG000225100013104168',
  'ME25505000012345678951', 'MK07250120000058984', 'MR1300020001010000123456753', 'MT84MALT011000012345MTLCAST001S',
  'MU17BOMM0101101030300200000MUR', 'NL91ABNA0417164300', 'NO9386011117947', 'PK36SCBL0000001123456702',
  'PL61109010140000071219812874', 'PS92PALS000000000400123456702', 'PT50000201231234567890154', 'QA58DOHB00001234567890ABCDEFG',
  'RO49AAAA1B31007593840000', 'RS35260005601001611379', 'SA0380000000608010167519', 'SC18SSCB11010000000000001497USD',
  'SE4550000000058398257466', 'SI56263300012039086', 'SK3112000000198742637541', 'SM86U0322509800000000270100',
  'ST68000100010051845310112', 'SV62CENR00000000000000700025', 'TL380080012345678910157', 'TN5910006035183598478831',
  'TR330006100519786457841326', 'UA213223130000026007233566001', 'VA59001123000012345678', 'VG96VPVG0000012345678901',
  'XK051212012345678906', 'LY83002048000020100120361', 'SD2129010501234001', 'BI4210000100010000332045181',
  'RU0204452560040702810412345678901', 'FK88SC123456789012', 'MN121234123456789123', 'SO211000001001000100141',
  'DJ2100010000000154000100186', 'NI45BAPR00000013000003558124', 'OM810180000001299123456', 'YE15CBYE0001018861234567891234',
];

describe('iban-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { iban: '' }, 'MISSING_REQUIRED');
  });

  it('refuses input over 100 characters', async () => {
    await runError(tool, { iban: 'D'.repeat(101) }, 'CONSTRAINT_VIOLATION');
  });

  it('accepts registry examples for every listed country', async () => {
    const countries = new Set<string>();
    for (const iban of EXAMPLES) {
      expect(bigMod97(iban), iban).toBe(1n);
      const data = await check(iban);
      expect(data, iban).toMatchObject({ valid: true, reasons: [], electronic: iban, lengthValid: true, bbanValid: true, checksumValid: true });
      expect(data.expectedLength).toBe(iban.length);
      countries.add(data.country);
    }
    expect(countries.size).toBe(88);
  });

  it('agrees with validator.js isIBAN on the countries both know', async () => {
    let compared = 0;
    for (const iban of EXAMPLES) {
      // validator.js lacks the newest registry members and has looser/stricter BBAN rules for a few
      if (['LY', 'SD', 'BI', 'RU', 'FK', 'MN', 'SO', 'DJ', 'NI', 'OM', 'YE', 'ST', 'BY', 'JO'].includes(iban.slice(0, 2))) continue;
      expect(isIBAN(iban), iban).toBe(true);
      compared++;
    }
    expect(compared).toBeGreaterThan(70);
  });

  it('detects every single-character corruption and every adjacent swap', async () => {
    for (const iban of ['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606']) {
      for (let i = 2; i < iban.length; i++) {
        const c = iban[i]!;
        const replacement = /\d/.test(c) ? String((Number(c) + 1) % 10) : c === 'Z' ? 'A' : String.fromCharCode(c.charCodeAt(0) + 1);
        const corrupted = iban.slice(0, i) + replacement + iban.slice(i + 1);
        const data = await check(corrupted);
        expect(data.valid, corrupted).toBe(false);
        expect(bigMod97(corrupted) === 1n).toBe(data.checksumValid);
        if (i + 1 < iban.length && iban[i] !== iban[i + 1]) {
          const swapped = iban.slice(0, i) + iban[i + 1] + iban[i] + iban.slice(i + 2);
          expect((await check(swapped)).valid, swapped).toBe(false);
        }
      }
    }
    expect((await check('DE88370400440532013000')).reasons).toEqual([
      'The checksum (mod 97) fails: with this account part the check digits would be 89, not 88 — a character is probably mistyped or swapped.',
    ]);
  });

  it('explains length, country and BBAN structure problems', async () => {
    expect((await check('DE8937040044053201300')).reasons[0]).toBe('Germany (DE) IBANs have 22 characters; this one has 21.');
    expect((await check('XX89370400440532013000')).reasons[0]).toBe('XX is not a country in the IBAN registry (or does not use IBANs).');
    expect((await check('1289370400440532013000')).reasons[0]).toBe('An IBAN starts with a two-letter country code; "12" is not one.');
    expect((await check('DEAB370400440532013000')).reasons[0]).toBe('Positions 3–4 must be the two check digits; found "AB".');
    const gb = await check('GB82W3ST12345698765432');
    expect(gb.reasons[0]).toBe("The United Kingdom account part (BBAN, format 4a14n) does not fit: position 6 must be an upper-case letter, found '3'.");
    expect(gb.bbanValid).toBe(false);
  });

  it('formats print and electronic forms and tolerates separators and the IBAN prefix', async () => {
    const data = await check('IBAN: DE89-3704-0044-0532-0130-00');
    expect(data).toMatchObject({ valid: true, electronic: 'DE89370400440532013000', print: 'DE89 3704 0044 0532 0130 00', country: 'DE', checkDigits: '89', bban: '370400440532013000' });
  });

  it('strictCase refuses lower case', async () => {
    expect((await check('de89370400440532013000')).valid).toBe(true);
    expect((await check('de89370400440532013000', true)).reasons).toEqual([
      'The IBAN contains lower-case letters; ISO 13616 IBANs are upper case (turn off strictCase to accept them).',
    ]);
  });

  it('reports unicode characters', async () => {
    const data = await check(`DE89${UNICODE_SAMPLE}370400440532013000`);
    expect(data.valid).toBe(false);
    expect(data.reasons[0]).toBe("The IBAN contains 'À', '😀', '中' (first at position 5): only letters and digits (and spaces) are allowed.");
  });

  it('says where the first character that is not allowed is, in code points of the text as given', async () => {
    expect((await check('%%% not valid {{{')).reasons[0]).toBe("The IBAN contains '%', '{' (first at position 1): only letters and digits (and spaces) are allowed.");
    expect((await check('  IBAN: DE89 😀 3704 0044 0532 01;3000')).reasons[0]).toBe("The IBAN contains '😀', ';' (first at position 14): only letters and digits (and spaces) are allowed.");
  });

  it('handles the largest allowed input', async () => {
    const data = await check(largestInput(tool, 'iban', '1'));
    expect(data.valid).toBe(false);
    expect(data.reasons[0]).toBe('An IBAN starts with a two-letter country code; "11" is not one.');
  });
});
