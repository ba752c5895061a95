import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-to-zod', () => {
  itReproducesItsExample(tool);

  it('applies its Zod options', async () => {
    expect((await runOk<Out>(tool, { json: '{"a": 1, "b": "2024-01-01T00:00:00Z"}' })).code).toMatch(/z\.coerce\.date\(\)/);
    expect((await runOk<Out>(tool, { json: '[{"a": 1}, {"a": 2, "b": true}]' })).code).toMatch(/z\.boolean\(\)\.optional\(\)/);
  });

  itHandlesCodegenEdgeCases(tool, 'json');
});
