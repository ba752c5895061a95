import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SAMPLE as SAMPLE, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-to-python', () => {
  itReproducesItsExample(tool);

  it('applies its Python options', async () => {
    expect((await runOk<Out>(tool, { json: SAMPLE, style: 'pydantic' })).code).toMatch(/BaseModel/);
    expect((await runOk<Out>(tool, { json: SAMPLE, pythonVersion: '3.6', justTypes: true })).code).toMatch(/List\[str\]/);
    expect((await runOk<Out>(tool, { json: SAMPLE, justTypes: false })).code).toMatch(/def from_dict/);
  });

  itHandlesCodegenEdgeCases(tool, 'json');
});
