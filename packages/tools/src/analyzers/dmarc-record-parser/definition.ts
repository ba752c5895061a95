import { defineDefinition } from '@ctp/core';
import { dnsTagsSchema, dnsIssuesSchema } from '../../_shared/dns-record-schema.js';

export default defineDefinition({
  id: 'dmarc-record-parser',
  name: 'DMARC Record Checker',
  description:
    'Parse and check a DMARC record (the v=DMARC1 TXT record at _dmarc.example.com, RFC 7489): policy for the domain and its subdomains, DKIM/SPF alignment (relaxed or strict), percentage, aggregate (rua) and forensic (ruf) report addresses, failure options, report interval, each explained, with defaults filled in and the problems found: wrong order, unknown or repeated tags, bad values, p=none (monitoring only), pct below 100, no report address.',
  category: 'analyzers',
  tags: ['dmarc', 'email', 'dns', 'security', 'deliverability'],
  keywords: ['dmarc checker', 'dmarc record', 'dmarc validator', 'dmarc parser', 'v=dmarc1', '_dmarc', 'dmarc policy', 'p=reject', 'rua', 'email authentication', 'dmarc alignment'],
  method: 'GET',
  parameters: [
    { name: 'record', type: 'textarea', label: 'DMARC record', description: 'The TXT value, e.g. v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com', required: true, placeholder: 'v=DMARC1; p=reject; rua=mailto:dmarc@example.com', validation: { maxLength: 4096 } },
  ],
  outputDescription: 'The effective policy, each tag explained and the issues.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'No errors (warnings may remain).' },
      summary: { type: 'string' },
      policy: {
        type: 'object',
        description: 'Effective values, defaults included.',
        properties: {
          p: { type: 'string' },
          sp: { type: 'string' },
          adkim: { type: 'string' },
          aspf: { type: 'string' },
          pct: { type: 'integer' },
          rua: { type: 'array', items: { type: 'string' } },
          ruf: { type: 'array', items: { type: 'string' } },
          fo: { type: 'string' },
          ri: { type: 'integer' },
        },
        required: ['p', 'sp', 'adkim', 'aspf', 'pct', 'rua', 'ruf', 'fo', 'ri'],
        additionalProperties: false,
      },
      tags: dnsTagsSchema,
      issues: dnsIssuesSchema,
    },
    required: ['valid', 'summary', 'policy', 'tags', 'issues'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { record: 'v=DMARC1; p=quarantine; sp=reject; pct=50; rua=mailto:dmarc@example.com; adkim=s' },
    output: {
      valid: true,
      summary: 'Valid DMARC: quarantine 50% of failing mail (subdomains: reject)',
      policy: { p: 'quarantine', sp: 'reject', adkim: 's', aspf: 'r', pct: 50, rua: ['mailto:dmarc@example.com'], ruf: [], fo: '0', ri: 86400 },
      tags: [
        { tag: 'v', value: 'DMARC1', meaning: 'DMARC version 1.' },
        { tag: 'p', value: 'quarantine', meaning: 'Mail that fails DMARC goes to spam/quarantine.' },
        { tag: 'sp', value: 'reject', meaning: 'For subdomains: mail that fails DMARC is rejected.' },
        { tag: 'pct', value: '50', meaning: 'The policy applies to 50% of failing mail; the rest is treated one step softer.' },
        { tag: 'rua', value: 'mailto:dmarc@example.com', meaning: 'Daily aggregate reports go to dmarc@example.com.' },
        { tag: 'adkim', value: 's', meaning: 'DKIM alignment is strict: the signing domain must equal the From domain.' },
      ],
      issues: [{ severity: 'warning', message: 'pct=50: the policy applies to only part of the failing mail.' }],
    },
    description: 'A quarantine policy rolled out to half the mail, strict DKIM alignment.',
  },
  relatedTools: ['spf-record-parser', 'email-validator'],
  aiInstructions: 'Give the TXT value only; the record lives at _dmarc.<domain>. Reports to another domain need that domain to publish <yourdomain>._report._dmarc.<theirdomain> (RFC 7489 §7.1).',
});
