import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SCHEMA as SCHEMA, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-schema-to-zod', () => {
  itReproducesItsExample(tool);

  it('applies its Zod options', async () => {
    expect((await runOk<Out>(tool, { schema: SCHEMA })).code).toMatch(/z\.enum\(\[\s*"admin",\s*"user",?\s*\]\)/);
    expect((await runOk<Out>(tool, { schema: SCHEMA })).code).toMatch(/"nick": z\.string\(\)\.optional\(\)/);
  });

  itHandlesCodegenEdgeCases(tool, 'schema');
});
