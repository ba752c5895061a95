import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'random-number-generator',
  name: 'Random Number Generator',
  description:
    'Generate random integers or decimals in a range (both ends included): up to 10,000 at once, optionally unique (no repeats; refused when the range is too small), sorted, with a fixed number of decimal places. Every value is equally likely: the platform CSPRNG with rejection sampling (no modulo bias), or a seed for reproducible draws.',
  category: 'generators',
  tags: ['random', 'number', 'generator'],
  keywords: ['rng', 'random integer', 'pick a number', 'lottery numbers', 'random decimal', 'number picker', 'random between', 'dice', 'raffle', 'sample without replacement', 'unique random numbers', 'seed'],
  method: 'GET',
  parameters: [
    { name: 'min', type: 'number', label: 'Minimum', description: 'Smallest possible value (included).', required: false, defaultValue: 1 },
    { name: 'max', type: 'number', label: 'Maximum', description: 'Largest possible value (included).', required: false, defaultValue: 100 },
    {
      name: 'count',
      type: 'number',
      label: 'How many',
      description: 'How many numbers to draw (1–10,000).',
      required: false,
      defaultValue: 1,
      validation: { min: 1, max: 10000, step: 1 },
    },
    {
      name: 'kind',
      type: 'select',
      label: 'Type',
      description: 'Whole numbers, or decimals with a fixed number of decimal places.',
      required: false,
      defaultValue: 'integer',
      options: [
        { value: 'integer', label: 'Integers' },
        { value: 'decimal', label: 'Decimals' },
      ],
    },
    {
      name: 'decimals',
      type: 'number',
      label: 'Decimal places',
      description: 'Decimal places of each decimal (1–10); every multiple of 10^-decimals in the range is equally likely.',
      required: false,
      defaultValue: 2,
      validation: { min: 1, max: 10, step: 1 },
      dependsOn: [{ field: 'kind', condition: 'equals', value: 'decimal' }],
    },
    { name: 'unique', type: 'boolean', label: 'No repeats', description: 'Every number at most once (drawing without replacement).', required: false, defaultValue: false },
    {
      name: 'sort',
      type: 'select',
      label: 'Order',
      description: 'Keep the draw order, or sort ascending or descending.',
      required: false,
      defaultValue: 'none',
      options: [
        { value: 'none', label: 'As drawn' },
        { value: 'asc', label: 'Ascending' },
        { value: 'desc', label: 'Descending' },
      ],
    },
    seedParameter,
  ],
  outputDescription: 'The numbers, the same as text with fixed decimals, and how many distinct values the range holds.',
  outputSchema: {
    type: 'object',
    properties: {
      numbers: { type: 'array', items: { type: 'number' }, minItems: 1, maxItems: 10000, description: 'The drawn numbers.' },
      text: { type: 'string', description: 'The numbers separated by ", ", decimals with all their places (2.50).' },
      possibleValues: { type: 'number', minimum: 1, description: 'How many distinct values could be drawn.' },
    },
    required: ['numbers', 'text', 'possibleValues'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  annotations: { idempotentHint: false },
  example: {
    input: { min: 1, max: 49, count: 6, unique: true, sort: 'asc', seed: 'example' },
    output: { numbers: [2, 6, 7, 10, 25, 42], text: '2, 6, 7, 10, 25, 42', possibleValues: 49 },
    description: 'Six lottery numbers from 1 to 49 without repeats, sorted (seeded so the example reproduces).',
  },
  relatedTools: ['dice-roller', 'random-string-generator', 'uuid-generator'],
  aiInstructions:
    'Both min and max are included. For integers they must be whole numbers (safe integers, a range of at most 2^53 values). For decimals set kind "decimal" and decimals; the range ends are rounded inward to that grid. unique fails when count exceeds the number of possible values. Leave seed empty unless the draw must be reproducible.',
});
