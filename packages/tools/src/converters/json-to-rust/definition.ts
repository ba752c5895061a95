import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSampleParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-to-rust',
  name: "JSON to Rust Struct (serde)",
  description:
    "Convert JSON to Rust structs with serde Serialize/Deserialize derives and #[serde(rename)] attributes: nested structs, Vec<T>, Option<T> for optional or null fields, i64/f64, with Debug/Clone/PartialEq derives and visibility to taste. Generated with quicktype from a JSON sample up to 100,000 characters.",
  category: 'converters',
  tags: ["json", "rust", "codegen", "serde"],
  keywords: ["json to rust", "json to serde", "rust struct generator", "serde_json struct", "derive deserialize", "json to rust struct"],
  method: 'POST',
  parameters: [
    jsonSampleParameter,
    typeNameParameter,
    { name: 'visibility', type: 'select', label: 'Visibility', description: 'Field and struct visibility.', required: false, defaultValue: 'public', options: [{ value: 'public', label: 'pub' }, { value: 'crate', label: 'pub(crate)' }, { value: 'private', label: 'private' }] },
    { name: 'deriveDebug', type: 'boolean', label: 'Derive Debug', description: 'Add #[derive(Debug)].', required: false, defaultValue: true },
    { name: 'deriveClone', type: 'boolean', label: 'Derive Clone', description: 'Add #[derive(Clone)].', required: false, defaultValue: true },
    { name: 'derivePartialEq', type: 'boolean', label: 'Derive PartialEq', description: 'Add #[derive(PartialEq)].', required: false, defaultValue: false },
    { name: 'skipSerializingNone', type: 'boolean', label: 'Skip None', description: 'Add #[serde(skip_serializing_if = "Option::is_none")] to optional fields.', required: false, defaultValue: false },
  ],
  outputDescription: 'The generated Rust code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'rust' } },
  live: false,
  example: {
    input: {"json": "{\"id\": 1, \"name\": \"Ada\", \"tags\": [\"math\"]}", "typeName": "Person"},
    output: {
      code: "use serde::{Serialize, Deserialize};\n\n#[derive(Debug, Clone, Serialize, Deserialize)]\npub struct Person {\n    pub id: i64,\n\n    pub name: String,\n\n    pub tags: Vec<String>,\n}\n",
      language: "rust",
      lineCount: 10,
    },
    description: "Rust types for a small JSON sample named Person.",
  },
  handles: [{ kind: 'json' }],
  relatedTools: ["json-to-code", "json-to-go", "json-to-typescript"],
});
