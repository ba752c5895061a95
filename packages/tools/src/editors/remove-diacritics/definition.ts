import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'remove-diacritics',
  name: 'Remove Diacritics',
  description:
    'Strip accents and other diacritical marks: café → cafe, Ångström → Angstrom, Dvořák → Dvorak, Ελληνικά → Ελληνικα. Uses Unicode canonical decomposition (NFD) and drops the combining marks, plus the Latin letters that do not decompose (ø, ł, đ, ħ, ı…); ß, æ, œ and þ can be expanded (ss, ae, oe, th). Other scripts, digits, punctuation and emoji stay as they are (to turn everything into ASCII use transliterate-to-ascii). Up to 1,000,000 characters.',
  category: 'editors',
  tags: ['text', 'accents', 'diacritics', 'unicode', 'normalize'],
  keywords: ['remove accents', 'strip accents', 'remove diacritics', 'unaccent', 'deaccent', 'accent remover', 'latinize', 'normalize text', 'ascii folding', 'search normalization'],
  method: 'POST',
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'The text to strip.', required: true, placeholder: 'Crème brûlée à São Paulo', validation: { maxLength: 1_000_000 } },
    { name: 'expandLigatures', type: 'boolean', label: 'Expand ß æ œ þ', description: 'Write ß as ss, æ as ae, œ as oe, þ as th (and their capitals); off keeps them.', required: false, defaultValue: true },
  ],
  outputDescription: 'The text without diacritics and how many characters changed.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The text without diacritical marks.' },
      changed: { type: 'integer', minimum: 0, description: 'How many characters were changed or dropped.' },
    },
    required: ['result', 'changed'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Crème brûlée à São Paulo, Łódź, straße' },
    output: { result: 'Creme brulee a Sao Paulo, Lodz, strasse', changed: 9 },
    description: 'Accents dropped, Ł mapped to L, ß expanded.',
  },
  relatedTools: ['transliterate-to-ascii', 'slugify', 'unicode-normalizer'],
});
