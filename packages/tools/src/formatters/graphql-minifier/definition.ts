import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'graphql-minifier',
  name: 'GraphQL Minifier',
  description:
    'Minify a GraphQL query or schema to the shortest equivalent text with graphql-js\'s stripIgnoredCharacters: whitespace, commas and comments go, strings and block strings stay exact. For query strings in URLs (GET requests, persisted queries) and smaller payloads. Reports syntax errors with line and column; up to 500,000 characters.',
  category: 'formatters',
  tags: ['graphql', 'minify', 'compress', 'query'],
  keywords: ['graphql minifier', 'minify graphql', 'compress graphql query', 'strip whitespace graphql', 'stripignoredcharacters', 'persisted query', 'gql minify'],
  method: 'POST',
  parameters: [
    { name: 'graphql', type: 'textarea', label: 'GraphQL', description: 'A GraphQL document: operations, fragments or type definitions.', required: true, placeholder: 'query {\n  user(id: 1) {\n    name\n  }\n}', validation: { maxLength: 500_000 } },
  ],
  outputDescription: 'The minified document and its size before and after.',
  outputSchema: {
    type: 'object',
    properties: {
      minified: { type: 'string', description: 'The minified GraphQL.' },
      originalLength: { type: 'integer', minimum: 0, description: 'Characters before.' },
      minifiedLength: { type: 'integer', minimum: 0, description: 'Characters after.' },
      savedPercent: { type: 'number', description: 'Size reduction in percent (one decimal).' },
    },
    required: ['minified', 'originalLength', 'minifiedLength', 'savedPercent'],
    additionalProperties: false,
  },
  primaryOutput: 'minified',
  example: {
    input: { graphql: 'query GetUser($id: ID!) {\n  # the user\n  user(id: $id) {\n    name,\n    email\n  }\n}\n' },
    output: { minified: 'query GetUser($id:ID!){user(id:$id){name email}}', originalLength: 83, minifiedLength: 48, savedPercent: 42.2 },
    description: 'A formatted query with a comment, minified.',
  },
  handles: [{ kind: 'graphql' }],
  relatedTools: ['graphql-formatter', 'graphql-validator', 'json-minifier'],
});
