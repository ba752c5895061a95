import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'openapi-validator',
  name: 'OpenAPI Validator',
  description:
    'Validate an OpenAPI 3.0, 3.1 or 3.2 (or Swagger 2.0) document, in JSON or YAML, against the official OpenAPI schemas, plus checks the schemas miss: duplicate operationIds, undeclared or unused path parameters, equivalent paths, $refs that do not resolve, undefined security schemes. Each error has its JSON Pointer, line and column. Text that is not JSON/YAML, or not an OpenAPI document, is invalid too (with where the reader stopped). External $refs are not fetched.',
  category: 'validators',
  tags: ['openapi', 'swagger', 'api', 'validate', 'yaml', 'json'],
  keywords: ['openapi validator', 'swagger validator', 'oas', 'openapi 3.1', 'openapi 3.0', 'swagger 2.0', 'api spec', 'lint openapi', 'operationId', 'spectral', 'openapi.yaml'],
  method: 'POST',
  parameters: [
    {
      name: 'document',
      type: 'textarea',
      label: 'OpenAPI document',
      description: 'The OpenAPI or Swagger document as JSON or YAML.',
      required: true,
      placeholder: 'openapi: 3.1.0\ninfo:\n  title: Pets\n  version: 1.0.0\npaths: {}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'format',
      type: 'select',
      label: 'Format',
      description: 'How to read the document. Auto: JSON when it starts with { or [, otherwise YAML.',
      required: false,
      defaultValue: 'auto',
      options: [
        { value: 'auto', label: 'Auto' },
        { value: 'json', label: 'JSON' },
        { value: 'yaml', label: 'YAML' },
      ],
    },
    {
      name: 'maxErrors',
      type: 'number',
      label: 'Most errors listed',
      description: 'List at most this many errors (1–1000); errorCount still counts them all.',
      required: false,
      defaultValue: 100,
      validation: { min: 1, max: 1000, step: 1 },
      group: 'advanced',
    },
  ],
  outputDescription: 'Whether the document is valid, its OpenAPI version, and each error with its JSON Pointer, line, column and kind.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'True when no schema or semantic error was found.' },
      summary: { type: 'string', description: 'The verdict, then up to 5 errors, one per line.' },
      version: { type: 'string', description: 'The version the document declares (its openapi or swagger field); absent when it declares none.' },
      specification: {
        type: 'string',
        enum: ['2.0', '3.0', '3.1', '3.2'],
        description: 'The schema the document was checked against; absent when it was not checked (unreadable, not OpenAPI, unsupported version).',
      },
      errorCount: { type: 'integer', minimum: 0, description: 'Number of errors found.' },
      errors: {
        type: 'array',
        description: 'The errors in document order (at most maxErrors).',
        items: {
          type: 'object',
          properties: {
            path: { type: 'string', description: 'JSON Pointer to the offending value ("" for the root, and for syntax errors), e.g. /paths/~1pets/get/responses.' },
            message: { type: 'string', description: 'What is wrong.' },
            kind: {
              type: 'string',
              enum: ['schema', 'semantic', 'syntax', 'document'],
              description:
                'schema: the official OpenAPI schema; semantic: a rule the schema cannot express; syntax: not readable as JSON/YAML; document: not an OpenAPI document of a supported version.',
            },
            line: { type: 'integer', minimum: 1, description: 'Line of the value (or its key, or where the reader stopped) in the document.' },
            column: { type: 'integer', minimum: 1, description: 'Column, in Unicode code points.' },
          },
          required: ['path', 'message', 'kind', 'line', 'column'],
          additionalProperties: false,
        },
      },
      pathCount: { type: 'integer', minimum: 0, description: 'Number of entries under paths (absent when the document was not checked).' },
      operationCount: { type: 'integer', minimum: 0, description: 'Number of operations under paths (absent when the document was not checked).' },
    },
    required: ['valid', 'summary', 'errorCount', 'errors'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: {
      document:
        'openapi: 3.1.0\ninfo:\n  title: Pets\npaths:\n  /pets/{petId}:\n    get:\n      operationId: getPet\n      responses:\n        "200":\n          description: A pet\n          content:\n            application/json:\n              schema:\n                $ref: "#/components/schemas/Pett"\ncomponents:\n  schemas:\n    Pet:\n      type: object\n',
    },
    output: {
      valid: false,
      summary:
        'Invalid OpenAPI 3.1.0 document: 3 errors.\n/info (line 2, column 1): missing required property "version"\n/paths/~1pets~1{petId}/get (line 6, column 5): path parameter {petId} of "/pets/{petId}" is not declared (add a parameter with in: path and name: "petId")\n/paths/~1pets~1{petId}/get/responses/200/content/application~1json/schema/$ref (line 14, column 17): $ref "#/components/schemas/Pett" does not resolve to anything in this document',
      version: '3.1.0',
      specification: '3.1',
      errorCount: 3,
      errors: [
        { path: '/info', message: 'missing required property "version"', kind: 'schema', line: 2, column: 1 },
        {
          path: '/paths/~1pets~1{petId}/get',
          message: 'path parameter {petId} of "/pets/{petId}" is not declared (add a parameter with in: path and name: "petId")',
          kind: 'semantic',
          line: 6,
          column: 5,
        },
        {
          path: '/paths/~1pets~1{petId}/get/responses/200/content/application~1json/schema/$ref',
          message: '$ref "#/components/schemas/Pett" does not resolve to anything in this document',
          kind: 'semantic',
          line: 14,
          column: 17,
        },
      ],
      pathCount: 1,
      operationCount: 1,
    },
    description: 'A missing info.version, an undeclared path parameter and a $ref with a typo.',
  },
  relatedTools: ['yaml-validator', 'json-schema-validator', 'yaml-to-json'],
  aiInstructions:
    'Pass the whole document (JSON or YAML). Invalid documents are a successful call with valid=false; each error has a JSON Pointer path, line and column, and kind (schema, semantic; syntax for unparseable JSON/YAML, document for a top level without a supported openapi/swagger field: then version, specification and the counts are absent). Only documents nested beyond 200 levels or with runaway YAML aliases fail with INVALID_INPUT. External $refs (other files, URLs) are never fetched: they are counted in a warning, not validated. Schema Object contents are checked only structurally.',
  isolate: true,
});
