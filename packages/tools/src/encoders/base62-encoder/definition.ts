import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'base62-encoder',
  name: 'Base62 Encoder / Decoder',
  description:
    'Encode text (UTF-8), bytes (hex, Base64) or a whole number of any size to Base62 (0-9, A-Z, a-z: URL-safe without escaping), or decode Base62 back. Numbers give short IDs as URL shorteners make them (125 → "21"); bytes keep their leading zero bytes as leading "0"s (the base-x convention). Two alphabet orders: 0-9A-Za-z (GMP, base-x) and 0-9a-zA-Z. Up to 10,000 characters (the conversion is quadratic).',
  category: 'encoders',
  tags: ['base62', 'encode', 'decode', 'url'],
  keywords: ['base62', 'short id', 'url shortener', 'base 62', 'number to base62', 'base62 to number', 'base62 to hex', 'alphanumeric encoding', 'bigint'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text, bytes or a decimal number to encode, or Base62 to decode.',
      required: true,
      placeholder: 'Hello',
      validation: { maxLength: 10_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode to Base62, or decode from Base62.',
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
      description: 'The digit order: 0-9A-Za-z (GMP, base-x, most libraries) or 0-9a-zA-Z (lowercase first).',
      required: false,
      defaultValue: 'gmp',
      options: [
        { value: 'gmp', label: '0-9 A-Z a-z' },
        { value: 'inverted', label: '0-9 a-z A-Z' },
      ],
    },
    {
      name: 'inputEncoding',
      type: 'select',
      label: 'Input is',
      description: 'Encode: read the input as text (its UTF-8 bytes), hex bytes, Base64 bytes, or a non-negative decimal integer.',
      required: false,
      defaultValue: 'utf8',
      options: [
        { value: 'utf8', label: 'Text (UTF-8)' },
        { value: 'hex', label: 'Hex bytes' },
        { value: 'base64', label: 'Base64 bytes' },
        { value: 'integer', label: 'Decimal integer' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'outputEncoding',
      type: 'select',
      label: 'Output as',
      description: 'Decode: show the result as UTF-8 text, hex, Base64, or a decimal integer.',
      required: false,
      defaultValue: 'utf8',
      options: [
        { value: 'utf8', label: 'Text (UTF-8)' },
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
        { value: 'integer', label: 'Decimal integer' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }],
      aiHint: 'Use integer for short IDs from URL shorteners and databases, hex for binary data.',
    },
  ],
  outputDescription: 'The Base62 text (encode) or the decoded text, hex, Base64 or integer (decode), with the byte count.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The Base62 text (encode), or the decoded value (decode).' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes of the data (for integers: of its big-endian form without leading zeros).' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: '1234567890', mode: 'encode', inputEncoding: 'integer' },
    output: { result: '1LY7VK', byteLength: 4 },
    description: 'A database id as a short Base62 token.',
  },
  relatedTools: ['base58-encoder', 'base64-encoder', 'number-base-converter'],
  aiInstructions:
    'For numeric ids use inputEncoding/outputEncoding "integer" (no leading-zero rule applies). For bytes, leading zero bytes become leading "0" characters. If a decode gives the wrong number, try the other alphabet order.',
});
