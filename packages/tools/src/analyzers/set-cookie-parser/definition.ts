import { defineDefinition } from '@ctp/core';

const cookie = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    value: { type: 'string', description: 'The value (percent-decoded when decoding is on).' },
    domain: { type: 'string', description: '"" when absent (host-only cookie).' },
    path: { type: 'string', description: '"" when absent (the request path\'s directory).' },
    expires: { type: 'string', description: 'Expires as ISO 8601 UTC, "" when absent or unreadable.' },
    maxAge: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'Max-Age in seconds (takes precedence over Expires), null when absent.' },
    secure: { type: 'boolean' },
    httpOnly: { type: 'boolean' },
    sameSite: { type: 'string', description: 'Strict, Lax, None, or "" when absent (browsers then default to Lax).' },
    partitioned: { type: 'boolean', description: 'CHIPS: stored per top-level site.' },
    priority: { type: 'string', description: 'Low, Medium, High (Chrome), or "".' },
    session: { type: 'boolean', description: 'True when neither Expires nor Max-Age is set: deleted when the browser closes.' },
    other: { type: 'object', additionalProperties: { type: 'string' }, description: 'Attributes no browser knows.' },
    issues: { type: 'array', items: { type: 'string' }, description: 'Problems a browser would act on: rejected or ignored cookies and weak settings.' },
  },
  required: ['name', 'value', 'domain', 'path', 'expires', 'maxAge', 'secure', 'httpOnly', 'sameSite', 'partitioned', 'priority', 'session', 'other', 'issues'],
  additionalProperties: false,
} as const;

export default defineDefinition({
  id: 'set-cookie-parser',
  name: 'Set-Cookie Parser',
  description:
    'Parse Set-Cookie response headers into their parts (name, value, Domain, Path, Expires, Max-Age, Secure, HttpOnly, SameSite, Partitioned, Priority) and check them as a browser would (RFC 6265bis): SameSite=None without Secure is rejected, __Host- and __Secure- prefix rules, expired cookies that delete, Max-Age over Expires, missing HttpOnly/SameSite. One header per line ("Set-Cookie:" optional), or several folded into one line. Up to 100,000 characters.',
  category: 'analyzers',
  tags: ['http', 'cookie', 'headers', 'security', 'parse'],
  keywords: ['set-cookie parser', 'parse set-cookie header', 'cookie attributes', 'samesite', 'httponly', 'secure cookie', '__host- prefix', 'cookie checker', 'cookie debugger', 'partitioned cookie', 'chips'],
  method: 'POST',
  parameters: [
    { name: 'headers', type: 'textarea', label: 'Set-Cookie headers', description: 'One Set-Cookie header per line; the "Set-Cookie:" name is optional.', required: true, placeholder: 'Set-Cookie: id=a3fWa; Max-Age=2592000; Secure; HttpOnly; SameSite=Lax', validation: { maxLength: 100_000 } },
    { name: 'decode', type: 'boolean', label: 'Decode values', description: 'Percent-decode the values (%20 → space).', required: false, defaultValue: true },
    { name: 'now', type: 'datetime', label: 'Now', description: 'The time to judge expiry against (default: the current time).', required: false, group: 'advanced' },
  ],
  outputDescription: 'Each cookie with its attributes and the issues found.',
  outputSchema: {
    type: 'object',
    properties: {
      cookies: { type: 'array', items: cookie },
      issueCount: { type: 'integer', minimum: 0 },
      summary: { type: 'string', description: 'One line: cookies parsed and issues found.' },
    },
    required: ['cookies', 'issueCount', 'summary'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  handles: [{ kind: 'http-headers' }],
  example: {
    input: { headers: 'Set-Cookie: __Host-sid=a3fWa; Path=/; Secure; HttpOnly; SameSite=Strict\nSet-Cookie: theme=dark%20mode; Expires=Wed, 21 Oct 2015 07:28:00 GMT; SameSite=None', now: '2024-01-01T00:00:00Z' },
    output: {
      cookies: [
        { name: '__Host-sid', value: 'a3fWa', domain: '', path: '/', expires: '', maxAge: null, secure: true, httpOnly: true, sameSite: 'Strict', partitioned: false, priority: '', session: true, other: {}, issues: [] },
        {
          name: 'theme', value: 'dark mode', domain: '', path: '', expires: '2015-10-21T07:28:00.000Z', maxAge: null, secure: false, httpOnly: false, sameSite: 'None', partitioned: false, priority: '', session: false, other: {},
          issues: ['SameSite=None without Secure: browsers reject this cookie.', 'Expires is in the past: this header deletes the cookie.', 'No HttpOnly: scripts on the page can read this cookie.'],
        },
      ],
      issueCount: 3,
      summary: '2 cookies, 3 issues',
    },
    description: 'A well-formed __Host- session cookie, and one browsers reject.',
  },
  relatedTools: ['http-status-lookup', 'url-parser', 'jwt-decoder'],
});
