import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSampleParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-to-swift',
  name: "JSON to Swift Struct (Codable)",
  description:
    "Convert JSON to Swift Codable structs or classes with CodingKeys: nested types, [T] arrays, optionals for missing or null fields, Date for dates, access level and Equatable/Hashable conformance, optionally with JSONDecoder convenience initializers. Generated with quicktype from a JSON sample up to 100,000 characters.",
  category: 'converters',
  tags: ["json", "swift", "codegen", "ios"],
  keywords: ["json to swift", "swift codable generator", "json to codable", "swift struct from json", "ios model from json", "codingkeys", "jsondecoder"],
  method: 'POST',
  parameters: [
    jsonSampleParameter,
    typeNameParameter,
    { name: 'structOrClass', type: 'select', label: 'Types as', description: 'Structs (value types, usual) or classes.', required: false, defaultValue: 'struct', options: [{ value: 'struct', label: 'struct' }, { value: 'class', label: 'class' }] },
    { name: 'accessLevel', type: 'select', label: 'Access level', description: 'internal (default) or public declarations.', required: false, defaultValue: 'internal', options: [{ value: 'internal', label: 'internal' }, { value: 'public', label: 'public' }] },
    { name: 'protocol', type: 'select', label: 'Conformance', description: 'Also conform to Equatable or Hashable.', required: false, defaultValue: 'none', options: [{ value: 'none', label: 'Codable only' }, { value: 'equatable', label: 'Equatable' }, { value: 'hashable', label: 'Hashable' }] },
    { name: 'initializers', type: 'boolean', label: 'Convenience initializers', description: 'Add init(data:), init(json:) and with(...) helpers to each type.', required: false, defaultValue: false },
  ],
  outputDescription: 'The generated Swift code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'swift' } },
  live: false,
  example: {
    input: {"json": "{\"id\": 1, \"name\": \"Ada\", \"tags\": [\"math\"]}", "typeName": "Person"},
    output: {
      code: "// This file was generated from JSON Schema using quicktype, do not modify it directly.\n// To parse the JSON, add this file to your project and do:\n//\n//   let person = try? JSONDecoder().decode(Person.self, from: jsonData)\n\nimport Foundation\n\n// MARK: - Person\nstruct Person: Codable {\n    let id: Int\n    let name: String\n    let tags: [String]\n\n    enum CodingKeys: String, CodingKey {\n        case id = \"id\"\n        case name = \"name\"\n        case tags = \"tags\"\n    }\n}\n",
      language: "swift",
      lineCount: 19,
    },
    description: "Swift types for a small JSON sample named Person.",
  },
  handles: [{ kind: 'json' }],
  relatedTools: ["json-to-code", "json-to-kotlin", "json-to-dart"],
});
