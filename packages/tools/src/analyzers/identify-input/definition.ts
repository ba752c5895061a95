import { defineDefinition } from '@ctp/core';

const confidence = { type: 'number', minimum: 0, maximum: 1, description: 'How sure the detector is (0–1).' } as const;

export default defineDefinition({
  id: 'identify-input',
  name: 'Identify Input',
  description:
    'What is this? Paste anything and get what it most likely is, ranked, with the tools that open it: JSON, YAML, XML, CSV, JWT, Base64/Base32/hex, URLs, UUID/ULID/ObjectId, Unix timestamps (s/ms/µs/ns), ISO dates, cron, colours, IP/CIDR, MAC, e-mail, PEM certificates and keys, SSH and PGP keys, card numbers (Luhn), IBAN (mod 97), phones, hash digests, regexes and more.',
  category: 'analyzers',
  tags: ['detect', 'identify', 'analyze', 'auto-detect'],
  keywords: ['what is this', 'what is this string', 'auto detect', 'detect format', 'identify format', 'guess encoding', 'magic', 'which tool', 'recognize data', 'file type from text'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Input',
      description: 'Anything: a token, an ID, a timestamp, a document, a list of values one per line.',
      required: true,
      placeholder: 'eyJhbGciOiJIUzI1NiJ9…',
      validation: { maxLength: 1_000_000 },
      aiHint: 'Pass the text exactly as found; whitespace around it is ignored.',
    },
  ],
  outputDescription: 'A one-line verdict, the kinds the input looks like (most likely first) and the tools that open them with the parameters to preset.',
  outputSchema: {
    type: 'object',
    properties: {
      summary: { type: 'string', description: 'The verdict in words: the likeliest kind, how sure, and the tool to open it with.' },
      kinds: {
        type: 'array',
        description: 'What the input looks like, most likely first (one entry per kind).',
        items: {
          type: 'object',
          properties: {
            kind: { type: 'string', description: 'The input kind (a CTP handles kind).' },
            confidence,
            label: { type: 'string', description: 'The kind in words ("JWT (HS256)", "UUID v4").' },
            detail: { type: 'string', description: 'What was read from it (a decoded date, a key type, the first error).' },
          },
          required: ['kind', 'confidence', 'label'],
          additionalProperties: false,
        },
      },
      tools: {
        type: 'array',
        description: 'Tools that open the input, best first: each with the kind it opens and the parameters to preset.',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', description: 'Tool id.' },
            name: { type: 'string', description: 'Tool name.' },
            kind: { type: 'string', description: 'The kind of input it opens.' },
            confidence,
            params: { type: 'object', description: 'Parameters to preset (e.g. { "mode": "decode" }).' },
            input: { type: 'string', description: 'The parameter the input goes into.' },
          },
          required: ['id', 'name', 'kind', 'confidence', 'params'],
          additionalProperties: false,
        },
      },
    },
    required: ['summary', 'kinds', 'tools'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  display: {
    summary: 'text',
    kinds: { as: 'table', label: 'What it looks like' },
    tools: { as: 'table', label: 'Tools that open it' },
  },
  example: {
    input: { text: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkFkYSJ9.N6G1-ZR_y9uVt8Y8ZJ6fKMjqF3rt7kN3O8nZfF6D5eo' },
    output: {
      summary: 'JWT (HS256), 99% sure. Open it with JWT Decoder or JWT Verifier.',
      kinds: [{ kind: 'jwt', confidence: 0.99, label: 'JWT (HS256)' }],
      tools: [
        { id: 'jwt-decoder', name: 'JWT Decoder', kind: 'jwt', confidence: 0.99, params: {}, input: 'token' },
        { id: 'jwt-verifier', name: 'JWT Verifier', kind: 'jwt', confidence: 0.99, params: {}, input: 'token' },
      ],
    },
    description: 'A JSON Web Token, and the two tools that open it.',
  },
  relatedTools: ['hash-identifier', 'unicode-inspector'],
  aiInstructions:
    'Use it when you do not know what a string is before choosing a tool: call the first tool in "tools" with its "params" and the text in its "input" parameter. Confidence above 0.9 means the format was verified (a checksum, a parsed header); below 0.5 it is a guess.',
});
