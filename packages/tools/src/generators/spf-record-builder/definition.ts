import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'spf-record-builder',
  name: 'SPF Record Generator',
  description:
    'Build the SPF TXT record (v=spf1, RFC 7208) that lists the servers allowed to send mail for a domain: the domain\'s own A and MX hosts, IPv4/IPv6 addresses and ranges, includes of mail providers (Google, Microsoft 365, SendGrid…), the all qualifier (~all, -all, ?all) or a redirect. Checks every entry, drops duplicates and ranges already covered, counts the DNS lookups against the limit of 10 and splits a long record into 255-character strings for DNS. Offline: includes are counted, not fetched.',
  category: 'generators',
  tags: ['spf', 'email', 'dns', 'security', 'deliverability'],
  keywords: ['spf generator', 'spf record generator', 'create spf record', 'spf builder', 'v=spf1', 'spf txt record', 'include:_spf.google.com', 'softfail', 'sender policy framework', 'email authentication', 'spf setup'],
  method: 'POST',
  annotations: { idempotentHint: true },
  parameters: [
    { name: 'domain', type: 'text', label: 'Domain', description: 'The domain the record is published at (only used for the zone-file line and checks).', required: false, placeholder: 'example.com', validation: { maxLength: 253 } },
    { name: 'a', type: 'boolean', label: 'The domain\'s A/AAAA hosts (a)', description: 'Allow the servers the domain name itself points to, e.g. a web server that sends mail.', required: false, defaultValue: false },
    { name: 'mx', type: 'boolean', label: 'The domain\'s mail servers (mx)', description: 'Allow the servers in the domain\'s MX records.', required: false, defaultValue: false },
    { name: 'ip4', type: 'textarea', label: 'IPv4 addresses (ip4)', description: 'Addresses or CIDR ranges, separated by commas, spaces or lines.', required: false, placeholder: '192.0.2.10, 198.51.100.0/24', validation: { maxLength: 8000 } },
    { name: 'ip6', type: 'textarea', label: 'IPv6 addresses (ip6)', description: 'Addresses or CIDR ranges, separated by commas, spaces or lines.', required: false, placeholder: '2001:db8::/32', validation: { maxLength: 8000 } },
    { name: 'include', type: 'textarea', label: 'Include domains', description: 'Mail providers\' SPF domains, e.g. _spf.google.com, spf.protection.outlook.com, sendgrid.net.', required: false, placeholder: '_spf.google.com', validation: { maxLength: 4000 } },
    {
      name: 'all', type: 'select', label: 'Other servers (all)', description: 'What receivers do with mail from servers not listed.', required: false, defaultValue: '~all',
      options: [
        { value: '~all', label: '~all softfail (accept, mark as suspicious)' },
        { value: '-all', label: '-all fail (reject)' },
        { value: '?all', label: '?all neutral (no statement)' },
        { value: 'none', label: 'none (leave all out)' },
      ],
    },
    { name: 'redirect', type: 'text', label: 'Redirect to domain', description: 'Use another domain\'s SPF record instead (redirect=); all is then left out.', required: false, placeholder: '_spf.example.com', validation: { maxLength: 253 }, group: 'advanced' },
  ],
  outputDescription: 'The TXT record, a zone-file line with 255-character strings, the DNS lookup count and the warnings.',
  outputSchema: {
    type: 'object',
    properties: {
      record: { type: 'string', description: 'The TXT record value to publish.' },
      zoneLine: { type: 'string', description: 'A BIND zone-file line (TTL 3600) with the record split into quoted strings of at most 255 characters.' },
      lookups: { type: 'integer', minimum: 0, description: 'DNS lookups this record causes (a, mx, include, redirect); each include adds its own.' },
      terms: { type: 'array', items: { type: 'string' }, description: 'The mechanisms and modifiers written, in order.' },
      warnings: { type: 'array', items: { type: 'string' } },
    },
    required: ['record', 'zoneLine', 'lookups', 'terms', 'warnings'],
    additionalProperties: false,
  },
  primaryOutput: 'record',
  display: { zoneLine: { as: 'code', language: 'text' } },
  example: {
    input: { domain: 'example.com', mx: true, ip4: '192.0.2.10, 198.51.100.0/24', ip6: '2001:db8::/32', include: '_spf.google.com\nsendgrid.net', all: '-all' },
    output: {
      record: 'v=spf1 ip4:192.0.2.10 ip4:198.51.100.0/24 ip6:2001:db8::/32 mx include:_spf.google.com include:sendgrid.net -all',
      zoneLine: 'example.com. 3600 IN TXT "v=spf1 ip4:192.0.2.10 ip4:198.51.100.0/24 ip6:2001:db8::/32 mx include:_spf.google.com include:sendgrid.net -all"',
      lookups: 3,
      terms: ['ip4:192.0.2.10', 'ip4:198.51.100.0/24', 'ip6:2001:db8::/32', 'mx', 'include:_spf.google.com', 'include:sendgrid.net', '-all'],
      warnings: ['The 2 includes add their own DNS lookups: check the total stays at 10 or fewer with an SPF checker that follows them.'],
    },
    description: 'Own mail servers, an office address and range, an IPv6 block, Google Workspace and SendGrid; everyone else fails.',
  },
  relatedTools: ['spf-record-parser', 'dmarc-record-builder', 'dkim-record-parser', 'ip-range-to-cidr'],
  aiInstructions: 'A domain has exactly one SPF record: merge every sender into one call. Use the provider\'s documented include domain (Google Workspace _spf.google.com, Microsoft 365 spf.protection.outlook.com). Prefer ~all while testing and -all once all senders are listed.',
});
