import { defineDefinition } from '@ctp/core';
import { indentParameter, wrapParameter } from '../../_shared/beautify-options.js';

export default defineDefinition({
  id: 'html-beautifier',
  name: 'HTML Beautifier',
  description:
    'Pretty-print HTML: nested elements indented, inline elements kept in their text, <pre> and <textarea> untouched, and the CSS and JavaScript inside <style> and <script> formatted too, with js-beautify (beautifier.io). Choose the indent, how attributes wrap, and whether <head> and <body> are indented. Formats what it is given without validating it. Up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['html', 'beautify', 'format', 'markup'],
  keywords: ['html beautifier', 'html formatter', 'prettify html', 'format html online', 'html pretty print', 'indent html', 'unminify html', 'tidy html', 'html cleanup'],
  method: 'POST',
  cost: 'heavy', // slow on a few KB: servers run every call in the worker pool
  parameters: [
    { name: 'html', type: 'textarea', label: 'HTML', description: 'The markup to format.', required: true, placeholder: '<div><ul><li><a href="/">Home</a></li></ul></div>', validation: { maxLength: 1_000_000 } },
    indentParameter,
    {
      name: 'wrapAttributes',
      type: 'select',
      label: 'Attributes',
      description: 'When to put attributes on their own lines.',
      required: false,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: 'Only when the line is too long' },
        { value: 'force-expand-multiline', label: 'One per line when there are several' },
        { value: 'force-aligned', label: 'Aligned under the first' },
        { value: 'preserve', label: 'As written' },
      ],
    },
    { name: 'indentHeadBody', type: 'boolean', label: 'Indent <head> and <body>', description: 'Indent the contents of <html>, <head> and <body>.', required: false, defaultValue: true },
    { name: 'formatEmbedded', type: 'boolean', label: 'Format <style> and <script>', description: 'Also lay out the CSS and JavaScript inside them.', required: false, defaultValue: true },
    wrapParameter,
  ],
  outputDescription: 'The formatted markup.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The formatted HTML.' },
      lines: { type: 'integer', minimum: 0 },
    },
    required: ['formatted', 'lines'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  display: { formatted: { as: 'code', language: 'html' } },
  handles: [{ kind: 'html' }],
  example: {
    input: { html: '<ul class="nav"><li><a href="/">Home</a></li><li><a href="/docs">Docs <b>new</b></a></li></ul><script>if(x){go()}</script>' },
    output: { formatted: '<ul class="nav">\n  <li><a href="/">Home</a></li>\n  <li><a href="/docs">Docs <b>new</b></a></li>\n</ul>\n<script>\n  if (x) {\n    go()\n  }\n</script>', lines: 9 },
    description: 'Block elements on their own lines, inline ones kept, the script laid out.',
  },
  relatedTools: ['html-sanitizer', 'css-beautifier', 'js-beautifier', 'xml-formatter'],
});
