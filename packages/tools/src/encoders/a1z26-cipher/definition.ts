import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'a1z26-cipher',
  name: 'A1Z26 Cipher',
  description:
    'Encode letters as their position in the alphabet (A=1 … Z=26) or decode numbers back to letters. Letters within a word are joined by the separator you choose (dash, space, comma); words are kept apart ("/" between words when the separator is a space). Decoding accepts any of these separators, tells which number is out of range and where. Other characters are dropped when encoding. Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['cipher', 'a1z26', 'encode', 'decode', 'puzzle'],
  keywords: ['a1z26', 'letter numbers', 'alphabet position', 'letters to numbers', 'numbers to letters', 'a=1 b=2', 'number cipher', 'ctf', 'cyberchef a1z26', 'gravity falls cipher'],
  method: 'POST',
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'Text to encode, or numbers to decode.', required: true, placeholder: 'Hello world', validation: { maxLength: 1_000_000 } },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Letters to numbers, or numbers to letters.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode (letters → numbers)' },
        { value: 'decode', label: 'Decode (numbers → letters)' },
      ],
    },
    {
      name: 'separator',
      type: 'select',
      label: 'Separator',
      description: 'What goes between the numbers of one word when encoding.',
      required: false,
      defaultValue: 'dash',
      options: [
        { value: 'dash', label: 'Dash (8-5-12-12-15)' },
        { value: 'space', label: 'Space (8 5 12 12 15)' },
        { value: 'comma', label: 'Comma (8,5,12,12,15)' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
  ],
  outputDescription: 'The numbers (encode) or the letters (decode).',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'Numbers joined by the separator, words apart; or the decoded uppercase letters with spaces between words.' },
      skipped: { type: 'integer', minimum: 0, description: 'Encode: characters other than letters and whitespace that were dropped.' },
    },
    required: ['result', 'skipped'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Hello world', mode: 'encode' },
    output: { result: '8-5-12-12-15 23-15-18-12-4', skipped: 0 },
    description: 'Letters of a word joined by dashes, words by a space.',
  },
  relatedTools: ['bacon-cipher', 'rot13-caesar', 'nato-phonetic'],
  aiInstructions: 'Decoding accepts "8-5-12", "8 5 12", "8,5,12"; a space (with dash/comma separators) or "/" starts a new word. Decoded letters are uppercase.',
});
