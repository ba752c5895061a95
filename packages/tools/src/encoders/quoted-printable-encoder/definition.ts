import { defineDefinition } from '@ctp/core';
import { encodeInputEncoding } from '../../_shared/byte-io.js';

export default defineDefinition({
  id: 'quoted-printable-encoder',
  name: 'Quoted-Printable Encoder / Decoder',
  description:
    'Encode text or bytes as Quoted-Printable (RFC 2045 §6.7, the Content-Transfer-Encoding of e-mail bodies), or decode it. Text mode keeps line breaks as real line breaks (email bodies); binary mode escapes CR and LF too. Lines are soft-wrapped at 76 characters with "=", trailing spaces and tabs are escaped, and decoding drops transport padding, joins soft breaks and reports malformed "=" escapes. Decoded bytes shown as UTF-8, Windows-1252, hex or Base64. Up to 1,000,000 characters.',
  category: 'encoders',
  tags: ['quoted-printable', 'email', 'mime', 'encode', 'decode'],
  keywords: ['quoted printable', 'qp', 'content-transfer-encoding', '=3D', '=20', 'soft line break', 'mime', 'eml', 'email body', 'decode =C3=A9'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text or bytes to encode, or Quoted-Printable text to decode.',
      required: true,
      placeholder: 'Café = coffee',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode to Quoted-Printable, or decode from it.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'binary',
      type: 'boolean',
      label: 'Binary mode',
      description: 'Encode: escape CR and LF as =0D and =0A instead of keeping line breaks (for data that is not text).',
      required: false,
      defaultValue: false,
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    {
      name: 'lineEnding',
      type: 'select',
      label: 'Line endings',
      description: 'Encode: the line break written between encoded lines: CRLF as RFC 2045 and SMTP require, or LF.',
      required: false,
      defaultValue: 'crlf',
      options: [
        { value: 'crlf', label: 'CRLF (\\r\\n)' },
        { value: 'lf', label: 'LF (\\n)' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'encode' }],
    },
    encodeInputEncoding,
    {
      name: 'outputEncoding',
      type: 'select',
      label: 'Output as',
      description: 'Decode: read the bytes as UTF-8 or Windows-1252 (Latin-1) text, or show them as hex or Base64.',
      required: false,
      defaultValue: 'utf8',
      options: [
        { value: 'utf8', label: 'Text (UTF-8)' },
        { value: 'windows-1252', label: 'Text (Windows-1252 / Latin-1)' },
        { value: 'hex', label: 'Hex' },
        { value: 'base64', label: 'Base64' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }],
      aiHint: 'Use the charset named in the Content-Type header: utf8 for charset=utf-8, windows-1252 for iso-8859-1 or windows-1252.',
    },
  ],
  outputDescription: 'The Quoted-Printable text (encode) or the decoded content (decode), with byte counts.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The encoded text, or the decoded content as text, hex or Base64.' },
      byteLength: { type: 'integer', minimum: 0, description: 'Number of unencoded bytes (the input when encoding, the decoded data when decoding).' },
      lineCount: { type: 'integer', minimum: 0, description: 'Encode: the number of encoded lines (soft breaks included). Decode: the number of input lines.' },
    },
    required: ['result', 'byteLength', 'lineCount'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Café = coffee', mode: 'encode' },
    output: { result: 'Caf=C3=A9 =3D coffee', byteLength: 14, lineCount: 1 },
    description: 'Non-ASCII bytes and "=" are escaped; the rest stays readable.',
  },
  relatedTools: ['mime-encoded-word', 'base64-encoder', 'url-encoder'],
  handles: [{ kind: 'quoted-printable', params: { mode: 'decode' } }],
  aiInstructions:
    'For email headers (=?UTF-8?Q?…?=) use mime-encoded-word instead. Decoding is lenient as RFC 2045 asks: a malformed "=" escape is kept literally and reported in a warning.',
});
