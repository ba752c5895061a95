import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-to-yaml',
  name: 'JSON to YAML Converter',
  description:
    'Convert JSON to YAML 1.2 that YAML 1.1 parsers (PyYAML…) read the same way. Numbers keep every digit, so 20-digit integers never round; strings such as "yes", "on", "1.0" or "null" are quoted so they stay strings; multi-line strings become | blocks. Options: 2 or 4 spaces, sorted keys. Invalid JSON is reported with line and column; nesting is limited to 128 levels.',
  category: 'converters',
  featured: true,
  handles: [{ kind: 'json' }],
  tags: ['json', 'yaml', 'convert'],
  keywords: ['json2yaml', 'json to yml', 'yml', 'transform', 'kubernetes', 'docker compose', 'openapi', 'config'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'The JSON text to convert (any JSON value; objects and arrays give the usual YAML documents).',
      required: true,
      placeholder: '{"name":"ctp","tags":["json","yaml"]}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'indent',
      type: 'select',
      label: 'Indentation',
      description: 'Spaces per nesting level (YAML forbids tabs for indentation).',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
      ],
    },
    {
      name: 'sortKeys',
      type: 'boolean',
      label: 'Sort keys',
      description: 'Sort the keys of every object (by UTF-16 code unit); arrays keep their order.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'multilineStrings',
      type: 'select',
      label: 'Multi-line strings',
      description: 'How strings containing line breaks are written: as literal | blocks (readable) or as double-quoted strings with \\n escapes.',
      required: false,
      defaultValue: 'block',
      options: [
        { value: 'block', label: 'Literal block (|)' },
        { value: 'quoted', label: 'Double-quoted with \\n' },
      ],
      group: 'advanced',
    },
  ],
  outputDescription: 'The YAML text (ending with a line break) and the number of duplicate JSON keys that were collapsed.',
  outputSchema: {
    type: 'object',
    properties: {
      yaml: { type: 'string', description: 'The YAML document, ending with a line break.' },
      duplicateKeys: {
        type: 'integer',
        minimum: 0,
        description: 'How many duplicate object keys were dropped (the last value wins, as in JSON.parse); 0 for well-formed JSON.',
      },
    },
    required: ['yaml', 'duplicateKeys'],
    additionalProperties: false,
  },
  primaryOutput: 'yaml',
  example: {
    input: {
      json: '{"name":"ctp","id":12345678901234567890,"enabled":"yes","tags":["json","yaml"],"note":"line 1\\nline 2"}',
    },
    output: {
      yaml: 'name: ctp\nid: 12345678901234567890\nenabled: "yes"\ntags:\n  - json\n  - yaml\nnote: |-\n  line 1\n  line 2\n',
      duplicateKeys: 0,
    },
    description: 'A big integer stays exact, the string "yes" is quoted, a multi-line string becomes a block.',
  },
  relatedTools: ['yaml-to-json', 'json-formatter', 'yaml-formatter'],
  aiInstructions:
    'Pass the JSON as a string in "json" (strict JSON: no comments or trailing commas). The YAML in "yaml" can be used as is; quoting of values like "yes" or "1.0" is deliberate (it keeps them strings). On invalid JSON the error gives the line and column: fix the input there. Duplicate keys keep the last value and are listed in the warnings.',
});
