/**
 * Output schema parts the DNS TXT record readers (SPF, DMARC, DKIM) share: the record's tags with
 * their meaning, and the problems found, each an error or a warning.
 */

/** One `tag=value` of a record, explained. */
export const dnsTagsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { tag: { type: 'string' }, value: { type: 'string' }, meaning: { type: 'string' } },
    required: ['tag', 'value', 'meaning'],
    additionalProperties: false,
  },
} as const;

/** What is wrong with the record (error) or risky (warning). */
export const dnsIssuesSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { severity: { enum: ['error', 'warning'] }, message: { type: 'string' } },
    required: ['severity', 'message'],
    additionalProperties: false,
  },
} as const;
