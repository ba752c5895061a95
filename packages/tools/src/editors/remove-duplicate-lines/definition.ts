import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'remove-duplicate-lines',
  name: 'Remove Duplicate Lines',
  description:
    'Remove repeated lines from a text, keeping the first (or last) occurrence of each and the original order, like awk \'!seen[$0]++\' (unlike uniq, duplicates need not be adjacent). Options: case-insensitive comparison, trim whitespace before comparing, leave blank lines alone. Line endings (LF, CRLF, CR) and a final newline are kept. Reports how many lines were removed and which lines were repeated, with counts (first 100).',
  category: 'editors',
  tags: ['text', 'lines', 'dedupe'],
  keywords: ['remove duplicates', 'dedupe', 'deduplicate', 'unique lines', 'uniq', 'distinct', 'duplicate lines', 'repeated lines', 'sort -u'],
  method: 'POST',
  parameters: [
    {
      name: 'text',
      type: 'textarea',
      label: 'Text',
      description: 'The text to deduplicate, one item per line (lines end with LF, CRLF or CR).',
      required: true,
      placeholder: 'apple\nbanana\napple',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'keep',
      type: 'select',
      label: 'Keep',
      description: 'Which occurrence of a repeated line stays (at its own position); the others are removed.',
      required: false,
      defaultValue: 'first',
      options: [
        { value: 'first', label: 'First occurrence' },
        { value: 'last', label: 'Last occurrence' },
      ],
    },
    {
      name: 'caseSensitive',
      type: 'boolean',
      label: 'Case-sensitive',
      description: 'Treat "Apple" and "apple" as different lines. Off: they are duplicates (Unicode case folding, ß = SS).',
      required: false,
      defaultValue: true,
    },
    {
      name: 'trim',
      type: 'boolean',
      label: 'Ignore surrounding whitespace',
      description: 'Compare lines with leading and trailing whitespace removed ("a " duplicates "a"). The kept line is output unchanged.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'ignoreBlank',
      type: 'boolean',
      label: 'Keep blank lines',
      description: 'Never treat empty or whitespace-only lines as duplicates, so paragraph breaks survive. Off: only the first (or last) blank line stays.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The deduplicated text, line counts, and the repeated lines with how often each occurred.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The text without the removed lines, in the original order and line endings.' },
      totalLines: { type: 'integer', minimum: 0, description: 'Number of lines in the input (a final newline does not count as a line).' },
      uniqueLines: { type: 'integer', minimum: 0, description: 'Number of lines in the result.' },
      removedCount: { type: 'integer', minimum: 0, description: 'Number of lines removed.' },
      duplicateGroups: { type: 'integer', minimum: 0, description: 'Number of distinct lines that occurred more than once.' },
      duplicates: {
        type: 'array',
        description: 'The repeated lines in order of first appearance (at most 100), each as the kept line and its number of occurrences.',
        maxItems: 100,
        items: {
          type: 'object',
          properties: {
            line: { type: 'string', description: 'The kept line (as written in the input).' },
            count: { type: 'integer', minimum: 2, description: 'How many times it occurred (the kept one included).' },
          },
          required: ['line', 'count'],
          additionalProperties: false,
        },
      },
      duplicatesTruncated: { type: 'boolean', description: 'True when more than 100 lines were repeated and the list was cut.' },
    },
    required: ['result', 'totalLines', 'uniqueLines', 'removedCount', 'duplicateGroups', 'duplicates', 'duplicatesTruncated'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  stream: { parameter: 'text', input: 'text', output: 'primary', when: { keep: ['first'] } },
  example: {
    input: { text: 'apple\nbanana\nApple\napple\ncherry\nbanana\n', caseSensitive: false },
    output: {
      result: 'apple\nbanana\ncherry\n',
      totalLines: 6,
      uniqueLines: 3,
      removedCount: 3,
      duplicateGroups: 2,
      duplicates: [
        { line: 'apple', count: 3 },
        { line: 'banana', count: 2 },
      ],
      duplicatesTruncated: false,
    },
    description: 'Case-insensitive deduplication keeping the first occurrence.',
  },
  relatedTools: ['sort-lines', 'filter-lines', 'whitespace-cleaner'],
  aiInstructions:
    'Pass the whole text in "text"; each line is one item. Comparison is exact by default: set caseSensitive false to merge "Apple"/"apple" and trim true to ignore indentation and trailing spaces. The order of lines is never changed (use sort-lines to sort). "duplicates" lists each repeated line with its total count; "removedCount" is the number of lines deleted.',
});
