import { defineDefinition } from '@ctp/core';
import { imageParameter } from '../../_shared/image-tool.js';

export default defineDefinition({
  id: 'image-color-palette',
  name: 'Image Color Palette Extractor',
  description:
    'Find the dominant colours of an image in the browser: 2–32 colours by colour quantization (transparent pixels ignored), each with its hex code and share of the picture, sorted from most to least used, plus the average colour. Handy for themes, brand colours and matching backgrounds. PNG, JPEG, GIF, BMP, ICO, TIFF up to 25 MiB.',
  category: 'analyzers',
  tags: ['image', 'color', 'palette'],
  keywords: ['color palette from image', 'dominant colors', 'extract colors', 'image colors', 'color picker from image', 'main color of image', 'average color', 'brand colors'],
  method: 'POST',
  cost: 'heavy', // decodes every pixel: servers run every call in the worker pool
  parameters: [
    imageParameter,
    { name: 'count', type: 'number', label: 'Colours', description: 'How many colours to find (2–32).', required: false, defaultValue: 6, validation: { min: 2, max: 32, step: 1 } },
  ],
  outputDescription: 'The dominant colours (hex, share of pixels) and the average colour.',
  outputSchema: {
    type: 'object',
    properties: {
      colors: { type: 'array', items: { type: 'string' }, description: 'The palette as #rrggbb, most used first.' },
      shares: {
        type: 'array',
        items: { type: 'object', properties: { color: { type: 'string' }, percent: { type: 'number' } }, required: ['color', 'percent'], additionalProperties: false },
        description: 'Each colour with its share of the opaque pixels.',
      },
      average: { type: ['string', 'null'], description: 'The mean colour of the opaque pixels.' },
    },
    required: ['colors', 'shares', 'average'],
    additionalProperties: false,
  },
  primaryOutput: 'colors',
  display: { colors: 'color', average: 'color' },
  example: { input: { image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4AWP4z8Dwn4HhfwMAD3oDfrhbv4IAAAAASUVORK5CYII=', count: 2 }, output: {"colors": ["#0000ff", "#ff0000"], "shares": [{"color": "#0000ff", "percent": 50}, {"color": "#ff0000", "percent": 50}], "average": "#800080"}, description: 'A red and a half-transparent blue pixel.' },
  relatedTools: ['color-palette-generator', 'color-converter', 'image-info'],
});
