import { defineDefinition } from '@ctp/core';

const TYPES = ['privateKey', 'jwt', 'bearerToken', 'awsAccessKey', 'secret', 'creditCard', 'iban', 'email', 'uuid', 'ipv6', 'ipv4', 'phone'] as const;

const detector = <const N extends string>(name: N, label: string, description: string, defaultValue = true) =>
  ({ name, type: 'boolean', label, description, required: false, defaultValue, group: 'advanced' }) as const;

export default defineDefinition({
  id: 'sensitive-data-masker',
  name: 'Sensitive Data Masker',
  description:
    'Find and mask sensitive data in text or logs: emails, international phone numbers, credit card numbers (Luhn-checked, last 4 kept), IBANs (mod-97 checked), IPv4/IPv6 addresses, JWTs, AWS access key IDs, secrets in key=value / JSON "password": "…" pairs, Bearer/Basic tokens, PEM private keys and optionally UUIDs. Masks with asterisks (same length), a [REDACTED:type] label or first/last N characters. Reports where each finding is, never its value.',
  category: 'editors',
  tags: ['privacy', 'security', 'redact', 'mask'],
  keywords: ['redact', 'mask', 'anonymize', 'sanitize logs', 'pii', 'gdpr', 'scrub secrets', 'hide password', 'credit card mask', 'remove emails', 'data masking', 'dlp', 'obfuscate'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text, log or config to scan and mask.',
      required: true,
      placeholder: 'user=alice@example.com password=hunter2',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'maskStyle',
      type: 'select',
      label: 'Mask style',
      description: 'How a finding is replaced.',
      required: false,
      defaultValue: 'asterisks',
      options: [
        { value: 'asterisks', label: 'Asterisks (same length)', description: 'Every character becomes *; line breaks and card separators and last 4 digits are kept.' },
        { value: 'label', label: '[REDACTED:type] label' },
        { value: 'partial', label: 'Keep first/last N', description: 'Keep N characters at each end, mask the middle (cards: last 4 digits).' },
      ],
    },
    {
      name: 'keepChars',
      type: 'number',
      label: 'Characters kept at each end',
      description: 'Partial style: characters left visible at the start and at the end; values shorter than 2N+4 characters are masked completely.',
      required: false,
      defaultValue: 2,
      validation: { min: 1, max: 10, step: 1 },
      dependsOn: [{ field: 'maskStyle', condition: 'equals', value: 'partial' }],
    },
    detector('emails', 'Email addresses', 'Mask email addresses.'),
    detector('phones', 'Phone numbers', 'Mask international numbers (+ or 00 and country code, 8–15 digits) and North American (555) 123-4567 / 555-123-4567 forms.'),
    detector('creditCards', 'Credit card numbers', 'Mask 13–19 digit card numbers that pass the Luhn check; the last 4 digits stay visible.'),
    detector('ibans', 'IBANs', 'Mask IBANs that pass the ISO 13616 mod-97 check (with or without spaces).'),
    detector('ipAddresses', 'IP addresses', 'Mask IPv4 and IPv6 addresses.'),
    detector('jwts', 'JWTs', 'Mask JSON Web Tokens (eyJ….eyJ….signature).'),
    detector('awsKeys', 'AWS access key IDs', 'Mask AWS access key IDs (AKIA…, ASIA…).'),
    detector('secrets', 'Secrets in key=value pairs', 'Mask values of keys like password, secret, token, api_key, private_key in key=value, key: value and JSON pairs, and passwords in URLs (user:password@host).'),
    detector('bearerTokens', 'Bearer / Basic tokens', 'Mask the credentials after "Bearer " or "Basic " (HTTP Authorization headers).'),
    detector('privateKeys', 'Private keys (PEM)', 'Mask -----BEGIN … PRIVATE KEY----- blocks (an unterminated block is masked to the end).'),
    detector('uuids', 'UUIDs', 'Mask UUIDs (off by default: they are usually identifiers, not secrets).', false),
  ],
  outputDescription: 'The masked text, the position of every finding (never its value) and the number of findings per type.',
  outputSchema: {
    type: 'object',
    properties: {
      masked: { type: 'string', description: 'The text with every finding masked.' },
      findings: {
        type: 'array',
        description: 'The findings in text order (at most 10,000 listed; counts are complete).',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: [...TYPES], description: 'What was found.' },
            line: { type: 'integer', minimum: 1, description: '1-based line of the first masked character.' },
            column: { type: 'integer', minimum: 1, description: '1-based column (in code points) of the first masked character.' },
            length: { type: 'integer', minimum: 1, description: 'Length of the masked value in code points.' },
          },
          required: ['type', 'line', 'column', 'length'],
          additionalProperties: false,
        },
      },
      counts: {
        type: 'object',
        description: 'Number of findings per type (types with none are omitted).',
        propertyNames: { enum: [...TYPES] },
        additionalProperties: { type: 'integer', minimum: 1 },
      },
      total: { type: 'integer', minimum: 0, description: 'Total number of findings.' },
      findingsTruncated: { type: 'boolean', description: 'True when more than 10,000 findings exist and the list was cut.' },
    },
    required: ['masked', 'findings', 'counts', 'total', 'findingsTruncated'],
    additionalProperties: false,
  },
  primaryOutput: 'masked',
  example: {
    input: {
      text: 'login alice@example.com from 203.0.113.7\n{"password": "hunter2", "card": "4111 1111 1111 1111"}',
      maskStyle: 'label',
    },
    output: {
      masked: 'login [REDACTED:email] from [REDACTED:ipv4]\n{"password": "[REDACTED:secret]", "card": "[REDACTED:creditCard]"}',
      findings: [
        { type: 'email', line: 1, column: 7, length: 17 },
        { type: 'ipv4', line: 1, column: 30, length: 11 },
        { type: 'secret', line: 2, column: 15, length: 7 },
        { type: 'creditCard', line: 2, column: 34, length: 19 },
      ],
      counts: { email: 1, ipv4: 1, secret: 1, creditCard: 1 },
      total: 4,
      findingsTruncated: false,
    },
    description: 'Redact an email, an IP address, a password and a card number with type labels.',
  },
  relatedTools: ['find-replace'],
  aiInstructions:
    'Pass the text in "text"; every detector is on except uuids. Use maskStyle "label" when the reader should know what was removed, "asterisks" to keep lengths and layout, "partial" to keep a hint of the value. Detection is pattern-based (cards and IBANs are checksum-validated, phones need a + or 00 country prefix or a North American format): review the result before sharing, it can miss secrets that have no recognisable shape. findings give line/column/length, never the secret.',
});
