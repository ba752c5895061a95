import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'graphql-formatter',
  name: 'GraphQL Formatter',
  description:
    'Pretty-print GraphQL queries, mutations, subscriptions, fragments and schemas (SDL) the way graphql-js prints them: two-space indentation, one field per line, normalised spacing and commas. Comments are dropped (GraphQL\'s printer does not keep them); descriptions ("""…""") stay. Reports syntax errors with line and column. Up to 500,000 characters.',
  category: 'formatters',
  tags: ['graphql', 'format', 'prettify', 'schema'],
  keywords: ['graphql formatter', 'graphql prettify', 'format graphql query', 'graphql beautifier', 'sdl formatter', 'gql', 'pretty print graphql'],
  method: 'POST',
  parameters: [
    { name: 'graphql', type: 'textarea', label: 'GraphQL', description: 'A GraphQL document: operations, fragments or type definitions.', required: true, placeholder: 'query { user(id: 1) { name friends { name } } }', validation: { maxLength: 500_000 } },
  ],
  outputDescription: 'The formatted document, its line count and the definitions it holds.',
  outputSchema: {
    type: 'object',
    properties: {
      formatted: { type: 'string', description: 'The pretty-printed GraphQL.' },
      lineCount: { type: 'integer', minimum: 0 },
      definitions: { type: 'array', items: { type: 'string' }, description: 'Each top-level definition as "kind name" (e.g. "query GetUser", "type User").' },
    },
    required: ['formatted', 'lineCount', 'definitions'],
    additionalProperties: false,
  },
  primaryOutput: 'formatted',
  example: {
    input: { graphql: 'query GetUser($id: ID!){user(id:$id){name,friends(first:2){name}}}' },
    output: {
      formatted: 'query GetUser($id: ID!) {\n  user(id: $id) {\n    name\n    friends(first: 2) {\n      name\n    }\n  }\n}\n',
      lineCount: 8,
      definitions: ['query GetUser'],
    },
    description: 'A one-line query, formatted.',
  },
  handles: [{ kind: 'graphql' }],
  relatedTools: ['graphql-minifier', 'graphql-validator', 'json-formatter'],
});
