/**
 * The layout parameters the JS, CSS and HTML beautifiers share (js-beautify options),
 * and their mapping to js-beautify's option names. Pure data for the definitions.
 */
import type { ParameterSchema } from '@ctp/core';

export const indentParameter = {
  name: 'indent',
  type: 'select',
  label: 'Indent',
  description: 'Spaces per level, or a tab.',
  required: false,
  defaultValue: '2',
  options: [
    { value: '2', label: '2 spaces' },
    { value: '4', label: '4 spaces' },
    { value: 'tab', label: 'Tab' },
  ],
} as const satisfies ParameterSchema;

export const wrapParameter = {
  name: 'wrapLineLength',
  type: 'number',
  label: 'Wrap lines at',
  description: 'Break lines longer than this many characters where possible (0 = never).',
  required: false,
  defaultValue: 0,
  validation: { min: 0, max: 1000, step: 1 },
  group: 'advanced',
} as const satisfies ParameterSchema;

/** js-beautify's indentation options for an `indent` value. */
export function indentOptions(indent: '2' | '4' | 'tab'): { indent_size: number; indent_char: string; indent_with_tabs: boolean } {
  return indent === 'tab' ? { indent_size: 1, indent_char: '\t', indent_with_tabs: true } : { indent_size: Number(indent), indent_char: ' ', indent_with_tabs: false };
}
