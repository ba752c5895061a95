import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'graphql-validator',
  name: 'GraphQL Validator',
  description:
    'Validate GraphQL with graphql-js, the reference implementation: syntax of any document; a schema (SDL) for consistency (unknown types, bad interface implementations, duplicate names); and queries against a schema you paste (unknown fields, wrong argument types, missing variables, fragment cycles — every rule of the spec). Each error has line and column. Up to 500,000 characters each.',
  category: 'validators',
  tags: ['graphql', 'validate', 'schema', 'lint'],
  keywords: ['graphql validator', 'validate graphql query', 'graphql schema validator', 'sdl lint', 'graphql syntax check', 'query against schema', 'graphql errors'],
  method: 'POST',
  parameters: [
    { name: 'graphql', type: 'textarea', label: 'GraphQL document', description: 'The document to check: operations and fragments, or a schema in SDL.', required: true, placeholder: '{ user(id: 1) { name } }', validation: { maxLength: 500_000 } },
    { name: 'schema', type: 'textarea', label: 'Schema (SDL, optional)', description: 'A schema in SDL to validate the operations against. Without it, operations are checked for syntax only.', required: false, placeholder: 'type Query { user(id: ID!): User } type User { name: String }', validation: { maxLength: 500_000 } },
  ],
  outputDescription: 'Whether the document is valid, what was checked, every error with its position, and the definitions found.',
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean' },
      checked: { type: 'string', enum: ['syntax', 'schema', 'operations-against-schema'], description: 'What was validated.' },
      errors: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            line: { type: ['integer', 'null'] },
            column: { type: ['integer', 'null'] },
            source: { type: 'string', enum: ['document', 'schema'], description: 'Which input the position refers to.' },
          },
          required: ['message', 'line', 'column', 'source'],
          additionalProperties: false,
        },
      },
      definitions: { type: 'array', items: { type: 'string' }, description: 'The document\'s top-level definitions as "kind name".' },
    },
    required: ['valid', 'checked', 'errors', 'definitions'],
    additionalProperties: false,
  },
  primaryOutput: 'valid',
  example: {
    input: { graphql: '{ user(id: 1) { name age } }', schema: 'type Query { user(id: ID!): User }\ntype User { name: String }' },
    output: {
      valid: false,
      checked: 'operations-against-schema',
      errors: [{ message: 'Cannot query field "age" on type "User". Did you mean "name"?', line: 1, column: 22, source: 'document' }],
      definitions: ['query (anonymous)'],
    },
    description: 'A query asking for a field the schema does not have.',
  },
  handles: [{ kind: 'graphql' }],
  relatedTools: ['graphql-formatter', 'graphql-minifier', 'json-schema-validator'],
});
