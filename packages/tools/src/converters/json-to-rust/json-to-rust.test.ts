import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SAMPLE as SAMPLE, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-to-rust', () => {
  itReproducesItsExample(tool);

  it('applies its Rust options', async () => {
    expect((await runOk<Out>(tool, { json: SAMPLE, derivePartialEq: true })).code).toMatch(/PartialEq/);
    expect((await runOk<Out>(tool, { json: SAMPLE, visibility: 'private' })).code).toMatch(/^\s+id: i64/m);
    expect((await runOk<Out>(tool, { json: '[{"a": 1}, {"a": 2, "b": "x"}]', skipSerializingNone: true })).code).toMatch(/skip_serializing_if/);
  });

  itHandlesCodegenEdgeCases(tool, 'json');
});
