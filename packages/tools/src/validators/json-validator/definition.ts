import { defineDefinition } from '@ctp/core';

const position = {
  line: { type: 'integer', minimum: 1, description: '1-based line number.' },
  column: { type: 'integer', minimum: 1, description: '1-based column, counted in Unicode code points.' },
} as const;

export default defineDefinition({
  id: 'json-validator',
  name: 'JSON Validator',
  description:
    'Check whether text is valid JSON (RFC 8259) or, optionally, JSONC (comments and trailing commas). Reports the first syntax error with its line, column and offset, the type of the root value, structure statistics (depth, keys, objects, arrays, size) and duplicate keys, which JSON allows but which are almost always bugs.',
  category: 'validators',
  handles: [{ kind: 'json' }],
  tags: ['json', 'validate', 'lint'],
  keywords: ['json lint', 'jsonlint', 'syntax check', 'is valid json', 'parse error', 'jsonc', 'duplicate keys', 'verify'],
  method: 'POST',
  parameters: [
    {
      name: 'json',
      type: 'textarea',
      label: 'JSON',
      description: 'The JSON text to check.',
      required: true,
      placeholder: '{"name":"ctp","tools":[1,2,3]}',
      validation: { maxLength: 1_000_000 },
    },
    {
      name: 'allowComments',
      type: 'boolean',
      label: 'Accept JSONC',
      description: 'Accept // and /* */ comments and trailing commas (JSONC, as in tsconfig.json or VS Code settings).',
      required: false,
      defaultValue: false,
    },
  ],
  outputDescription:
    'Whether the text is valid; for invalid text the first error with its position; for valid text the root type, statistics and duplicate keys.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'True when the text is valid JSON (or JSONC when accepted).' },
      summary: { type: 'string', description: 'One line stating the verdict: the error and where, or the root type and size.' },
      error: {
        type: 'object',
        description: 'The first syntax error (only when invalid).',
        properties: {
          message: { type: 'string', description: 'What is wrong.' },
          ...position,
          offset: { type: 'integer', minimum: 0, description: '0-based offset in UTF-16 code units (a JavaScript string index).' },
        },
        required: ['message', 'line', 'column', 'offset'],
        additionalProperties: false,
      },
      rootType: {
        type: 'string',
        enum: ['object', 'array', 'string', 'number', 'boolean', 'null'],
        description: 'Type of the top-level value (only when valid).',
      },
      stats: {
        type: 'object',
        description: 'Structure statistics (only when valid).',
        properties: {
          depth: { type: 'integer', minimum: 0, description: 'Deepest nesting of objects and arrays (0 for a scalar root).' },
          keyCount: { type: 'integer', minimum: 0, description: 'Number of object members, over all objects.' },
          objectCount: { type: 'integer', minimum: 0, description: 'Number of objects.' },
          arrayCount: { type: 'integer', minimum: 0, description: 'Number of arrays.' },
          bytes: { type: 'integer', minimum: 0, description: 'Size of the text in UTF-8 bytes.' },
        },
        required: ['depth', 'keyCount', 'objectCount', 'arrayCount', 'bytes'],
        additionalProperties: false,
      },
      duplicateKeys: {
        type: 'array',
        description: 'Keys repeated within one object (only when valid; at most 1000 listed): each repeat after the first.',
        items: {
          type: 'object',
          properties: {
            path: { type: 'string', description: 'JSON Pointer (RFC 6901) of the repeated member, e.g. /users/0/id.' },
            ...position,
          },
          required: ['path', 'line', 'column'],
          additionalProperties: false,
        },
      },
    },
    required: ['valid', 'summary'],
    additionalProperties: false,
  },
  primaryOutput: 'summary',
  example: {
    input: { json: '{"id": 1, "tags": ["a", "b"], "id": 2}' },
    output: {
      valid: true,
      summary: 'Valid JSON: object, 3 keys, depth 2, 38 bytes; 1 duplicate key (/id at line 1, column 31).',
      rootType: 'object',
      stats: { depth: 2, keyCount: 3, objectCount: 1, arrayCount: 1, bytes: 38 },
      duplicateKeys: [{ path: '/id', line: 1, column: 31 }],
    },
    description: 'Valid JSON with a duplicated key.',
  },
  relatedTools: ['json-formatter'],
  aiInstructions:
    'Pass the text in "json". Invalid JSON is a successful call with valid=false and error.line/column: fix the text there. Set allowComments only for JSONC files (tsconfig, VS Code settings). duplicateKeys lists keys that appear twice in one object; most parsers keep only the last value.',
});
