import { defineDefinition } from '@ctp/core';

const issues = (what: string) => ({
  type: 'array',
  description: what,
  items: {
    type: 'object',
    properties: {
      code: { type: 'string', description: 'Identifier of the problem, e.g. BAD_INDENT, MISSING_CHAR, DUPLICATE_KEY, UNDEFINED_ALIAS, TAG_RESOLVE_FAILED.' },
      message: { type: 'string', description: 'What is wrong.' },
      line: { type: 'integer', minimum: 1, description: '1-based line.' },
      column: { type: 'integer', minimum: 1, description: '1-based column, counted in Unicode code points.' },
    },
    required: ['code', 'message', 'line', 'column'],
    additionalProperties: false,
  },
});

export default defineDefinition({
  id: 'yaml-validator',
  name: 'YAML Validator',
  description:
    'Check YAML syntax (YAML 1.2, or 1.1 on request): every error and warning with line and column, including duplicate keys and aliases without an anchor; the number of documents (--- separators) and, for each, its root type and whether it converts to JSON unchanged (non-string keys like YAML 1.1 "on:", .inf/.nan, binary data, recursive aliases, alias bombs). Up to 1,000,000 characters and 200 levels of nesting.',
  category: 'validators',
  handles: [{ kind: 'yaml' }],
  tags: ['yaml', 'validate', 'lint'],
  keywords: ['yaml lint', 'yamllint', 'yml', 'syntax check', 'is valid yaml', 'duplicate keys', 'indentation error', 'kubernetes', 'docker compose', 'github actions', 'openapi', 'ansible', 'helm', 'anchors'],
  method: 'POST',
  parameters: [
    {
      name: 'yaml',
      type: 'textarea',
      label: 'YAML',
      description: 'The YAML text to check; may hold several documents separated by ---.',
      required: true,
      placeholder: 'name: ctp\ntags: [yaml, json]',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'version',
      type: 'select',
      label: 'YAML version',
      description: 'YAML 1.2 (only true/false are booleans) or YAML 1.1 (yes/no/on/off are booleans, 0777 octals). A %YAML directive in a document wins.',
      required: false,
      defaultValue: '1.2',
      options: [
        { value: '1.2', label: 'YAML 1.2' },
        { value: '1.1', label: 'YAML 1.1' },
      ],
      aiHint: 'Choose 1.1 for files read by YAML 1.1 parsers (PyYAML, Ruby, older Kubernetes tooling).',
    },
  ],
  outputDescription: 'Whether the YAML is valid, every error and warning with its position, and per document its root type and JSON compatibility.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'True when there is no error (warnings allowed).' },
      summary: { type: 'string', description: 'One line: the verdict with the first error, or the document count.' },
      version: { type: 'string', enum: ['1.1', '1.2'], description: 'The YAML version used for documents without a %YAML directive.' },
      documentCount: { type: 'integer', minimum: 0, description: 'Number of documents (0 for only comments or blank lines).' },
      errors: issues('Errors in source order (at most 100 listed).'),
      warnings: issues('Warnings in source order, e.g. unknown tags (at most 100 listed).'),
      documents: {
        type: 'array',
        description: 'One entry per document.',
        items: {
          type: 'object',
          properties: {
            index: { type: 'integer', minimum: 0, description: '0-based position in the stream.' },
            line: { type: 'integer', minimum: 1, description: 'Line where the document content starts.' },
            rootType: { type: 'string', enum: ['mapping', 'sequence', 'scalar', 'alias', 'empty'], description: 'Kind of the top-level node.' },
            jsonCompatible: { type: 'boolean', description: 'True when the document converts to JSON without changing a value or a type (false for documents with errors).' },
            jsonIssues: {
              type: 'array',
              description: 'Why it is not JSON-compatible (at most 20).',
              items: {
                type: 'object',
                properties: {
                  message: { type: 'string', description: 'What has no JSON equivalent.' },
                  line: { type: 'integer', minimum: 1, description: '1-based line.' },
                  column: { type: 'integer', minimum: 1, description: '1-based column in code points.' },
                },
                required: ['message', 'line', 'column'],
                additionalProperties: false,
              },
            },
          },
          required: ['index', 'line', 'rootType', 'jsonCompatible', 'jsonIssues'],
          additionalProperties: false,
        },
      },
    },
    required: ['valid', 'summary', 'version', 'documentCount', 'errors', 'warnings', 'documents'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { yaml: 'name: web\nports:\n  - 80\n  - 443\nname: api\n' },
    output: {
      valid: false,
      summary: 'Invalid YAML: 1 error; the first at line 5, column 1: Duplicate key `name`: keys of a mapping must be unique',
      version: '1.2',
      documentCount: 1,
      errors: [{ code: 'DUPLICATE_KEY', message: 'Duplicate key `name`: keys of a mapping must be unique', line: 5, column: 1 }],
      warnings: [],
      documents: [{ index: 0, line: 1, rootType: 'mapping', jsonCompatible: false, jsonIssues: [] }],
    },
    description: 'A duplicate key makes otherwise well-formed YAML invalid.',
  },
  relatedTools: ['yaml-to-json', 'yaml-formatter', 'json-to-yaml'],
  aiInstructions:
    'Pass the YAML text in "yaml". Invalid YAML is a successful call with valid=false: fix each error at its line and column (indentation and missing ":" are the usual causes) and check again. Duplicate keys are errors. jsonCompatible=false with jsonIssues explains values JSON cannot hold. Use version 1.1 for files read by PyYAML or other YAML 1.1 parsers.',
  isolate: true,
});
