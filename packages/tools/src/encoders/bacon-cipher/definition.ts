import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'bacon-cipher',
  name: 'Bacon Cipher',
  description:
    "Encode or decode Francis Bacon's biliteral cipher: every letter becomes five symbols of two kinds (AABBA…). Either the original 24-letter alphabet (I/J and U/V share a code) or the complete 26-letter one; symbols A/B or 0/1, optionally swapped. Decoding ignores spaces and any other characters between the symbols and says which group is invalid. Up to 1,000,000 characters.",
  category: 'encoders',
  tags: ['cipher', 'bacon', 'encode', 'decode', 'steganography'],
  keywords: ['baconian cipher', 'bacon cipher', 'biliteral cipher', 'aabba', 'ab cipher', 'binary letters', 'ctf', 'cyberchef bacon', 'classical cipher'],
  method: 'POST',
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'Text to encode, or A/B (0/1) groups to decode.', required: true, placeholder: 'Hello', validation: { maxLength: 1_000_000 } },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode letters into symbol groups, or decode groups into letters.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'alphabet',
      type: 'select',
      label: 'Alphabet',
      description: '24 letters (I=J, U=V, as Bacon wrote it) or all 26 letters with their own codes.',
      required: false,
      defaultValue: 'standard',
      options: [
        { value: 'standard', label: 'Standard (24 letters, I=J, U=V)' },
        { value: 'complete', label: 'Complete (26 letters)' },
      ],
    },
    {
      name: 'symbols',
      type: 'select',
      label: 'Symbols',
      description: 'Write (and read) the two kinds of symbol as A/B or as 0/1.',
      required: false,
      defaultValue: 'AB',
      options: [
        { value: 'AB', label: 'A / B' },
        { value: '01', label: '0 / 1' },
      ],
    },
    {
      name: 'invert',
      type: 'boolean',
      label: 'Invert',
      description: 'Swap the two symbols (A↔B).',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The symbol groups (one per letter, space-separated) or the decoded letters.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The encoded groups or the decoded letters (uppercase).' },
      skipped: { type: 'integer', minimum: 0, description: 'Encode: characters that are not Latin letters and were left out.' },
    },
    required: ['result', 'skipped'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Hello', mode: 'encode' },
    output: { result: 'AABBB AABAA ABABA ABABA ABBAB', skipped: 0 },
    description: 'Each letter is five symbols; in the 24-letter alphabet L is ABABA.',
  },
  relatedTools: ['a1z26-cipher', 'binary-encoder', 'morse-code'],
  aiInstructions: 'Decoded text is uppercase; with the standard alphabet I stands for I/J and U for U/V. Encoding drops everything but the Latin letters (skipped counts them).',
});
