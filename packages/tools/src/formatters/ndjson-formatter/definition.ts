import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'ndjson-formatter',
  name: 'NDJSON / JSON Lines Formatter',
  description:
    'Validate and format NDJSON / JSON Lines (one JSON value per line): reports every invalid line with its line and column, rewrites records compactly one per line, pretty-prints them as a JSON array or as separate blocks, or converts a JSON array to NDJSON. Numbers and string escapes are kept exactly as written. Blank lines are skipped; invalid lines can be skipped on request. Up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['json', 'ndjson', 'jsonl', 'format'],
  keywords: ['json lines', 'jsonl', 'ldjson', 'newline delimited json', 'validate ndjson', 'json array to ndjson', 'ndjson to json array', 'log lines', 'prettify', 'jsonl viewer'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'NDJSON or JSON array',
      description: 'NDJSON / JSON Lines text (one JSON value per line), or a JSON array for mode from-array.',
      required: true,
      placeholder: '{"id":1,"ok":true}\n{"id":2,"ok":false}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'compact: NDJSON, one minified record per line; pretty-array: a JSON array; pretty-blocks: each record pretty-printed; from-array: JSON array to NDJSON.',
      required: false,
      defaultValue: 'compact',
      options: [
        { value: 'compact', label: 'NDJSON, compact' },
        { value: 'pretty-array', label: 'Pretty JSON array' },
        { value: 'pretty-blocks', label: 'Pretty blocks' },
        { value: 'from-array', label: 'JSON array → NDJSON' },
      ],
    },
    {
      name: 'indent',
      type: 'select',
      label: 'Indentation',
      description: 'Indent of the pretty modes; none prints each record on one line.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: 'tab', label: 'Tab' },
        { value: 'none', label: 'None' },
      ],
      dependsOn: [
        { field: 'mode', condition: 'notEquals', value: 'compact' },
        { field: 'mode', condition: 'notEquals', value: 'from-array' },
      ],
    },
    {
      name: 'skipInvalid',
      type: 'boolean',
      label: 'Skip invalid lines',
      description: 'Drop invalid lines (listed in invalidLines and a warning) instead of failing.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The formatted output, the number of records, and the line numbers of skipped invalid lines.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'NDJSON (compact, from-array; every line ends with \\n), a JSON array (pretty-array) or pretty blocks separated by blank lines.' },
      records: { type: 'integer', minimum: 0, description: 'Number of records (valid lines, or array elements for from-array).' },
      invalidLines: { type: 'array', items: { type: 'integer', minimum: 1 }, description: '1-based line numbers of invalid lines that were skipped (only with skipInvalid).' },
    },
    required: ['formatted', 'records', 'invalidLines'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  example: {
    input: { input: '{ "id": 1, "big": 12345678901234567890 }\n\n{"id":2,  "tags":["a"]}\n', mode: 'pretty-array', indent: '2' },
    output: {
      formatted: '[\n  {\n    "id": 1,\n    "big": 12345678901234567890\n  },\n  {\n    "id": 2,\n    "tags": [\n      "a"\n    ]\n  }\n]',
      records: 2,
      invalidLines: [],
    },
    description: 'Turn two NDJSON records into a pretty JSON array; the blank line is skipped and the big integer kept.',
  },
  relatedTools: ['json-formatter', 'json-minifier', 'json-validator'],
  aiInstructions:
    'Pass the text in "input". For NDJSON/JSON Lines input use compact (normalize), pretty-array (read it as one JSON document) or pretty-blocks (read records one by one); use from-array only when the input is a single JSON array. Each NDJSON record must sit on one line: a pretty-printed object spread over several lines is invalid NDJSON. Errors list the invalid line numbers with columns; set skipInvalid to keep the valid lines.',
});
