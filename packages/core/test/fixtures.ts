import type { ParameterSchema, ToolSpec } from '../src/index.js';

/** One parameter of every field type, for normalization/validation/schema tests. */
export const allTypes: ParameterSchema[] = [
  { name: 'text', type: 'text', label: 'Text', description: 'A line', required: true, validation: { minLength: 2, maxLength: 5, pattern: '^[a-zÀ-ÿ😀]+$' } },
  { name: 'area', type: 'textarea', label: 'Area', description: 'Lines', required: false, defaultValue: 'hi', validation: { maxLength: 100 } },
  { name: 'num', type: 'number', label: 'Number', description: 'A number', required: false, validation: { min: 0, max: 10, step: 0.5 } },
  { name: 'flag', type: 'boolean', label: 'Flag', description: 'A switch', required: false, defaultValue: false },
  {
    name: 'choice', type: 'select', label: 'Choice', description: 'Pick one', required: false, defaultValue: 'a',
    options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, { value: 'c', label: 'C', disabled: true }],
  },
  { name: 'data', type: 'json', label: 'Data', description: 'JSON', required: false, validation: { maxLength: 50, maxItems: 3 } },
  { name: 'upload', type: 'file', label: 'Upload', description: 'A file', required: false, validation: { maxSize: 16, accept: ['image/png', 'text/*'] } },
  { name: 'tint', type: 'color', label: 'Tint', description: 'A colour', required: false },
  { name: 'day', type: 'date', label: 'Day', description: 'A date', required: false },
  { name: 'when', type: 'datetime', label: 'When', description: 'A time', required: false },
  { name: 'link', type: 'url', label: 'Link', description: 'A URL', required: false },
  { name: 'mail', type: 'email', label: 'Mail', description: 'An address', required: false },
];

export function spec(overrides: Partial<ToolSpec> = {}): ToolSpec {
  return {
    id: 'sample-tool',
    name: 'Sample Tool',
    description: 'A tool used by the tests.',
    category: 'utilities',
    tags: ['sample'],
    method: 'POST',
    parameters: [{ name: 'text', type: 'textarea', label: 'Text', description: 'Input', required: true, validation: { maxLength: 100 } }],
    outputDescription: 'The text, upper-cased.',
    outputSchema: { type: 'object', properties: { upper: { type: 'string' } }, required: ['upper'], additionalProperties: false },
    example: { input: { text: 'ab' }, output: { upper: 'AB' } },
    ...overrides,
  };
}
