import { defineDefinition } from '@ctp/core';
import { decodeOutputEncoding, encodeInputEncoding } from '../../_shared/byte-io.js';

export default defineDefinition({
  id: 'base92-encoder',
  name: 'Base92 Encoder / Decoder',
  description:
    'Encode text (UTF-8) or bytes (hex, Base64) to Base92, or decode it. Base92 (the thenoviceoof/CyberChef scheme) uses 91 printable ASCII characters (no quotes or backtick: ! and # to _ and a to }) and writes 13 bits per two characters, so it is denser than Base64 and Base85; the empty string is "~". Decoding names the first bad character. Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['base92', 'encode', 'decode'],
  keywords: ['base92', 'base 92', 'ctf', 'cyberchef base92', 'dense encoding', 'printable ascii'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text or bytes to encode, or Base92 to decode.',
      required: true,
      placeholder: 'hello world',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode to Base92, or decode from Base92.',
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
  outputDescription: 'The Base92 text (encode) or the decoded bytes as text, hex or Base64 (decode), with the byte count.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The Base92 text (encode), or the decoded bytes as UTF-8 text, lowercase hex or padded Base64 (decode).' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes: the input when encoding, the decoded data when decoding.' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'hello world', mode: 'encode' },
    output: { result: 'Fc_$aOTdKnsM*k', byteLength: 11 },
    description: 'The reference implementation\'s example.',
  },
  relatedTools: ['base85-encoder', 'base64-encoder', 'base62-encoder'],
});
