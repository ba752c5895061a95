import { defineDefinition } from '@ctp/core';
import { inputEncodingParameter, outputEncodingParameter } from '../../_shared/codec-parameters.js';

const encodeOnly = [{ field: 'mode', condition: 'equals' as const, value: 'encode' }];

export default defineDefinition({
  id: 'binary-encoder',
  name: 'Text to Binary Converter',
  description:
    'Convert text (its UTF-8 bytes) or hex/Base64 bytes to binary (01001000, 8 bits per byte), octal (110) or decimal (72) byte values, and back. Choose the separator (space, none, comma, new line). Decoding ignores whitespace and commas and reports a bad digit, a wrong group length or a value above 255 with its position. Up to 1,000,000 characters.',
  category: 'encoders',
  handles: [{ kind: 'binary', params: { mode: 'decode' } }],
  tags: ['binary', 'octal', 'decimal', 'encode', 'decode', 'bytes'],
  keywords: ['text to binary', 'binary to text', 'binary translator', 'ascii to binary', 'binary code', '01', 'bits', 'octal bytes', 'decimal bytes', 'byte values', 'utf-8 bytes'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text or bytes to encode, or binary/octal/decimal byte values to decode.',
      required: true,
      placeholder: 'Hi',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode bytes to digits, or decode digits back to bytes.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      description: 'Binary (8 digits per byte), octal (3 digits, 000-377) or decimal (0-255) byte values.',
      required: false,
      defaultValue: 'binary',
      options: [
        { value: 'binary', label: 'Binary' },
        { value: 'octal', label: 'Octal' },
        { value: 'decimal', label: 'Decimal' },
      ],
    },
    {
      name: 'separator',
      type: 'select',
      label: 'Separator',
      description: 'What to put between bytes. With none, decimal values are zero-padded to 3 digits so the output can be decoded.',
      required: false,
      defaultValue: 'space',
      options: [
        { value: 'space', label: 'Space' },
        { value: 'none', label: 'None' },
        { value: 'comma', label: 'Comma (, )' },
        { value: 'newline', label: 'New line' },
      ],
      dependsOn: encodeOnly,
    },
    inputEncodingParameter,
    outputEncodingParameter('Use hex when the decoded bytes may not be text.'),
  ],
  outputDescription: 'The digits (encode) or the decoded text, hex or Base64 (decode), and the number of bytes.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The byte values in the chosen format (encode), or the decoded UTF-8 text, lowercase hex or padded Base64 (decode).' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes: the input bytes when encoding, the decoded bytes when decoding.' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Hi€', mode: 'encode' },
    output: { result: '01001000 01101001 11100010 10000010 10101100', byteLength: 5 },
    description: 'Text to binary: the euro sign is three UTF-8 bytes.',
  },
  relatedTools: ['hex-encoder', 'number-base-converter', 'base64-encoder'],
  aiInstructions:
    'This converts bytes (text as UTF-8), not numbers: for one number in base 2, use number-base-converter. Decoding: binary groups must have a multiple of 8 digits ("01001000" or "0100100001101001"); octal and decimal groups are one byte each (or runs of 3-digit values). If the decoded bytes are not UTF-8, the call fails: retry with outputEncoding "hex".',
});
