import { defineDefinition } from '@ctp/core';

const policies = [
  { value: 'none', label: 'none (monitor only)' },
  { value: 'quarantine', label: 'quarantine (spam folder)' },
  { value: 'reject', label: 'reject' },
];
const alignment = [
  { value: 'r', label: 'relaxed (same organizational domain)' },
  { value: 's', label: 'strict (exactly the same domain)' },
];

export default defineDefinition({
  id: 'dmarc-record-builder',
  name: 'DMARC Record Generator',
  description:
    'Build the DMARC TXT record for a domain (RFC 7489) and the DNS name it goes at (_dmarc.example.com): policy for the domain and its subdomains, percentage, aggregate (rua) and failure (ruf) report addresses (mailto: added, IDN domains in Punycode, size limits like !10m kept), DKIM/SPF alignment, failure options and report interval. Defaults are left out so the record stays short; warns about monitoring-only policies, missing reports and report addresses on other domains that must authorize them.',
  category: 'generators',
  tags: ['dmarc', 'email', 'dns', 'security', 'deliverability'],
  keywords: ['dmarc generator', 'dmarc record generator', 'create dmarc record', 'dmarc builder', '_dmarc txt record', 'dmarc policy', 'p=reject', 'rua mailto', 'email authentication', 'dmarc setup'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    { name: 'domain', type: 'text', label: 'Domain', description: 'The domain mail is sent from (the From address domain), e.g. example.com.', required: true, placeholder: 'example.com', validation: { maxLength: 253 } },
    { name: 'policy', type: 'select', label: 'Policy (p)', description: 'What receivers do with mail that fails DMARC. Start with none, then quarantine, then reject.', required: false, defaultValue: 'none', options: policies },
    { name: 'subdomainPolicy', type: 'select', label: 'Subdomain policy (sp)', description: 'Policy for subdomains; "same" leaves sp out so subdomains follow p.', required: false, defaultValue: 'same', options: [{ value: 'same', label: 'same as the domain' }, ...policies] },
    { name: 'pct', type: 'number', label: 'Percentage (pct)', description: 'Share of failing mail the policy applies to (0-100); the rest is treated one step softer.', required: false, defaultValue: 100, validation: { min: 0, max: 100, step: 1 } },
    { name: 'rua', type: 'textarea', label: 'Aggregate report addresses (rua)', description: 'Addresses for the daily aggregate reports, separated by commas, spaces or lines; mailto: is added.', required: false, placeholder: 'dmarc-reports@example.com', validation: { maxLength: 2000 } },
    { name: 'ruf', type: 'textarea', label: 'Failure report addresses (ruf)', description: 'Addresses for per-message failure reports (few receivers send them).', required: false, validation: { maxLength: 2000 }, group: 'advanced' },
    { name: 'adkim', type: 'select', label: 'DKIM alignment (adkim)', description: 'How closely the DKIM signing domain must match the From domain.', required: false, defaultValue: 'r', options: alignment, group: 'advanced' },
    { name: 'aspf', type: 'select', label: 'SPF alignment (aspf)', description: 'How closely the envelope sender (Return-Path) domain must match the From domain.', required: false, defaultValue: 'r', options: alignment, group: 'advanced' },
    { name: 'fo', type: 'text', label: 'Failure options (fo)', description: 'When failure reports are sent: 0 (all fail), 1 (any fails), d (DKIM fails), s (SPF fails); colon-separated, e.g. 1:d:s.', required: false, defaultValue: '0', validation: { maxLength: 20, pattern: '^[01ds](:[01ds])*$' }, group: 'advanced' },
    { name: 'ri', type: 'number', label: 'Report interval (ri, seconds)', description: 'Requested interval between aggregate reports; most receivers send daily whatever is asked.', required: false, defaultValue: 86400, validation: { min: 1, max: 4294967295, step: 1 }, group: 'advanced' },
  ],
  outputDescription: 'The TXT record value, the DNS name it is published at, a zone-file line and the warnings.',
  outputSchema: {
    type: 'object',
    properties: {
      record: { type: 'string', description: 'The TXT record value to publish.' },
      name: { type: 'string', description: 'The DNS name of the record: _dmarc.<domain> (ASCII form).' },
      zoneLine: { type: 'string', description: 'The record as a BIND zone-file line (TTL 3600), quoted and split into strings of at most 255 characters.' },
      tags: {
        type: 'array',
        description: 'The tags written, in order.',
        items: { type: 'object', properties: { tag: { type: 'string' }, value: { type: 'string' } }, required: ['tag', 'value'], additionalProperties: false },
      },
      warnings: { type: 'array', items: { type: 'string' } },
    },
    required: ['record', 'name', 'zoneLine', 'tags', 'warnings'],
    additionalProperties: false,
  },
  primaryOutput: 'record',
  display: { zoneLine: { as: 'code', language: 'text' } },
  example: {
    input: { domain: 'example.com', policy: 'quarantine', subdomainPolicy: 'reject', pct: 50, rua: 'dmarc@example.com, reports@thirdparty.example.net!10m', adkim: 's' },
    output: {
      record: 'v=DMARC1; p=quarantine; sp=reject; pct=50; rua=mailto:dmarc@example.com,mailto:reports@thirdparty.example.net!10m; adkim=s',
      name: '_dmarc.example.com',
      zoneLine: '_dmarc.example.com. 3600 IN TXT "v=DMARC1; p=quarantine; sp=reject; pct=50; rua=mailto:dmarc@example.com,mailto:reports@thirdparty.example.net!10m; adkim=s"',
      tags: [
        { tag: 'v', value: 'DMARC1' },
        { tag: 'p', value: 'quarantine' },
        { tag: 'sp', value: 'reject' },
        { tag: 'pct', value: '50' },
        { tag: 'rua', value: 'mailto:dmarc@example.com,mailto:reports@thirdparty.example.net!10m' },
        { tag: 'adkim', value: 's' },
      ],
      warnings: [
        'pct=50: the policy applies to only 50% of the failing mail; raise it to 100 once reports look clean.',
        'thirdparty.example.net receives reports for example.com only if it publishes a TXT record "v=DMARC1" at example.com._report._dmarc.thirdparty.example.net (RFC 7489 §7.1).',
      ],
    },
    description: 'Quarantine half of the failing mail, reject for subdomains, strict DKIM alignment, reports to the domain and a provider.',
  },
  relatedTools: ['dmarc-record-parser', 'spf-record-builder', 'spf-record-parser', 'dkim-record-parser'],
  aiInstructions: 'Give the bare domain (example.com), not _dmarc.example.com. Addresses go without mailto: (it is added); a size limit is written as address!10m. Publish "record" as a TXT record at "name". Recommend p=none with rua first, then quarantine/reject.',
});
