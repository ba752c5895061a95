import { defineDefinition } from '@ctp/core';
import { indentParameter, wrapParameter } from '../../_shared/beautify-options.js';

export default defineDefinition({
  id: 'css-beautifier',
  name: 'CSS Beautifier',
  description:
    'Pretty-print minified or messy CSS, SCSS and Less: one declaration per line, consistent indentation, a space after colons, blank lines between rules if you like, with js-beautify (beautifier.io). Comments, @media/@supports blocks and nested rules are kept. Formats what it is given without validating it. The inverse of css-minifier. Up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['css', 'beautify', 'format', 'scss'],
  keywords: ['css beautifier', 'css formatter', 'unminify css', 'prettify css', 'format css online', 'css pretty print', 'scss formatter', 'less formatter', 'expand css'],
  method: 'POST',
  parameters: [
    { name: 'css', type: 'textarea', label: 'CSS', description: 'The stylesheet to format.', required: true, placeholder: 'a{color:red;background:blue}@media(max-width:600px){a{color:green}}', validation: { maxLength: 1_000_000 } },
    indentParameter,
    { name: 'blankLineBetweenRules', type: 'boolean', label: 'Blank line between rules', description: 'Separate rules with an empty line.', required: false, defaultValue: true },
    { name: 'selectorPerLine', type: 'boolean', label: 'One selector per line', description: 'Put each selector of a comma-separated list on its own line.', required: false, defaultValue: true },
    wrapParameter,
  ],
  outputDescription: 'The formatted stylesheet.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The formatted CSS.' },
      lines: { type: 'integer', minimum: 0 },
    },
    required: ['formatted', 'lines'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  display: { formatted: { as: 'code', language: 'css' } },
  handles: [{ kind: 'css' }],
  example: {
    input: { css: 'h1,h2{margin:0;font:bold 2em/1.2 sans-serif}@media (max-width:600px){h1{font-size:1.5em}}' },
    output: { formatted: 'h1,\nh2 {\n  margin: 0;\n  font: bold 2em/1.2 sans-serif\n}\n\n@media (max-width:600px) {\n  h1 {\n    font-size: 1.5em\n  }\n}', lines: 11 },
    description: 'Minified rules laid out, the media query indented.',
  },
  relatedTools: ['css-minifier', 'html-beautifier', 'js-beautifier'],
});
