import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'credit-card-validator',
  name: 'Credit Card Number Validator',
  description:
    'Check a payment card number (PAN): Luhn (mod 10) checksum, brand from the issuer prefix (Visa, Mastercard incl. 2-series, American Express, Discover, Diners Club, JCB, UnionPay, Maestro, Mir, Troy, UATP) and the lengths that brand allows. Spaces and dashes are ignored. Returns the number grouped as printed on the card and a masked form. Checks the number only: it cannot tell whether the card exists or has funds. Nothing is stored or sent.',
  category: 'validators',
  primaryOutput: 'formatted',
  handles: [{ kind: 'credit-card' }],
  tags: ['credit-card', 'validate', 'luhn', 'payment'],
  keywords: ['card number', 'pan', 'luhn', 'mod 10', 'checksum', 'visa', 'mastercard', 'amex', 'iin', 'bin', 'card type', 'debit card', 'test card'],
  method: 'POST',
  parameters: [
    {
      name: 'number',
      type: 'text',
      label: 'Card number',
      description: 'The card number, with or without spaces or dashes (e.g. 4111 1111 1111 1111). At most 64 characters.',
      required: true,
      placeholder: '4111 1111 1111 1111',
      validation: { maxLength: 64 },
    },
  ],
  outputDescription: 'Whether the number is valid, why not, the brand, the length and Luhn verdicts, and grouped and masked forms.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'True when the brand is known, the length fits that brand and the Luhn check passes.' },
      reasons: {
        type: 'array',
        items: { type: 'string' },
        description: 'Each problem found, in plain words (empty when valid). Never contains the full number.',
      },
      brand: { type: 'string', description: 'The card brand from the issuer prefix, or "Unknown".' },
      length: { type: 'integer', minimum: 0, description: 'Number of digits (spaces and dashes not counted).' },
      allowedLengths: { type: 'array', items: { type: 'integer' }, description: 'Digit counts the brand issues (12–19 when unknown).' },
      lengthValid: { type: 'boolean', description: 'True when the digit count is one the brand allows.' },
      luhnValid: { type: 'boolean', description: 'True when the Luhn (mod 10) checksum passes.' },
      formatted: { type: 'string', description: 'The digits grouped as the brand prints them (4-6-5 for Amex, 4-6-4 for 14-digit Diners, else groups of 4).' },
      masked: { type: 'string', description: 'The grouped number with all but the last four digits replaced by •.' },
      last4: { type: 'string', description: 'The last four digits (empty when the number has four digits or fewer).' },
    },
    required: ['valid', 'reasons', 'brand', 'length', 'allowedLengths', 'lengthValid', 'luhnValid', 'formatted', 'masked', 'last4'],
    additionalProperties: false,
  },
  example: {
    input: { number: '3782-822463-10005' },
    output: {
      valid: true,
      reasons: [],
      brand: 'American Express',
      length: 15,
      allowedLengths: [15],
      lengthValid: true,
      luhnValid: true,
      formatted: '3782 822463 10005',
      masked: '•••• •••••• •0005',
      last4: '0005',
    },
    description: 'The American Express test number, written with dashes.',
  },
  aiInstructions:
    'Pass one card number in "number" (digits with optional spaces/dashes). valid=false comes with reasons; a Luhn failure usually means a mistyped digit. Never repeat a real customer\'s full card number back: use "masked". The tool validates format only — not whether the card is real, active or funded.',
});
