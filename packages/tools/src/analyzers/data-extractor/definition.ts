import { defineDefinition } from '@ctp/core';
import { KINDS } from './kinds.js';

const DEFAULT_KINDS = 'emails,urls,domains,ipv4,ipv6,macs,hashes,uuids,dates';

const perKind = (description: string, items: object) => ({
  type: 'object',
  description,
  properties: Object.fromEntries(KINDS.map((kind) => [kind, items])),
  additionalProperties: false,
});

export default defineDefinition({
  id: 'data-extractor',
  name: 'Data Extractor',
  description:
    'Extract emails, URLs, domains, IPv4 and IPv6 addresses, MAC addresses, hashes (MD5, SHA-1, SHA-256, SHA-512 by length), UUIDs, ISO dates and, on request, phone numbers and Luhn-valid card numbers from free text (logs, emails, reports). Dedupe and sort, counts per kind, line and column of every match. Refangs defanged indicators (hxxp, [.], [@]) first if asked. All patterns run in linear time. Up to 1,000,000 characters.',
  category: 'analyzers',
  tags: ['extract', 'regex', 'ioc', 'email', 'ip'],
  keywords: ['extract emails', 'extract urls', 'extract ip addresses', 'ioc extractor', 'indicators of compromise', 'grep emails', 'find hashes', 'md5', 'sha256', 'mac address', 'uuid', 'domain list', 'scrape', 'refang', 'threat intel'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to search.',
      required: true,
      placeholder: 'Contact admin@example.com from 192.168.1.10, see https://example.com/docs',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'kinds',
      type: 'text',
      label: 'Kinds',
      description: `Comma list of: ${KINDS.join(', ')}; "hashes" = the four hash kinds; "all" = everything.`,
      required: false,
      defaultValue: DEFAULT_KINDS,
      placeholder: DEFAULT_KINDS,
      validation: { maxLength: 300 },
      aiHint: 'phones and creditCards are off by default; add them explicitly or use "all".',
    },
    { name: 'dedupe', type: 'boolean', label: 'Remove duplicates', description: 'List each value once per kind (hex, domains, emails, MACs and IPv6 compared case-insensitively).', required: false, defaultValue: true },
    {
      name: 'sort',
      type: 'select',
      label: 'Order',
      description: 'Order of the values: as they appear in the text, or alphabetical (by code point).',
      required: false,
      defaultValue: 'position',
      options: [
        { value: 'position', label: 'As found' },
        { value: 'alphabetical', label: 'Alphabetical' },
      ],
    },
    { name: 'positions', type: 'boolean', label: 'Positions', description: 'Also list every match with its kind, line and column (first 10,000).', required: false, defaultValue: false },
    {
      name: 'refang',
      type: 'boolean',
      label: 'Refang first',
      description: 'Undo defanging before searching: hxxp → http, [.] (.) [dot] → ., [@] [at] → @, [:] → :. Positions still refer to the input.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The values found per kind, their counts, and optionally each match with its line and column.',
  outputSchema: {
    type: 'object',
    properties: {
      results: perKind('Values per selected kind (deduped and sorted as asked).', { type: 'array', items: { type: 'string' } }),
      counts: perKind('Matches per selected kind (every occurrence, before dedupe).', { type: 'integer', minimum: 0 }),
      total: { type: 'integer', minimum: 0, description: 'All matches, every kind.' },
      matches: {
        type: 'array',
        description: 'Every match in text order (only when positions is on).',
        items: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: [...KINDS] },
            value: { type: 'string' },
            line: { type: 'integer', minimum: 1 },
            column: { type: 'integer', minimum: 1 },
          },
          required: ['kind', 'value', 'line', 'column'],
          additionalProperties: false,
        },
      },
      matchesTruncated: { type: 'boolean', description: 'True when more than 10,000 matches were found and only the first are listed.' },
    },
    required: ['results', 'counts', 'total', 'matches', 'matchesTruncated'],
    additionalProperties: false,
  },
  primaryOutput: 'results',
  example: {
    input: { text: 'Mail admin@example.com or ADMIN@example.com; server 10.0.0.1 (hxxps://cdn.example[.]org/a.js) md5 d41d8cd98f00b204e9800998ecf8427e', kinds: 'emails,urls,domains,ipv4,hashes', refang: true },
    output: {
      results: {
        emails: ['admin@example.com'],
        urls: ['https://cdn.example.org/a.js'],
        domains: ['example.com', 'cdn.example.org'],
        ipv4: ['10.0.0.1'],
        md5: ['d41d8cd98f00b204e9800998ecf8427e'],
        sha1: [],
        sha256: [],
        sha512: [],
      },
      counts: { emails: 2, urls: 1, domains: 3, ipv4: 1, md5: 1, sha1: 0, sha256: 0, sha512: 0 },
      total: 8,
      matches: [],
      matchesTruncated: false,
    },
    description: 'Emails deduped case-insensitively, a defanged URL refanged, domains found inside emails and URLs.',
  },
  relatedTools: ['url-defang', 'sensitive-data-masker', 'regex-tester'],
  aiInstructions:
    'Put the text in "text" and the kinds wanted in "kinds" (comma list; "hashes" expands to md5,sha1,sha256,sha512; "all" adds phones and creditCards). Domains are also found inside URLs and emails. Hashes are classified by hex length only (32 = md5, 40 = sha1, 64 = sha256, 128 = sha512), so any hex string of those lengths is reported. Dates are ISO 8601 (2024-05-01, 2024-05-01T10:00:00Z) checked against the calendar. Turn on refang for threat-intel reports written with hxxp and [.].',
});
