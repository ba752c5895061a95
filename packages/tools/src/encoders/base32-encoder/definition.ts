import { defineDefinition } from '@ctp/core';
import { inputEncodingParameter, outputEncodingParameter } from '../../_shared/codec-parameters.js';

const encodeOnly = [{ field: 'mode', condition: 'equals' as const, value: 'encode' }];

export default defineDefinition({
  id: 'base32-encoder',
  name: 'Base32 Encoder / Decoder',
  description:
    'Encode text (UTF-8) or bytes (hex, Base64) to Base32, or decode Base32 back to text, hex or Base64. Alphabets: RFC 4648 base32 (A-Z2-7), base32hex (0-9A-V) and Crockford. Padding on or off. Decoding accepts lowercase, whitespace and missing padding, and reports a bad character with its position or an impossible length. Up to 1,000,000 characters.',
  category: 'encoders',
  handles: [{ kind: 'base32', params: { mode: 'decode' } }],
  tags: ['base32', 'encode', 'decode', 'bytes'],
  keywords: ['base32', 'base32hex', 'rfc 4648', 'crockford', 'totp secret', '2fa secret', 'text to base32', 'base32 to text', 'base32 to hex', 'hex to base32', 'onion'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text or bytes to encode, or Base32 to decode.',
      required: true,
      placeholder: 'Hello',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode to Base32, or decode from Base32.',
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
      description:
        'RFC 4648 base32 (A-Z 2-7, TOTP secrets), base32hex (0-9 A-V, sort order preserved) or Crockford (0-9 A-Z without I L O U; decoding maps I/L to 1, O to 0 and ignores hyphens; never padded).',
      required: false,
      defaultValue: 'rfc4648',
      options: [
        { value: 'rfc4648', label: 'RFC 4648 base32' },
        { value: 'base32hex', label: 'RFC 4648 base32hex' },
        { value: 'crockford', label: 'Crockford' },
      ],
    },
    {
      name: 'padding',
      type: 'boolean',
      label: 'Padding',
      description: "Pad the output with '=' to a multiple of 8 characters (ignored for Crockford).",
      required: false,
      defaultValue: true,
      dependsOn: encodeOnly,
    },
    inputEncodingParameter,
    outputEncodingParameter('Use hex for binary data such as TOTP secrets or keys.'),
  ],
  outputDescription: 'The Base32 text (encode) or the decoded text, hex or Base64 (decode), and the number of bytes.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The Base32 text (encode), or the decoded UTF-8 text, lowercase hex or padded Base64 (decode).' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes: the input bytes when encoding, the decoded bytes when decoding.' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'foobar', mode: 'encode' },
    output: { result: 'MZXW6YTBOI======', byteLength: 6 },
    description: 'The RFC 4648 §10 test vector for "foobar".',
  },
  relatedTools: ['base64-encoder', 'hex-encoder', 'base58-encoder'],
  aiInstructions:
    'Set mode "decode" to turn Base32 into text; if the bytes are not UTF-8 (TOTP secrets, keys) the call fails: retry with outputEncoding "hex". Decoding ignores whitespace and case and accepts missing padding. To encode binary data pass it as hex or Base64 with inputEncoding. base32hex and Crockford use different alphabets: pick the one the data was made with.',
});
