import { defineDefinition } from '@ctp/core';

const encodeOnly = [{ field: 'mode', condition: 'equals' as const, value: 'encode' }];
const decodeOnly = [{ field: 'mode', condition: 'equals' as const, value: 'decode' }];

export default defineDefinition({
  id: 'basic-auth-header',
  name: 'Basic Auth Header Encoder / Decoder',
  description:
    'Build an HTTP Basic authentication header (Authorization: Basic base64(user:password), RFC 7617, UTF-8) from a username and password, with ready-to-paste curl and fetch forms, or decode one back into username and password. Accepts a whole header line, "Basic …" or the bare base64. Runs locally: credentials never leave the page.',
  category: 'encoders',
  tags: ['http', 'auth', 'base64', 'header'],
  keywords: ['basic auth', 'authorization header', 'basic authentication', 'http basic', 'base64 username password', 'decode basic auth', 'rfc 7617', 'curl -u'],
  method: 'POST',
  parameters: [
    { name: 'mode', type: 'select', label: 'Mode', description: 'Encode credentials into a header, or decode a header.', required: false, defaultValue: 'encode', options: [{ value: 'encode', label: 'Encode' }, { value: 'decode', label: 'Decode' }] },
    { name: 'username', type: 'text', label: 'Username', description: 'The user id; it must not contain a colon (RFC 7617).', required: true, validation: { maxLength: 1000 }, dependsOn: encodeOnly },
    { name: 'password', type: 'text', label: 'Password', description: 'The password (may be empty: leave it out; may contain colons).', required: false, validation: { maxLength: 1000 }, dependsOn: encodeOnly },
    { name: 'header', type: 'textarea', label: 'Header', description: 'An Authorization header line, "Basic <base64>" or the base64 alone.', required: true, placeholder: 'Authorization: Basic dXNlcjpwYXNz', validation: { maxLength: 10_000 }, dependsOn: decodeOnly },
  ],
  outputDescription: 'The header (encode) or the decoded username and password (decode), plus the base64 credentials and usage snippets.',
  outputSchema: {
    type: 'object',
    properties: {
      header: { type: 'string', description: 'The header value: "Basic <base64>".' },
      headerLine: { type: 'string', description: 'The full line: "Authorization: Basic <base64>".' },
      credentials: { type: 'string', description: 'The base64 of user:password.' },
      username: { type: 'string' },
      password: { type: 'string' },
      curl: { type: 'string', description: 'A curl option that sends the same header.' },
    },
    required: ['header', 'headerLine', 'credentials', 'username', 'password', 'curl'],
    additionalProperties: false,
  },
  primaryOutput: 'header',
  example: {
    input: { username: 'Aladdin', password: 'open sesame' },
    output: {
      header: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
      headerLine: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
      credentials: 'QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
      username: 'Aladdin',
      password: 'open sesame',
      curl: "-H 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='",
    },
    description: 'The RFC 7617 example.',
  },
  relatedTools: ['base64-encoder', 'jwt-decoder', 'htpasswd-generator'],
});
