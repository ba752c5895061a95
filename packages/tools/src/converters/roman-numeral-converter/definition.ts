import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'roman-numeral-converter',
  name: 'Roman Numeral Converter',
  description:
    'Convert integers 1 to 3999 to Roman numerals and back. Decoding is strict by default: only the canonical form is accepted (IIII, IC, VX, MCMC are rejected with the reason and the correct numeral); lenient mode reads additive and irregular forms too. Shows how the numeral breaks down. Lowercase input is accepted; the vinculum (overline) extension for numbers above 3999 is not supported.',
  category: 'converters',
  tags: ['roman', 'numeral', 'number', 'convert'],
  keywords: ['roman numerals', 'decode roman', 'encode roman', 'mmxxiv', 'numeral converter', 'latin numbers', 'year to roman'],
  method: 'GET',
  parameters: [
    {
      name: 'value',
      type: 'text',
      label: 'Number or numeral',
      description: 'An integer from 1 to 3999 (e.g. 2024) or a Roman numeral (e.g. MMXXIV).',
      required: true,
      placeholder: '2024 or MMXXIV',
      validation: { maxLength: 100 },
    },
    {
      name: 'direction',
      type: 'select',
      label: 'Direction',
      description: 'Detect from the input (digits → Roman, letters → number), or force one direction.',
      required: false,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: 'Detect' },
        { value: 'toRoman', label: 'Number → Roman' },
        { value: 'fromRoman', label: 'Roman → number' },
      ],
    },
    {
      name: 'lenient',
      type: 'boolean',
      label: 'Lenient decoding',
      description: 'Accept non-canonical numerals such as IIII, IC or VV by adding and subtracting symbol values.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The canonical Roman numeral, its value, whether the input was canonical, and the breakdown.',
  outputSchema: {
    type: 'object',
    properties: {
      roman: { type: 'string', description: 'The canonical Roman numeral (uppercase).' },
      value: { type: 'integer', minimum: 1, maximum: 3999, description: 'The integer value.' },
      canonical: { type: 'boolean', description: 'False when a numeral was read in lenient mode and is not written canonically.' },
      breakdown: { type: 'string', description: 'The canonical numeral split by place value, e.g. "MM (2000) + XX (20) + IV (4)".' },
    },
    required: ['roman', 'value', 'canonical', 'breakdown'],
    additionalProperties: false,
  },
  primaryOutput: 'roman',
  example: {
    input: { value: '1994' },
    output: { roman: 'MCMXCIV', value: 1994, canonical: true, breakdown: 'M (1000) + CM (900) + XC (90) + IV (4)' },
    description: 'A year to Roman numerals.',
  },
  aiInstructions:
    'Pass "value" as digits to get a numeral, or a numeral to get the number (direction auto). Range is 1-3999. Strict decoding rejects non-canonical forms with the reason; set lenient: true only if the user wants such forms (e.g. clock-face IIII) read anyway.',
});
