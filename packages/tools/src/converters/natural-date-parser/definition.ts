import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'natural-date-parser',
  name: 'Natural Language Date Parser',
  description:
    'Find and parse dates written in plain language ("next Friday at 5pm", "in 3 days", "March 3 to March 5", "Sat Aug 17 2013 18:40:39 GMT+0900"): every date found with its position, as ISO 8601 in your time zone and in UTC, ranges with their end, and which parts were stated rather than assumed. Relative dates count from a reference time (default: now). 13 languages (chrono-node). Up to 10,000 characters.',
  category: 'converters',
  tags: ['date', 'time', 'parse', 'natural-language'],
  keywords: ['natural language date', 'parse date from text', 'human date parser', 'next friday', 'in 3 days', 'date extractor', 'chrono', 'text to date', 'relative date', 'fuzzy date'],
  method: 'POST',
  cost: 'heavy', // hundreds of ms per call: servers run every call in the worker pool
  parameters: [
    { name: 'text', type: 'textarea', label: 'Text', description: 'Text containing one or more dates.', required: true, placeholder: 'Lunch next Friday at 12:30, then the review in 3 days', validation: { maxLength: 10_000 } },
    { name: 'reference', type: 'datetime', label: 'Reference time', description: 'What "now" is for relative dates (ISO 8601; no offset means UTC). Default: the current time.', required: false, placeholder: '2024-03-15T12:00:00Z' },
    { name: 'timezone', type: 'text', label: 'Time zone', description: 'Where the text was written: an IANA name (Europe/Paris) or an offset (+02:00). Dates without a zone are read in it.', required: false, defaultValue: 'UTC', validation: { maxLength: 64 } },
    {
      name: 'locale',
      type: 'select',
      label: 'Language',
      description: 'The language of the text.',
      required: false,
      defaultValue: 'en',
      options: [
        { value: 'en', label: 'English (US: 03/04 is March 4)' },
        { value: 'en-GB', label: 'English (UK: 03/04 is 3 April)' },
        { value: 'de', label: 'Deutsch' },
        { value: 'fr', label: 'Français' },
        { value: 'es', label: 'Español' },
        { value: 'pt', label: 'Português' },
        { value: 'nl', label: 'Nederlands' },
        { value: 'it', label: 'Italiano' },
        { value: 'sv', label: 'Svenska' },
        { value: 'ru', label: 'Русский' },
        { value: 'uk', label: 'Українська' },
        { value: 'ja', label: '日本語' },
        { value: 'zh', label: '中文' },
      ],
    },
    { name: 'forwardDate', type: 'boolean', label: 'Prefer future dates', description: 'Read ambiguous dates ("Friday", "March 3") as the next occurrence rather than the nearest.', required: false, defaultValue: false },
  ],
  outputDescription: 'The first date found and every date with its position, ISO forms and certainty.',
  outputSchema: {
    type: 'object',
    properties: {
      date: { type: 'string', description: 'The first date found, ISO 8601 in the time zone ("" when none).' },
      count: { type: 'integer', minimum: 0 },
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            text: { type: 'string', description: 'The words that were read as a date.' },
            index: { type: 'integer', minimum: 0, description: 'Where they start in the text (UTF-16 offset).' },
            start: { type: 'string', description: 'ISO 8601 with the zone offset.' },
            startUtc: { type: 'string', description: 'The same instant in UTC.' },
            end: { type: 'string', description: 'For a range: its end, ISO 8601 with offset ("" otherwise).' },
            stated: { type: 'array', items: { type: 'string' }, description: 'Parts given in the text (year, month, day, weekday, hour, minute…); the others were assumed from the reference time.' },
          },
          required: ['text', 'index', 'start', 'startUtc', 'end', 'stated'],
          additionalProperties: false,
        },
      },
    },
    required: ['date', 'count', 'results'],
    additionalProperties: false,
  },
  primaryOutput: 'date',
  example: {
    input: { text: 'Lunch next Friday at 12:30, then the review in 3 days', reference: '2024-03-15T09:00:00Z', timezone: 'Europe/Paris' },
    output: {
      date: '2024-03-22T12:30:00+01:00',
      count: 2,
      results: [
        { text: 'next Friday at 12:30', index: 6, start: '2024-03-22T12:30:00+01:00', startUtc: '2024-03-22T11:30:00.000Z', end: '', stated: ['weekday', 'hour', 'minute'] },
        { text: 'in 3 days', index: 44, start: '2024-03-18T10:00:00+01:00', startUtc: '2024-03-18T09:00:00.000Z', end: '', stated: ['year', 'month', 'day', 'weekday'] },
      ],
    },
    description: 'Two relative dates read from the reference time in Paris.',
  },
  relatedTools: ['date-formatter', 'unix-timestamp-converter', 'timezone-converter'],
  aiInstructions: 'Always pass reference (and timezone) when the result must be reproducible; otherwise relative dates count from the moment of the call.',
});
