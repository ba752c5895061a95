import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'markdown-table-formatter',
  name: 'Markdown Table Formatter',
  description:
    'Align a Markdown (GitHub Flavored Markdown) pipe table: pads every column to the same width, measured in display columns (CJK and emoji count as 2), honours the alignment row (:--, :-:, --:) when padding, fills missing cells and keeps escaped \\| pipes. Leading and trailing pipes are optional in the input. Compact mode removes all padding. One table per call, up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['markdown', 'table', 'format', 'gfm'],
  keywords: ['md table', 'align table', 'pipe table', 'prettify markdown table', 'beautify table', 'gfm table', 'readme table', 'column alignment', 'compact table'],
  method: 'POST',
  parameters: [
    {
      name: 'markdown',
      type: 'textarea',
      label: 'Markdown table',
      description: 'One GFM pipe table: a header row, a delimiter row (---, :--, :-:, --:) and body rows.',
      required: true,
      placeholder: '| Name | Qty |\n|:--|--:|\n| apple | 3 |\n| kiwi | 12 |',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'aligned pads columns to equal width (by alignment); compact removes all padding (smallest valid table).',
      required: false,
      defaultValue: 'aligned',
      options: [
        { value: 'aligned', label: 'Aligned (padded)' },
        { value: 'compact', label: 'Compact (no padding)' },
      ],
    },
  ],
  outputDescription: 'The formatted table, its number of body rows and columns.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The formatted Markdown table, with leading and trailing pipes.' },
      rows: { type: 'integer', minimum: 0, description: 'Number of body rows (header and delimiter rows excluded).' },
      columns: { type: 'integer', minimum: 1, description: 'Number of columns (from the header row).' },
    },
    required: ['formatted', 'rows', 'columns'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  example: {
    input: { markdown: 'Fruit|Qty|Note\n:--|--:|:-:\napple|3|crisp\n果物|12\n', mode: 'aligned' },
    output: {
      formatted: '| Fruit | Qty | Note  |\n| :---- | --: | :---: |\n| apple |   3 | crisp |\n| 果物  |  12 |       |\n',
      rows: 2,
      columns: 3,
    },
    description: 'Align a table without outer pipes; the CJK cell counts 2 columns per character and the short row is filled.',
  },
  relatedTools: ['csv-formatter', 'markdown-to-html'],
  aiInstructions:
    'Pass exactly one GFM table in "markdown" (blank lines around it are fine; other text is rejected with the offending line number). The second line must be the delimiter row. Rows with missing cells are filled (warning); extra cells beyond the header are dropped as GFM does (warning). Cell text, inline markup and escaped \\| are kept as written.',
});
