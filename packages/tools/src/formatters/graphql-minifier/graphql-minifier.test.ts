import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { minified: string; originalLength: number; minifiedLength: number; savedPercent: number };
const same = (a: string, b: string) => expect(print(parse(a))).toBe(print(parse(b)));

describe('graphql-minifier', () => {
  itReproducesItsExample(tool);

  it('keeps the document equivalent (same AST) and strings exact, unicode included', async () => {
    const source = `mutation Add {\n  add(input: { text: "  spaced ${UNICODE_SAMPLE}  ", tags: ["a", "b"] }) {\n    id\n    ... on Item { body }\n  }\n}\n"""\nA type\n"""\ntype Item { body: String }`;
    const data = await runOk<Out>(tool, { graphql: source });
    same(data.minified, source);
    expect(data.minified).toContain(`"  spaced ${UNICODE_SAMPLE}  "`);
    expect(data.minifiedLength).toBeLessThan(data.originalLength);
  });

  it('minifies a large schema', async () => {
    const source = `type Big {\n${Array.from({ length: 20_000 }, (_, i) => `  f${i}: String\n`).join('')}}`;
    expect(source.length).toBeLessThan(500_000);
    const data = await runOk<Out>(tool, { graphql: source });
    same(data.minified, source);
    expect(data.savedPercent).toBeGreaterThan(10);
  });

  it('rejects invalid GraphQL with its position', async () => {
    expect(await runError(tool, { graphql: '{ a(b: ) }' }, 'INVALID_INPUT')).toMatch(/line 1, column 8/);
    await runError(tool, { graphql: '' }, 'MISSING_REQUIRED');
  });
});
