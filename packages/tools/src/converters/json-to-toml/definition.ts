import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-to-toml',
  name: 'JSON to TOML Converter',
  description:
    'Convert a JSON object to TOML: nested objects become [tables], arrays of objects [[arrays of tables]]. Integers keep every digit (up to the 64-bit range TOML allows) and 1.0 stays a float. What TOML cannot hold is reported with its line and column: null values (or dropped on request), a top-level array or scalar, integers beyond 64 bits, non-finite numbers and lone surrogates.',
  category: 'converters',
  tags: ['json', 'toml', 'convert'],
  keywords: ['json2toml', 'cargo.toml', 'pyproject.toml', 'config', 'tml', 'generate toml'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'A JSON object (a TOML document is always a table).',
      required: true,
      placeholder: '{"package":{"name":"ctp","version":"0.1.0"}}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'nulls',
      type: 'select',
      label: 'Null values',
      description: 'TOML has no null: refuse the input, or drop object keys whose value is null (null inside arrays is always refused).',
      required: false,
      defaultValue: 'error',
      options: [
        { value: 'error', label: 'Refuse (error)' },
        { value: 'omit', label: 'Drop the key' },
      ],
    },
  ],
  outputDescription: 'The TOML document and how many null-valued keys were dropped.',
  outputSchema: {
    type: 'object',
    properties: {
      toml: { type: 'string', description: 'The TOML document, ending with a line break (empty for {}).' },
      omittedNulls: { type: 'integer', minimum: 0, description: 'Number of keys dropped because their value was null (always 0 unless nulls is "omit").' },
    },
    required: ['toml', 'omittedNulls'],
    additionalProperties: false,
  },
  primaryOutput: 'toml',
  example: {
    input: { json: '{"title":"ctp","version":1.0,"id":1234567890123456789,"owner":{"name":"Ada"},"bin":[{"name":"cli"},{"name":"web"}]}' },
    output: {
      toml: 'title = "ctp"\nversion = 1.0\nid = 1234567890123456789\n\n[owner]\nname = "Ada"\n\n[[bin]]\nname = "cli"\n\n[[bin]]\nname = "web"\n',
      omittedNulls: 0,
    },
    description: 'An object becomes a table and an array of objects an array of tables; 1.0 stays a float and the big integer stays exact.',
  },
  relatedTools: ['toml-to-json', 'toml-to-yaml', 'json-to-yaml'],
  aiInstructions:
    'Pass a JSON object as a string in "json". Plain keys are written before sub-tables (TOML requires it), so key order may change. A JSON integer is a TOML integer and a number with a fraction or exponent a TOML float. null is refused unless nulls is "omit"; wrap a top-level array in an object ({"items": [...]}) first. Errors give the line and column in the JSON.',
});
