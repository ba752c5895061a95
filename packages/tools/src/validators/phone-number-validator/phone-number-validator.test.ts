import { describe, expect, it } from 'vitest';
import examples from 'libphonenumber-js/examples.mobile.json';
import isMobilePhoneImport from 'validator/lib/isMobilePhone.js';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

// validator ships CommonJS: the function may sit on .default depending on the loader
const isMobilePhone = ((isMobilePhoneImport as unknown as { default?: typeof isMobilePhoneImport }).default ?? isMobilePhoneImport) as unknown as (...args: any[]) => any; // eslint-disable-line @typescript-eslint/no-explicit-any

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const check = (phone: string, defaultCountry?: string) => runOk<any>(tool, defaultCountry ? { phone, defaultCountry } : { phone });

describe('phone-number-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { phone: '' }, 'MISSING_REQUIRED');
  });

  it('answers text that is no phone number with valid=false and the reason NOT_A_NUMBER, not an error', async () => {
    const notANumber = {
      valid: false, possible: false, reason: 'NOT_A_NUMBER',
      reasonText: 'This is not a phone number: it needs at least 2 digits, optionally with + ( ) - . / and spaces, and no letters except an extension (ext. 12).',
      e164: null, international: null, national: null, uri: null, country: null, possibleCountries: [], countryCallingCode: null, nationalNumber: null, extension: null, type: null,
    };
    expect(await check('%%% not valid {{{')).toEqual(notANumber);
    expect(await check(UNICODE_SAMPLE)).toEqual(notANumber);
    expect(await check('+1 (213) abc 373-4253')).toMatchObject({ valid: false, reason: 'NOT_A_NUMBER' });
    expect(await check('x', 'US')).toMatchObject({ valid: false, reason: 'NOT_A_NUMBER' });
  });

  it('still refuses national numbers without a country, and unknown countries', async () => {
    expect(await runError(tool, { phone: '213 373 4253' }, 'INVALID_INPUT')).toContain('set defaultCountry');
    expect(await runError(tool, { phone: '213 373 4253', defaultCountry: 'XX' }, 'INVALID_INPUT')).toContain('"XX"');
    await runError(tool, { phone: '213 373 4253', defaultCountry: 'U1' }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    expect(await check(largestInput(tool, 'phone', '1'), 'US')).toMatchObject({ valid: false, reason: 'TOO_LONG', e164: null });
    expect(await check(`+${largestInput(tool, 'phone', '1').slice(1)}`)).toMatchObject({ valid: false, reason: 'TOO_LONG' });
  });

  it('reports every form of a valid number', async () => {
    expect(await check('+1 (213) 373-4253 ext. 12')).toEqual({
      valid: true, possible: true, reason: null, reasonText: null,
      e164: '+12133734253', international: '+1 213 373 4253 ext. 12', national: '(213) 373-4253 ext. 12', uri: 'tel:+12133734253;ext=12',
      country: 'US', possibleCountries: ['US'], countryCallingCode: '1', nationalNumber: '2133734253', extension: '12', type: 'FIXED_LINE_OR_MOBILE',
    });
    expect(await check('06 12 34 56 78', 'fr')).toMatchObject({ valid: true, e164: '+33612345678', international: '+33 6 12 34 56 78', type: 'MOBILE', country: 'FR' });
    expect(await check('tel:+1-213-373-4253')).toMatchObject({ valid: true, e164: '+12133734253' });
  });

  it('reads exit codes with the default country, which never overrides a +code', async () => {
    expect((await check('00 44 20 7946 0958', 'DE')).e164).toBe('+442079460958');
    expect((await check('011 44 20 7946 0958', 'US')).e164).toBe('+442079460958');
    expect((await check('+44 20 7946 0958', 'US')).country).toBe('GB');
  });

  it('distinguishes possible from valid and gives reasons', async () => {
    expect(await check('+1 555 555 5555')).toMatchObject({ valid: false, possible: true, reason: 'INVALID_NUMBER', country: null, countryCallingCode: '1', type: null });
    expect(await check('12', 'US')).toMatchObject({ valid: false, possible: false, reason: 'TOO_SHORT', e164: '+112' });
    expect(await check('+1 213 373 4253 5')).toMatchObject({ valid: false, reason: 'TOO_LONG' });
    expect(await check('+1 2')).toMatchObject({ valid: false, reason: 'TOO_SHORT', e164: null });
    expect(await check('+999 1234')).toMatchObject({ valid: false, reason: 'INVALID_COUNTRY_CODE', reasonText: 'The country calling code after + is not assigned.' });
  });

  it('knows number types and non-geographic numbers', async () => {
    expect(await check('+800 1234 5678')).toMatchObject({ valid: true, type: 'TOLL_FREE', country: null, countryCallingCode: '800' });
    expect((await check('8 (800) 555-35-35', 'RU')).type).toBe('TOLL_FREE');
    expect((await check('+44 20 7946 0958')).type).toBe('FIXED_LINE');
    expect((await check('+49 1512 3456789')).type).toBe('MOBILE');
  });

  it('validates every country\'s example mobile number from the metadata', async () => {
    const entries = Object.entries(examples as Record<string, string>);
    expect(entries.length).toBeGreaterThan(240);
    for (const [country, national] of entries) {
      const data = await check(national, country);
      expect([country, data.valid, ['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(data.type)]).toEqual([country, true, true]);
      // the E.164 form reads back to the same number without a default country
      expect((await check(data.e164)).nationalNumber).toBe(data.nationalNumber);
    }
  });

  it('agrees with validator.isMobilePhone on example mobiles', async () => {
    for (const [locale, country] of [['en-US', 'US'], ['de-DE', 'DE'], ['fr-FR', 'FR'], ['en-GB', 'GB'], ['en-IN', 'IN'], ['pt-BR', 'BR'], ['ja-JP', 'JP']] as const) {
      const data = await check((examples as Record<string, string>)[country]!, country);
      expect([locale, isMobilePhone(data.e164, locale, { strictMode: true })]).toEqual([locale, true]);
    }
  });
});
