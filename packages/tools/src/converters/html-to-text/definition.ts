import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'html-to-text',
  name: 'HTML to Plain Text',
  description:
    'Convert HTML to readable plain text: paragraphs, headings, lists, block quotes and tables (laid out in columns) become text; scripts, styles and hidden templates are dropped; entities are decoded. Links inline ("text [url]"), as numbered footnotes, or dropped; images as alt text. Optional word wrap and a base URL for relative links. Up to 1,000,000 characters, 500 levels of nesting.',
  category: 'converters',
  handles: [{ kind: 'html' }],
  tags: ['html', 'text', 'convert', 'strip'],
  keywords: ['html2text', 'strip html', 'remove html tags', 'html to txt', 'plain text email', 'extract text', 'html cleaner', 'text from html', 'scrape', 'llm context'],
  method: 'POST',
  parameters: [
    {
      name: 'html',
      type: 'textarea',
      label: 'HTML',
      description: 'The HTML document or fragment.',
      required: true,
      placeholder: '<h1>Title</h1><p>Some <b>bold</b> text and a <a href="https://example.com">link</a>.</p>',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'wordwrap',
      type: 'number',
      label: 'Wrap at column',
      description: 'Wrap lines at this many characters (up to 1000; values below 10 count as 10), or 0 for no wrapping.',
      required: false,
      defaultValue: 80,
      validation: { min: 0, max: 1000, step: 1 },
    },
    {
      name: 'links',
      type: 'select',
      label: 'Links',
      description: 'How to show link targets: after the link text in brackets, as numbered footnotes listed at the end, or not at all.',
      required: false,
      defaultValue: 'inline',
      options: [
        { value: 'inline', label: 'Inline: text [url]' },
        { value: 'footnotes', label: 'Footnotes: text [1]' },
        { value: 'none', label: 'Text only' },
      ],
    },
    {
      name: 'images',
      type: 'select',
      label: 'Images',
      description: 'How to show images: alt text and source, alt text only, or nothing.',
      required: false,
      defaultValue: 'alt',
      options: [
        { value: 'alt-and-src', label: 'Alt text [src]' },
        { value: 'alt', label: 'Alt text' },
        { value: 'none', label: 'Nothing' },
      ],
    },
    {
      name: 'tables',
      type: 'select',
      label: 'Tables',
      description: 'Lay tables out in aligned columns, or write each row on one line with cells separated by " | " (better for wide tables).',
      required: false,
      defaultValue: 'columns',
      options: [
        { value: 'columns', label: 'Aligned columns' },
        { value: 'rows', label: 'One line per row' },
      ],
    },
    {
      name: 'uppercaseHeadings',
      type: 'boolean',
      label: 'Uppercase headings',
      description: 'Write headings and table header cells in capitals, as plain-text e-mails often do.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'baseUrl',
      type: 'url',
      label: 'Base URL',
      description: 'Resolve relative link and image URLs against this address, e.g. https://example.com/docs/.',
      required: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The plain text.',
  outputSchema: {
    type: 'object',
    properties: {
      text: { type: 'string' },
    },
    required: ['text'],
    additionalProperties: false,
  },
  primaryOutput: 'text',
  example: {
    input: {
      html: '<h1>Release notes</h1><p>Version 2 is <b>faster</b> &amp; smaller. See the <a href="/docs/changes">changelog</a>.</p><ul><li>New parser</li><li>Fewer bugs</li></ul><script>track()</script>',
      links: 'footnotes',
      baseUrl: 'https://example.com/',
    },
    output: { text: 'Release notes\n\nVersion 2 is faster & smaller. See the changelog [1].\n\n * New parser\n * Fewer bugs\n\n[1] https://example.com/docs/changes' },
    description: 'Headings, lists and a relative link resolved into a footnote; the script is dropped.',
  },
  relatedTools: ['html-to-markdown', 'html-entity-encoder', 'token-counter'],
  aiInstructions:
    'Pass the HTML in "html". Use wordwrap 0 to keep paragraphs on one line (best for LLM input or further processing). links "footnotes" keeps the prose clean and lists URLs at the end; "none" drops them. <head>, <script>, <style>, <noscript> and <template> content is never output. For Markdown output use html-to-markdown instead.',
});
