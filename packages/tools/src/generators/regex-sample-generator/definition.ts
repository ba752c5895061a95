import { defineDefinition } from '@ctp/core';
import { seedParameter } from '../../_shared/random.js';

export default defineDefinition({
  id: 'regex-sample-generator',
  name: 'Regex Sample Generator',
  description:
    'Generate random strings that match a regular expression: test data for validators, fuzzing inputs, example values for documentation (e.g. [A-Z]{3}-\\d{4} → QXR-0482). Character classes, alternation, groups, back-references and quantifiers are honoured; open-ended quantifiers (*, +, {n,}) repeat up to a limit you set; "." and negated classes draw from printable ASCII (or all of Unicode\'s BMP). Each sample is checked against the pattern. Up to 1,000 samples (randexp).',
  category: 'generators',
  tags: ['regex', 'random', 'test-data', 'generator'],
  keywords: ['regex generator', 'generate string from regex', 'random string matching regex', 'reverse regex', 'randexp', 'regex test data', 'fake data regex', 'regex examples', 'xeger'],
  method: 'POST',
  parameters: [
    { name: 'pattern', type: 'text', label: 'Regular expression', description: 'A JavaScript regex without slashes, e.g. [a-z]{5,8}@example\\.(com|org)', required: true, placeholder: '[A-Z]{3}-\\d{4}', validation: { maxLength: 1000 } },
    { name: 'flags', type: 'text', label: 'Flags', description: 'Regex flags: i (either case), m, s, u.', required: false, placeholder: 'i', validation: { maxLength: 6, pattern: '^[imsu]*$' } },
    { name: 'count', type: 'number', label: 'How many', description: 'Number of samples (1–1000).', required: false, defaultValue: 10, validation: { min: 1, max: 1000, step: 1 } },
    { name: 'maxRepeat', type: 'number', label: 'Max extra repeats', description: 'How far *, + and {n,} may go beyond their minimum.', required: false, defaultValue: 10, validation: { min: 0, max: 100, step: 1 } },
    { name: 'unique', type: 'boolean', label: 'Unique samples', description: 'Avoid duplicates (may return fewer when the pattern has few strings).', required: false, defaultValue: false },
    { name: 'unicode', type: 'boolean', label: 'Any character for "."', description: 'Let ".", \\W, \\S and negated classes produce any Basic Multilingual Plane character instead of printable ASCII.', required: false, defaultValue: false, group: 'advanced' },
    seedParameter,
  ],
  outputDescription: 'The generated strings and how many of them match the pattern.',
  outputSchema: {
    type: 'object',
    properties: {
      samples: { type: 'array', items: { type: 'string' }, description: 'The generated strings.' },
      matching: { type: 'integer', minimum: 0, description: 'How many samples the regex matches in full (lookarounds and anchors randexp cannot honour can make this lower).' },
    },
    required: ['samples', 'matching'],
    additionalProperties: false,
  },
  primaryOutput: 'samples',
  annotations: { idempotentHint: false },
  handles: [{ kind: 'regex' }],
  example: {
    input: { pattern: '[A-Z]{3}-\\d{4}', count: 3, seed: 'example' },
    output: { samples: ['CKW-3368', 'YRU-3596', 'DGF-8467'], matching: 3 },
    description: 'Three invented order numbers, reproducible because of the seed.',
  },
  relatedTools: ['regex-tester', 'fake-data-generator', 'random-string-generator'],
  aiInstructions: 'Give the pattern without surrounding slashes; flags separately. Lookaheads, lookbehinds and word boundaries are not generated (randexp ignores them), so check "matching". Anchors ^ and $ are fine.',
  isolate: true,
});
