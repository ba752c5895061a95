import { defineDefinition } from '@ctp/core';

const flag = (description: string) => ({ type: 'boolean', description });
const hex = (description: string) => ({ type: 'string', pattern: '^#[0-9a-f]{6}([0-9a-f]{2})?$', description });

export default defineDefinition({
  id: 'color-contrast-checker',
  name: 'Color Contrast Checker',
  description:
    'WCAG 2.x contrast ratio between a text (foreground) and a background colour, with pass/fail for AA and AAA (normal and large text) and for UI components and graphics (3:1). Accepts any CSS colour: hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), named colours. A translucent foreground is blended over the background. When a level fails, suggests the nearest foreground (same OKLCH hue and chroma, adjusted lightness) that passes.',
  category: 'analyzers',
  primaryOutput: 'ratio',
  display: { foreground: 'color', background: 'color', effectiveForeground: 'color', effectiveBackground: 'color' },
  tags: ['color', 'contrast', 'accessibility', 'wcag'],
  keywords: ['a11y', 'contrast ratio', 'wcag aa', 'wcag aaa', 'accessible colors', 'color contrast', 'text contrast', 'luminance', 'readability', 'colour contrast'],
  method: 'GET',
  parameters: [
    {
      name: 'foreground',
      type: 'text',
      label: 'Text colour',
      description: 'The foreground (text or icon) colour, in any CSS syntax: #1a2b3c, rgb(0 0 0 / 50%), hsl(), oklch(), a name like "navy". Alpha below 1 is blended over the background.',
      required: true,
      placeholder: '#767676',
      validation: { maxLength: 200 },
    },
    {
      name: 'background',
      type: 'text',
      label: 'Background colour',
      description: 'The background colour, in any CSS syntax. A translucent background is assumed to sit on white.',
      required: true,
      placeholder: '#ffffff',
      validation: { maxLength: 200 },
    },
  ],
  outputDescription: 'Contrast ratio, WCAG AA/AAA pass/fail per text size and for UI components, relative luminances, and foreground suggestions for failing levels.',
  outputSchema: {
    type: 'object',
    properties: {
      ratio: { type: 'number', minimum: 1, maximum: 21, description: 'Contrast ratio (L1 + 0.05) / (L2 + 0.05), truncated (never rounded up) to 2 decimals; pass/fail uses the exact value.' },
      passes: {
        type: 'object',
        description: 'WCAG 2.x success criteria.',
        properties: {
          aaNormalText: flag('AA, normal text: ratio ≥ 4.5 (SC 1.4.3).'),
          aaLargeText: flag('AA, large text (≥ 24px, or ≥ 18.66px bold): ratio ≥ 3.'),
          aaaNormalText: flag('AAA, normal text: ratio ≥ 7 (SC 1.4.6).'),
          aaaLargeText: flag('AAA, large text: ratio ≥ 4.5.'),
          uiComponents: flag('Non-text contrast of UI components and graphics: ratio ≥ 3 (SC 1.4.11).'),
        },
        required: ['aaNormalText', 'aaLargeText', 'aaaNormalText', 'aaaLargeText', 'uiComponents'],
        additionalProperties: false,
      },
      foreground: hex('The foreground as hex (#rrggbb, or #rrggbbaa when translucent).'),
      background: hex('The background as hex (#rrggbb, or #rrggbbaa when translucent).'),
      effectiveForeground: hex('The opaque colour the text shows as: the foreground blended over the (opaque) background.'),
      effectiveBackground: hex('The opaque background (a translucent one composited over white).'),
      foregroundLuminance: { type: 'number', minimum: 0, maximum: 1, description: 'WCAG relative luminance of the effective foreground (4 decimals).' },
      backgroundLuminance: { type: 'number', minimum: 0, maximum: 1, description: 'WCAG relative luminance of the effective background (4 decimals).' },
      suggestions: {
        type: 'array',
        description: 'For each failing normal-text level (AA 4.5, AAA 7), the nearest passing foreground: same OKLCH hue and chroma, smallest lightness change. Empty when all pass; a level is missing when no lightness reaches it.',
        items: {
          type: 'object',
          properties: {
            level: { type: 'string', enum: ['AA', 'AAA'], description: 'The level the suggestion passes (normal text).' },
            foreground: hex('The suggested opaque foreground.'),
            ratio: { type: 'number', description: 'Its contrast ratio with the background (truncated to 2 decimals).' },
            lightnessChange: { type: 'number', description: 'OKLCH lightness change from the effective foreground (−1…1; negative = darker).' },
          },
          required: ['level', 'foreground', 'ratio', 'lightnessChange'],
          additionalProperties: false,
        },
      },
    },
    required: ['ratio', 'passes', 'foreground', 'background', 'effectiveForeground', 'effectiveBackground', 'foregroundLuminance', 'backgroundLuminance', 'suggestions'],
    additionalProperties: false,
  },
  example: {
    input: { foreground: '#999999', background: 'white' },
    output: {
      ratio: 2.84,
      passes: { aaNormalText: false, aaLargeText: false, aaaNormalText: false, aaaLargeText: false, uiComponents: false },
      foreground: '#999999',
      background: '#ffffff',
      effectiveForeground: '#999999',
      effectiveBackground: '#ffffff',
      foregroundLuminance: 0.3185,
      backgroundLuminance: 1,
      suggestions: [
        { level: 'AA', foreground: '#767676', ratio: 4.54, lightnessChange: -0.116 },
        { level: 'AAA', foreground: '#595959', ratio: 7, lightnessChange: -0.218 },
      ],
    },
    description: 'Light grey text on white fails AA for normal text.',
  },
  relatedTools: ['color-converter'],
  aiInstructions:
    'Pass two CSS colours. Large text means at least 24px regular or 18.66px (14pt) bold. The ratio is truncated, not rounded, so 4.49 fails AA. Suggestions keep the hue and chroma and only change lightness; pick the AA one for body text. Translucent foregrounds are blended over the background; a translucent background is assumed to be over white.',
});
