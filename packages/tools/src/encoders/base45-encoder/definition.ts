import { defineDefinition } from '@ctp/core';
import { decodeOutputEncoding, encodeInputEncoding } from '../../_shared/byte-io.js';

export default defineDefinition({
  id: 'base45-encoder',
  name: 'Base45 Encoder / Decoder',
  description:
    'Encode text (UTF-8) or bytes (hex, Base64) to Base45 (RFC 9285), or decode Base45 to text, hex or Base64. Base45 packs two bytes into three characters of the QR alphanumeric set (0-9, A-Z, space, $%*+-./:), so it fits QR codes densely: EU Digital COVID Certificates (HC1:) use it. Decoding names the first bad character or out-of-range triplet. Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['base45', 'encode', 'decode', 'qr-code'],
  keywords: ['base45', 'rfc 9285', 'hc1', 'covid certificate', 'dcc', 'green pass', 'qr alphanumeric', 'base45 decode', 'base45 to hex'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text or bytes to encode, or Base45 to decode.',
      required: true,
      placeholder: 'Hello!!',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode to Base45, or decode from Base45.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    encodeInputEncoding,
    decodeOutputEncoding,
  ],
  outputDescription: 'The Base45 text (encode) or the decoded bytes as text, hex or Base64 (decode), with the byte count.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The Base45 text (encode), or the decoded bytes as UTF-8 text, lowercase hex or padded Base64 (decode).' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes: the input when encoding, the decoded data when decoding.' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Hello!!', mode: 'encode' },
    output: { result: '%69 VD92EX0', byteLength: 7 },
    description: 'The RFC 9285 example: "Hello!!" becomes "%69 VD92EX0".',
  },
  relatedTools: ['base32-encoder', 'base64-encoder', 'qr-code-generator'],
  aiInstructions:
    'EU COVID certificate payloads start with "HC1:": strip that prefix, decode with outputEncoding "hex" or "base64" (the result is zlib-compressed CBOR/COSE), then use gzip-compressor (format zlib, decompress) and cbor-converter. Base45 keeps spaces: do not trim or collapse them.',
});
