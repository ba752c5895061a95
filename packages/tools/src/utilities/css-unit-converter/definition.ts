import { defineDefinition } from '@ctp/core';

/** A font or viewport size in px; generic in the name so the function's parameters are typed by it. */
const size = <Name extends string>(name: Name, label: string, description: string, defaultValue: number) => ({
  name,
  type: 'number' as const,
  label,
  description,
  required: false as const,
  defaultValue,
  validation: { min: 0.001, max: 100000 },
});

export default defineDefinition({
  id: 'css-unit-converter',
  name: 'CSS Unit Converter',
  description:
    'Convert a CSS length between px, rem, em, %, pt, pc, in, cm, mm, Q, vw, vh, vmin and vmax, all at once. Absolute units use the exact CSS ratios (1in = 96px = 2.54cm = 72pt = 6pc, 1Q = 0.25mm); rem uses the root font size, em and % the parent font size, viewport units the viewport size you give.',
  category: 'utilities',
  tags: ['css', 'units', 'convert', 'web'],
  keywords: ['px to rem', 'rem to px', 'px to em', 'em to px', 'pt to px', 'px to pt', 'vw to px', 'px to vw', 'font size', 'responsive', 'pixels', 'points', 'typography'],
  method: 'GET',
  parameters: [
    {
      name: 'value',
      type: 'text',
      label: 'Length',
      description: 'A CSS length such as 24px, 1.5rem, 12pt, 50vw or 2.54cm. A bare number is px.',
      required: true,
      placeholder: '24px',
      validation: { maxLength: 50 },
    },
    size('rootFontSize', 'Root font size (px)', 'Font size of the html element, the base of rem (browser default 16).', 16),
    size('parentFontSize', 'Parent font size (px)', 'Font size of the parent element, the base of em and % (as for font-size).', 16),
    size('viewportWidth', 'Viewport width (px)', 'Width of the viewport, the base of vw (1vw = 1% of it).', 1920),
    size('viewportHeight', 'Viewport height (px)', 'Height of the viewport, the base of vh.', 1080),
    {
      name: 'decimals',
      type: 'number',
      label: 'Decimals',
      description: 'Maximum decimals of each result (0–10).',
      required: false,
      defaultValue: 4,
      validation: { min: 0, max: 10, step: 1 },
      group: 'advanced',
    },
  ],
  outputDescription: 'The length in pixels, and in every CSS unit as a number and a ready-to-paste CSS value.',
  outputSchema: {
    type: 'object',
    properties: {
      px: { type: 'string', description: 'The length in CSS pixels.' },
      results: {
        type: 'array',
        description: 'The length in each unit.',
        items: {
          type: 'object',
          properties: {
            unit: { type: 'string' },
            value: { type: 'string', description: 'The number, rounded to the decimals.' },
            css: { type: 'string', description: 'The CSS value, e.g. "1.5rem".' },
            exact: { type: 'boolean', description: 'Whether no rounding happened.' },
          },
          required: ['unit', 'value', 'css', 'exact'],
          additionalProperties: false,
        },
      },
    },
    required: ['px', 'results'],
    additionalProperties: false,
  },
  primaryOutput: 'px',
  example: {
    input: { value: '24px' },
    output: {
      px: '24',
      results: [
        { unit: 'px', value: '24', css: '24px', exact: true },
        { unit: 'rem', value: '1.5', css: '1.5rem', exact: true },
        { unit: 'em', value: '1.5', css: '1.5em', exact: true },
        { unit: '%', value: '150', css: '150%', exact: true },
        { unit: 'pt', value: '18', css: '18pt', exact: true },
        { unit: 'pc', value: '1.5', css: '1.5pc', exact: true },
        { unit: 'in', value: '0.25', css: '0.25in', exact: true },
        { unit: 'cm', value: '0.635', css: '0.635cm', exact: true },
        { unit: 'mm', value: '6.35', css: '6.35mm', exact: true },
        { unit: 'Q', value: '25.4', css: '25.4Q', exact: true },
        { unit: 'vw', value: '1.25', css: '1.25vw', exact: true },
        { unit: 'vh', value: '2.2222', css: '2.2222vh', exact: false },
        { unit: 'vmin', value: '2.2222', css: '2.2222vmin', exact: false },
        { unit: 'vmax', value: '1.25', css: '1.25vmax', exact: true },
      ],
    },
    description: '24px with a 16px root font and a 1920×1080 viewport.',
  },
  relatedTools: ['unit-converter', 'aspect-ratio-calculator'],
  aiInstructions:
    'Pass the length with its unit in "value" (e.g. "1.5rem"). Set rootFontSize when the site changes the html font size (e.g. 62.5% = 10px), parentFontSize for em/% and the viewport size for vw/vh. % is taken relative to the parent font size, as for the font-size property; for widths, % depends on the containing block, which this tool does not know.',
});
