import { defineDefinition } from '@ctp/core';

const TYPES = ['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE', 'TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'];
const nullableString = (description: string) => ({ type: ['string', 'null'], description });

export default defineDefinition({
  id: 'phone-number-validator',
  name: 'Phone Number Validator',
  description:
    'Validate and format a phone number with libphonenumber (Google\'s metadata, full build): possible (right length) vs valid (an assigned range), the country and calling code, the number type (mobile, fixed line, toll-free, VoIP…) and the E.164, international, national and RFC 3966 tel: forms. Reads national numbers with a default country, international ones with + or an exit code (00, 011). Offline: it cannot tell whether a line is in service.',
  category: 'validators',
  handles: [{ kind: 'phone' }],
  tags: ['phone', 'validate', 'format', 'telephone'],
  keywords: [
    'phone number', 'telephone number', 'mobile number', 'cell phone', 'libphonenumber', 'e.164', 'e164', 'international format',
    'tel uri', 'rfc 3966', 'country code', 'calling code', 'dialing code', 'number type', 'msisdn', 'validate phone',
  ],
  method: 'GET',
  parameters: [
    {
      name: 'phone',
      type: 'text',
      label: 'Phone number',
      description: 'The number as written: +1 213-373-4253, (213) 373-4253, 020 7946 0958, 0044 20…, tel:+…; an extension (ext. 12) is kept.',
      required: true,
      placeholder: '+1 213 373 4253',
      validation: { maxLength: 100 },
    },
    {
      name: 'defaultCountry',
      type: 'text',
      label: 'Default country',
      description: 'ISO 3166-1 alpha-2 code (US, GB, DE…) used for numbers written without + and country code.',
      required: false,
      placeholder: 'US',
      validation: { maxLength: 2, pattern: '^[A-Za-z]{2}$' },
      aiHint: 'Set it whenever the number may be national (no leading +); it does not override a number\'s own +code.',
    },
  ],
  outputDescription: 'Validity with a reason, the number in E.164, international, national and tel: URI form, its country, calling code and type.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'True when the number is in an assigned range of its country (full metadata).' },
      possible: { type: 'boolean', description: 'True when its length is possible for the country (a weaker check).' },
      reason: {
        type: ['string', 'null'],
        enum: ['NOT_A_NUMBER', 'TOO_SHORT', 'TOO_LONG', 'INVALID_LENGTH', 'INVALID_COUNTRY_CODE', 'INVALID_NUMBER', null],
        description: 'Why it is not valid (NOT_A_NUMBER: text that is no phone number at all); null when valid.',
      },
      reasonText: nullableString('The reason in words; null when valid.'),
      e164: nullableString('E.164 form, +12133734253 (null when the number could not be read).'),
      international: nullableString('International format, +1 213 373 4253 (extension included).'),
      national: nullableString('National format, (213) 373-4253.'),
      uri: nullableString('RFC 3966 tel: URI, tel:+12133734253;ext=12.'),
      country: nullableString('ISO 3166-1 alpha-2 country; null for non-geographic numbers (+800…) or when it cannot be told.'),
      possibleCountries: { type: 'array', items: { type: 'string' }, description: 'Countries sharing the calling code that the number could belong to.' },
      countryCallingCode: nullableString('Calling code without +, e.g. 1, 44.'),
      nationalNumber: nullableString('The significant national number, digits only.'),
      extension: nullableString('The extension, if one was written.'),
      type: { type: ['string', 'null'], enum: [...TYPES, null], description: 'Number type from the metadata; null when unknown or invalid.' },
    },
    required: ['valid', 'possible', 'reason', 'reasonText', 'e164', 'international', 'national', 'uri', 'country', 'possibleCountries', 'countryCallingCode', 'nationalNumber', 'extension', 'type'],
    additionalProperties: false,
  },
  primaryOutput: 'e164',
  example: {
    input: { phone: '020 7946 0958', defaultCountry: 'GB' },
    output: {
      valid: true,
      possible: true,
      reason: null,
      reasonText: null,
      e164: '+442079460958',
      international: '+44 20 7946 0958',
      national: '020 7946 0958',
      uri: 'tel:+442079460958',
      country: 'GB',
      possibleCountries: ['GB'],
      countryCallingCode: '44',
      nationalNumber: '2079460958',
      extension: null,
      type: 'FIXED_LINE',
    },
    description: 'A London number written nationally, with its country given.',
  },
  relatedTools: ['email-validator'],
  aiInstructions:
    'Pass the number as written. Without a leading + (or 00/011 exit code) the country cannot be known: set defaultCountry, or the call fails with INVALID_INPUT. A number that is wrong is a success with valid=false and a reason (TOO_SHORT, INVALID_NUMBER…; NOT_A_NUMBER for text with no phone number in it). Store numbers as e164. FIXED_LINE_OR_MOBILE is normal for the US and Canada, where the two share ranges.',
});
