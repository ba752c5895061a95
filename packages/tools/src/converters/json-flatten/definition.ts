import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-flatten',
  name: 'JSON Flatten',
  description:
    'Flatten nested JSON into one level of delimited keys: {"a":{"b":[1,2]}} becomes {"a.b.0":1,"a.b.1":2}. Choose the delimiter, keep arrays as values (safe mode) and limit the depth. Handy for spreadsheets, environment variables, i18n files and search indexes. Empty objects and arrays are kept as values. The inverse is json-unflatten. Up to 1,000,000 characters.',
  category: 'converters',
  tags: ['json', 'flatten', 'convert'],
  keywords: ['flatten json', 'json flatten', 'nested json to flat', 'dot notation', 'flat keys', 'json to key value', 'object flatten', 'i18n keys', 'flat npm'],
  method: 'POST',
  parameters: [
    { name: 'json', type: 'textarea', label: 'JSON', description: 'The nested JSON object or array.', required: true, placeholder: '{"a":{"b":[1,2]}}', validation: { maxLength: 1_000_000 } },
    { name: 'delimiter', type: 'text', label: 'Delimiter', description: 'What joins the keys (".", "_", "/", "__"…).', required: false, defaultValue: '.', validation: { maxLength: 10 } },
    { name: 'safe', type: 'boolean', label: 'Keep arrays', description: 'Keep arrays as values instead of flattening their indexes into keys.', required: false, defaultValue: false },
    { name: 'maxDepth', type: 'number', label: 'Max depth', description: 'Stop flattening below this many levels (0 = no limit).', required: false, defaultValue: 0, validation: { min: 0, max: 1000, step: 1 }, group: 'advanced' },
    {
      name: 'indent',
      type: 'select',
      label: 'Indent',
      description: 'How to print the result.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: '0', label: 'Compact' },
      ],
    },
  ],
  outputDescription: 'The flat object as JSON and how many keys it has.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The flattened object as JSON text.' },
      keys: { type: 'integer', minimum: 0, description: 'Number of keys in the flat object.' },
    },
    required: ['result', 'keys'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  display: { result: { as: 'code', language: 'json' } },
  example: {
    input: { json: '{"user":{"name":"Ada","langs":["en","fr"]},"active":true}', indent: '0' },
    output: { result: '{"user.name":"Ada","user.langs.0":"en","user.langs.1":"fr","active":true}', keys: 4 },
    description: 'Nested keys joined with dots; array items by index.',
  },
  relatedTools: ['json-unflatten', 'json-to-csv', 'env-to-json'],
  aiInstructions: 'A key that itself contains the delimiter cannot be told apart after flattening; choose a delimiter that no key contains if the result must be unflattened.',
});
