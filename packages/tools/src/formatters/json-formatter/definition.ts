import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-formatter',
  name: 'JSON Formatter',
  description:
    'Format (pretty-print, beautify) JSON with 2 or 4 spaces or tabs, optionally sorting object keys. Numbers and string escapes are kept exactly as written, so large integers never lose precision. Invalid JSON is reported with its line and column.',
  category: 'formatters',
  featured: true,
  handles: [{ kind: 'json' }],
  tags: ['json', 'format', 'beautify'],
  keywords: ['prettify', 'pretty print', 'indent', 'jsonc', 'sort keys', 'lint'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'The JSON text to format.',
      required: true,
      placeholder: '{"name":"ctp","tools":30}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'indent',
      type: 'select',
      label: 'Indentation',
      description: 'Indent with 2 spaces, 4 spaces or a tab.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: 'tab', label: 'Tab' },
      ],
    },
    {
      name: 'sortKeys',
      type: 'boolean',
      label: 'Sort keys',
      description: 'Sort the keys of every object alphabetically (arrays keep their order).',
      required: false,
      defaultValue: false,
    },
    {
      name: 'allowComments',
      type: 'boolean',
      label: 'Accept comments',
      description: 'Accept JSONC input (comments and trailing commas) and drop them from the output.',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The formatted JSON text and its number of lines.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The formatted JSON.' },
      lineCount: { type: 'integer', minimum: 1, description: 'Number of lines in the formatted JSON.' },
    },
    required: ['formatted', 'lineCount'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  example: {
    input: { json: '{"b":[1,2],"a":{"x":true}}', indent: '2', sortKeys: true },
    output: { formatted: '{\n  "a": {\n    "x": true\n  },\n  "b": [\n    1,\n    2\n  ]\n}', lineCount: 9 },
    description: 'Pretty-print with 2 spaces and sorted keys.',
  },
  relatedTools: ['json-validator', 'json-to-yaml'],
  aiInstructions:
    'Pass the JSON as a string in "json". On invalid JSON the error names the line and column; fix the input there rather than retrying unchanged.',
});
