import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSchemaParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-schema-to-zod',
  name: "JSON Schema to Zod",
  description:
    "Convert a JSON Schema (draft 4 to 2020-12, local $refs resolved) to Zod schemas with their z.infer TypeScript types: objects, arrays, enums, required vs optional, nested definitions. Generated with quicktype; up to 100,000 characters. Constraints such as minLength or pattern are not carried over.",
  category: 'converters',
  tags: ["json-schema", "zod", "typescript", "codegen"],
  keywords: ["json schema to zod", "zod from json schema", "convert json schema to zod", "schema to zod", "z.object from schema"],
  method: 'POST',
  parameters: [
    jsonSchemaParameter,
    typeNameParameter,
  ],
  outputDescription: 'The generated Zod code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'typescript' } },
  live: false,
  example: {
    input: {"schema": "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"role\":{\"enum\":[\"admin\",\"user\"]},\"nick\":{\"type\":\"string\"}},\"required\":[\"id\",\"role\"]}", "typeName": "User"},
    output: {
      code: "import * as z from \"zod\";\n\nexport const RoleSchema = z.enum([\n    \"admin\",\n    \"user\",\n]);\nexport type Role = z.infer<typeof RoleSchema>;\n\nexport const UserSchema = z.object({\n    \"id\": z.number(),\n    \"nick\": z.string().optional(),\n    \"role\": RoleSchema,\n});\nexport type User = z.infer<typeof UserSchema>;\n",
      language: "typescript-zod",
      lineCount: 14,
    },
    description: "Zod types for a small JSON Schema named User.",
  },
  relatedTools: ["json-to-zod", "json-schema-to-typescript", "json-schema-validator"],
});
