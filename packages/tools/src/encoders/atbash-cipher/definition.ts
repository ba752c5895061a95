import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'atbash-cipher',
  name: 'Atbash Cipher',
  description:
    'Encode or decode the Atbash cipher: the alphabet reversed (A↔Z, B↔Y, …), so the same operation encodes and decodes. Works on the Latin letters A–Z in either case; digits, punctuation, accented letters and other scripts pass through unchanged. Optionally also mirrors digits (0↔9). Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['cipher', 'atbash', 'encode', 'decode', 'puzzle'],
  keywords: ['atbash', 'reverse alphabet cipher', 'mirror alphabet', 'hebrew cipher', 'ctf', 'cyberchef atbash', 'a=z cipher', 'classical cipher'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to encode or decode (Atbash is its own inverse).',
      required: true,
      placeholder: 'Hello, World!',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'digits',
      type: 'boolean',
      label: 'Mirror digits too',
      description: 'Also map 0↔9, 1↔8, 2↔7… (a common variant); off leaves digits as they are.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The text with every Latin letter mirrored.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The encoded (or decoded) text.' },
      lettersChanged: { type: 'integer', minimum: 0, description: 'How many characters were mirrored.' },
    },
    required: ['result', 'lettersChanged'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Hello, World!' },
    output: { result: 'Svool, Dliow!', lettersChanged: 10 },
    description: 'H↔S, e↔v, l↔o: case and punctuation are kept.',
  },
  relatedTools: ['rot13-caesar', 'affine-cipher', 'substitution-cipher'],
  aiInstructions: 'Atbash is its own inverse: the same call encodes and decodes. Only ASCII letters change (and digits with digits=true).',
});
