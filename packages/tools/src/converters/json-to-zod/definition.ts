import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSampleParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-to-zod',
  name: "JSON to Zod Schema",
  description:
    "Convert a JSON sample to Zod schemas (z.object, z.array, z.string, z.number, z.coerce.date, optional and nullable fields inferred) with the matching TypeScript types via z.infer, ready to validate API responses at runtime. Generated with quicktype from a JSON sample up to 100,000 characters.",
  category: 'converters',
  tags: ["json", "zod", "typescript", "codegen"],
  keywords: ["json to zod", "zod schema generator", "zod from json", "z.object", "runtime validation schema", "typescript zod", "z.infer"],
  method: 'POST',
  parameters: [
    jsonSampleParameter,
    typeNameParameter,
  ],
  outputDescription: 'The generated Zod code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'typescript' } },
  live: false,
  example: {
    input: {"json": "{\"id\": 1, \"name\": \"Ada\", \"tags\": [\"math\"]}", "typeName": "Person"},
    output: {
      code: "import * as z from \"zod\";\n\nexport const PersonSchema = z.object({\n    \"id\": z.number(),\n    \"name\": z.string(),\n    \"tags\": z.array(z.string()),\n});\nexport type Person = z.infer<typeof PersonSchema>;\n",
      language: "typescript-zod",
      lineCount: 8,
    },
    description: "Zod types for a small JSON sample named Person.",
  },
  handles: [{ kind: 'json' }],
  relatedTools: ["json-schema-to-zod", "json-to-typescript", "json-to-code"],
});
