import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'isbn-validator',
  name: 'ISBN Validator & Converter',
  description:
    'Check an ISBN-10 or ISBN-13 (hyphens, spaces and an "ISBN" label are ignored): length, allowed characters, the 978/979 prefix and the check digit (mod 11 with X for ISBN-10, mod 10 for ISBN-13). A valid ISBN is converted between the two forms: every ISBN-10 has an ISBN-13 (978 prefix); only 978 ISBN-13s have an ISBN-10. Does not look the book up.',
  category: 'validators',
  primaryOutput: 'isbn13',
  tags: ['isbn', 'validate', 'book', 'convert'],
  keywords: ['isbn-10', 'isbn-13', 'isbn 10 to 13', 'isbn 13 to 10', 'check digit', 'ean-13', 'bookland', 'book number', 'convert isbn'],
  method: 'GET',
  parameters: [
    {
      name: 'isbn',
      type: 'text',
      label: 'ISBN',
      description: 'An ISBN-10 or ISBN-13, with or without hyphens or spaces (e.g. 978-0-306-40615-7 or 0-306-40615-2). At most 100 characters.',
      required: true,
      placeholder: '978-0-306-40615-7',
      validation: { maxLength: 100 },
    },
  ],
  outputDescription: 'Whether the ISBN is valid, its type, the reasons when not, and both hyphen-free forms.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'True when the ISBN has a valid length, characters, prefix and check digit.' },
      type: { type: 'string', enum: ['ISBN-10', 'ISBN-13', 'unknown'], description: 'The form recognized from the length (unknown when neither 10 nor 13 characters).' },
      reasons: { type: 'array', items: { type: 'string' }, description: 'Each problem found, in plain words (empty when valid).' },
      isbn10: { type: 'string', description: 'The ISBN-10 without hyphens (empty when invalid or for 979 ISBN-13s, which have no ISBN-10).' },
      isbn13: { type: 'string', description: 'The ISBN-13 without hyphens (empty when invalid).' },
      checkDigit: { type: 'string', description: 'The check character as written (empty when the form is not recognized).' },
      expectedCheckDigit: { type: 'string', description: 'The check character the other digits require (0–9, or X for ISBN-10).' },
      prefix: { type: 'string', description: 'The ISBN-13 prefix, 978 or 979 (empty when invalid).' },
    },
    required: ['valid', 'type', 'reasons', 'isbn10', 'isbn13', 'checkDigit', 'expectedCheckDigit', 'prefix'],
    additionalProperties: false,
  },
  example: {
    input: { isbn: '0-306-40615-2' },
    output: {
      valid: true,
      type: 'ISBN-10',
      reasons: [],
      isbn10: '0306406152',
      isbn13: '9780306406157',
      checkDigit: '2',
      expectedCheckDigit: '2',
      prefix: '978',
    },
    description: 'A valid ISBN-10 and its ISBN-13.',
  },
  aiInstructions:
    'Pass one ISBN in "isbn". To convert, read isbn10 / isbn13 of a valid result; a 979 ISBN-13 has no ISBN-10 (isbn10 is empty). A wrong check digit means a typo: do not "fix" it by replacing the check digit, since the error is usually in another digit.',
});
