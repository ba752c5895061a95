import { defineDefinition } from '@ctp/core';
import { decodeOutputEncoding, encodeInputEncoding } from '../../_shared/byte-io.js';

export default defineDefinition({
  id: 'base85-encoder',
  name: 'Base85 / Ascii85 / Z85 Encoder',
  description:
    'Encode text (UTF-8) or bytes (hex, Base64) to Base85, or decode it. Three alphabets: Ascii85 (Adobe PostScript/PDF, btoa; "z" for four zero bytes, optional <~ ~> delimiters), Z85 (ZeroMQ, RFC 32; input length a multiple of 4) and RFC 1924 / Python b85 / git binary patches. Four bytes become five characters (25% overhead, less than Base64). Decoding ignores whitespace and names the first bad character. Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['base85', 'ascii85', 'encode', 'decode'],
  keywords: ['base85', 'ascii85', 'a85', 'b85', 'z85', 'zeromq', 'btoa', 'adobe', 'postscript', 'pdf ascii85decode', 'rfc 1924', 'git binary patch', '<~'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text or bytes to encode, or Base85 to decode.',
      required: true,
      placeholder: 'Man is distinguished',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode to Base85, or decode from Base85.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'variant',
      type: 'select',
      label: 'Alphabet',
      description: 'Ascii85 (characters ! to u), Z85 (ZeroMQ: safe in source code and XML) or RFC 1924 (Python base64.b85encode, git).',
      required: false,
      defaultValue: 'ascii85',
      options: [
        { value: 'ascii85', label: 'Ascii85 (Adobe, btoa)' },
        { value: 'z85', label: 'Z85 (ZeroMQ)' },
        { value: 'rfc1924', label: 'RFC 1924 / Python b85 / git' },
      ],
    },
    {
      name: 'delimiters',
      type: 'boolean',
      label: 'Adobe <~ ~> delimiters',
      description: 'Ascii85 encode: wrap the output in <~ and ~> as PostScript and PDF do. Decoding accepts them either way.',
      required: false,
      defaultValue: false,
      dependsOn: [
        { field: 'mode', condition: 'equals', value: 'encode' },
        { field: 'variant', condition: 'equals', value: 'ascii85' },
      ],
    },
    encodeInputEncoding,
    decodeOutputEncoding,
  ],
  outputDescription: 'The Base85 text (encode) or the decoded bytes as text, hex or Base64 (decode), with the byte count.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The Base85 text (encode), or the decoded bytes as UTF-8 text, lowercase hex or padded Base64 (decode).' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of bytes: the input when encoding, the decoded data when decoding.' },
    },
    required: ['result', 'byteLength'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Man is distinguished', mode: 'encode', variant: 'ascii85', delimiters: true },
    output: { result: '<~9jqo^BlbD-BleB1DJ+*+F(f,q~>', byteLength: 20 },
    description: 'The start of the classic Ascii85 example, with Adobe delimiters.',
  },
  relatedTools: ['base64-encoder', 'base45-encoder', 'base92-encoder'],
  aiInstructions:
    'Text between <~ and ~> (PDF streams with /ASCII85Decode, PostScript) is Ascii85. Z85 uses lowercase letters and digits first and needs a byte count that is a multiple of 4 (pad the data yourself). Python base64.b85encode and git patches use variant rfc1924. Use outputEncoding "hex" for binary results.',
});
