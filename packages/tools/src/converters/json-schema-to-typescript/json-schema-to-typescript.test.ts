import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SCHEMA as SCHEMA, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-schema-to-typescript', () => {
  itReproducesItsExample(tool);

  it('applies its TypeScript options', async () => {
    expect((await runOk<Out>(tool, { schema: SCHEMA, declarations: 'type' })).code).toMatch(/type Root = \{/);
    expect((await runOk<Out>(tool, { schema: SCHEMA, enums: 'enum' })).code).toMatch(/enum Role/);
    expect((await runOk<Out>(tool, { schema: SCHEMA, readonly: true })).code).toMatch(/readonly id:\s+number/);
  });

  itHandlesCodegenEdgeCases(tool, 'schema');
});
