import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSchemaParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-schema-to-typescript',
  name: "JSON Schema to TypeScript",
  description:
    "Convert a JSON Schema (draft 4 to 2020-12, local $refs resolved) to TypeScript interfaces or type aliases: required vs optional properties, enums as string unions or enums, nested definitions, readonly fields; optionally with runtime conversion helpers. Generated with quicktype; up to 100,000 characters.",
  category: 'converters',
  tags: ["json-schema", "typescript", "codegen", "types"],
  keywords: ["json schema to typescript", "json-schema-to-typescript", "schema to interface", "generate types from schema", "openapi schema to ts", "$defs"],
  method: 'POST',
  parameters: [
    jsonSchemaParameter,
    typeNameParameter,
    { name: 'declarations', type: 'select', label: 'Declare as', description: 'interface declarations or type aliases.', required: false, defaultValue: 'interface', options: [{ value: 'interface', label: 'interface' }, { value: 'type', label: 'type alias' }] },
    { name: 'enums', type: 'select', label: 'Enums as', description: 'String literal unions or TypeScript enums.', required: false, defaultValue: 'union', options: [{ value: 'union', label: 'Union of literals' }, { value: 'enum', label: 'enum' }] },
    { name: 'readonly', type: 'boolean', label: 'readonly', description: 'Mark every property readonly.', required: false, defaultValue: false },
    { name: 'justTypes', type: 'boolean', label: 'Types only', description: 'Only the types, without the Convert class that checks JSON at runtime.', required: false, defaultValue: true },
  ],
  outputDescription: 'The generated TypeScript code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'typescript' } },
  live: false,
  example: {
    input: {"schema": "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"role\":{\"enum\":[\"admin\",\"user\"]},\"nick\":{\"type\":\"string\"}},\"required\":[\"id\",\"role\"]}", "typeName": "User"},
    output: {
      code: "export interface User {\n    id:    number;\n    nick?: string;\n    role:  Role;\n    [property: string]: unknown;\n}\n\nexport type Role = \"admin\" | \"user\";\n",
      language: "typescript",
      lineCount: 8,
    },
    description: "TypeScript types for a small JSON Schema named User.",
  },
  relatedTools: ["json-schema-to-zod", "json-to-typescript", "json-schema-validator"],
});
