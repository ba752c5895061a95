import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'toml-to-json',
  name: 'TOML to JSON Converter',
  description:
    'Convert TOML 1.0/1.1 (Cargo.toml, pyproject.toml, config files) to JSON. Integers beyond 2^53 stay exact (as number literals or strings); dates and times become ISO 8601 strings (millisecond precision); inf and nan are refused because JSON has no such numbers. Errors give the line and column.',
  category: 'converters',
  handles: [{ kind: 'toml' }],
  tags: ['toml', 'json', 'convert'],
  keywords: ['toml2json', 'cargo.toml', 'pyproject.toml', 'parse toml', 'config', 'tml', 'ini'],
  method: 'POST',
  parameters: [
    {
      name: 'toml',
      type: 'textarea',
      label: 'TOML',
      description: 'The TOML document to convert.',
      required: true,
      placeholder: '[package]\nname = "ctp"\nversion = "0.1.0"',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'indent',
      type: 'select',
      label: 'Indentation',
      description: 'Indent the JSON with 2 or 4 spaces, a tab, or minify it on one line.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: 'tab', label: 'Tab' },
        { value: '0', label: 'Minified' },
      ],
    },
    {
      name: 'bigIntegers',
      type: 'select',
      label: 'Big integers',
      description: 'Integers beyond ±2^53 (9007199254740991): write their exact digits as JSON numbers, or as JSON strings for readers that would round them.',
      required: false,
      defaultValue: 'number',
      options: [
        { value: 'number', label: 'Exact number literal' },
        { value: 'string', label: 'String' },
      ],
      group: 'advanced',
      aiHint: 'JavaScript JSON.parse rounds integers beyond 2^53; choose "string" if the JSON is read by JavaScript and the digits matter.',
    },
  ],
  outputDescription: 'The JSON text and how many integers were too big for a double (kept exact).',
  outputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', description: 'The converted JSON object.' },
      bigIntegers: { type: 'integer', minimum: 0, description: 'Number of integers beyond ±2^53 that were written exactly (as literals or strings).' },
    },
    required: ['json', 'bigIntegers'],
    additionalProperties: false,
  },
  primaryOutput: 'json',
  example: {
    input: {
      toml: '[package]\nname = "ctp"\nid = 9007199254740993123\nreleased = 2024-05-01\n\n[[bin]]\nname = "cli"\n',
    },
    output: {
      json: '{\n  "package": {\n    "name": "ctp",\n    "id": 9007199254740993123,\n    "released": "2024-05-01"\n  },\n  "bin": [\n    {\n      "name": "cli"\n    }\n  ]\n}',
      bigIntegers: 1,
    },
    description: 'A table and an array of tables; the 20-digit integer stays exact and the local date becomes a string.',
  },
  relatedTools: ['json-to-toml', 'toml-to-yaml', 'json-formatter'],
  aiInstructions:
    'Pass the TOML text in "toml". Offset date-times become ISO strings with their offset (1979-05-27T07:32:00.000-08:00), local date-times/dates/times without one (1979-05-27T07:32:00.000, 1979-05-27, 07:32:00.000); fractions beyond milliseconds are cut. 1.0 becomes 1 (JSON has one number type). inf/nan and integers beyond the 64-bit range are errors (TOML 1.0). Errors give line and column: fix the TOML there.',
});
