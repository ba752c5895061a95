import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'jsonpath-query',
  name: 'JSONPath Query',
  description:
    'Run an RFC 9535 JSONPath expression on JSON and get the matching values with their paths (normalized paths or JSON Pointers): child and recursive descent (..), wildcards, negative indexes, slices with steps ([::-1]), unions, filters such as [?@.price < 10] with length(), count(), match(), search() and value(). Paths outside RFC 9535 run with the jsonpath-plus extensions (^ parent, ~ names, JavaScript-like filters) in a sandbox, never eval. JSON up to 1,000,000 characters.',
  category: 'analyzers',
  primaryOutput: 'results',
  handles: [{ kind: 'jsonpath', input: 'path' }],
  tags: ['json', 'jsonpath', 'query', 'filter'],
  keywords: ['jsonpath', 'json path', 'rfc 9535', 'json query', 'jsonpath tester', 'jsonpath evaluator', 'jsonpath online', 'json pointer', 'select', 'extract', 'goessner', 'jsonpath-plus', 'recursive descent', 'filter expression'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'The JSON document to query.',
      required: true,
      placeholder: '{"store":{"book":[{"title":"Sayings","price":8.95}]}}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'path',
      type: 'text',
      label: 'JSONPath',
      description: 'The JSONPath expression, starting at $ (the root): $.store.book[*].author, $..price, $..book[?(@.price < 10)], $..book[-1:].',
      required: true,
      placeholder: '$..book[?(@.price < 10)].title',
      validation: { maxLength: 10_000 },
      aiHint: 'Start with $. Filters: [?@.key OP value] or [?(@.key OP value)]; comparisons are strict (1 does not equal "1"); combine with && and ||.',
    },
    {
      name: 'syntax',
      type: 'select',
      label: 'Syntax',
      description: 'auto: RFC 9535 when the path is RFC 9535 syntax, else the jsonpath-plus extensions (with a warning); or force one.',
      required: false,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: 'Auto (RFC 9535 first)' },
        { value: 'rfc9535', label: 'RFC 9535 only', description: 'Refuse anything outside RFC 9535, with the position of the first problem.' },
        { value: 'jsonpath-plus', label: 'jsonpath-plus', description: 'Goessner JSONPath with the jsonpath-plus extensions (^, ~, @property, JavaScript-like filters).' },
      ],
      group: 'advanced',
    },
    {
      name: 'pathFormat',
      type: 'select',
      label: 'Path format',
      description: 'How to write the path of each match.',
      required: false,
      defaultValue: 'normalized',
      options: [
        { value: 'normalized', label: 'Normalized path', description: "RFC 9535 normalized path, e.g. $['store']['book'][0]" },
        { value: 'pointer', label: 'JSON Pointer', description: 'RFC 6901 JSON Pointer, e.g. /store/book/0' },
      ],
    },
    {
      name: 'pathsOnly',
      type: 'boolean',
      label: 'Paths only',
      description: 'Return only the paths of the matches, not their values.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The matching values (always an array), their paths and the number of matches.',
  outputSchema: {
    type: 'object',
    properties: {
      count: { type: 'integer', minimum: 0, description: 'Number of matches.' },
      results: { type: 'array', items: {}, description: 'The matching values, in the order the query visits them (absent with pathsOnly).' },
      paths: { type: 'array', items: { type: 'string' }, description: 'The path of each match, in the chosen format, in the same order as results.' },
    },
    required: ['count', 'paths'],
    additionalProperties: false,
  },
  example: {
    input: {
      json: '{"store":{"book":[{"title":"Sayings of the Century","price":8.95},{"title":"Sword of Honour","price":12.99},{"title":"Moby Dick","price":8.99}],"bicycle":{"color":"red","price":19.95}}}',
      path: '$..book[?(@.price < 10)].title',
    },
    output: {
      count: 2,
      results: ['Sayings of the Century', 'Moby Dick'],
      paths: ["$['store']['book'][0]['title']", "$['store']['book'][2]['title']"],
    },
    description: 'Titles of the books cheaper than 10.',
  },
  relatedTools: ['json-formatter', 'json-validator'],
  isolate: true,
  timeoutMs: 5_000,
  aiInstructions:
    'Pass the document in "json" as text and the expression in "path" (must start with $). RFC 9535 applies: $[-1] is the last element, [::-1] reverses, filters are [?@.price < 10] with strict comparisons (1 does not equal "1"), a missing member does not match, functions are length(), count(), match() (whole string, I-Regexp), search() and value(). Results are always an array, even for one match; use "paths" to know where each came from. A path that is not RFC 9535 (^ parent, ~ names, @property, JavaScript expressions) runs with jsonpath-plus and a warning.',
});
