import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { formatted: string; lineCount: number; definitions: string[] };
const SDL = 'type Query{user(id:ID!):User} """A person""" type User @key(fields:"id"){id:ID! name:String friends(first:Int=10):[User!]!} enum Role{ADMIN USER} input NewUser{name:String!} directive @key(fields:String!) on OBJECT';

describe('graphql-formatter', () => {
  itReproducesItsExample(tool);

  it('formats a schema, keeping descriptions, and is idempotent', async () => {
    const data = await runOk<Out>(tool, { graphql: SDL });
    expect(data.formatted).toContain('"""A person"""\ntype User @key(fields: "id") {\n  id: ID!');
    expect(data.definitions).toEqual(['type Query', 'type User', 'enum Role', 'input NewUser', 'directive @key']);
    expect((await runOk<Out>(tool, { graphql: data.formatted })).formatted).toBe(data.formatted);
  });

  it('keeps unicode strings and names anonymous operations and fragments', async () => {
    const data = await runOk<Out>(tool, { graphql: `{ search(text: "${UNICODE_SAMPLE}") { ...F } } fragment F on Result { id }` });
    expect(data.formatted).toContain(`"${UNICODE_SAMPLE}"`);
    expect(data.definitions).toEqual(['query (anonymous)', 'fragment F']);
  });

  it('formats a large document the same as graphql-js print', async () => {
    const fields = Array.from({ length: 12_000 }, (_, i) => `f${i}: String`).join(' ');
    const source = `type Big { ${fields} }`;
    expect(source.length).toBeLessThan(500_000);
    expect((await runOk<Out>(tool, { graphql: source })).formatted).toBe(`${print(parse(source))}\n`);
  });

  it('reports syntax errors with line and column', async () => {
    expect(await runError(tool, { graphql: 'query {\n  user(id: ) { name }\n}' }, 'INVALID_INPUT')).toBe('Invalid GraphQL at line 2, column 12: Syntax Error: Unexpected ")"');
    await runError(tool, { graphql: '' }, 'MISSING_REQUIRED');
  });
});
