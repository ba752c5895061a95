import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'js-minifier',
  name: 'JavaScript Minifier',
  description:
    'Minify JavaScript (ES2024, modules and scripts) with Terser, the minifier behind webpack and Vite: removes whitespace and comments, shortens local names (mangle), drops dead code and folds constants (compress). Keeps /*! license */ comments on request, can drop console.* calls. Syntax errors give their line and column. Reports sizes and savings. Up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['javascript', 'minify', 'compress', 'terser'],
  keywords: ['js minifier', 'minify javascript', 'javascript compressor', 'uglify js', 'terser online', 'compress js', 'reduce js size', 'mangle', 'minify es6'],
  method: 'POST',
  cost: 'heavy', // terser: hundreds of ms on a few KB: servers run every call in the worker pool
  parameters: [
    { name: 'code', type: 'textarea', label: 'JavaScript', description: 'The code to minify.', required: true, placeholder: 'function add(first, second) {\n  return first + second;\n}', validation: { maxLength: 1_000_000 } },
    { name: 'module', type: 'boolean', label: 'ES module', description: 'Parse as a module (import/export, strict mode; top-level names may be mangled).', required: false, defaultValue: false },
    { name: 'mangle', type: 'boolean', label: 'Shorten names', description: 'Rename local variables and functions to short names.', required: false, defaultValue: true },
    { name: 'compress', type: 'boolean', label: 'Compress', description: 'Rewrite code to shorter equivalents: fold constants, drop unreachable code and unused locals.', required: false, defaultValue: true },
    { name: 'dropConsole', type: 'boolean', label: 'Drop console.*', description: 'Remove console.log and the other console calls.', required: false, defaultValue: false },
    { name: 'keepLicense', type: 'boolean', label: 'Keep license comments', description: 'Keep /*! … */ and @license / @preserve comments.', required: false, defaultValue: true },
  ],
  outputDescription: 'The minified code with its size before and after.',
  outputSchema: {
    type: 'object',
    properties: {
      minified: { type: 'string', description: 'The minified JavaScript.' },
      originalBytes: { type: 'integer', minimum: 0, description: 'UTF-8 size of the input.' },
      minifiedBytes: { type: 'integer', minimum: 0 },
      savedPercent: { type: 'number', description: 'How much smaller, in per cent (one decimal).' },
    },
    required: ['minified', 'originalBytes', 'minifiedBytes', 'savedPercent'],
    additionalProperties: false,
  },
  primaryOutput: 'minified',
  display: { minified: { as: 'code', language: 'javascript' } },
  example: {
    input: { code: '/*! demo v1 | MIT */\n// adds two numbers\nfunction add(first, second) {\n  const total = first + second;\n  return total;\n}\nconsole.log(add(2, 3));\n' },
    output: { minified: '/*! demo v1 | MIT */\nfunction add(d,n){return d+n}console.log(add(2,3));', originalBytes: 145, minifiedBytes: 72, savedPercent: 50.3 },
    description: 'The comment and spaces go, the locals are shortened, the license comment stays.',
  },
  relatedTools: ['js-beautifier', 'css-minifier', 'json-minifier'],
  aiInstructions: 'Top-level names of a script are kept (other scripts may use them); set module true to let Terser treat the file as an ES module.',
});
