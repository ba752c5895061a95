import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSampleParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-to-go',
  name: "JSON to Go Struct",
  description:
    "Convert JSON to Go struct definitions with json tags (like JSON-to-Go): nested structs, slices, pointers for optional fields, time.Time for dates, optional omitempty and package clause, or full code with Unmarshal/Marshal helpers. Generated with quicktype from a JSON sample (or an array of samples) up to 100,000 characters.",
  category: 'converters',
  tags: ["json", "go", "codegen", "types"],
  keywords: ["json to go", "json-to-go", "json to struct", "golang struct", "go struct generator", "json tags", "omitempty", "unmarshal json go"],
  method: 'POST',
  parameters: [
    jsonSampleParameter,
    typeNameParameter,
    { name: 'packageName', type: 'text', label: 'Package', description: 'Package name for the package clause (with types only, the clause is added when this is set).', required: false, validation: { maxLength: 100, pattern: '^[a-z_][a-z0-9_]*$' } },
    { name: 'omitEmpty', type: 'boolean', label: 'omitempty', description: 'Add ,omitempty to the json tags of optional fields.', required: false, defaultValue: false },
    { name: 'justTypes', type: 'boolean', label: 'Types only', description: 'Only the structs, without UnmarshalX/Marshal helper functions.', required: false, defaultValue: true },
  ],
  outputDescription: 'The generated Go code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'go' } },
  live: false,
  example: {
    input: {"json": "{\"id\": 1, \"name\": \"Ada\", \"tags\": [\"math\"]}", "typeName": "Person"},
    output: {
      code: "type Person struct {\n\tID   int64    `json:\"id\"`\n\tName string   `json:\"name\"`\n\tTags []string `json:\"tags\"`\n}\n",
      language: "go",
      lineCount: 5,
    },
    description: "Go types for a small JSON sample named Person.",
  },
  handles: [{ kind: 'json' }],
  relatedTools: ["json-to-code", "json-to-typescript", "json-to-rust"],
});
