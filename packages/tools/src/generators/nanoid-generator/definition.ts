import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'nanoid-generator',
  name: 'Nano ID Generator',
  description:
    'Generate Nano IDs: short, URL-safe, random identifiers (21 characters of A-Za-z0-9_- by default, 126 bits of randomness, like a UUID v4). Choose the length (2–255), an alphabet preset (alphanumeric, lowercase, numbers, hex, no look-alike characters) or your own, and up to 1,000 at once. Uses the nanoid library\'s unbiased algorithm with the platform CSPRNG; reports the entropy in bits.',
  category: 'generators',
  tags: ['nanoid', 'id', 'random', 'identifier'],
  keywords: ['nanoid', 'nano id', 'short id', 'url safe id', 'random id generator', 'unique id', 'uuid alternative', 'custom alphabet id', 'shortid'],
  method: 'GET',
  parameters: [
    { name: 'count', type: 'number', label: 'How many', description: 'Number of IDs (1–1000).', required: false, defaultValue: 1, validation: { min: 1, max: 1000, step: 1 } },
    { name: 'size', type: 'number', label: 'Length', description: 'Characters per ID (21 gives UUID-like collision resistance).', required: false, defaultValue: 21, validation: { min: 2, max: 255, step: 1 } },
    {
      name: 'alphabet',
      type: 'select',
      label: 'Alphabet',
      description: 'Which characters IDs use.',
      required: false,
      defaultValue: 'url',
      options: [
        { value: 'url', label: 'URL-safe (A-Za-z0-9_-)' },
        { value: 'alphanumeric', label: 'Alphanumeric (A-Za-z0-9)' },
        { value: 'lowercase', label: 'Lowercase + digits (a-z0-9)' },
        { value: 'numbers', label: 'Numbers (0-9)' },
        { value: 'hex', label: 'Hex (0-9a-f)' },
        { value: 'nolookalikes', label: 'No look-alikes (no 1lI 0Oo…)' },
        { value: 'custom', label: 'Custom' },
      ],
    },
    {
      name: 'customAlphabet',
      type: 'text',
      label: 'Custom alphabet',
      description: 'The characters to draw from: 2 to 256 distinct characters.',
      required: false,
      placeholder: 'ABCDEF0123456789',
      validation: { maxLength: 256 },
      dependsOn: [{ field: 'alphabet', condition: 'equals', value: 'custom' }],
    },
    seedParameter,
  ],
  outputDescription: 'The IDs and how many bits of randomness each holds.',
  outputSchema: {
    type: 'object',
    properties: {
      ids: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1000, description: 'The generated IDs.' },
      entropyBits: { type: 'number', description: 'Randomness per ID: length × log2(alphabet size).' },
    },
    required: ['ids', 'entropyBits'],
    additionalProperties: false,
  },
  primaryOutput: 'ids',
  annotations: { idempotentHint: false },
  example: {
    input: { count: 3, seed: 'example' },
    output: { ids: ['I1eKvg78z0GUbq0_Ewuvj', 'QlkLLxu5a9rFsiyxBupjw', 't5gi3rchcRLD4CBhpJJSd'], entropyBits: 126 },
    description: 'Three default Nano IDs, reproducible because of the seed.',
  },
  relatedTools: ['uuid-generator', 'cuid2-generator', 'random-string-generator'],
  aiInstructions: 'Call with no input for one standard 21-character ID. Do not set a seed unless the same IDs must be reproduced (seeded IDs are predictable).',
});
