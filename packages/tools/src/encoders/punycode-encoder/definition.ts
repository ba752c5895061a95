import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'punycode-encoder',
  name: 'Punycode / IDN Converter',
  description:
    'Convert internationalized domain names (IDN) and email domains between Unicode and ASCII (xn--), e.g. münchen.de ↔ xn--mnchen-3ya.de. To ASCII applies the browser (WHATWG URL / UTS #46) mapping: lowercasing, full-width dots, ß. Reports each label and flags invalid ones (longer than 63, characters other than letters, digits and hyphens, bad Punycode, domain over 253). Also raw RFC 3492 Punycode of a single string, without xn-- or mapping.',
  category: 'encoders',
  handles: [{ kind: 'punycode', params: { mode: 'toUnicode' } }],
  tags: ['punycode', 'idn', 'domain', 'encode', 'decode'],
  keywords: ['punycode', 'idn', 'idna', 'xn--', 'internationalized domain', 'unicode domain', 'emoji domain', 'uts 46', 'rfc 3492', 'domain to ascii', 'homograph', 'email domain'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'text',
      label: 'Domain, email or label',
      description: 'A domain name (münchen.de), an email address (user@bücher.example), or for the raw modes any string.',
      required: true,
      placeholder: 'münchen.de',
      validation: { maxLength: 10_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description:
        'toAscii: Unicode domain → xn-- (UTS #46 mapping). toUnicode: xn-- → Unicode. punycodeEncode/punycodeDecode: raw RFC 3492 Punycode of one string (no xn--, no mapping).',
      required: false,
      defaultValue: 'toAscii',
      options: [
        { value: 'toAscii', label: 'Domain → ASCII (xn--)' },
        { value: 'toUnicode', label: 'Domain → Unicode' },
        { value: 'punycodeEncode', label: 'Raw Punycode encode' },
        { value: 'punycodeDecode', label: 'Raw Punycode decode' },
      ],
    },
  ],
  outputDescription: 'The converted domain, email or string; for domains also each label in both forms and whether it is valid.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The converted domain (or email with its domain converted), or the raw Punycode / decoded string.' },
      valid: { type: 'boolean', description: 'True when every label is a valid host-name label and the domain fits DNS limits (always true in the raw modes).' },
      labels: {
        type: 'array',
        description: 'Domain modes only: each label of the domain, in order.',
        items: {
          type: 'object',
          properties: {
            ascii: { type: 'string', description: 'The label in ASCII (xn-- form for non-ASCII labels).' },
            unicode: { type: 'string', description: 'The label in Unicode.' },
            valid: { type: 'boolean', description: 'Whether the label is a valid host-name label.' },
            problem: { type: 'string', description: 'Why the label is invalid (only when valid is false).' },
          },
          required: ['ascii', 'unicode', 'valid'],
          additionalProperties: false,
        },
      },
      problems: { type: 'array', items: { type: 'string' }, description: 'Domain modes only: every problem found (per label and for the whole domain); empty when valid.' },
    },
    required: ['result', 'valid'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'münchen.de', mode: 'toAscii' },
    output: {
      result: 'xn--mnchen-3ya.de',
      valid: true,
      labels: [
        { ascii: 'xn--mnchen-3ya', unicode: 'münchen', valid: true },
        { ascii: 'de', unicode: 'de', valid: true },
      ],
      problems: [],
    },
    description: 'Convert a German IDN to its ASCII (Punycode) form.',
  },
  relatedTools: ['url-encoder', 'url-parser'],
  aiInstructions:
    'Pass a bare host name or an email address, not a URL (strip the scheme, path and port). Use toAscii for what DNS and browsers use, toUnicode to reveal what an xn-- domain displays as (useful to spot homograph look-alikes). The raw modes are for Punycode strings without the xn-- prefix. An invalid label is reported in labels[].problem and problems, not as an error, unless the name cannot be parsed at all.',
});
