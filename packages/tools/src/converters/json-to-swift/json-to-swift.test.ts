import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SAMPLE as SAMPLE, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-to-swift', () => {
  itReproducesItsExample(tool);

  it('applies its Swift options', async () => {
    expect((await runOk<Out>(tool, { json: SAMPLE, initializers: true })).code).toMatch(/init\(data: Data\)/);
    expect((await runOk<Out>(tool, { json: SAMPLE, accessLevel: 'public' })).code).toMatch(/public struct Root/);
    expect((await runOk<Out>(tool, { json: SAMPLE, protocol: 'hashable' })).code).toMatch(/Hashable/);
  });

  itHandlesCodegenEdgeCases(tool, 'json');
});
