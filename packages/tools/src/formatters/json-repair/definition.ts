import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-repair',
  name: 'JSON Repair',
  description:
    'Fix broken JSON: truncated output from an LLM or a log (closes open strings, arrays and objects), single quotes, unquoted keys, trailing commas, missing commas, comments, Python None/True/False, NaN, concatenated strings, JSONP and Markdown code fences, newline-delimited values. Returns valid JSON as repaired, pretty-printed or compact, and says whether anything had to change. Uses the jsonrepair library. Up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['json', 'repair', 'fix', 'llm'],
  keywords: ['json repair', 'fix json', 'broken json', 'invalid json', 'truncated json', 'llm json', 'chatgpt json fix', 'repair json online', 'trailing comma', 'single quotes json', 'unquoted keys', 'jsonrepair', 'python dict to json'],
  method: 'POST',
  parameters: [
    { name: 'json', type: 'textarea', label: 'Broken JSON', description: 'The JSON-like text to repair.', required: true, placeholder: "{name: 'Ada', tags: ['math',", validation: { maxLength: 1_000_000 } },
    {
      name: 'format',
      type: 'select',
      label: 'Output',
      description: 'Keep the repaired text as it is laid out, or re-print it pretty (2 spaces) or compact.',
      required: false,
      defaultValue: 'pretty',
      options: [
        { value: 'pretty', label: 'Pretty (2 spaces)' },
        { value: 'compact', label: 'Compact' },
        { value: 'as-repaired', label: 'As repaired (keep layout)' },
      ],
    },
  ],
  outputDescription: 'The repaired JSON and whether the input needed repair.',
  outputSchema: {
    type: 'object',
    properties: {
      repaired: { type: 'string', description: 'Valid JSON.' },
      changed: { type: 'boolean', description: 'False when the input was already valid JSON (the output is then only re-formatted).' },
    },
    required: ['repaired', 'changed'],
    additionalProperties: false,
  },
  primaryOutput: 'repaired',
  display: { repaired: { as: 'code', language: 'json' } },
  handles: [{ kind: 'json' }],
  example: {
    input: { json: "{name: 'Ada', tags: ['math', 'engines',], active: True, // comment\n note: \"truncated", format: 'compact' },
    output: { repaired: '{"name":"Ada","tags":["math","engines"],"active":true,"note":"truncated"}', changed: true },
    description: 'Unquoted keys, single quotes, a trailing comma, Python True, a comment and a truncated string, all fixed.',
  },
  relatedTools: ['json-formatter', 'json-validator', 'js-object-to-json'],
  aiInstructions: 'Use on JSON that fails to parse, e.g. a model answer cut off mid-object: open strings, arrays and objects are closed, so data after the cut is lost, not invented. Text that is not JSON-like at all is refused with the position where repair failed.',
});
