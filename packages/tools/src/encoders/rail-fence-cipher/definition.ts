import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'rail-fence-cipher',
  name: 'Rail Fence Cipher',
  description:
    'Encode or decode the rail fence (zigzag) transposition cipher: the text is written diagonally down and up across N rails and read off rail by rail. Every character moves, spaces and punctuation included (or strip spaces first). Optional offset starts the zigzag part-way through its cycle (as CyberChef does). Brute force lists every rail count. Unicode-safe (whole code points). Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['cipher', 'rail-fence', 'transposition', 'encode', 'decode'],
  keywords: ['rail fence', 'zigzag cipher', 'zig-zag', 'transposition cipher', 'rail fence decoder', 'ctf', 'cyberchef rail fence', 'classical cipher'],
  method: 'POST',
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'The text to encode or decode.', required: true, placeholder: 'WE ARE DISCOVERED', validation: { maxLength: 1_000_000 } },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode, decode, or decode with every rail count from 2 to 20.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
        { value: 'brute-force', label: 'Brute force (2–20 rails)' },
      ],
    },
    {
      name: 'rails',
      type: 'number',
      label: 'Rails',
      description: 'Number of rails (rows), 2 or more.',
      required: false,
      defaultValue: 3,
      validation: { min: 2, max: 1000, step: 1 },
      dependsOn: [{ field: 'mode', condition: 'notEquals', value: 'brute-force' }],
    },
    {
      name: 'offset',
      type: 'number',
      label: 'Offset',
      description: 'How many steps into the zigzag the first character sits (0 = top rail).',
      required: false,
      defaultValue: 0,
      validation: { min: 0, max: 10_000, step: 1 },
      group: 'advanced',
    },
    {
      name: 'removeSpaces',
      type: 'boolean',
      label: 'Remove whitespace first',
      description: 'Drop spaces and line breaks before encoding (the classic presentation "WECRLTEERDSOEEFEAOCAIVDEN").',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The transformed text, or with brute force the decryption for each rail count.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The encoded or decoded text (brute force: the decryption with 2 rails).' },
      candidates: {
        type: 'array',
        description: 'Brute force only: the decryption with each rail count.',
        items: {
          type: 'object',
          properties: { rails: { type: 'integer', minimum: 2 }, text: { type: 'string' } },
          required: ['rails', 'text'],
          additionalProperties: false,
        },
      },
    },
    required: ['result'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'WE ARE DISCOVERED FLEE AT ONCE', rails: 3, removeSpaces: true },
    output: { result: 'WECRLTEERDSOEEFEAOCAIVDEN' },
    description: 'The textbook example with 3 rails, spaces removed first.',
  },
  relatedTools: ['vigenere-cipher', 'reverse-text', 'substitution-cipher'],
  aiInstructions: 'Decode with the same rails and offset used to encode. Spaces are transposed like every other character unless removeSpaces is true; the example removes them, which is the classic textbook form.',
});
