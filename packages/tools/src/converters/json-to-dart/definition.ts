import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSampleParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-to-dart',
  name: "JSON to Dart Class (Flutter)",
  description:
    "Convert JSON to Dart model classes for Flutter: final fields, fromJson/toJson (or fromMap/toMap), copyWith, required named parameters, or Freezed / json_serializable annotations. Generated with quicktype from a JSON sample up to 100,000 characters.",
  category: 'converters',
  tags: ["json", "dart", "flutter", "codegen"],
  keywords: ["json to dart", "json to flutter model", "dart model generator", "fromjson tojson", "freezed", "json_serializable", "flutter class from json"],
  method: 'POST',
  parameters: [
    jsonSampleParameter,
    typeNameParameter,
    { name: 'style', type: 'select', label: 'Style', description: 'Plain classes with fromJson/toJson, Freezed classes, or json_serializable annotations.', required: false, defaultValue: 'plain', options: [{ value: 'plain', label: 'Plain (fromJson/toJson)' }, { value: 'freezed', label: 'Freezed' }, { value: 'json-annotation', label: 'json_serializable' }] },
    { name: 'requiredProps', type: 'boolean', label: 'Required parameters', description: 'Make constructor parameters required.', required: false, defaultValue: true },
    { name: 'copyWith', type: 'boolean', label: 'copyWith', description: 'Generate copyWith methods (plain style).', required: false, defaultValue: false },
  ],
  outputDescription: 'The generated Dart code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'dart' } },
  live: false,
  example: {
    input: {"json": "{\"id\": 1, \"name\": \"Ada\", \"tags\": [\"math\"]}", "typeName": "Person"},
    output: {
      code: "// To parse this JSON data, do\n//\n//     final person = personFromJson(jsonString);\n\nimport 'package:meta/meta.dart';\nimport 'dart:convert';\n\nPerson personFromJson(String str) => Person.fromJson(json.decode(str));\n\nString personToJson(Person data) => json.encode(data.toJson());\n\nclass Person {\n    final int id;\n    final String name;\n    final List<String> tags;\n\n    Person({\n        required this.id,\n        required this.name,\n        required this.tags,\n    });\n\n    factory Person.fromJson(Map<String, dynamic> json) => Person(\n        id: json[\"id\"],\n        name: json[\"name\"],\n        tags: List<String>.from(json[\"tags\"].map((x) => x)),\n    );\n\n    Map<String, dynamic> toJson() => {\n        \"id\": id,\n        \"name\": name,\n        \"tags\": List<dynamic>.from(tags.map((x) => x)),\n    };\n}\n",
      language: "dart",
      lineCount: 34,
    },
    description: "Dart types for a small JSON sample named Person.",
  },
  handles: [{ kind: 'json' }],
  relatedTools: ["json-to-code", "json-to-swift", "json-to-kotlin"],
});
