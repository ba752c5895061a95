import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-sort-keys',
  name: 'JSON Key Sorter',
  description:
    'Sort the keys of every object in a JSON document, recursively: ascending or descending, by Unicode code point or in natural order (item2 before item10), optionally ignoring case. Arrays keep their order unless you also sort arrays of plain values. Numbers and strings are kept exactly as written, so big integers never change. Invalid JSON is reported with line and column.',
  category: 'formatters',
  tags: ['json', 'sort', 'format'],
  keywords: ['sort keys', 'order keys', 'alphabetize', 'normalize json', 'diff', 'stable json', 'natural sort', 'canonical order'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'The JSON text whose object keys to sort.',
      required: true,
      placeholder: '{"b":1,"a":{"d":2,"c":3}}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'order',
      type: 'select',
      label: 'Order',
      description: 'Ascending (A→Z) or descending (Z→A).',
      required: false,
      defaultValue: 'asc',
      options: [
        { value: 'asc', label: 'Ascending' },
        { value: 'desc', label: 'Descending' },
      ],
    },
    {
      name: 'comparison',
      type: 'select',
      label: 'Comparison',
      description: 'Code point order (locale-free, like a byte-wise sort of UTF-8), or natural order where digit runs compare as numbers (a2 < a10).',
      required: false,
      defaultValue: 'codepoint',
      options: [
        { value: 'codepoint', label: 'Code point' },
        { value: 'natural', label: 'Natural (numbers aware)' },
      ],
    },
    {
      name: 'ignoreCase',
      type: 'boolean',
      label: 'Ignore case',
      description: 'Compare lowercased keys first (a, B, c instead of B, a, c); keys equal when lowercased fall back to code point order.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'sortArrays',
      type: 'boolean',
      label: 'Sort arrays of plain values',
      description: 'Also sort arrays that hold only strings, numbers, booleans and null (null < booleans < numbers < strings). Arrays holding objects or arrays keep their order.',
      required: false,
      defaultValue: false,
      aiHint: 'Leave off when array order carries meaning (lists of steps, coordinates).',
    },
    {
      name: 'indent',
      type: 'select',
      label: 'Indentation',
      description: 'Indent with 2 or 4 spaces or a tab, or minify.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: 'tab', label: 'Tab' },
        { value: '0', label: 'Minified' },
      ],
    },
  ],
  outputDescription: 'The JSON with sorted keys and the number of objects sorted.',
  outputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', description: 'The JSON with every object\'s keys sorted.' },
      objectCount: { type: 'integer', minimum: 0, description: 'Number of objects whose keys were sorted.' },
    },
    required: ['json', 'objectCount'],
    additionalProperties: false,
  },
  primaryOutput: 'json',
  example: {
    input: { json: '{"item10":1,"Item2":{"z":true,"a":null},"item2":12345678901234567890,"tags":["b","a"]}', comparison: 'natural', ignoreCase: true },
    output: {
      json: '{\n  "Item2": {\n    "a": null,\n    "z": true\n  },\n  "item2": 12345678901234567890,\n  "item10": 1,\n  "tags": [\n    "b",\n    "a"\n  ]\n}',
      objectCount: 2,
    },
    description: 'Natural, case-insensitive order: Item2 and item2 before item10; the array keeps its order; the big integer is unchanged.',
  },
  relatedTools: ['json-formatter', 'json-canonicalizer', 'json-minifier'],
  aiInstructions:
    'Pass the JSON as a string in "json". Only key order (and, with sortArrays, the order inside arrays of plain values) changes; values and number literals are kept as written. Duplicate keys are kept, in their original relative order, with a warning.',
});
