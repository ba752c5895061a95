import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'html-to-markdown',
  name: 'HTML to Markdown Converter',
  description:
    'Convert HTML to Markdown: headings, emphasis, links, images, lists, code blocks, block quotes, GitHub tables, ~~strikethrough~~ and task lists. Options: ATX (#) or Setext headings, bullet marker, fenced or indented code, ``` or ~~~ fences, emphasis delimiters, inline or reference links. Scripts, styles and other non-content elements are dropped; javascript: links keep only their text.',
  category: 'converters',
  handles: [{ kind: 'html' }],
  tags: ['html', 'markdown', 'convert'],
  keywords: ['html2md', 'html to md', 'turndown', 'web page to markdown', 'clipboard', 'gfm', 'readme', 'reverse markdown'],
  method: 'POST',
  parameters: [
    {
      name: 'html',
      type: 'textarea',
      label: 'HTML',
      description: 'The HTML to convert: a fragment or a whole page.',
      required: true,
      placeholder: '<h1>Title</h1><p>Some <em>emphasis</em> and a <a href="https://example.com">link</a>.</p>',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'headingStyle',
      type: 'select',
      label: 'Headings',
      description: 'atx: # Title. setext: Title underlined with === or --- (levels 1 and 2 only; deeper levels use #).',
      required: false,
      defaultValue: 'atx',
      options: [
        { value: 'atx', label: 'ATX (# Title)' },
        { value: 'setext', label: 'Setext (underlined)' },
      ],
    },
    {
      name: 'bulletMarker',
      type: 'select',
      label: 'Bullet marker',
      description: 'Character that starts unordered list items.',
      required: false,
      defaultValue: '-',
      options: [
        { value: '-', label: '- (hyphen)' },
        { value: '*', label: '* (asterisk)' },
        { value: '+', label: '+ (plus)' },
      ],
    },
    {
      name: 'codeBlockStyle',
      type: 'select',
      label: 'Code blocks',
      description: 'fenced: between ``` lines, keeping the language (class="language-js"). indented: 4 spaces, without the language.',
      required: false,
      defaultValue: 'fenced',
      options: [
        { value: 'fenced', label: 'Fenced' },
        { value: 'indented', label: 'Indented' },
      ],
    },
    {
      name: 'fence',
      type: 'select',
      label: 'Fence',
      description: 'Fence characters of code blocks (lengthened automatically when the code contains them).',
      required: false,
      defaultValue: '```',
      options: [
        { value: '```', label: '``` (backticks)' },
        { value: '~~~', label: '~~~ (tildes)' },
      ],
      dependsOn: [{ field: 'codeBlockStyle', condition: 'equals', value: 'fenced' }],
      group: 'advanced',
    },
    {
      name: 'emDelimiter',
      type: 'select',
      label: 'Emphasis',
      description: 'Delimiter of emphasis (<em>, <i>).',
      required: false,
      defaultValue: '_',
      options: [
        { value: '_', label: '_emphasis_' },
        { value: '*', label: '*emphasis*' },
      ],
      group: 'advanced',
    },
    {
      name: 'strongDelimiter',
      type: 'select',
      label: 'Strong',
      description: 'Delimiter of strong emphasis (<strong>, <b>).',
      required: false,
      defaultValue: '**',
      options: [
        { value: '**', label: '**strong**' },
        { value: '__', label: '__strong__' },
      ],
      group: 'advanced',
    },
    {
      name: 'linkStyle',
      type: 'select',
      label: 'Links',
      description: 'inlined: [text](url). referenced: [text][1] with the URLs listed at the end.',
      required: false,
      defaultValue: 'inlined',
      options: [
        { value: 'inlined', label: 'Inline' },
        { value: 'referenced', label: 'Reference' },
      ],
      group: 'advanced',
    },
  ],
  outputDescription: 'The Markdown text.',
  outputSchema: {
    type: 'object',
    properties: {
      markdown: { type: 'string', description: 'The Markdown text (CommonMark with GitHub tables, strikethrough and task lists).' },
    },
    required: ['markdown'],
    additionalProperties: false,
  },
  primaryOutput: 'markdown',
  example: {
    input: {
      html: '<h2>Install</h2>\n<p>Run <code>npm i ctp</code>, then read the <a href="https://example.com/docs" title="Docs">docs</a>.</p>\n<ul><li><input type="checkbox" checked> <strong>fast</strong></li><li><del>slow</del></li></ul>\n<pre><code class="language-js">const x = 1;\n</code></pre>\n<table><tr><th>Tool</th><th align="right">Stars</th></tr><tr><td>ctp</td><td align="right">42</td></tr></table>\n<script>alert(1)</script>',
    },
    output: {
      markdown:
        '## Install\n\nRun `npm i ctp`, then read the [docs](https://example.com/docs "Docs").\n\n- [x] **fast**\n- ~~slow~~\n\n```js\nconst x = 1;\n```\n\n| Tool | Stars |\n| --- | ---: |\n| ctp | 42 |',
    },
    description: 'Headings, inline code, a titled link, a task list, strikethrough, a fenced code block and a table; the script is dropped.',
  },
  relatedTools: ['markdown-to-html', 'html-entity-encoder'],
  isolate: true,
  aiInstructions:
    'Pass HTML in "html" (a fragment or a full page). Output is CommonMark with GitHub extensions (tables, ~~strikethrough~~, - [x] task lists). Table cells become one line each; a table without <th> uses its first row as the header. Elements with no Markdown form (div, span…) keep only their content; script, style, head, iframe, svg, form controls are dropped. Characters that Markdown would misread are escaped with backslashes. Limits: 500 levels of element nesting, 32 of block quotes and list items.',
});
