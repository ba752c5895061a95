import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'markdown-to-html',
  name: 'Markdown to HTML Converter',
  description:
    'Convert Markdown to HTML: CommonMark plus GitHub Flavored Markdown tables, strikethrough, task lists and www/URL autolinks (or strict CommonMark). Options: autolinks, smart quotes and dashes, line breaks as <br>. Safe output: raw HTML in the Markdown is shown as text, never passed through, and javascript:, vbscript:, file: and non-image data: links are not linked.',
  category: 'converters',
  handles: [{ kind: 'markdown' }],
  tags: ['markdown', 'html', 'convert'],
  keywords: ['md to html', 'markdown renderer', 'markdown preview', 'commonmark', 'gfm', 'github flavored markdown', 'readme', 'render markdown', 'markdown-it'],
  method: 'POST',
  parameters: [
    {
      name: 'markdown',
      type: 'textarea',
      label: 'Markdown',
      description: 'The Markdown text to convert.',
      required: true,
      placeholder: '# Title\n\nSome *emphasis* and a [link](https://example.com).',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'flavor',
      type: 'select',
      label: 'Flavor',
      description: 'gfm: CommonMark plus GitHub tables, ~~strikethrough~~ and - [ ] task lists. commonmark: the CommonMark specification only.',
      required: false,
      defaultValue: 'gfm',
      options: [
        { value: 'gfm', label: 'GitHub Flavored Markdown' },
        { value: 'commonmark', label: 'CommonMark (strict)' },
      ],
    },
    {
      name: 'linkify',
      type: 'boolean',
      label: 'Autolink URLs',
      description: 'Turn bare URLs (https://…), www. addresses and e-mail addresses into links, as GitHub does.',
      required: false,
      defaultValue: true,
    },
    {
      name: 'typographer',
      type: 'boolean',
      label: 'Smart typography',
      description: 'Curly quotes, en/em dashes from -- and ---, … from ..., and © ® ™ from (c) (r) (tm).',
      required: false,
      defaultValue: false,
    },
    {
      name: 'breaks',
      type: 'boolean',
      label: 'Line breaks as <br>',
      description: 'Turn every single line break inside a paragraph into <br> (as in GitHub comments). Off: a line break is a space, as in README files.',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription: 'The HTML fragment (no <html> or <body> wrapper), ending with a line break.',
  outputSchema: {
    type: 'object',
    properties: {
      html: { type: 'string', description: 'The HTML fragment.' },
    },
    required: ['html'],
    additionalProperties: false,
  },
  primaryOutput: 'html',
  example: {
    input: {
      markdown: '# Release notes\n\n- [x] **Tables** and ~~bugs~~\n- [ ] See www.example.com\n\n| Tool | Status |\n|:-----|-------:|\n| CTP  | ready  |\n\n<script>alert(1)</script>',
    },
    output: {
      html: '<h1>Release notes</h1>\n<ul class="contains-task-list">\n<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled="" checked=""> <strong>Tables</strong> and <s>bugs</s></li>\n<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled=""> See <a href="http://www.example.com">www.example.com</a></li>\n</ul>\n<table>\n<thead>\n<tr>\n<th style="text-align:left">Tool</th>\n<th style="text-align:right">Status</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td style="text-align:left">CTP</td>\n<td style="text-align:right">ready</td>\n</tr>\n</tbody>\n</table>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    },
    description: 'GFM task list, strikethrough, autolink and table; the raw <script> is shown as text.',
  },
  relatedTools: ['html-to-markdown', 'html-entity-encoder'],
  aiInstructions:
    'Pass Markdown in "markdown"; the result is an HTML fragment safe to insert into a page: raw HTML tags in the Markdown are escaped (shown as text) and there is no option to pass them through, so do not expect <div>, <details> or inline styles to survive. Unsafe link schemes (javascript:, vbscript:, file:, data: except images) stay plain text. Use flavor "commonmark" for spec-exact output without GitHub extensions.',
});
