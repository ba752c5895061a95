import { defineDefinition } from '@ctp/core';

const ULID = { type: 'string', pattern: '^[0-7][0-9A-HJKMNP-TV-Z]{25}$' } as const;

export default defineDefinition({
  id: 'ulid-generator',
  name: 'ULID Generator',
  description:
    'Generate ULIDs (Universally Unique Lexicographically Sortable Identifiers): 26 Crockford base32 characters holding a 48-bit millisecond timestamp and 80 random bits, so they sort by creation time. Up to 1000 per call, monotonic within a batch and across calls in one process or browser worker (same millisecond: the random part is incremented), at the current time or a given one. Decode mode turns a ULID back into its timestamp and randomness, with exact errors for invalid characters.',
  category: 'generators',
  primaryOutput: 'ulids',
  tags: ['ulid', 'identifier', 'random', 'timestamp'],
  keywords: ['ulid decode', 'ulid to timestamp', 'sortable id', 'lexicographic id', 'crockford base32', 'unique id', 'time ordered id', 'monotonic ulid', 'uuid alternative'],
  method: 'GET',
  parameters: [
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Generate new ULIDs, or decode an existing one.',
      required: false,
      defaultValue: 'generate',
      options: [
        { value: 'generate', label: 'Generate' },
        { value: 'decode', label: 'Decode' },
      ],
    },
    {
      name: 'count',
      type: 'number',
      label: 'How many',
      description: 'Number of ULIDs to generate (1–1000).',
      required: false,
      defaultValue: 1,
      validation: { min: 1, max: 1000, step: 1 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'generate' }],
    },
    {
      name: 'time',
      type: 'datetime',
      label: 'Time',
      description: 'Time to encode (ISO 8601; no offset means UTC; milliseconds kept). Default: now. Must be 1970 or later.',
      required: false,
      placeholder: '2024-01-01T00:00:00Z',
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'generate' }],
      group: 'advanced',
    },
    {
      name: 'ulid',
      type: 'text',
      label: 'ULID',
      description: 'The ULID to decode: 26 Crockford base32 characters, case-insensitive.',
      required: false,
      placeholder: '01ARYZ6S41TSV4RRFFQ69G5FAV',
      validation: { maxLength: 100 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'decode' }],
      aiHint: 'Required in decode mode.',
    },
    {
      name: 'seed',
      type: 'text',
      label: 'Seed',
      description: 'Optional seed for reproducible random bits (set "time" too). Seeded ULIDs repeat on every run with the same seed: never use them as real identifiers.',
      required: false,
      validation: { maxLength: 200 },
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'generate' }],
      group: 'advanced',
      aiHint: 'Leave empty for real randomness.',
    },
  ],
  outputDescription: 'Generate: the ULIDs in ascending order and their timestamp. Decode: the canonical ULID, its timestamp and its random part.',
  outputSchema: {
    type: 'object',
    properties: {
      ulids: { type: 'array', items: ULID, minItems: 1, maxItems: 1000, description: 'Generate only: the ULIDs, strictly ascending.' },
      ulid: { ...ULID, description: 'Decode only: the ULID in canonical uppercase.' },
      timestamp: { type: 'string', description: 'The encoded time, ISO 8601 UTC with milliseconds.' },
      timestampMs: { type: 'integer', minimum: 0, maximum: 281474976710655, description: 'The encoded time in Unix milliseconds.' },
      randomness: { type: 'string', pattern: '^[0-9a-f]{20}$', description: 'Decode only: the 80-bit random part as 20 hex digits.' },
    },
    required: ['timestamp', 'timestampMs'],
    additionalProperties: false,
  },
  annotations: { idempotentHint: false },
  example: {
    input: { count: 3, time: '2024-01-01T00:00:00Z', seed: 'example' },
    output: {
      ulids: ['01HK153X00CT5K6ND4RBC0BQJW', '01HK153X00CT5K6ND4RBC0BQJX', '01HK153X00CT5K6ND4RBC0BQJY'],
      timestamp: '2024-01-01T00:00:00.000Z',
      timestampMs: 1704067200000,
    },
    description: 'Three ULIDs for a fixed time, monotonic, reproducible thanks to the seed.',
  },
  relatedTools: ['uuid-generator', 'random-string-generator'],
  aiInstructions:
    'Call with no input for one ULID at the current time; set count for several (max 1000, strictly ascending). For decode set mode "decode" and pass the ULID in "ulid": it returns when it was created. Do not set a seed unless the same ULIDs must be reproduced.',
});
