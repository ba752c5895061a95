import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'css-minifier',
  name: 'CSS Minifier',
  description:
    'Minify CSS with csso: removes whitespace and comments, shortens colors, numbers and units, merges and restructures rules (optional). Keeps /*! license */ comments on request. Reports sizes and savings. CSS csso cannot parse and would drop (such as nested rules) is refused with its line and column. Up to 1,000,000 characters; restructuring is skipped above 10,000 rules.',
  category: 'formatters',
  handles: [{ kind: 'css' }],
  tags: ['css', 'minify', 'compress'],
  keywords: ['css minifier', 'minify css', 'compress css', 'css compressor', 'uglify css', 'optimize css', 'csso', 'cssnano', 'reduce css size', 'stylesheet'],
  method: 'POST',
  parameters: [
    {
      name: 'css',
      type: 'textarea',
      label: 'CSS',
      description: 'The stylesheet to minify.',
      required: true,
      placeholder: '.button {\n  color: #ff0000;\n  margin: 0px 0px 0px 0px;\n}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'restructure',
      type: 'boolean',
      label: 'Restructure',
      description: 'Merge rules with the same selectors or declarations and move declarations between rules. Off: only safe local changes (whitespace, colors, units…).',
      required: false,
      defaultValue: true,
      aiHint: 'Turn off when rule order matters in ways csso cannot see (CSS split across files, cascade layers used by other files).',
    },
    {
      name: 'comments',
      type: 'select',
      label: 'Comments',
      description: 'Which comments to keep: every /*! … */ (license) comment, only the first one, or none.',
      required: false,
      defaultValue: 'exclamation',
      options: [
        { value: 'exclamation', label: 'Keep /*! */ comments' },
        { value: 'first-exclamation', label: 'Keep the first /*! */ comment' },
        { value: 'none', label: 'Remove all' },
      ],
    },
  ],
  outputDescription: 'The minified CSS with its size before and after (UTF-8 bytes) and the savings.',
  outputSchema: {
    type: 'object',
    properties: {
      minified: { type: 'string' },
      originalSize: { type: 'integer', minimum: 0, description: 'Input size in UTF-8 bytes.' },
      minifiedSize: { type: 'integer', minimum: 0, description: 'Output size in UTF-8 bytes.' },
      savedBytes: { type: 'integer', description: 'originalSize − minifiedSize.' },
      savedPercent: { type: 'number', description: 'Savings as a percentage of the original size, 2 decimals.' },
    },
    required: ['minified', 'originalSize', 'minifiedSize', 'savedBytes', 'savedPercent'],
    additionalProperties: false,
  },
  primaryOutput: 'minified',
  example: {
    input: {
      css: '/*! (c) ACME */\n/* layout */\n.button {\n  color: #ff0000;\n  margin: 0px 0px 0px 0px;\n}\n.link {\n  color: #ff0000;\n  font-weight: bold;\n}\n.link { text-decoration: none }\n',
    },
    output: {
      minified: '/*! (c) ACME */\n.button{color:red;margin:0}.link{color:red;font-weight:700;text-decoration:none}',
      originalSize: 167,
      minifiedSize: 96,
      savedBytes: 71,
      savedPercent: 42.51,
    },
    description: 'Colors, zero margins and bold shortened, the license comment kept, the two .link rules merged.',
  },
  relatedTools: ['json-minifier', 'sql-minifier', 'html-to-text'],
  aiInstructions:
    'Pass the stylesheet in "css". The default (restructure on) gives the smallest output; set restructure false for a conservative minification. CSS nesting (rules inside rules) is not supported by csso and is refused rather than dropped; so are broken selectors and stray text. Unknown syntax csso keeps as written (e.g. new at-rule preludes) produces a warning.',
  isolate: true,
});
