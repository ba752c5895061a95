import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'svg-optimizer',
  name: 'SVG Optimizer (SVGO)',
  description:
    'Shrink SVG files with SVGO, in the browser: removes editor metadata, comments, hidden and empty elements, merges paths, shortens colours, numbers and path data, and collapses useless groups, while keeping the drawing the same. Multipass, number precision, keeping or removing width/height (for responsive SVGs) and pretty printing are adjustable. Shows the size saved. Up to 1,000,000 characters.',
  category: 'formatters',
  tags: ['svg', 'optimize', 'minify', 'image'],
  keywords: ['svgo', 'svg optimizer', 'optimize svg', 'minify svg', 'compress svg', 'svg minifier', 'clean svg', 'remove svg metadata', 'inkscape cleanup', 'illustrator svg'],
  method: 'POST',
  parameters: [
    { name: 'svg', type: 'textarea', label: 'SVG', description: 'The SVG markup.', required: true, placeholder: '<svg xmlns="http://www.w3.org/2000/svg" …>', validation: { maxLength: 1_000_000 } },
    { name: 'precision', type: 'number', label: 'Number precision', description: 'Digits kept after the decimal point in coordinates (lower is smaller but may blur fine detail).', required: false, defaultValue: 3, validation: { min: 0, max: 8, step: 1 } },
    { name: 'multipass', type: 'boolean', label: 'Multipass', description: 'Repeat the optimizations until nothing changes (slightly smaller, slower).', required: false, defaultValue: true },
    { name: 'removeDimensions', type: 'boolean', label: 'Remove width/height', description: 'Drop width and height (keeping viewBox) so the image scales to its container.', required: false, defaultValue: false },
    { name: 'keepIds', type: 'boolean', label: 'Keep IDs', description: 'Keep element IDs unchanged (for CSS, scripts or <use> references from outside).', required: false, defaultValue: false },
    { name: 'pretty', type: 'boolean', label: 'Pretty print', description: 'Indent the result for reading instead of one line.', required: false, defaultValue: false },
  ],
  outputDescription: 'The optimized SVG with the sizes before and after.',
  outputSchema: {
    type: 'object',
    properties: {
      svg: { type: 'string', contentMediaType: 'image/svg+xml', description: 'The optimized SVG markup.' },
      originalBytes: { type: 'integer', minimum: 0 },
      optimizedBytes: { type: 'integer', minimum: 0 },
      savedPercent: { type: 'number', description: 'Size saved in percent, 2 decimals.' },
    },
    required: ['svg', 'originalBytes', 'optimizedBytes', 'savedPercent'],
    additionalProperties: false,
  },
  primaryOutput: 'svg',
  // SVGO's path merging is quadratic in the number of paths: run where a time limit can stop it
  isolate: true,
  display: { svg: { as: 'code', language: 'svg' } },
  example: {
    input: { svg: '<?xml version="1.0"?>\n<!-- Generator: Example -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><metadata>editor data</metadata><g><rect x="0.0000" y="0" width="10" height="10" fill="#ff0000"/></g></svg>' },
    output: { svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path fill="red" d="M0 0h10v10H0z"/></svg>', originalBytes: 220, optimizedBytes: 105, savedPercent: 52.27 },
    description: 'Metadata, the comment and the group go; the rectangle becomes a short path.',
  },
  relatedTools: ['svg-placeholder-generator', 'xml-formatter', 'image-converter'],
});
