import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'yaml-to-json',
  name: 'YAML to JSON Converter',
  description:
    'Convert YAML (1.2, or 1.1 on request) to JSON. Supports anchors, aliases and << merge keys; big integers stay exact; timestamps stay as written. Multi-document input: the first document or all as an array. Errors give line and column; alias bombs ("billion laughs"), .inf/.nan values and collection keys are refused. Nesting is limited to 200 levels of mappings and sequences.',
  category: 'converters',
  handles: [{ kind: 'yaml' }],
  tags: ['yaml', 'json', 'convert'],
  keywords: ['yaml2json', 'yml to json', 'yml', 'parse yaml', 'kubernetes', 'docker compose', 'openapi', 'github actions', 'anchors', 'merge keys'],
  method: 'POST',
  parameters: [
    {
      name: 'yaml',
      type: 'textarea',
      label: 'YAML',
      description: 'The YAML text to convert; may hold several documents separated by ---.',
      required: true,
      placeholder: 'name: ctp\ntags: [yaml, json]',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'indent',
      type: 'select',
      label: 'Indentation',
      description: 'Indent the JSON with 2 or 4 spaces, or 0 for minified JSON on one line.',
      required: false,
      defaultValue: '2',
      options: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
        { value: '0', label: 'Minified' },
      ],
    },
    {
      name: 'documents',
      type: 'select',
      label: 'Documents',
      description: 'With several documents (--- separators): convert only the first (a warning says how many were skipped), or all of them as a JSON array.',
      required: false,
      defaultValue: 'first',
      options: [
        { value: 'first', label: 'First document' },
        { value: 'all', label: 'All documents as an array' },
      ],
      aiHint: '"all" always returns an array, even for a single document.',
    },
    {
      name: 'version',
      type: 'select',
      label: 'YAML version',
      description: 'YAML 1.2 (core schema: only true/false are booleans) or YAML 1.1 (yes/no/on/off booleans, 0777 octals, 1:30 sexagesimal numbers).',
      required: false,
      defaultValue: '1.2',
      options: [
        { value: '1.2', label: 'YAML 1.2' },
        { value: '1.1', label: 'YAML 1.1' },
      ],
      group: 'advanced',
      aiHint: 'Keep 1.2 unless the file was written for a YAML 1.1 parser (PyYAML, old Ruby) and relies on yes/no booleans.',
    },
  ],
  outputDescription: 'The JSON text and the number of YAML documents found in the input.',
  outputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', description: 'The converted JSON (an array of documents when documents is "all").' },
      documentCount: { type: 'integer', minimum: 0, description: 'Number of YAML documents in the input (0 when it holds only comments or blank lines).' },
    },
    required: ['json', 'documentCount'],
    additionalProperties: false,
  },
  primaryOutput: 'json',
  example: {
    input: {
      yaml: 'defaults: &defaults\n  retries: 3\n  timeout: 30\nservice:\n  <<: *defaults\n  timeout: 60\n  id: 12345678901234567890\n  released: 2024-05-01\n',
    },
    output: {
      json: '{\n  "defaults": {\n    "retries": 3,\n    "timeout": 30\n  },\n  "service": {\n    "retries": 3,\n    "timeout": 60,\n    "id": 12345678901234567890,\n    "released": "2024-05-01"\n  }\n}',
      documentCount: 1,
    },
    description: 'A merge key pulls in the defaults; the big integer stays exact and the date stays a string.',
  },
  relatedTools: ['json-to-yaml', 'json-formatter', 'yaml-formatter'],
  aiInstructions:
    'Pass the YAML text in "yaml". Merge keys (<<) and anchors/aliases are expanded. Set documents to "all" for multi-document files (Kubernetes manifests) to get every document in one JSON array. Non-JSON values: timestamps stay strings as written, !!binary becomes its base64 text, !!set becomes an array, non-string keys (1, true, null) become strings; .inf/.nan and mapping/sequence keys are errors. Unknown tags (!Ref…) are ignored with a warning. Errors give line and column.',
  isolate: true,
});
