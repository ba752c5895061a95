import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SAMPLE as SAMPLE, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-to-java', () => {
  itReproducesItsExample(tool);

  it('applies its Java options', async () => {
    expect((await runOk<Out>(tool, { json: SAMPLE, lombok: true })).code).toMatch(/@lombok\.Data/);
    expect((await runOk<Out>(tool, { json: SAMPLE, arrayType: 'array' })).code).toMatch(/String\[\] tags/);
    expect((await runOk<Out>(tool, { json: SAMPLE, justTypes: false })).code).toMatch(/class Converter/);
  });

  itHandlesCodegenEdgeCases(tool, 'json');
});
