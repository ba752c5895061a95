import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'markdown-toc-generator',
  name: 'Markdown TOC Generator',
  description:
    'Build a table of contents for a Markdown document: a nested list of links to its headings with GitHub-compatible anchors (lowercase, punctuation dropped, duplicates numbered -1, -2), for READMEs and docs. Reads ATX (#) and Setext headings with a real Markdown parser, so # lines inside code blocks are ignored. Choose the heading levels, bullets or numbers, indentation, and whether to skip the title. Can insert the TOC between <!-- toc --> markers. Up to 1,000,000 characters.',
  category: 'generators',
  tags: ['markdown', 'toc', 'readme', 'documentation'],
  keywords: ['markdown toc', 'table of contents', 'readme toc', 'github toc', 'markdown table of contents generator', 'doctoc', 'markdown-toc', 'heading anchors', 'github anchor slug'],
  method: 'POST',
  parameters: [
    { name: 'markdown', type: 'textarea', label: 'Markdown', description: 'The Markdown document.', required: true, placeholder: '# Title\n\n## Install\n\n## Usage', validation: { maxLength: 1_000_000 } },
    { name: 'minLevel', type: 'number', label: 'From level', description: 'Shallowest heading level to include (1 = #).', required: false, defaultValue: 1, validation: { min: 1, max: 6, step: 1 } },
    { name: 'maxLevel', type: 'number', label: 'To level', description: 'Deepest heading level to include.', required: false, defaultValue: 3, validation: { min: 1, max: 6, step: 1 } },
    { name: 'skipTitle', type: 'boolean', label: 'Skip the title', description: 'Leave out the first heading when it is the only top-level one (the document title).', required: false, defaultValue: true },
    {
      name: 'style',
      type: 'select',
      label: 'List style',
      description: 'Bullets or numbers.',
      required: false,
      defaultValue: '-',
      options: [
        { value: '-', label: 'Bullets (-)' },
        { value: '*', label: 'Bullets (*)' },
        { value: '1.', label: 'Numbers (1.)' },
      ],
    },
    { name: 'indent', type: 'number', label: 'Indent', description: 'Spaces per nesting level.', required: false, defaultValue: 2, validation: { min: 2, max: 8, step: 1 }, group: 'advanced' },
  ],
  outputDescription: 'The TOC, the document with the TOC inserted between markers, and the headings found.',
  outputSchema: {
    type: 'object',
    properties: {
      toc: { type: 'string', description: 'The table of contents as a Markdown list.' },
      document: { type: 'string', description: 'The document with the TOC placed between <!-- toc --> and <!-- tocstop --> (a lone <!-- toc --> gets both); "" when there is no marker.' },
      headings: {
        type: 'array',
        items: {
          type: 'object',
          properties: { level: { type: 'integer', minimum: 1, maximum: 6 }, text: { type: 'string' }, anchor: { type: 'string' }, line: { type: 'integer', minimum: 1 } },
          required: ['level', 'text', 'anchor', 'line'],
          additionalProperties: false,
        },
      },
    },
    required: ['toc', 'document', 'headings'],
    additionalProperties: false,
  },
  primaryOutput: 'toc',
  annotations: { idempotentHint: true },
  display: { toc: { as: 'code', language: 'markdown' }, document: { as: 'code', language: 'markdown' } },
  handles: [{ kind: 'markdown' }],
  example: {
    input: { markdown: '# ctp\n\n## Quick start\n\n```sh\n# not a heading\n```\n\n## The CLI\n\n### Options & flags\n\n## The CLI\n' },
    output: {
      toc: '- [Quick start](#quick-start)\n- [The CLI](#the-cli)\n  - [Options & flags](#options--flags)\n- [The CLI](#the-cli-1)',
      document: '',
      headings: [
        { level: 1, text: 'ctp', anchor: 'ctp', line: 1 },
        { level: 2, text: 'Quick start', anchor: 'quick-start', line: 3 },
        { level: 2, text: 'The CLI', anchor: 'the-cli', line: 9 },
        { level: 3, text: 'Options & flags', anchor: 'options--flags', line: 11 },
        { level: 2, text: 'The CLI', anchor: 'the-cli-1', line: 13 },
      ],
    },
    description: 'The title skipped, a code block ignored, a repeated heading numbered like GitHub does.',
  },
  relatedTools: ['markdown-to-html', 'markdown-table-formatter', 'slugify'],
});
