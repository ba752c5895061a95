import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SAMPLE as SAMPLE, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-to-dart', () => {
  itReproducesItsExample(tool);

  it('applies its Dart options', async () => {
    expect((await runOk<Out>(tool, { json: SAMPLE, style: 'freezed' })).code).toMatch(/@freezed/);
    expect((await runOk<Out>(tool, { json: SAMPLE, copyWith: true })).code).toMatch(/copyWith/);
    expect((await runOk<Out>(tool, { json: SAMPLE, style: 'json-annotation' })).code).toMatch(/@JsonSerializable/);
  });

  itHandlesCodegenEdgeCases(tool, 'json');
});
