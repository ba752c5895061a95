import { defineDefinition } from '@ctp/core';
import { indentParameter, wrapParameter } from '../../_shared/beautify-options.js';

export default defineDefinition({
  id: 'js-beautifier',
  name: 'JavaScript Beautifier',
  description:
    'Pretty-print minified or messy JavaScript (and JSON-like code): consistent indentation, one statement per line, spaces around operators, with js-beautify (beautifier.io). Choose the indent, brace style, blank lines to keep and line wrapping. Formats what it is given without judging it: it does not check syntax. Up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['javascript', 'beautify', 'format', 'code'],
  keywords: ['js beautifier', 'javascript formatter', 'unminify js', 'prettify javascript', 'format js online', 'js pretty print', 'beautifier.io', 'jsbeautifier'],
  method: 'POST',
  cost: 'heavy', // slow on a few KB: servers run every call in the worker pool
  parameters: [
    { name: 'code', type: 'textarea', label: 'JavaScript', description: 'The code to format.', required: true, placeholder: 'function f(a){if(a){return 1}else{return 2}}', validation: { maxLength: 1_000_000 } },
    indentParameter,
    {
      name: 'braceStyle',
      type: 'select',
      label: 'Braces',
      description: 'Where opening braces go.',
      required: false,
      defaultValue: 'collapse',
      options: [
        { value: 'collapse', label: 'Same line (K&R)' },
        { value: 'expand', label: 'Own line (Allman)' },
        { value: 'end-expand', label: 'Same line, else on its own line' },
        { value: 'collapse,preserve-inline', label: 'Same line, keep short blocks inline' },
      ],
    },
    { name: 'preserveNewlines', type: 'boolean', label: 'Keep blank lines', description: 'Keep the blank lines already in the code (up to two in a row).', required: false, defaultValue: true },
    wrapParameter,
  ],
  outputDescription: 'The formatted code.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The formatted JavaScript.' },
      lines: { type: 'integer', minimum: 0 },
    },
    required: ['formatted', 'lines'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  display: { formatted: { as: 'code', language: 'javascript' } },
  handles: [{ kind: 'javascript' }],
  example: {
    input: { code: 'function greet(n){if(!n){return"Hello!"}const t=`Hi ${n}`;return t+"!"}const xs=[1,2,3].map(x=>x*2);' },
    output: { formatted: 'function greet(n) {\n  if (!n) {\n    return "Hello!"\n  }\n  const t = `Hi ${n}`;\n  return t + "!"\n}\nconst xs = [1, 2, 3].map(x => x * 2);', lines: 8 },
    description: 'A one-line function laid out with 2-space indentation.',
  },
  relatedTools: ['js-minifier', 'json-formatter', 'css-beautifier', 'html-beautifier'],
});
