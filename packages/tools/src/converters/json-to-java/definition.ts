import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSampleParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-to-java',
  name: "JSON to Java Class (POJO)",
  description:
    "Convert JSON to Java classes (POJOs) with Jackson annotations, getters and setters or Lombok @Data, nested classes, List<T> or arrays, java.time dates and a package, optionally with a converter class. Generated with quicktype from a JSON sample up to 100,000 characters.",
  category: 'converters',
  tags: ["json", "java", "codegen", "types"],
  keywords: ["json to java", "json to pojo", "jsonschema2pojo", "java class generator", "jackson", "lombok", "json to java class", "spring dto"],
  method: 'POST',
  parameters: [
    jsonSampleParameter,
    typeNameParameter,
    { name: 'packageName', type: 'text', label: 'Package', description: 'The Java package of the classes.', required: false, defaultValue: 'io.quicktype', validation: { maxLength: 200, pattern: '^[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)*$' } },
    { name: 'lombok', type: 'boolean', label: 'Lombok', description: 'Use Lombok @lombok.Data instead of writing getters and setters.', required: false, defaultValue: false },
    { name: 'arrayType', type: 'select', label: 'Arrays as', description: 'List<T> or T[].', required: false, defaultValue: 'list', options: [{ value: 'list', label: 'List<T>' }, { value: 'array', label: 'T[]' }] },
    { name: 'justTypes', type: 'boolean', label: 'Types only', description: 'Only the classes, without the Converter class.', required: false, defaultValue: true },
  ],
  outputDescription: 'The generated Java code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'java' } },
  live: false,
  example: {
    input: {"json": "{\"id\": 1, \"name\": \"Ada\", \"tags\": [\"math\"]}", "typeName": "Person"},
    output: {
      code: "package io.quicktype;\n\nimport java.util.List;\n\npublic class Person {\n    private long id;\n    private String name;\n    private List<String> tags;\n\n    public long getID() { return id; }\n    public void setID(long value) { this.id = value; }\n\n    public String getName() { return name; }\n    public void setName(String value) { this.name = value; }\n\n    public List<String> getTags() { return tags; }\n    public void setTags(List<String> value) { this.tags = value; }\n}\n",
      language: "java",
      lineCount: 18,
    },
    description: "Java types for a small JSON sample named Person.",
  },
  handles: [{ kind: 'json' }],
  relatedTools: ["json-to-code", "json-to-kotlin", "json-to-csharp"],
});
