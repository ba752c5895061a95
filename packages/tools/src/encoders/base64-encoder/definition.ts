import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'base64-encoder',
  name: 'Base64 Encoder / Decoder',
  description:
    'Encode text (UTF-8) or raw bytes (hex) to Base64, or decode Base64 back to text or hex. Supports the URL-safe base64url alphabet and unpadded output. Decoding accepts standard or URL-safe Base64, with or without padding, wrapped over several lines, and reports the exact position of any invalid character. Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['base64', 'encode', 'decode'],
  keywords: ['base64url', 'b64', 'atob', 'btoa', 'url-safe base64', 'mime', 'decode base64', 'encode base64', 'hex to base64', 'base64 to hex'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text or hex bytes to encode, or Base64 to decode.',
      required: true,
      placeholder: 'Hello, World!',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode to Base64, or decode from Base64.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'inputEncoding',
      type: 'select',
      label: 'Input is',
      description: 'How to read the input when encoding: as UTF-8 text, or as hex bytes (spaces, colons and 0x prefixes allowed).',
      required: false,
      defaultValue: 'utf8',
      options: [
        { value: 'utf8', label: 'Text (UTF-8)' },
        { value: 'hex', label: 'Hex bytes' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'urlSafe',
      type: 'boolean',
      label: 'URL-safe (base64url)',
      description: "Encode with the base64url alphabet ('-' and '_' instead of '+' and '/'), as used in JWTs and URLs.",
      required: false,
      defaultValue: false,
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'padding',
      type: 'boolean',
      label: 'Padding',
      description: "Keep the '=' padding at the end of the output. Turn off for unpadded Base64 (JWTs omit it).",
      required: false,
      defaultValue: true,
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'outputEncoding',
      type: 'select',
      label: 'Output as',
      description: 'How to show the decoded bytes: as UTF-8 text, or as hex (for binary data that is not text).',
      required: false,
      defaultValue: 'utf8',
      options: [
        { value: 'utf8', label: 'Text (UTF-8)' },
        { value: 'hex', label: 'Hex bytes' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }],
      aiHint: 'Use hex when the decoded data may be binary (keys, images, compressed data).',
    },
  ],
  outputDescription: 'The encoded Base64 or the decoded text/hex, and the number of bytes encoded or decoded.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The Base64 text (encode) or the decoded UTF-8 text or lowercase hex (decode).' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes: the input bytes when encoding, the decoded bytes when decoding.' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Hello, World! 👋', mode: 'encode' },
    output: { result: 'SGVsbG8sIFdvcmxkISDwn5GL', byteLength: 18 },
    description: 'Encode UTF-8 text (the emoji is 4 bytes) to standard Base64.',
  },
  relatedTools: ['base64-file-encoder', 'url-encoder', 'jwt-decoder'],
  aiInstructions:
    'Set mode to "decode" to decode; the input may be standard or URL-safe Base64, padded or not, with line breaks. Text is always read and written as UTF-8. If decoded bytes are not valid UTF-8 the call fails with INVALID_INPUT: retry with outputEncoding "hex". To encode raw bytes, pass them as hex with inputEncoding "hex". For files or data: URLs use base64-file-encoder instead.',
});
