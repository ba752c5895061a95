import { defineDefinition } from '@ctp/core';

const count = (description: string) => ({ type: 'integer', minimum: 0, description });

export default defineDefinition({
  id: 'url-defang',
  name: 'URL Defang / Refang',
  description:
    'Defang indicators of compromise in text so they cannot be clicked or resolved by accident in reports, tickets and chats: URLs (hxxps[:]//evil[.]example/path), domains, IPv4 addresses and email addresses (user[@]example[.]com). Refang reverses every common style: [.] (.) {.} [dot], hxxp/hXXp/fxp, [:] [://], [@] [at]. Counts what was changed. File names such as report.pdf are left alone.',
  category: 'analyzers',
  tags: ['security', 'url', 'ioc', 'soc'],
  keywords: [
    'defang', 'refang', 'ioc', 'indicator of compromise', 'hxxp', 'hxxps', 'threat intelligence', 'phishing url', 'malicious url',
    'soc report', 'incident report', 'sanitize url', 'safe url', 'cti', 'fang',
  ],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'Text containing URLs, domains, IPs or emails (defang), or defanged indicators (refang).',
      required: true,
      placeholder: 'Beacon to https://evil.example.com/a.php from 203.0.113.7',
      validation: { maxLength: 1000000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'defang makes indicators inert; refang restores them.',
      required: false,
      defaultValue: 'defang',
      options: [
        { value: 'defang', label: 'Defang' },
        { value: 'refang', label: 'Refang' },
      ],
    },
    {
      name: 'scope',
      type: 'select',
      label: 'Defang',
      description: 'all also defangs bare domains (evil.example.com) in running text; urls touches only URLs with a scheme, emails and IP addresses.',
      required: false,
      defaultValue: 'all',
      options: [
        { value: 'all', label: 'URLs, domains, IPs and emails' },
        { value: 'urls', label: 'URLs, IPs and emails only' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'defang' }],
    },
    {
      name: 'dotStyle',
      type: 'select',
      label: 'Dot style',
      description: 'How dots are written when defanging.',
      required: false,
      defaultValue: '[.]',
      options: [
        { value: '[.]', label: '[.]' },
        { value: '(.)', label: '(.)' },
        { value: '[dot]', label: '[dot]' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'defang' }],
      group: 'advanced',
    },
    {
      name: 'separatorStyle',
      type: 'select',
      label: 'Scheme separator',
      description: 'How :// is written after the defanged scheme.',
      required: false,
      defaultValue: '[:]//',
      options: [
        { value: '[:]//', label: 'hxxps[:]//' },
        { value: '[://]', label: 'hxxps[://]' },
        { value: '://', label: 'hxxps:// (scheme only)' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'defang' }],
      group: 'advanced',
    },
  ],
  outputDescription: 'The converted text, counts of each kind of replacement and, when defanging, of each kind of indicator.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The defanged or refanged text.' },
      mode: { type: 'string', enum: ['defang', 'refang'] },
      replacements: {
        type: 'object',
        description: 'How many of each token were replaced.',
        properties: {
          dots: count('Dots ↔ [.] and its variants.'),
          schemes: count('http ↔ hxxp, ftp ↔ fxp.'),
          separators: count(':// or : ↔ [:]// , [://], [:].'),
          atSigns: count('@ ↔ [@], [at].'),
        },
        required: ['dots', 'schemes', 'separators', 'atSigns'],
        additionalProperties: false,
      },
      totalReplacements: count('Sum of the replacements.'),
      indicators: {
        type: 'object',
        description: 'Defang only: indicators found and defanged.',
        properties: { urls: count('URLs with a scheme.'), domains: count('Bare domain names.'), ipAddresses: count('IPv4 addresses.'), emails: count('Email addresses.') },
        required: ['urls', 'domains', 'ipAddresses', 'emails'],
        additionalProperties: false,
      },
    },
    required: ['result', 'mode', 'replacements', 'totalReplacements'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { text: 'C2 at https://evil.example.com/gate.php (203.0.113.7), phish sent from billing@evil.example.com.' },
    output: {
      result: 'C2 at hxxps[:]//evil[.]example[.]com/gate.php (203[.]0[.]113[.]7), phish sent from billing[@]evil[.]example[.]com.',
      mode: 'defang',
      replacements: { dots: 7, schemes: 1, separators: 1, atSigns: 1 },
      totalReplacements: 10,
      indicators: { urls: 1, domains: 0, ipAddresses: 1, emails: 1 },
    },
    description: 'A URL, an IP and an email defanged for a report; the path is left readable.',
  },
  relatedTools: ['url-parser', 'sensitive-data-masker'],
  aiInstructions:
    'Defang before pasting indicators into reports, tickets or chat; refang only right before feeding them to an analysis tool. Defanging is idempotent: already defanged text is left as it is. Only host dots are changed in URLs, not path dots. IPv6 addresses are not defanged. With scope all, words like evil.example are treated as domains; use scope urls for prose with many dotted names.',
});
