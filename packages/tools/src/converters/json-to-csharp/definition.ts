import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSampleParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-to-csharp',
  name: "JSON to C# Class",
  description:
    "Convert JSON to C# classes (like json2csharp): properties with JsonPropertyName (System.Text.Json) or JsonProperty (Newtonsoft.Json) attributes, nested classes, arrays or List<T>, nullable optional fields, DateTimeOffset for dates, a namespace, optionally with serialize/deserialize helpers. Generated with quicktype from a JSON sample up to 100,000 characters.",
  category: 'converters',
  tags: ["json", "csharp", "codegen", "dotnet"],
  keywords: ["json to c#", "json2csharp", "json to csharp class", "c# class generator", "system.text.json", "newtonsoft", "json to poco", "json to dto", ".net model from json"],
  method: 'POST',
  parameters: [
    jsonSampleParameter,
    typeNameParameter,
    { name: 'namespace', type: 'text', label: 'Namespace', description: 'The namespace of the generated classes.', required: false, defaultValue: 'QuickType', validation: { maxLength: 200, pattern: '^[A-Za-z_][A-Za-z0-9_.]*$' } },
    { name: 'framework', type: 'select', label: 'JSON library', description: 'System.Text.Json (built into .NET) or Newtonsoft.Json attributes.', required: false, defaultValue: 'SystemTextJson', options: [{ value: 'SystemTextJson', label: 'System.Text.Json' }, { value: 'NewtonSoft', label: 'Newtonsoft.Json' }] },
    { name: 'arrayType', type: 'select', label: 'Arrays as', description: 'T[] arrays or List<T>.', required: false, defaultValue: 'list', options: [{ value: 'list', label: 'List<T>' }, { value: 'array', label: 'T[]' }] },
    { name: 'justTypes', type: 'boolean', label: 'Types only', description: 'Only the classes with their attributes, without the serializer helpers and converters.', required: false, defaultValue: true },
  ],
  outputDescription: 'The generated C# code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'csharp' } },
  live: false,
  example: {
    input: {"json": "{\"id\": 1, \"name\": \"Ada\", \"tags\": [\"math\"]}", "typeName": "Person"},
    output: {
      code: "namespace QuickType\n{\n    using System;\n    using System.Collections.Generic;\n\n    using System.Text.Json;\n    using System.Text.Json.Serialization;\n    using System.Globalization;\n\n    public partial class Person\n    {\n        [JsonPropertyName(\"id\")]\n        public long Id { get; set; }\n\n        [JsonPropertyName(\"name\")]\n        public string Name { get; set; }\n\n        [JsonPropertyName(\"tags\")]\n        public List<string> Tags { get; set; }\n    }\n}\n",
      language: "cs",
      lineCount: 21,
    },
    description: "C# types for a small JSON sample named Person.",
  },
  handles: [{ kind: 'json' }],
  relatedTools: ["json-to-code", "json-to-java", "json-to-typescript"],
});
