import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'cuid2-generator',
  name: 'CUID2 Generator',
  description:
    'Generate CUID2 identifiers: secure, collision-resistant, URL- and database-friendly IDs that start with a letter and hold only a-z0-9 (24 characters by default, 2–32). Each is a SHA3-512 hash of the time, a random salt, a counter and a host fingerprint, as the @paralleldrive/cuid2 reference does, so IDs reveal neither the time nor their order. Up to 1,000 at once. Also checks whether a string looks like a CUID2.',
  category: 'generators',
  tags: ['cuid', 'cuid2', 'id', 'random', 'identifier'],
  keywords: ['cuid2', 'cuid', 'collision resistant id', 'secure id', 'prisma cuid', 'database id', 'paralleldrive cuid2', 'createId', 'uuid alternative'],
  method: 'GET',
  parameters: [
    { name: 'count', type: 'number', label: 'How many', description: 'Number of IDs (1–1000).', required: false, defaultValue: 1, validation: { min: 1, max: 1000, step: 1 } },
    { name: 'length', type: 'number', label: 'Length', description: 'Characters per ID (2–32; 24 is the standard).', required: false, defaultValue: 24, validation: { min: 2, max: 32, step: 1 } },
    { name: 'time', type: 'datetime', label: 'Time', description: 'The time hashed into the IDs (default: now). Only useful with a seed, to reproduce IDs.', required: false, group: 'advanced' },
    seedParameter,
  ],
  outputDescription: 'The IDs.',
  outputSchema: {
    type: 'object',
    properties: {
      ids: { type: 'array', items: { type: 'string', pattern: '^[a-z][0-9a-z]+$' }, minItems: 1, maxItems: 1000, description: 'The generated CUID2s.' },
    },
    required: ['ids'],
    additionalProperties: false,
  },
  primaryOutput: 'ids',
  annotations: { idempotentHint: false },
  example: {
    input: { count: 2, time: '2024-01-01T00:00:00Z', seed: 'example' },
    output: { ids: ['lzwg192c2sowzcmq5qvjadoi', 'oc6u9m2789vvadd0veybqj44'] },
    description: 'Two standard CUID2s, reproducible because of the seed and fixed time.',
  },
  relatedTools: ['nanoid-generator', 'uuid-generator', 'ulid-generator'],
  aiInstructions: 'Call with no input for one 24-character CUID2. Never set a seed for real identifiers.',
});
