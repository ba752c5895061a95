import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runOk } from '../../_test/harness.js';
import { CODEGEN_SAMPLE as SAMPLE, itHandlesCodegenEdgeCases } from '../../_test/codegen-cases.js';

type Out = { code: string; language: string; lineCount: number };

describe('json-to-kotlin', () => {
  itReproducesItsExample(tool);

  it('applies its Kotlin options', async () => {
    expect((await runOk<Out>(tool, { json: SAMPLE, framework: 'jackson' })).code).toMatch(/@get:JsonProperty|@JsonProperty/);
    expect((await runOk<Out>(tool, { json: SAMPLE, framework: 'just-types' })).code).toMatch(/data class Root/);
    expect((await runOk<Out>(tool, { json: SAMPLE, packageName: 'com.acme' })).code).toMatch(/package com\.acme/);
  });

  itHandlesCodegenEdgeCases(tool, 'json');
});
