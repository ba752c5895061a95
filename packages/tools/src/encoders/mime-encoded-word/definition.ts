import { defineDefinition } from '@ctp/core';

const encodeOnly = [{ field: 'mode', condition: 'equals' as const, value: 'encode' }];

export default defineDefinition({
  id: 'mime-encoded-word',
  name: 'MIME Encoded-Word Encoder / Decoder (RFC 2047)',
  description:
    'Encode non-ASCII email header text (Subject, From names) as RFC 2047 encoded-words like =?UTF-8?B?…?= or =?UTF-8?Q?…?=, split into words of at most 75 characters without cutting a character, optionally folded. Decode whole header values with any number of encoded-words in UTF-8, ISO-8859-1, Windows-1252 and other charsets, dropping the whitespace between adjacent words as the RFC says. Malformed Base64 or Q-encoding is reported.',
  category: 'encoders',
  handles: [{ kind: 'quoted-printable', params: { mode: 'decode' } }],
  tags: ['email', 'mime', 'encode', 'decode', 'header'],
  keywords: ['rfc 2047', 'encoded-word', 'email subject encoding', '=?utf-8?b?', '=?utf-8?q?', 'quoted-printable header', 'mime header decode', 'subject decoder', 'iso-8859-1', 'windows-1252'],
  method: 'POST',
  parameters: [
    {
      name: 'text', type: 'textarea', label: 'Input', description: 'Header text to encode, or a header value with encoded-words to decode.', required: true,
      placeholder: '=?UTF-8?Q?Caf=C3=A9_au_lait?=', validation: { maxLength: 100_000 },
    },
    {
      name: 'mode', type: 'select', label: 'Mode', description: 'Encode text into encoded-words, or decode a header value.', required: false, defaultValue: 'encode',
      options: [{ value: 'encode', label: 'Encode' }, { value: 'decode', label: 'Decode' }],
    },
    {
      name: 'encoding', type: 'select', label: 'Encoding', description: 'B (Base64) suits mostly non-Latin text, Q (quoted-printable-like) mostly-ASCII text; auto picks the shorter.', required: false, defaultValue: 'auto', dependsOn: encodeOnly,
      options: [{ value: 'auto', label: 'Auto (shorter)' }, { value: 'B', label: 'B (Base64)' }, { value: 'Q', label: 'Q (quoted-printable)' }],
    },
    {
      name: 'charset', type: 'select', label: 'Charset', description: 'Character set of the encoded bytes; ISO-8859-1 holds only U+0000–U+00FF.', required: false, defaultValue: 'UTF-8', dependsOn: encodeOnly,
      options: [{ value: 'UTF-8', label: 'UTF-8' }, { value: 'ISO-8859-1', label: 'ISO-8859-1 (Latin-1)' }],
    },
    { name: 'fold', type: 'boolean', label: 'Fold lines', description: 'Separate the words with CRLF + space (header folding) instead of a single space.', required: false, defaultValue: false, dependsOn: encodeOnly },
  ],
  outputDescription: 'The encoded header value (or the decoded text) and each encoded-word with its charset, encoding and text.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The encoded-words (encode) or the decoded text (decode).' },
      words: {
        type: 'array',
        description: 'Each encoded-word, in order.',
        items: {
          type: 'object',
          properties: {
            word: { type: 'string', description: 'The encoded-word as written.' },
            charset: { type: 'string', description: 'Its charset label.' },
            encoding: { type: 'string', enum: ['B', 'Q'], description: 'B (Base64) or Q.' },
            text: { type: 'string', description: 'The text of this word alone (U+FFFD where a character is split across words; result joins them correctly).' },
          },
          required: ['word', 'charset', 'encoding', 'text'],
          additionalProperties: false,
        },
      },
    },
    required: ['result', 'words'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'Café ☕ meeting', mode: 'encode', encoding: 'Q' },
    output: {
      result: '=?UTF-8?Q?Caf=C3=A9_=E2=98=95_meeting?=',
      words: [
        {
          word: '=?UTF-8?Q?Caf=C3=A9_=E2=98=95_meeting?=',
          charset: 'UTF-8',
          encoding: 'Q',
          text: 'Café ☕ meeting',
        },
      ],
    },
    description: 'A subject line with accented letters and an emoji in Q encoding.',
  },
  aiInstructions:
    'Encode: pass the plain header text; the whole text becomes encoded-words (spaces included), each ≤ 75 characters. Decode: pass the header value after "Subject:" (folded lines allowed); text outside encoded-words is kept. Charset labels follow the WHATWG Encoding Standard, so ISO-8859-1 and US-ASCII decode as Windows-1252 (as browsers and mail clients do).',
});
