import { defineDefinition } from '@ctp/core';

const CHANGES = ['domain-lowercased', 'domain-to-ascii', 'domain-alias', 'local-lowercased', 'dots-removed', 'subaddress-removed'];

export default defineDefinition({
  id: 'email-normalizer',
  name: 'Email Address Normalizer',
  description:
    'Normalize email addresses to one canonical form per mailbox, for de-duplication and sign-up abuse checks: lowercase and Punycode (IDN) domains, lowercase local parts where the provider ignores case, remove Gmail dots and +tags (googlemail.com → gmail.com), and subaddresses at Outlook/Hotmail/Live (+), Yahoo (-), iCloud, Fastmail and Proton (+). One address per line; says what changed and counts duplicates. Syntax is checked with validator.js.',
  category: 'utilities',
  handles: [{ kind: 'email' }],
  tags: ['email', 'normalize', 'deduplicate'],
  keywords: [
    'normalize email', 'canonical email', 'email deduplication', 'dedupe emails', 'gmail dots', 'plus addressing', 'subaddress',
    'email alias', 'googlemail', 'sub-addressing', 'rfc 5233', 'duplicate accounts', 'lowercase email', 'idn email',
  ],
  method: 'POST',
  parameters: [
    {
      name: 'emails',
      type: 'textarea',
      label: 'Email addresses',
      description: 'One address per line (blank lines are skipped).',
      required: true,
      placeholder: 'John.Smith+news@GoogleMail.com',
      validation: { maxLength: 100000 },
    },
    {
      name: 'removeSubaddress',
      type: 'boolean',
      label: 'Remove subaddresses',
      description: 'Drop +tag (Gmail, Outlook, iCloud, Fastmail, Proton) and -keyword (Yahoo) from the local part.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'removeGmailDots',
      type: 'boolean',
      label: 'Remove Gmail dots',
      description: 'Gmail ignores dots in the local part: j.smith and jsmith are the same mailbox.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'localCase',
      type: 'select',
      label: 'Local part case',
      description: 'provider: lowercase only at the providers above, which ignore case; other servers may not (RFC 5321).',
      required: false,
      defaultValue: 'provider',
      options: [
        { value: 'provider', label: 'Lowercase for known providers' },
        { value: 'lower', label: 'Always lowercase' },
        { value: 'preserve', label: 'Keep as written' },
      ],
    },
    {
      name: 'plusEverywhere',
      type: 'boolean',
      label: '+tags at every domain',
      description: 'Also remove +tags at other domains (most mail servers support RFC 5233 plus addressing, but not all).',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The normalized addresses (one per line), each with what changed and its provider, and the number of distinct mailboxes.',
  outputSchema: {
    type: 'object',
    properties: {
      normalized: { type: 'string', description: 'The normalized addresses, one per input address, in input order.' },
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            input: { type: 'string' },
            normalized: { type: 'string' },
            provider: { type: ['string', 'null'], enum: ['gmail', 'microsoft', 'yahoo', 'apple', 'fastmail', 'proton', null], description: 'The provider whose rules applied.' },
            changes: { type: 'array', items: { type: 'string', enum: CHANGES }, description: 'What was changed.' },
          },
          required: ['input', 'normalized', 'provider', 'changes'],
          additionalProperties: false,
        },
      },
      count: { type: 'integer', minimum: 1, description: 'Addresses read.' },
      uniqueCount: { type: 'integer', minimum: 1, description: 'Distinct normalized addresses.' },
      unique: { type: 'array', items: { type: 'string' }, description: 'The distinct normalized addresses, first occurrence order.' },
    },
    required: ['normalized', 'results', 'count', 'uniqueCount', 'unique'],
    additionalProperties: false,
  },
  primaryOutput: 'normalized',
  example: {
    input: { emails: 'John.Smith+news@GoogleMail.com\njohnsmith@gmail.com\nAnna-Lee@Example.ORG' },
    output: {
      normalized: 'johnsmith@gmail.com\njohnsmith@gmail.com\nAnna-Lee@example.org',
      results: [
        { input: 'John.Smith+news@GoogleMail.com', normalized: 'johnsmith@gmail.com', provider: 'gmail', changes: ['domain-lowercased', 'domain-alias', 'local-lowercased', 'dots-removed', 'subaddress-removed'] },
        { input: 'johnsmith@gmail.com', normalized: 'johnsmith@gmail.com', provider: 'gmail', changes: [] },
        { input: 'Anna-Lee@Example.ORG', normalized: 'Anna-Lee@example.org', provider: null, changes: ['domain-lowercased'] },
      ],
      count: 3,
      uniqueCount: 2,
      unique: ['johnsmith@gmail.com', 'Anna-Lee@example.org'],
    },
    description: 'Two spellings of one Gmail mailbox collapse; an unknown domain keeps its local-part case.',
  },
  relatedTools: ['email-validator', 'remove-duplicate-lines'],
  aiInstructions:
    'Use the normalized form to compare or de-duplicate, but keep sending mail to the address as the user typed it. Any line that is not a syntactically valid address makes the call fail with INVALID_INPUT naming the line; fix or remove it. Yahoo -keyword addresses are disposable aliases of a base name, so removing the keyword groups them without giving the account\'s main address.',
});
