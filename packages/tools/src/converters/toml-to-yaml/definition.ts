import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'toml-to-yaml',
  name: 'TOML ⇄ YAML Converter',
  description:
    'Convert TOML to YAML or YAML to TOML. Integers keep every digit, dates stay dates (YAML timestamps ⇄ TOML date-times), inf/nan carry over, and strings YAML 1.1 would misread ("yes", "1.0") are quoted. YAML→TOML refuses what TOML cannot hold (null, a top-level list, collection keys) and reports YAML/TOML errors with line and column. YAML nesting is limited to 200 levels of mappings and sequences.',
  category: 'converters',
  tags: ['toml', 'yaml', 'convert'],
  keywords: ['toml2yaml', 'yaml2toml', 'yml', 'cargo.toml', 'pyproject.toml', 'config', 'tml'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'Input',
      description: 'The TOML document (toml-to-yaml) or the YAML document (yaml-to-toml).',
      required: true,
      placeholder: '[server]\nhost = "localhost"\nport = 8080',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'direction',
      type: 'select',
      label: 'Direction',
      description: 'TOML to YAML, or YAML to TOML.',
      required: false,
      defaultValue: 'toml-to-yaml',
      options: [
        { value: 'toml-to-yaml', label: 'TOML → YAML' },
        { value: 'yaml-to-toml', label: 'YAML → TOML' },
      ],
    },
    {
      name: 'indent',
      type: 'select',
      label: 'YAML indentation',
      description: 'Spaces per nesting level in the YAML output.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
      ],
      dependsOn: [{ field: 'direction', condition: 'equals', value: 'toml-to-yaml' }],
    },
    {
      name: 'nulls',
      type: 'select',
      label: 'YAML null values',
      description: 'TOML has no null: refuse the input, or drop mapping keys whose value is null (null in a list is always refused).',
      required: false,
      defaultValue: 'error',
      options: [
        { value: 'error', label: 'Refuse (error)' },
        { value: 'omit', label: 'Drop the key' },
      ],
      dependsOn: [{ field: 'direction', condition: 'equals', value: 'yaml-to-toml' }],
    },
  ],
  outputDescription: 'The converted document and its format.',
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'The YAML or TOML text, ending with a line break (empty for an empty document).' },
      format: { type: 'string', enum: ['yaml', 'toml'], description: 'The format of output.' },
    },
    required: ['output', 'format'],
    additionalProperties: false,
  },
  primaryOutput: 'output',
  example: {
    input: { input: '[server]\nhost = "localhost"\nenabled = "yes"\nports = [8080, 8443]\nstarted = 2024-05-01T10:00:00Z\n' },
    output: {
      output: 'server:\n  host: localhost\n  enabled: "yes"\n  ports:\n    - 8080\n    - 8443\n  started: 2024-05-01T10:00:00.000Z\n',
      format: 'yaml',
    },
    description: 'A TOML table becomes a YAML mapping; "yes" is quoted so it stays a string; the date-time becomes a YAML timestamp.',
  },
  relatedTools: ['toml-to-json', 'json-to-toml', 'yaml-to-json'],
  aiInstructions:
    'Pass the document in "input" and set direction. TOML local times (07:32:00) become quoted YAML strings because YAML has no time type. YAML→TOML: only the first document is allowed; plain keys come before sub-tables in TOML so key order may change; YAML timestamps become TOML dates when TOML can express them, else strings (with a warning). null is refused unless nulls is "omit".',
  isolate: true,
});
