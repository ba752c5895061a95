import { defineDefinition } from '@ctp/core';

const FORMS = ['NFC', 'NFD', 'NFKC', 'NFKD'];
const codePoints = { type: 'string', description: 'Its code points as U+XXXX, separated by spaces.' };

export default defineDefinition({
  id: 'unicode-normalizer',
  name: 'Unicode Normalizer',
  description:
    'Normalize text to NFC, NFD, NFKC or NFKD (Unicode normalization forms). Reports whether the input already is in each of the four forms, code point and UTF-8 byte counts before and after, and lists the changed characters (with line, column and U+XXXX code points) so you can see what composing, decomposing or compatibility folding did (é ↔ e + ◌́, ﬁ → fi, ① → 1, full-width → ASCII).',
  category: 'utilities',
  tags: ['unicode', 'text', 'normalize'],
  keywords: ['nfc', 'nfd', 'nfkc', 'nfkd', 'normalization', 'normalise', 'combining characters', 'diacritics', 'accents', 'compose', 'decompose', 'canonical equivalence', 'compatibility', 'ligature', 'full-width'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to normalize.',
      required: true,
      placeholder: 'Cafe\u0301 ﬁle ①',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'form',
      type: 'select',
      label: 'Form',
      description: 'NFC composes (the usual choice), NFD decomposes into letters + combining marks; NFKC/NFKD also fold ligatures, full-width and superscripts (lossy).',
      required: false,
      defaultValue: 'NFC',
      options: [
        { value: 'NFC', label: 'NFC (canonical composition)' },
        { value: 'NFD', label: 'NFD (canonical decomposition)' },
        { value: 'NFKC', label: 'NFKC (compatibility composition)' },
        { value: 'NFKD', label: 'NFKD (compatibility decomposition)' },
      ],
    },
    {
      name: 'maxChanges',
      type: 'number',
      label: 'Changes listed',
      description: 'List at most this many changed characters (0–10,000); changeCount still counts all of them.',
      required: false,
      defaultValue: 100,
      validation: { min: 0, max: 10_000, step: 1 },
      group: 'advanced',
    },
  ],
  outputDescription: 'The normalized text, whether the input was already in each form, counts before/after and the changed characters.',
  outputSchema: {
    type: 'object',
    properties: {
      normalized: { type: 'string', description: 'The text in the chosen form.' },
      form: { type: 'string', enum: FORMS, description: 'The form applied.' },
      changed: { type: 'boolean', description: 'True when normalizing changed the text.' },
      alreadyNormalized: {
        type: 'object',
        description: 'Whether the input was already in each form.',
        properties: Object.fromEntries(FORMS.map((f) => [f, { type: 'boolean', description: `True when the input is already in ${f}.` }])),
        required: FORMS,
        additionalProperties: false,
      },
      codePointsBefore: { type: 'integer', minimum: 0, description: 'Code points in the input.' },
      codePointsAfter: { type: 'integer', minimum: 0, description: 'Code points in the normalized text.' },
      utf8BytesBefore: { type: 'integer', minimum: 0, description: 'UTF-8 bytes of the input.' },
      utf8BytesAfter: { type: 'integer', minimum: 0, description: 'UTF-8 bytes of the normalized text.' },
      changeCount: { type: 'integer', minimum: 0, description: 'Characters (a base character with its combining marks) that changed.' },
      changes: {
        type: 'array',
        description: 'The changed characters in order, at most maxChanges.',
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer', minimum: 1, description: '1-based line in the input.' },
            column: { type: 'integer', minimum: 1, description: '1-based column in the input, in code points.' },
            original: { type: 'string', description: 'The character(s) in the input.' },
            originalCodePoints: codePoints,
            normalized: { type: 'string', description: 'What they became.' },
            normalizedCodePoints: codePoints,
          },
          required: ['line', 'column', 'original', 'originalCodePoints', 'normalized', 'normalizedCodePoints'],
          additionalProperties: false,
        },
      },
      changesTruncated: { type: 'boolean', description: 'True when more changes exist than are listed.' },
    },
    required: ['normalized', 'form', 'changed', 'alreadyNormalized', 'codePointsBefore', 'codePointsAfter', 'utf8BytesBefore', 'utf8BytesAfter', 'changeCount', 'changes', 'changesTruncated'],
    additionalProperties: false,
  },
  primaryOutput: 'normalized',
  example: {
    input: { text: 'Cafe\u0301 ﬁle', form: 'NFKC' },
    output: {
      normalized: 'Café file',
      form: 'NFKC',
      changed: true,
      alreadyNormalized: { NFC: false, NFD: true, NFKC: false, NFKD: false },
      codePointsBefore: 9,
      codePointsAfter: 9,
      utf8BytesBefore: 12,
      utf8BytesAfter: 10,
      changeCount: 2,
      changes: [
        { line: 1, column: 4, original: 'e\u0301', originalCodePoints: 'U+0065 U+0301', normalized: 'é', normalizedCodePoints: 'U+00E9' },
        { line: 1, column: 7, original: 'ﬁ', originalCodePoints: 'U+FB01', normalized: 'fi', normalizedCodePoints: 'U+0066 U+0069' },
      ],
      changesTruncated: false,
    },
    description: 'Compose e + combining acute into é and unfold the ﬁ ligature.',
  },
  relatedTools: ['invisible-char-remover', 'line-ending-converter'],
  aiInstructions:
    'Use NFC unless the user asks otherwise (it never changes how text looks). NFKC/NFKD are lossy (ﬁ → fi, ² → 2, full-width → ASCII): use them for search keys, identifiers and comparing look-alike text. alreadyNormalized tells whether a string is in each form without changing it. Changes are grouped per base character with its combining marks.',
});
