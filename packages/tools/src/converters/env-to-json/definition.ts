import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'env-to-json',
  name: '.env ⇄ JSON Converter',
  description:
    'Convert a .env file (dotenv syntax) to a JSON object, or a flat JSON object to .env. Reads KEY=value lines with export prefixes, # comments, single/double/backtick quotes, multi-line quoted values and \\n escapes in double quotes, exactly as the dotenv package parses them. Writing quotes each value so dotenv reads it back unchanged. No $VAR expansion.',
  category: 'converters',
  tags: ['env', 'dotenv', 'json', 'convert'],
  keywords: ['.env', 'dotenv', 'environment variables', 'env file', 'env2json', 'json2env', 'config', 'secrets', 'docker env'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'Input',
      description: 'The .env text (env-to-json) or a flat JSON object (json-to-env).',
      required: true,
      placeholder: 'PORT=8080\nDATABASE_URL="postgres://localhost/db" # local',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Direction',
      description: '.env to JSON, or JSON to .env.',
      required: false,
      defaultValue: 'env-to-json',
      options: [
        { value: 'env-to-json', label: '.env → JSON' },
        { value: 'json-to-env', label: 'JSON → .env' },
      ],
    },
    {
      name: 'indent',
      type: 'select',
      label: 'JSON indentation',
      description: 'Indent the JSON with 2 or 4 spaces, or minify it.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: '0', label: 'Minified' },
      ],
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'env-to-json' }],
    },
    {
      name: 'exportPrefix',
      type: 'boolean',
      label: 'Prefix with export',
      description: 'Write "export KEY=value" lines, so the file can also be sourced by a POSIX shell.',
      required: false,
      defaultValue: false,
      dependsOn: [{ field: 'mode', condition: 'equals', value: 'json-to-env' }],
    },
  ],
  outputDescription: 'The converted text and the number of variables.',
  outputSchema: {
    type: 'object',
    properties: {
      output: { type: 'string', description: 'The JSON object or the .env text.' },
      variableCount: { type: 'integer', minimum: 0, description: 'Number of distinct variables.' },
    },
    required: ['output', 'variableCount'],
    additionalProperties: false,
  },
  primaryOutput: 'output',
  example: {
    input: { input: '# database\nexport DB_HOST=localhost\nDB_PORT=5432 # default\nGREETING="Hello\\nWorld"\nKEY=\'multi\nline\'\n' },
    output: {
      output: '{\n  "DB_HOST": "localhost",\n  "DB_PORT": "5432",\n  "GREETING": "Hello\\nWorld",\n  "KEY": "multi\\nline"\n}',
      variableCount: 4,
    },
    description: 'Comments and export are dropped, \\n expands in double quotes, a single-quoted value spans two lines.',
  },
  relatedTools: ['json-formatter', 'query-string-to-json', 'json-to-yaml'],
  aiInstructions:
    'env-to-json: every value is a string; a repeated key keeps its last value (warned); lines that are not KEY=value are skipped with a warning, as dotenv does. json-to-env: pass a flat object; numbers and booleans are written as text, null as an empty value; nested objects/arrays are refused (stringify them first); keys must match [A-Za-z0-9_.-]+.',
});
