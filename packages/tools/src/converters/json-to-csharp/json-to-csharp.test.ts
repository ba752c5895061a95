import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SAMPLE as SAMPLE, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-to-csharp', () => {
  itReproducesItsExample(tool);

  it('applies its C# options', async () => {
    expect((await runOk<Out>(tool, { json: SAMPLE, framework: 'NewtonSoft' })).code).toMatch(/JsonProperty\("id"/);
    expect((await runOk<Out>(tool, { json: SAMPLE, namespace: 'Acme.Models' })).code).toMatch(/namespace Acme\.Models/);
    expect((await runOk<Out>(tool, { json: SAMPLE, arrayType: 'array' })).code).toMatch(/string\[\] Tags/);
  });

  itHandlesCodegenEdgeCases(tool, 'json');
});
