import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'objectid-generator',
  name: 'MongoDB ObjectId Generator',
  description:
    'Generate MongoDB ObjectIds: 12 bytes as 24 hex digits — a 4-byte timestamp in seconds, a 5-byte random value unique to the generating process and a 3-byte counter starting at a random value — exactly the layout the MongoDB drivers use, so IDs of one batch share the random part and count up. Up to 1,000 at once, now or at a given time (useful for range queries on _id by date). To decode one, use timestamp-id-decoder.',
  category: 'generators',
  tags: ['objectid', 'mongodb', 'id', 'bson', 'identifier'],
  keywords: ['objectid', 'mongodb objectid', 'mongo id generator', 'bson objectid', '_id', 'objectid from date', 'mongodb id by timestamp', 'object id'],
  method: 'GET',
  parameters: [
    { name: 'count', type: 'number', label: 'How many', description: 'Number of ObjectIds (1–1000).', required: false, defaultValue: 1, validation: { min: 1, max: 1000, step: 1 } },
    { name: 'time', type: 'datetime', label: 'Time', description: 'Time to encode (default: now); 1970 to 2106. Sub-second parts are dropped.', required: false },
    { name: 'zeroTail', type: 'boolean', label: 'Time only (zero the rest)', description: 'Set the random and counter bytes to zero: the smallest ObjectId of that second, for _id range queries by date.', required: false, defaultValue: false, group: 'advanced' },
    seedParameter,
  ],
  outputDescription: 'The ObjectIds (hex) and the encoded time.',
  outputSchema: {
    type: 'object',
    properties: {
      ids: { type: 'array', items: { type: 'string', pattern: '^[0-9a-f]{24}$' }, minItems: 1, maxItems: 1000, description: 'The ObjectIds as 24 lowercase hex digits.' },
      timestamp: { type: 'string', description: 'The encoded time, ISO 8601 UTC.' },
    },
    required: ['ids', 'timestamp'],
    additionalProperties: false,
  },
  primaryOutput: 'ids',
  annotations: { idempotentHint: false },
  example: {
    input: { count: 3, time: '2024-01-01T00:00:00Z', seed: 'example' },
    output: { ids: ['65920080668b3355a4595cde', '65920080668b3355a4595cdf', '65920080668b3355a4595ce0'], timestamp: '2024-01-01T00:00:00.000Z' },
    description: 'One process value and a counting counter, reproducible because of the seed.',
  },
  relatedTools: ['timestamp-id-decoder', 'ksuid-generator', 'uuid-generator'],
  aiInstructions: 'For a MongoDB query of documents created after a date, set time to that date and zeroTail true, then query {_id: {$gt: ObjectId("…")}}.',
});
