import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'json-to-typescript',
  name: 'JSON to TypeScript',
  description:
    'Infer TypeScript interfaces or type aliases from sample JSON. Nested objects become named interfaces (PascalCase from their keys, de-duplicated), mixed arrays become unions, null becomes "| null", and with "merge samples" a top-level array is read as many samples of one type so keys missing in some become optional. Options: root name, interface or type, readonly, export.',
  category: 'converters',
  tags: ['json', 'typescript', 'types', 'convert'],
  keywords: ['json to ts', 'interface', 'type definition', 'quicktype', 'infer types', 'dts', 'json2ts', 'schema'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'One sample JSON document, or an array of samples (see "Merge samples").',
      required: true,
      placeholder: '{"id":1,"name":"Ada","tags":["x"]}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'rootName',
      type: 'text',
      label: 'Root type name',
      description: 'Name of the top-level type (a TypeScript identifier).',
      required: false,
      defaultValue: 'Root',
      validation: { maxLength: 100, pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
    },
    {
      name: 'style',
      type: 'select',
      label: 'Declaration style',
      description: 'Declare object types as interfaces or as type aliases.',
      required: false,
      defaultValue: 'interface',
      options: [
        { value: 'interface', label: 'interface' },
        { value: 'type', label: 'type alias' },
      ],
    },
    {
      name: 'mergeSamples',
      type: 'boolean',
      label: 'Merge samples',
      description: 'Treat a top-level array as a list of samples of the root type: the root becomes the element type.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'readonly',
      type: 'boolean',
      label: 'Readonly',
      description: 'Mark every property readonly and every array as a readonly array.',
      required: false,
      defaultValue: false,
    },
    {
      name: 'export',
      type: 'boolean',
      label: 'Export',
      description: 'Prefix every declaration with "export".',
      required: false,
      defaultValue: true,
    },
  ],
  outputDescription: 'The TypeScript declarations, root type first.',
  outputSchema: {
    type: 'object',
    properties: {
      typescript: { type: 'string', description: 'TypeScript declarations (root type first, then nested types in discovery order).' },
    },
    required: ['typescript'],
    additionalProperties: false,
  },
  primaryOutput: 'typescript',
  example: {
    input: { json: '[{"id":1,"name":"Ada","address":{"city":"London"}},{"id":2,"name":null,"tags":["a",1]}]', rootName: 'User', mergeSamples: true },
    output: {
      typescript:
        'export interface User {\n  id: number;\n  name: string | null;\n  address?: Address;\n  tags?: (string | number)[];\n}\n\nexport interface Address {\n  city: string;\n}\n',
    },
    description: 'Two samples merged: keys missing in one sample become optional.',
  },
  relatedTools: ['json-to-json-schema', 'json-formatter'],
  aiInstructions:
    'Pass the JSON as a string in "json". To infer one type from several records, pass them as a JSON array and set mergeSamples: true (otherwise the root is typed as an array). Types are inferred from values only: numbers are "number", strings "string"; an empty array gives unknown[].',
});
