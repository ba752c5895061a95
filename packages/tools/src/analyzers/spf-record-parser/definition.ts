import { defineDefinition } from '@ctp/core';
import { dnsIssuesSchema } from '../../_shared/dns-record-schema.js';

export default defineDefinition({
  id: 'spf-record-parser',
  name: 'SPF Record Checker',
  description:
    'Parse and check an SPF record (the v=spf1 TXT record listing the servers that may send mail for a domain, RFC 7208): each mechanism and modifier explained with its qualifier (pass, fail, softfail, neutral), the DNS lookups counted against the limit of 10, and the problems receivers act on: syntax errors, +all, ptr, terms after all, duplicate modifiers, no all, TXT strings over 255 characters. Offline: includes are counted, not fetched.',
  category: 'analyzers',
  tags: ['spf', 'email', 'dns', 'security', 'deliverability'],
  keywords: ['spf checker', 'spf record', 'spf validator', 'spf parser', 'v=spf1', 'spf too many dns lookups', 'sender policy framework', 'email authentication', 'softfail', 'include spf'],
  method: 'GET',
  parameters: [
    { name: 'record', type: 'textarea', label: 'SPF record', description: 'The TXT record text, e.g. v=spf1 include:_spf.google.com ~all (quotes and split strings are fine).', required: true, placeholder: 'v=spf1 ip4:192.0.2.0/24 include:_spf.google.com ~all', validation: { maxLength: 4096 } },
  ],
  outputDescription: 'The terms with their meaning, the lookup count, the default result and the issues.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'No errors (warnings may remain).' },
      summary: { type: 'string' },
      lookups: { type: 'integer', minimum: 0, description: 'DNS lookups this record itself causes (include, a, mx, ptr, exists, redirect); includes add their own.' },
      defaultResult: { type: 'string', description: 'What a server not matched gets: fail, softfail, neutral or pass (from all or redirect).' },
      terms: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            term: { type: 'string' },
            kind: { enum: ['mechanism', 'modifier'] },
            name: { type: 'string' },
            qualifier: { type: 'string', description: 'pass, fail, softfail or neutral (mechanisms only; "" for modifiers).' },
            value: { type: 'string' },
            meaning: { type: 'string' },
            lookups: { type: 'integer', minimum: 0 },
          },
          required: ['term', 'kind', 'name', 'qualifier', 'value', 'meaning', 'lookups'],
          additionalProperties: false,
        },
      },
      issues: dnsIssuesSchema,
    },
    required: ['valid', 'summary', 'lookups', 'defaultResult', 'terms', 'issues'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { record: 'v=spf1 ip4:192.0.2.0/24 mx include:_spf.google.com ~all' },
    output: {
      valid: true,
      summary: 'Valid SPF: 3 mechanisms, 2 DNS lookups, other servers softfail',
      lookups: 2,
      defaultResult: 'softfail',
      terms: [
        { term: 'ip4:192.0.2.0/24', kind: 'mechanism', name: 'ip4', qualifier: 'pass', value: '192.0.2.0/24', meaning: 'Pass for IPv4 addresses in 192.0.2.0/24.', lookups: 0 },
        { term: 'mx', kind: 'mechanism', name: 'mx', qualifier: 'pass', value: '', meaning: 'Pass for the mail servers (MX) of the domain itself.', lookups: 1 },
        { term: 'include:_spf.google.com', kind: 'mechanism', name: 'include', qualifier: 'pass', value: '_spf.google.com', meaning: 'Pass when the SPF record of _spf.google.com passes (its own lookups count too).', lookups: 1 },
        { term: '~all', kind: 'mechanism', name: 'all', qualifier: 'softfail', value: '', meaning: 'Softfail for every other server (accepted but marked).', lookups: 0 },
      ],
      issues: [],
    },
    description: 'A typical record: an office range, the MX hosts and Google Workspace, others softfail.',
  },
  relatedTools: ['dmarc-record-parser', 'ip-range-to-cidr', 'email-validator'],
  aiInstructions: 'Give the TXT value only (not the domain). Lookups counted here are this record\'s own; each include adds the lookups of the included record, and the total must stay at 10 or fewer.',
});
