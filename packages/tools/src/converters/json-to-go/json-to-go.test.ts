import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SAMPLE as SAMPLE, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-to-go', () => {
  itReproducesItsExample(tool);

  it('applies its Go options', async () => {
    expect((await runOk<Out>(tool, { json: '[{"a": 1}, {"a": 2, "b": 3}]', omitEmpty: true })).code).toMatch(/omitempty/);
    expect((await runOk<Out>(tool, { json: SAMPLE, packageName: 'models' })).code).toMatch(/^package models/m);
    expect((await runOk<Out>(tool, { json: SAMPLE, justTypes: false })).code).toMatch(/func UnmarshalRoot/);
  });

  itHandlesCodegenEdgeCases(tool, 'json');
});
