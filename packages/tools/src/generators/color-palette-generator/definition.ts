import { defineDefinition } from '@ctp/core';
import { PALETTES } from './palettes.js';

const swatch = {
  type: 'object',
  properties: {
    hex: { type: 'string', pattern: '^#[0-9a-f]{6}$', description: 'Hex colour, lowercase #rrggbb.' },
    rgb: { type: 'string', description: 'CSS rgb() notation.' },
    hsl: { type: 'string', description: 'CSS hsl() notation (rounded to whole numbers).' },
    name: { type: 'string', description: 'The closest CSS named colour.' },
    contrastWhite: { type: 'number', minimum: 1, maximum: 21, description: 'WCAG 2 contrast ratio against #ffffff (truncated to 2 decimals).' },
    contrastBlack: { type: 'number', minimum: 1, maximum: 21, description: 'WCAG 2 contrast ratio against #000000 (truncated to 2 decimals).' },
    textColor: { type: 'string', enum: ['#ffffff', '#000000'], description: 'White or black, whichever contrasts more (for text on the swatch).' },
  },
  required: ['hex', 'rgb', 'hsl', 'name', 'contrastWhite', 'contrastBlack', 'textColor'],
  additionalProperties: false,
};


export default defineDefinition({
  id: 'color-palette-generator',
  name: 'Color Palette Generator',
  description:
    'Generate a colour palette from one base colour: tints (toward white), shades (toward black), tones (toward gray), a monochromatic scale, and the harmonies complementary, analogous, triadic, tetradic (square) and split-complementary. Each swatch comes as hex, rgb() and hsl() with its closest CSS colour name and its WCAG contrast ratio against white and black. Choose the number of steps and whether mixing happens in CIE Lab (perceptual) or sRGB.',
  category: 'generators',
  primaryOutput: 'palettes',
  tags: ['color', 'palette', 'design', 'css'],
  keywords: ['colour palette', 'color scheme', 'tints and shades', 'color harmony', 'complementary color', 'analogous', 'triadic', 'tetradic', 'split complementary', 'monochromatic', 'color wheel', 'wcag contrast', 'tailwind scale'],
  method: 'GET',
  annotations: { idempotentHint: true },
  parameters: [
    { name: 'color', type: 'color', label: 'Base colour', description: 'The colour to build the palette from (#rgb or #rrggbb; alpha is ignored).', required: true, placeholder: '#3b82f6' },
    {
      name: 'palette', type: 'select', label: 'Palette', description: 'One palette, or all of them.', required: false, defaultValue: 'all',
      options: [
        { value: 'all', label: 'All' },
        { value: 'tints', label: 'Tints (mixed with white)' },
        { value: 'shades', label: 'Shades (mixed with black)' },
        { value: 'tones', label: 'Tones (mixed with gray)' },
        { value: 'monochromatic', label: 'Monochromatic (same hue, lightness scale)' },
        { value: 'complementary', label: 'Complementary (180°)' },
        { value: 'analogous', label: 'Analogous (±30°)' },
        { value: 'triadic', label: 'Triadic (120°)' },
        { value: 'tetradic', label: 'Tetradic / square (90°)' },
        { value: 'split-complementary', label: 'Split-complementary (150°, 210°)' },
      ],
    },
    { name: 'count', type: 'number', label: 'Steps', description: 'Swatches in the tints, shades, tones and monochromatic palettes (1–20); the base colour and the pure end colour are not counted.', required: false, defaultValue: 5, validation: { min: 1, max: 20, step: 1 } },
    {
      name: 'mixSpace', type: 'select', label: 'Mix in', description: 'Colour space for tints, shades and tones: Lab mixes perceptually evenly, sRGB like CSS color-mix in srgb.', required: false, defaultValue: 'lab', group: 'advanced',
      options: [{ value: 'lab', label: 'CIE Lab' }, { value: 'rgb', label: 'sRGB' }],
    },
  ],
  outputDescription: 'The base swatch and each palette as a list of swatches (hex, rgb, hsl, closest name, contrast with white and black).',
  outputSchema: {
    type: 'object',
    properties: {
      base: { ...swatch, description: 'The base colour.' },
      palettes: {
        type: 'array',
        description: 'The palettes asked for, in a fixed order.',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', enum: [...PALETTES], description: 'Which palette.' },
            swatches: { type: 'array', items: swatch, description: 'Its colours; harmonies include the base (first, or in the middle for analogous).' },
          },
          required: ['name', 'swatches'],
          additionalProperties: false,
        },
      },
    },
    required: ['base', 'palettes'],
    additionalProperties: false,
  },
  example: {
    input: { color: '#3b82f6', palette: 'triadic' },
    output: {
      base: { hex: '#3b82f6', rgb: 'rgb(59, 130, 246)', hsl: 'hsl(217.2, 91.2%, 59.8%)', name: 'royalblue', contrastWhite: 3.67, contrastBlack: 5.7, textColor: '#000000' },
      palettes: [
        {
          name: 'triadic',
          swatches: [
            { hex: '#3b82f6', rgb: 'rgb(59, 130, 246)', hsl: 'hsl(217.2, 91.2%, 59.8%)', name: 'royalblue', contrastWhite: 3.67, contrastBlack: 5.7, textColor: '#000000' },
            { hex: '#f63b82', rgb: 'rgb(246, 59, 130)', hsl: 'hsl(337.2, 91.2%, 59.8%)', name: 'deeppink', contrastWhite: 3.57, contrastBlack: 5.86, textColor: '#000000' },
            { hex: '#82f63b', rgb: 'rgb(130, 246, 59)', hsl: 'hsl(97.2, 91.2%, 59.8%)', name: 'greenyellow', contrastWhite: 1.38, contrastBlack: 15.19, textColor: '#000000' },
          ],
        },
      ],
    },
    description: 'The triadic harmony of a blue.',
  },
  relatedTools: ['color-contrast-checker'],
  aiInstructions:
    'Pass one base colour as hex. Harmonies rotate the HSL hue (analogous −30°/+30°, triadic +120°/+240°, tetradic +90°/+180°/+270°, split-complementary +150°/+210°) and include the base: first, except analogous (−30°, base, +30°). Tints/shades/tones run from just after the base to just before white/black/#808080; monochromatic keeps hue and saturation with HSL lightness spread evenly from 10% to 90%. Contrast ratios are WCAG 2 (4.5 = AA for normal text); a gray base has no distinct harmonies.',
});
