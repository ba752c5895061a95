import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'date-formatter',
  name: 'Date Formatter',
  description:
    'Format a date and time with a pattern of Unicode (date-fns) tokens: yyyy-MM-dd, EEEE d MMMM yyyy, HH:mm:ss.SSS, hh:mm a, xxx, "Q"Q, wo week, and text in single quotes. Any IANA time zone or offset, 11 languages for month and day names. Shows the pattern\'s pieces for reference and common formats (ISO 8601, RFC 2822/7231, SQL) of the same instant. Uses date-fns format with @date-fns/tz.',
  category: 'utilities',
  tags: ['date', 'time', 'format', 'timezone'],
  keywords: ['date format', 'format date', 'date-fns format', 'strftime', 'date pattern', 'yyyy-mm-dd', 'custom date format', 'moment format', 'dayjs format', 'ldml', 'date to string'],
  method: 'GET',
  parameters: [
    { name: 'date', type: 'datetime', label: 'Date and time', description: 'The instant to format (ISO 8601; no offset means UTC).', required: true, placeholder: '2024-03-15T14:05:09Z' },
    { name: 'pattern', type: 'text', label: 'Pattern', description: 'date-fns / Unicode tokens, e.g. EEEE, d MMMM yyyy \'at\' HH:mm. Text in single quotes is literal.', required: false, defaultValue: "yyyy-MM-dd'T'HH:mm:ssxxx", validation: { maxLength: 500 } },
    { name: 'timezone', type: 'text', label: 'Time zone', description: 'IANA name (Asia/Tokyo) or offset (+05:30) to show the time in.', required: false, defaultValue: 'UTC', validation: { maxLength: 64 } },
    {
      name: 'locale',
      type: 'select',
      label: 'Language',
      description: 'Language of month and weekday names and of localized tokens (P, p).',
      required: false,
      defaultValue: 'en-US',
      options: [
        { value: 'en-US', label: 'English (US)' },
        { value: 'en-GB', label: 'English (UK)' },
        { value: 'de', label: 'Deutsch' },
        { value: 'fr', label: 'Français' },
        { value: 'es', label: 'Español' },
        { value: 'it', label: 'Italiano' },
        { value: 'pt-BR', label: 'Português (Brasil)' },
        { value: 'nl', label: 'Nederlands' },
        { value: 'ru', label: 'Русский' },
        { value: 'ja', label: '日本語' },
        { value: 'zh-CN', label: '中文' },
      ],
    },
  ],
  outputDescription: 'The formatted text and the instant in common formats.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The date formatted with the pattern.' },
      common: {
        type: 'object',
        description: 'The same instant in common formats (in the time zone).',
        properties: {
          iso8601: { type: 'string' },
          rfc2822: { type: 'string' },
          httpDate: { type: 'string', description: 'RFC 7231 IMF-fixdate (always GMT).' },
          sql: { type: 'string', description: 'yyyy-MM-dd HH:mm:ss' },
          unixSeconds: { type: 'integer' },
        },
        required: ['iso8601', 'rfc2822', 'httpDate', 'sql', 'unixSeconds'],
        additionalProperties: false,
      },
    },
    required: ['formatted', 'common'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  example: {
    input: { date: '2024-03-15T14:05:09Z', pattern: "EEEE, d MMMM yyyy 'at' h:mm a xxx", timezone: 'America/New_York' },
    output: {
      formatted: 'Friday, 15 March 2024 at 10:05 AM -04:00',
      common: {
        iso8601: '2024-03-15T10:05:09-04:00',
        rfc2822: 'Fri, 15 Mar 2024 10:05:09 -0400',
        httpDate: 'Fri, 15 Mar 2024 14:05:09 GMT',
        sql: '2024-03-15 10:05:09',
        unixSeconds: 1710511509,
      },
    },
    description: 'A long English date in New York time.',
  },
  relatedTools: ['natural-date-parser', 'unix-timestamp-converter', 'timezone-converter'],
  aiInstructions: 'Tokens are date-fns (Unicode LDML), not strftime or moment: yyyy year, MM month, dd day, HH 24-hour, hh 12-hour, mm minutes, ss seconds, a AM/PM, EEEE weekday, xxx offset. Use yyyy (not YYYY, the week-numbering year) and dd (not DD, day of year); quote literal letters.',
});
