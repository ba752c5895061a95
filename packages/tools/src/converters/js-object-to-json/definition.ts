import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'js-object-to-json',
  name: 'JS Object / JSON5 to JSON',
  description:
    'Turn a JavaScript object literal or JSON5 into strict JSON: unquoted keys, single-quoted strings, trailing commas, comments, hex numbers, +1, .5 and line continuations are accepted. Infinity and NaN are refused, or written as null or strings on request. Syntax errors give line and column. Code (functions, variables, undefined, template strings) is not evaluated and is an error.',
  category: 'converters',
  tags: ['json5', 'javascript', 'json', 'convert'],
  keywords: ['js object to json', 'object literal', 'json5 to json', 'unquoted keys', 'trailing comma', 'relaxed json', 'fix json', 'comments'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'JS object / JSON5',
      description: 'A JavaScript object or array literal, or any JSON5 value.',
      required: true,
      placeholder: "{name: 'ctp', tags: ['a', 'b',], // comment\n max: 0xFF}",
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'indent',
      type: 'select',
      label: 'Indentation',
      description: 'Indent the JSON with 2 or 4 spaces or a tab, or minify it.',
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
      name: 'nonFinite',
      type: 'select',
      label: 'Infinity and NaN',
      description: 'JSON has no Infinity or NaN: refuse them, write null (as JSON.stringify does), or write them as strings.',
      required: false,
      defaultValue: 'error',
      options: [
        { value: 'error', label: 'Refuse (error)' },
        { value: 'null', label: 'null' },
        { value: 'string', label: 'String ("Infinity")' },
      ],
      group: 'advanced',
    },
  ],
  outputDescription: 'The strict JSON text.',
  outputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', description: 'The strict JSON.' },
    },
    required: ['json'],
    additionalProperties: false,
  },
  primaryOutput: 'json',
  example: {
    input: { input: "{\n  // server settings\n  host: 'localhost',\n  port: 0x1F90,\n  ratio: .5,\n  tags: ['a', 'b',],\n}" },
    output: { json: '{\n  "host": "localhost",\n  "port": 8080,\n  "ratio": 0.5,\n  "tags": [\n    "a",\n    "b"\n  ]\n}' },
    description: 'Comments, unquoted keys, single quotes, a hex number, a leading-dot number and trailing commas.',
  },
  relatedTools: ['json-formatter', 'json-validator', 'json-minifier'],
  aiInstructions:
    'Pass the literal in "input" (no "const x =" prefix, no trailing semicolon). Numbers become JavaScript doubles: integers beyond 2^53 lose digits (a warning says so); quote them to keep them exact. Repeated keys keep the last value.',
});
