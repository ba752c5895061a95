import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-unflatten',
  name: 'JSON Unflatten',
  description:
    'Turn a flat object of delimited keys back into nested JSON: {"a.b.0":1,"a.b.1":2} becomes {"a":{"b":[1,2]}}. Numeric key parts become array indexes unless you ask for objects; choose the delimiter; conflicting keys ("a" and "a.b") are resolved by the later one when overwrite is on, reported otherwise. The inverse of json-flatten. Up to 1,000,000 characters.',
  category: 'converters',
  tags: ['json', 'unflatten', 'convert'],
  keywords: ['unflatten json', 'flat to nested json', 'dot notation to json', 'expand keys', 'key value to json', 'nest json', 'i18n keys to json', 'flat npm'],
  method: 'POST',
  parameters: [
    { name: 'json', type: 'textarea', label: 'Flat JSON', description: 'A JSON object whose keys are delimited paths.', required: true, placeholder: '{"a.b.0":1,"a.b.1":2}', validation: { maxLength: 1_000_000 } },
    { name: 'delimiter', type: 'text', label: 'Delimiter', description: 'What separates the key parts.', required: false, defaultValue: '.', validation: { maxLength: 10 } },
    { name: 'objectsOnly', type: 'boolean', label: 'No arrays', description: 'Make numeric key parts object keys ("0") instead of array indexes.', required: false, defaultValue: false },
    { name: 'overwrite', type: 'boolean', label: 'Overwrite conflicts', description: 'When "a" holds a value and "a.b" also exists, let the later key replace the value instead of failing.', required: false, defaultValue: false, group: 'advanced' },
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
  outputDescription: 'The nested JSON.',
  outputSchema: {
    type: 'object',
    properties: { result: { type: 'string', description: 'The nested document as JSON text.' } },
    required: ['result'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  display: { result: { as: 'code', language: 'json' } },
  example: {
    input: { json: '{"user.name":"Ada","user.langs.0":"en","user.langs.1":"fr","active":true}', indent: '0' },
    output: { result: '{"user":{"name":"Ada","langs":["en","fr"]},"active":true}' },
    description: 'Dotted keys nested again; numeric parts become array items.',
  },
  relatedTools: ['json-flatten', 'json-formatter', 'env-to-json'],
});
