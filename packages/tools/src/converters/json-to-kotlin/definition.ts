import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSampleParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-to-kotlin',
  name: "JSON to Kotlin Data Class",
  description:
    "Convert JSON to Kotlin data classes for kotlinx.serialization (@Serializable, @SerialName), Jackson (@JsonProperty) or Klaxon, or plain data classes: nested classes, List<T>, nullable optional fields and a package. Generated with quicktype from a JSON sample up to 100,000 characters.",
  category: 'converters',
  tags: ["json", "kotlin", "codegen", "android"],
  keywords: ["json to kotlin", "kotlin data class generator", "json to data class", "kotlinx serialization", "jackson kotlin", "android model from json", "gson kotlin"],
  method: 'POST',
  parameters: [
    jsonSampleParameter,
    typeNameParameter,
    { name: 'framework', type: 'select', label: 'Serialization', description: 'The serialization library the annotations are for, or none.', required: false, defaultValue: 'kotlinx', options: [{ value: 'kotlinx', label: 'kotlinx.serialization' }, { value: 'jackson', label: 'Jackson' }, { value: 'klaxon', label: 'Klaxon' }, { value: 'just-types', label: 'None (plain data classes)' }] },
    { name: 'packageName', type: 'text', label: 'Package', description: 'The package of the classes.', required: false, defaultValue: 'quicktype', validation: { maxLength: 200, pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)*$' } },
  ],
  outputDescription: 'The generated Kotlin code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'kotlin' } },
  live: false,
  example: {
    input: {"json": "{\"id\": 1, \"name\": \"Ada\", \"tags\": [\"math\"]}", "typeName": "Person"},
    output: {
      code: "// To parse the JSON, install kotlin's serialization plugin and do:\n//\n// val json   = Json { allowStructuredMapKeys = true }\n// val person = json.parse(Person.serializer(), jsonString)\n\npackage quicktype\n\nimport kotlinx.serialization.*\nimport kotlinx.serialization.json.*\nimport kotlinx.serialization.descriptors.*\nimport kotlinx.serialization.encoding.*\n\n@Serializable\ndata class Person (\n    val id: Long,\n    val name: String,\n    val tags: List<String>\n)\n",
      language: "kotlin",
      lineCount: 18,
    },
    description: "Kotlin types for a small JSON sample named Person.",
  },
  handles: [{ kind: 'json' }],
  relatedTools: ["json-to-code", "json-to-java", "json-to-swift"],
});
