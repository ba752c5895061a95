import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'ksuid-generator',
  name: 'KSUID Generator',
  description:
    'Generate KSUIDs (K-Sortable Unique IDs, as defined by Segment): 27 base62 characters holding a 32-bit timestamp in seconds since 2014-05-13 (the KSUID epoch, 1400000000) and 128 random bits, so they sort roughly by creation time. Up to 1,000 at once, at the current time or a given one, with the raw 20 bytes in hex. To read the time back from a KSUID use timestamp-id-decoder.',
  category: 'generators',
  tags: ['ksuid', 'id', 'random', 'identifier', 'timestamp'],
  keywords: ['ksuid', 'k-sortable id', 'segment ksuid', 'sortable unique id', 'base62 id', 'time ordered id', 'uuid alternative'],
  method: 'GET',
  parameters: [
    { name: 'count', type: 'number', label: 'How many', description: 'Number of KSUIDs (1–1000).', required: false, defaultValue: 1, validation: { min: 1, max: 1000, step: 1 } },
    { name: 'time', type: 'datetime', label: 'Time', description: 'Time to encode (default: now); between 2014-05-13T16:53:20Z and 2150-06-19T23:21:35Z. Sub-second parts are dropped.', required: false, group: 'advanced' },
    { name: 'sorted', type: 'boolean', label: 'Sort', description: 'Return the batch in ascending order.', required: false, defaultValue: false },
    seedParameter,
  ],
  outputDescription: 'The KSUIDs, their raw bytes and the encoded time.',
  outputSchema: {
    type: 'object',
    properties: {
      ids: { type: 'array', items: { type: 'string', pattern: '^[0-9A-Za-z]{27}$' }, minItems: 1, maxItems: 1000, description: 'The KSUIDs.' },
      hex: { type: 'array', items: { type: 'string', pattern: '^[0-9a-f]{40}$' }, description: 'The same KSUIDs as 20 raw bytes in hex (4 bytes time, 16 bytes payload).' },
      timestamp: { type: 'string', description: 'The encoded time, ISO 8601 UTC.' },
    },
    required: ['ids', 'hex', 'timestamp'],
    additionalProperties: false,
  },
  primaryOutput: 'ids',
  annotations: { idempotentHint: false },
  example: {
    input: { count: 2, time: '2024-01-01T00:00:00Z', seed: 'example' },
    output: {
      ids: ['2aKVLN0B4oQ4A7oBjUseul9la88', '2aKVLLdOrcjT7b76ZDivaOPdzCE'],
      hex: ['121fb280668b3355a4c2d805de5c5920ac3478c0', '121fb280399dac5137f065edd17b4e94b278dbc2'],
      timestamp: '2024-01-01T00:00:00.000Z',
    },
    description: 'Two KSUIDs for a fixed time, reproducible because of the seed.',
  },
  relatedTools: ['timestamp-id-decoder', 'ulid-generator', 'objectid-generator'],
  aiInstructions: 'Call with no input for one KSUID now. Seeds make IDs predictable: only for tests.',
});
