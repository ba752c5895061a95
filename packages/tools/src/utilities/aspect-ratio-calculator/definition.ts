import { defineDefinition } from '@ctp/core';

const NAMED = {
  type: 'object',
  description: 'The nearest common named ratio.',
  properties: {
    ratio: { type: 'string', description: 'The named ratio, e.g. "16:9".' },
    name: { type: 'string', description: 'Where it is used, e.g. "HD video, most monitors and TVs".' },
    decimal: { type: 'number', description: 'Its width / height, rounded to 4 decimals.' },
    exact: { type: 'boolean', description: 'True when the input has exactly this ratio.' },
    differencePercent: { type: 'number', description: 'How much wider (+) or narrower (−) the input is than this ratio, in percent (2 decimals).' },
  },
  required: ['ratio', 'name', 'decimal', 'exact', 'differencePercent'],
  additionalProperties: false,
};

export default defineDefinition({
  id: 'aspect-ratio-calculator',
  name: 'Aspect Ratio Calculator',
  description:
    'Find the aspect ratio of a size (1920x1080 → 16:9, simplified exactly with the GCD, decimals allowed), its decimal value (1.7778:1), orientation and the nearest common named ratio (16:9, 4:3, 21:9, 3:2, 1:1, 9:16, 2.39:1…), and resize while keeping the ratio: give a target width, a target height, or both to fit inside a box, with rounding to whole or even pixels.',
  category: 'utilities',
  tags: ['aspect-ratio', 'image', 'video', 'resize'],
  keywords: ['aspect ratio', 'ratio calculator', 'resolution', '16:9', '4:3', '21:9', 'widescreen', 'resize image', 'scale dimensions', 'keep proportions', 'pixels', 'gcd', 'screen size'],
  method: 'GET',
  parameters: [
    {
      name: 'dimensions',
      type: 'text',
      label: 'Size or ratio',
      description: 'Width and height ("1920x1080", "1920×1080", "1920 1080"), a ratio ("16:9", "2.39:1") or a single decimal ratio ("1.85").',
      required: true,
      placeholder: '1920x1080 or 16:9',
      validation: { maxLength: 100 },
    },
    {
      name: 'targetWidth',
      type: 'number',
      label: 'Target width',
      description: 'Compute the height for this width, keeping the ratio.',
      required: false,
      validation: { min: 0.000001, max: 1_000_000_000 },
    },
    {
      name: 'targetHeight',
      type: 'number',
      label: 'Target height',
      description: 'Compute the width for this height, keeping the ratio. With a target width too: the largest size with the ratio that fits inside targetWidth × targetHeight.',
      required: false,
      validation: { min: 0.000001, max: 1_000_000_000 },
    },
    {
      name: 'rounding',
      type: 'select',
      label: 'Rounding',
      description: 'How a computed dimension is rounded.',
      required: false,
      defaultValue: 'round',
      options: [
        { value: 'round', label: 'Nearest whole number' },
        { value: 'floor', label: 'Down' },
        { value: 'ceil', label: 'Up' },
        { value: 'even', label: 'Nearest even number', description: 'For video encoders (yuv420 needs even sizes)' },
        { value: 'none', label: 'No rounding (up to 6 decimals)' },
      ],
      group: 'advanced',
    },
  ],
  outputDescription: 'The simplified ratio, its decimal value, orientation, the nearest common named ratio and, with a target, the resized dimensions.',
  outputSchema: {
    type: 'object',
    properties: {
      ratio: { type: 'string', description: 'The simplified ratio, e.g. "16:9" (decimal inputs are scaled to whole numbers first: 2.39:1 → 239:100).' },
      ratioWidth: { type: 'string', description: 'The left term of the simplified ratio (a whole number, as a string since it may be large).' },
      ratioHeight: { type: 'string', description: 'The right term of the simplified ratio.' },
      decimal: { type: 'number', description: 'width / height rounded to 6 decimals.' },
      decimalRatio: { type: 'string', description: 'The ratio as "N:1" with up to 4 decimals, e.g. "1.7778:1".' },
      orientation: { type: 'string', enum: ['landscape', 'portrait', 'square'], description: 'Wider than tall, taller than wide, or square.' },
      nearest: NAMED,
      scaled: {
        type: 'object',
        description: 'Present when a target width or height is given: the resized dimensions.',
        properties: {
          width: { type: 'number', description: 'The resulting width.' },
          height: { type: 'number', description: 'The resulting height.' },
          exact: { type: 'boolean', description: 'True when width:height is exactly the input ratio (false when rounding changed it).' },
        },
        required: ['width', 'height', 'exact'],
        additionalProperties: false,
      },
    },
    required: ['ratio', 'ratioWidth', 'ratioHeight', 'decimal', 'decimalRatio', 'orientation', 'nearest'],
    additionalProperties: false,
  },
  primaryOutput: 'ratio',
  example: {
    input: { dimensions: '2560x1440', targetWidth: 1280 },
    output: {
      ratio: '16:9',
      ratioWidth: '16',
      ratioHeight: '9',
      decimal: 1.777778,
      decimalRatio: '1.7778:1',
      orientation: 'landscape',
      nearest: { ratio: '16:9', name: 'HD video, most monitors and TVs', decimal: 1.7778, exact: true, differencePercent: 0 },
      scaled: { width: 1280, height: 720, exact: true },
    },
    description: 'The ratio of a 1440p screen, and its size at 1280 pixels wide.',
  },
  aiInstructions:
    'Put the size or ratio in dimensions ("1920x1080", "16:9", "2.39:1"). To resize keeping proportions set targetWidth or targetHeight (or both to fit inside a box). Use rounding "even" for video sizes. The simplified ratio is exact (1366x768 is 683:384, nearest named 16:9 at +0.05%); quote nearest.ratio when the user wants the common name.',
});
