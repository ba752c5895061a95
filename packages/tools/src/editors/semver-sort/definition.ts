import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'semver-sort',
  name: 'Semver Sort',
  description:
    'Sort a list of semantic versions by SemVer 2.0.0 precedence (1.10.0 after 1.9.0, pre-releases before their release), ascending or descending, optionally without duplicates. One version per line; "v" prefixes are accepted, loose versions can be coerced, and lines that are not versions are listed with their line number instead of being sorted as text. Uses the semver package. Up to 10,000 lines.',
  category: 'editors',
  tags: ['semver', 'version', 'sort'],
  keywords: ['sort versions', 'semver sort', 'version sort', 'sort semantic versions', 'natural version order', 'git tags sort', 'latest version', 'order releases'],
  method: 'POST',
  parameters: [
    { name: 'versions', type: 'textarea', label: 'Versions', description: 'One version per line (blank lines are ignored).', required: true, placeholder: '1.10.0\n1.9.0\n1.10.0-rc.1\nv2.0.0', validation: { maxLength: 300_000 } },
    {
      name: 'order',
      type: 'select',
      label: 'Order',
      description: 'Oldest first or newest first.',
      required: false,
      defaultValue: 'ascending',
      options: [
        { value: 'ascending', label: 'Ascending (oldest first)' },
        { value: 'descending', label: 'Descending (newest first)' },
      ],
    },
    { name: 'unique', type: 'boolean', label: 'Remove duplicates', description: 'Keep one line per version (1.0.0 and v1.0.0 are the same version).', required: false, defaultValue: false },
    { name: 'coerce', type: 'boolean', label: 'Coerce loose versions', description: 'Read "v2" or "1.2" as 2.0.0 and 1.2.0 instead of rejecting them.', required: false, defaultValue: false },
  ],
  outputDescription: 'The sorted lines, the newest version, and the lines that are not versions.',
  outputSchema: {
    type: 'object',
    properties: {
      sorted: { type: 'string', description: 'The versions in order, one per line, as written in the input.' },
      latest: { type: 'string', description: 'The highest version (normalized), or "" when there is none.' },
      count: { type: 'integer', minimum: 0 },
      invalid: {
        type: 'array',
        description: 'Lines that are not versions (left out of the sort).',
        items: {
          type: 'object',
          properties: { line: { type: 'integer', minimum: 1 }, text: { type: 'string' } },
          required: ['line', 'text'],
          additionalProperties: false,
        },
      },
    },
    required: ['sorted', 'latest', 'count', 'invalid'],
    additionalProperties: false,
  },
  primaryOutput: 'sorted',
  example: {
    input: { versions: '1.10.0\n1.9.0\n1.10.0-rc.1\nv2.0.0\n1.9.0\nlatest', unique: true },
    output: { sorted: '1.9.0\n1.10.0-rc.1\n1.10.0\nv2.0.0', latest: '2.0.0', count: 4, invalid: [{ line: 6, text: 'latest' }] },
    description: 'Numeric order, pre-release before release, duplicates and a non-version removed.',
  },
  relatedTools: ['semver-compare', 'semver-range-checker', 'sort-lines'],
});
