/**
 * What the "JSON / JSON Schema → code" tools share: the source text, the top-level type name,
 * and the output fields. Pure data (definitions load at start-up); quicktype-codegen.ts runs.
 */
import { param } from './hash-parameters.js';

export const CODEGEN_MAX_INPUT = 100_000;

export const jsonSampleParameter = param({
  name: 'json',
  type: 'textarea',
  label: 'JSON',
  description: 'A JSON sample (an object, or an array of samples to merge). Types, optional fields and nesting are inferred from it.',
  required: true,
  placeholder: '{"id": 1, "name": "Ada", "tags": ["x"]}',
  validation: { maxLength: CODEGEN_MAX_INPUT },
});

export const jsonSchemaParameter = param({
  name: 'schema',
  type: 'textarea',
  label: 'JSON Schema',
  description: 'A JSON Schema (draft 4 to 2020-12) as JSON. Local $refs (#/definitions/…, #/$defs/…) are resolved; remote ones are not fetched.',
  required: true,
  placeholder: '{"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"]}',
  validation: { maxLength: CODEGEN_MAX_INPUT },
});

export const typeNameParameter = param({
  name: 'typeName',
  type: 'text',
  label: 'Top-level type name',
  description: 'Name of the top-level type (class, struct, interface); nested types are named after their property.',
  required: false,
  defaultValue: 'Root',
  validation: { maxLength: 100, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
});

/** The output of every code generator: the code, its language, and the types it declares. */
export const codegenOutputSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'The generated source code.' },
    language: { type: 'string', description: 'The language generated.' },
    lineCount: { type: 'integer', minimum: 0 },
  },
  required: ['code', 'language', 'lineCount'],
  additionalProperties: false,
} as const;
