import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { valid: boolean; checked: string; errors: Array<{ message: string; line: number | null; column: number | null; source: string }>; definitions: string[] };
const SCHEMA = 'type Query { user(id: ID!): User search(text: String!): [User!]! }\ntype User { id: ID! name: String friends: [User!]! }';

describe('graphql-validator', () => {
  itReproducesItsExample(tool);

  it('accepts valid operations and reports the same errors as graphql-js validate', async () => {
    const ok = await runOk<Out>(tool, { graphql: `query Q($t: String!) { search(text: $t) { id name } } query U { user(id: "1") { ...F } } fragment F on User { friends { name } }`, schema: SCHEMA });
    expect(ok).toEqual({ valid: true, checked: 'operations-against-schema', errors: [], definitions: ['query Q', 'query U', 'fragment F'] });
    const bad = 'query { user(id: 1, x: 2) { nam } search { id } } query Dup { __typename } query Dup { __typename }';
    const data = await runOk<Out>(tool, { graphql: bad, schema: SCHEMA });
    expect(data.errors.map((e) => e.message)).toEqual(validate(buildSchema(SCHEMA), parse(bad)).map((e) => e.message));
    expect(data.errors.length).toBeGreaterThan(3);
  });

  it('validates a schema on its own: unknown types and bad implementations', async () => {
    const data = await runOk<Out>(tool, { graphql: 'type Query { a: Missing } interface Node { id: ID! } type T implements Node { name: String }' });
    expect(data.checked).toBe('schema');
    expect(data.valid).toBe(false);
    expect(data.errors[0]!.message).toMatch(/Unknown type "Missing"|Missing/);
    expect((await runOk<Out>(tool, { graphql: SCHEMA })).valid).toBe(true);
  });

  it('reports syntax errors as results, with unicode content and large documents', async () => {
    const syntax = await runOk<Out>(tool, { graphql: `{ search(text: "${UNICODE_SAMPLE}") { id }` });
    expect(syntax).toMatchObject({ valid: false, checked: 'syntax' });
    expect(syntax.errors[0]).toMatchObject({ line: 1, source: 'document' });
    const big = `{ ${Array.from({ length: 20_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(big.length).toBeLessThan(500_000);
    expect((await runOk<Out>(tool, { graphql: big, schema: SCHEMA })).valid).toBe(true);
  });

  it('fails on a schema that does not parse, and on empty input', async () => {
    expect(await runError(tool, { graphql: '{ a }', schema: 'type {' }, 'INVALID_INPUT')).toMatch(/Invalid schema at line 1, column 6/);
    await runError(tool, { graphql: '' }, 'MISSING_REQUIRED');
  });
});
