import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'url-encoder',
  name: 'URL Encoder / Decoder',
  description:
    'Percent-encode or decode text for URLs (UTF-8). Scopes: a URL component (encodeURIComponent), strict RFC 3986 (also escapes !\'()* as OAuth and AWS signing require), a full URL (encodeURI, keeps :/?#&=) or an HTML form body (application/x-www-form-urlencoded, space as +). Decoding reports malformed % sequences and invalid UTF-8 with their position. Up to 1,000,000 characters.',
  category: 'encoders',
  featured: true,
  handles: [{ kind: 'url-encoded', params: { mode: 'decode' } }],
  tags: ['url', 'encode', 'decode', 'percent-encoding'],
  keywords: ['urlencode', 'urldecode', 'percent encoding', 'encodeURIComponent', 'decodeURIComponent', 'encodeURI', 'query string', 'escape', 'unescape', 'x-www-form-urlencoded', 'rfc 3986', 'uri'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Text to encode, or percent-encoded text to decode.',
      required: true,
      placeholder: 'name=Jürgen & co',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Encode (percent-escape) or decode.',
      required: false,
      defaultValue: 'encode',
      options: [
        { value: 'encode', label: 'Encode' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'scope',
      type: 'select',
      label: 'Scope',
      description: 'What the text is: one URL component, a whole URL, or a form body. Decoding a form body turns + into a space.',
      required: false,
      defaultValue: 'component',
      options: [
        { value: 'component', label: 'URL component', description: "encodeURIComponent: escapes everything except A-Z a-z 0-9 - _ . ! ~ * ' ( )" },
        { value: 'rfc3986', label: 'Strict RFC 3986', description: 'Escapes everything except the unreserved A-Z a-z 0-9 - _ . ~ (OAuth 1.0, AWS SigV4)' },
        { value: 'uri', label: 'Full URL', description: 'encodeURI: keeps the URL structure (: / ? # [ ] @ ! $ & \' ( ) * + , ; =); decoding keeps escaped reserved characters' },
        { value: 'form', label: 'Form (x-www-form-urlencoded)', description: 'As HTML forms and URLSearchParams: space as +, escapes everything except A-Z a-z 0-9 * - . _' },
      ],
      aiHint: 'Use "component" for a query value or path segment, "uri" only for a complete URL, "form" for form bodies or when + means space.',
    },
  ],
  outputDescription: 'The encoded or decoded text.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The percent-encoded text (encode) or the decoded text (decode).' },
    },
    required: ['result'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'name=Jürgen & co/100%', mode: 'encode', scope: 'component' },
    output: { result: 'name%3DJ%C3%BCrgen%20%26%20co%2F100%25' },
    description: 'Encode a value for use inside a query string.',
  },
  relatedTools: ['base64-encoder', 'html-entity-encoder'],
  aiInstructions:
    'Pick scope by what the text is: "component" for a single query value or path segment (most common), "uri" for a complete URL that must stay usable, "form" for application/x-www-form-urlencoded bodies (+ means space), "rfc3986" for signature base strings. Text is UTF-8. Decoding fails with INVALID_INPUT and the position if a % is not followed by two hex digits or the bytes are not UTF-8; a literal % must be written %25.',
});
