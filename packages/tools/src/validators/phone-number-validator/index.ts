import { defineTool, failure, success } from '@ctp/core';
import { isSupportedCountry, parsePhoneNumberWithError, validatePhoneNumberLength, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import definition from './definition.js';

// The 'max' metadata (~145 KB, loaded only with this tool): 'min' validates by length and leading
// digits only and cannot tell the number type, which is half of what this tool reports.

const REASONS: Record<string, string> = {
  NOT_A_NUMBER: 'This is not a phone number: it needs at least 2 digits, optionally with + ( ) - . / and spaces, and no letters except an extension (ext. 12).',
  TOO_SHORT: 'The number is too short for its country.',
  TOO_LONG: 'The number is too long for its country.',
  INVALID_LENGTH: 'The number has a length that no number of its country has.',
  INVALID_COUNTRY_CODE: 'The country calling code after + is not assigned.',
  INVALID_NUMBER: 'The length fits, but the number is not in any range assigned in its country.',
};

const EMPTY = { e164: null, international: null, national: null, uri: null, country: null, possibleCountries: [], countryCallingCode: null, nationalNumber: null, extension: null, type: null };

const invalid = (reason: string) => success({ valid: false, possible: false, reason, reasonText: REASONS[reason]!, ...EMPTY });

function describe(number: PhoneNumber) {
  const valid = number.isValid();
  const lengthProblem = valid ? undefined : validatePhoneNumberLength(number.number);
  const reason = valid ? null : lengthProblem === 'NOT_A_NUMBER' || lengthProblem === 'INVALID_COUNTRY' ? 'INVALID_NUMBER' : (lengthProblem ?? 'INVALID_NUMBER');
  return {
    valid,
    possible: number.isPossible(),
    reason,
    reasonText: reason === null ? null : REASONS[reason]!,
    e164: number.number,
    international: number.formatInternational(),
    national: number.formatNational(),
    uri: number.getURI(),
    country: number.country ?? null,
    possibleCountries: number.getPossibleCountries(),
    countryCallingCode: number.countryCallingCode,
    nationalNumber: number.nationalNumber,
    extension: number.ext ?? null,
    type: number.getType() ?? null,
  };
}

export default defineTool(definition, (params) => {
  const text = params.phone.trim();
  const country = params.defaultCountry?.toUpperCase();
  if (country !== undefined && !isSupportedCountry(country))
    return failure('INVALID_INPUT', `"${country}" is not a country code libphonenumber knows; use an ISO 3166-1 alpha-2 code such as US, GB or DE.`);
  try {
    return success(describe(parsePhoneNumberWithError(text, country as CountryCode | undefined)));
  } catch (error) {
    const code = error instanceof Error ? error.message : String(error);
    if (code === 'TOO_SHORT' || code === 'TOO_LONG') return invalid(code);
    if (code === 'INVALID_COUNTRY') {
      if (text.startsWith('+') || country !== undefined) return invalid('INVALID_COUNTRY_CODE');
      return failure('INVALID_INPUT', `"${text}" has no country calling code: write it with + and the code (+1 213…) or set defaultCountry.`);
    }
    if (code === 'NOT_A_NUMBER') return invalid(code); // the subject is malformed: a verdict, not an error
    throw error;
  }
});
