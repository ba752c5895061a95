import { defineDefinition } from '@ctp/core';

/** One status code (inlined, not a $ref: OpenAPI embeds outputSchema in its own document). */
const STATUS_SCHEMA = {
  type: 'object',
  properties: {
    code: { type: 'integer', minimum: 100, maximum: 599, description: 'The status code.' },
    reason: { type: 'string', description: 'Its reason phrase, e.g. "Not Found".' },
    class: { type: 'string', enum: ['1xx', '2xx', '3xx', '4xx', '5xx'], description: 'The class (first digit).' },
    className: {
      type: 'string',
      enum: ['Informational', 'Successful', 'Redirection', 'Client Error', 'Server Error'],
      description: 'The class name from RFC 9110.',
    },
    registration: {
      type: 'string',
      enum: ['registered', 'temporary', 'deprecated', 'obsolete', 'reserved', 'unofficial'],
      description: 'IANA registry status; "unofficial" codes are used by some software but not registered.',
    },
    description: { type: 'string', description: 'What the code means and when it is used.' },
    spec: { type: 'string', description: 'The defining specification (RFC and section), or the software using an unofficial code.' },
    specUrl: { type: 'string', description: 'Link to the defining specification section, when there is one.' },
    cacheableByDefault: { type: 'boolean', description: 'Whether caches may reuse it without explicit freshness information (heuristically cacheable, RFC 9110 §15.1).' },
    headers: { type: 'array', items: { type: 'string' }, description: 'Header fields that go with it (in the response, or the request that triggers it).' },
    aliases: { type: 'array', items: { type: 'string' }, description: 'Former or alternative reason phrases.' },
  },
  required: ['code', 'reason', 'class', 'className', 'registration', 'description', 'spec', 'cacheableByDefault', 'headers', 'aliases'],
  additionalProperties: false,
};

export default defineDefinition({
  id: 'http-status-lookup',
  name: 'HTTP Status Code Lookup',
  description:
    'Look up an HTTP status code (e.g. 404), list a class (4xx) or search by words (e.g. "teapot", "rate limit"). Each result gives the reason phrase, class, what it means and when to use it, the defining RFC section, whether it is cacheable by default and the headers that go with it. Covers every code in the IANA registry plus well-known unofficial ones (nginx, Cloudflare, IIS…), flagged as such.',
  category: 'utilities',
  tags: ['http', 'status', 'reference'],
  keywords: ['http status code', 'status codes', 'response code', 'error code', '404', '500', '418', 'reason phrase', 'rfc 9110', 'http error'],
  method: 'GET',
  parameters: [
    {
      name: 'query',
      type: 'text',
      label: 'Code or search',
      description: 'A status code (100–599), a class (1xx–5xx) or words to search for (reason phrase, meaning, header names).',
      required: true,
      placeholder: '404, 5xx or "too many requests"',
      validation: { maxLength: 200 },
      aiHint: 'Send just the number for a known code (e.g. "429"); send words to find the right code for a situation.',
    },
  ],
  outputDescription: 'How the query was read, whether anything matched, a one-line summary and the matching status codes (best first).',
  outputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', description: 'The query as read (trimmed).' },
      kind: { type: 'string', enum: ['code', 'class', 'search'], description: 'How the query was read: one code, a class listing, or a text search.' },
      found: { type: 'boolean', description: 'True when the code exists or the search matched; false for an unknown code (results then hold the nearest codes) or no match.' },
      summary: { type: 'string', description: 'One line describing the outcome.' },
      results: { type: 'array', items: STATUS_SCHEMA, description: 'Matching status codes, best match first (at most 10 for a search).' },
    },
    required: ['query', 'kind', 'found', 'summary', 'results'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { query: '429' },
    output: {
      query: '429',
      kind: 'code',
      found: true,
      summary: '429 Too Many Requests (4xx Client Error): the client sent too many requests in a given time (rate limiting).',
      results: [
        {
          code: 429,
          reason: 'Too Many Requests',
          class: '4xx',
          className: 'Client Error',
          registration: 'registered',
          description:
            'The client sent too many requests in a given time (rate limiting). Retry-After tells it how long to wait; the body may explain the limit. Servers under load may also just drop excess requests.',
          spec: 'RFC 6585, Section 4',
          specUrl: 'https://www.rfc-editor.org/rfc/rfc6585#section-4',
          cacheableByDefault: false,
          headers: ['Retry-After'],
          aliases: [],
        },
      ],
    },
    description: 'Look up the rate-limiting status code.',
  },
  aiInstructions:
    'Query with a bare code ("503"), a class ("4xx") or a few words describing the situation ("rate limit", "moved permanently", "csrf expired"). A code outside 100–599 is INVALID_INPUT. An unassigned code in range is not an error: found is false and results hold the nearest known codes; clients treat unknown codes like x00 of their class. Check registration before recommending a code: prefer "registered" ones over "unofficial".',
});
