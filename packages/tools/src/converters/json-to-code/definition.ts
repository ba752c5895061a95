import { defineDefinition } from '@ctp/core';
import { CODEGEN_MAX_INPUT, codegenOutputSchema, typeNameParameter } from '../../_shared/codegen-parameters.js';
import { LANGUAGES } from './languages.js';

export default defineDefinition({
  id: 'json-to-code',
  name: 'JSON to Code (Go, C#, Java, Python, Rust…)',
  description: `Generate typed code from a JSON sample or a JSON Schema in ${LANGUAGES.length} languages — TypeScript, Zod, Go, C#, Java, Python, Rust, Kotlin, Swift, Dart, C++, PHP, Ruby, Scala, Elm, Haskell and more — with quicktype: nested types, optional and nullable fields, arrays, dates and enums inferred, with (de)serialization helpers or just the types. Up to 100,000 characters; runs in your browser.`,
  category: 'converters',
  tags: ['json', 'codegen', 'types', 'schema'],
  keywords: ['quicktype', 'json to class', 'json to struct', 'json to model', 'generate types from json', 'json schema to code', 'json to pojo', 'json to dataclass', 'json to serde', 'json to codable', 'json to dart', 'json to c++', 'json to php', 'json to ruby'],
  method: 'POST',
  parameters: [
    { name: 'source', type: 'textarea', label: 'JSON or JSON Schema', description: 'A JSON sample (or an array of samples), or a JSON Schema when "Input is" says so.', required: true, placeholder: '{"id": 1, "name": "Ada"}', validation: { maxLength: CODEGEN_MAX_INPUT } },
    {
      name: 'language',
      type: 'select',
      label: 'Language',
      description: 'The language to generate.',
      required: false,
      defaultValue: 'go',
      options: LANGUAGES.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'inputKind',
      type: 'select',
      label: 'Input is',
      description: 'A JSON sample (types are inferred) or a JSON Schema (types follow it).',
      required: false,
      defaultValue: 'json',
      options: [
        { value: 'json', label: 'JSON sample' },
        { value: 'schema', label: 'JSON Schema' },
      ],
    },
    typeNameParameter,
    { name: 'justTypes', type: 'boolean', label: 'Types only', description: 'Only the type declarations, without (de)serialization helpers (for languages that have both).', required: false, defaultValue: true },
  ],
  outputDescription: 'The generated source code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code' } },
  live: false,
  example: {
    input: { source: '{"id": 1, "name": "Ada", "tags": ["math"]}', language: 'go', typeName: 'Person' },
    output: {
      code: 'type Person struct {\n\tID   int64    `json:"id"`\n\tName string   `json:"name"`\n\tTags []string `json:"tags"`\n}\n',
      language: 'go',
      lineCount: 5,
    },
    description: 'A Go struct with JSON tags from a sample.',
  },
  handles: [{ kind: 'json' }],
  relatedTools: ['json-to-typescript', 'json-to-go', 'json-to-json-schema'],
  aiInstructions: 'language is quicktype\'s name: cs for C#, c++ for C++, typescript-zod for Zod, schema for JSON Schema. For one language with its own options prefer the dedicated tool (json-to-go, json-to-csharp, json-to-python…).',
});
