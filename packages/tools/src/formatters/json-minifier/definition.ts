import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-minifier',
  name: 'JSON Minifier',
  description:
    'Minify (compact) JSON by removing all whitespace outside strings, and report the size before and after in UTF-8 bytes with the savings. Numbers and string escapes are kept exactly as written, so large integers never lose precision. Optionally accepts JSONC (comments and trailing commas) and drops them. Invalid JSON is reported with its line and column. Up to 1,000,000 characters.',
  category: 'formatters',
  handles: [{ kind: 'json' }],
  tags: ['json', 'minify', 'compress'],
  keywords: ['compact json', 'uglify', 'strip whitespace', 'one line', 'jsonc', 'remove comments', 'shrink json', 'json size'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'The JSON text to minify.',
      required: true,
      placeholder: '{\n  "name": "ctp",\n  "tools": [1, 2]\n}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'allowComments',
      type: 'boolean',
      label: 'Accept comments',
      description: 'Accept JSONC input (// and /* */ comments, trailing commas) and drop them from the output.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The minified JSON, the original and minified sizes in UTF-8 bytes, and the savings.',
  outputSchema: {
    type: 'object',
    properties: {
      minified: { type: 'string', description: 'The JSON on one line with no whitespace outside strings.' },
      originalBytes: { type: 'integer', minimum: 0, description: 'Size of the input in UTF-8 bytes.' },
      minifiedBytes: { type: 'integer', minimum: 0, description: 'Size of the minified JSON in UTF-8 bytes.' },
      savedBytes: { type: 'integer', minimum: 0, description: 'originalBytes minus minifiedBytes.' },
      savingsPercent: { type: 'number', minimum: 0, maximum: 100, description: 'savedBytes as a percentage of originalBytes, rounded to 2 decimals.' },
    },
    required: ['minified', 'originalBytes', 'minifiedBytes', 'savedBytes', 'savingsPercent'],
    additionalProperties: false,
  },
  primaryOutput: 'minified',
  example: {
    input: { json: '{\n  "name": "ctp",\n  "id": 12345678901234567890,\n  "tags": ["a", "b"]\n}' },
    output: {
      minified: '{"name":"ctp","id":12345678901234567890,"tags":["a","b"]}',
      originalBytes: 71,
      minifiedBytes: 57,
      savedBytes: 14,
      savingsPercent: 19.72,
    },
    description: 'Minify a small object; the 20-digit integer is kept exactly.',
  },
  relatedTools: ['json-formatter', 'json-validator'],
  aiInstructions:
    'Pass the JSON as a string in "json". Set allowComments for JSONC (tsconfig.json, VS Code settings). On invalid JSON the error names the line and column; fix the input there rather than retrying unchanged. The output is semantically identical JSON: string contents, escapes and number literals are not changed.',
});
