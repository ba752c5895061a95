/**
 * Property-based fuzz of every tool in the registry (issue 15 item 7): inputs derived from each
 * definition plus hostile values (`_test/fuzz-inputs.ts`), run through the real runtime the way
 * a server runs them: isolated tools, heavy tools and large inputs in the worker pool (of the
 * built catalog, so `npm run build` after changing a tool), the rest in-process. For every case:
 *   - `execute` answers (never throws) a result valid against tool-result.schema.json;
 *   - the tool itself did not throw (a throw is caught by the runtime, but a tool must return);
 *   - a success's data matches the tool's output schema;
 *   - no internal error, nothing polluted Object.prototype;
 *   - no call ran past its time limit: a linear tool never times out (its work is bounded by its
 *     input limits), an isolate or heavy tool may answer TIMEOUT (the pool stopped it: that is the
 *     limit holding), and an in-process call that hangs fails the test by its per-test timeout.
 * `npm test` runs a few seeded cases per tool (CTP_FUZZ_RUNS, default 4); `bench/fuzz.mjs` runs
 * many more with maximum-size inputs (CTP_FUZZ_MODE=full). CTP_TEST_SEED explores other inputs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { existsSync } from 'node:fs';
import type { ToolResult, ToolSpec } from '@ctp/core';
import { Registry, SERVER_OFFLOAD, execute } from '@ctp/runtime';
import { createWorkerRunner } from '@ctp/runtime/node';
import { createRegistry, definitions } from './index.js';
import { createAjv, loadSpecSchema, schemaErrors } from './_test/ajv.js';
import { testRandom } from './_test/random.js';
import { describeInput, toolInputs, type FuzzMode } from './_test/fuzz-inputs.js';
import { THROW_MARK, markThrows } from './_test/fuzz-worker-registry.mjs';

const RUNS = Number(process.env.CTP_FUZZ_RUNS) || 4;
const MODE: FuzzMode = process.env.CTP_FUZZ_MODE === 'full' ? 'full' : 'quick';
const ONLY = process.env.CTP_FUZZ_TOOLS?.split(',');

const specAjv = createAjv({ specSchemas: true });
const validateResult = specAjv.compile(loadSpecSchema('tool-result.schema.json'));

const catalog = createRegistry();
const registry = new Registry();
for (const d of definitions) registry.registerLazy(d, async () => markThrows(await catalog.get(d.id)!.load()));

// isolated tools run where the server runs them: a worker of the built catalog that can be stopped
const workerModule = new URL('./_test/fuzz-worker-registry.mjs', import.meta.url);
const builtCatalog = new URL('../dist/index.js', import.meta.url);
const runner = existsSync(builtCatalog) ? createWorkerRunner({ registryModule: workerModule.href, registryExport: 'createFuzzRegistry', size: 2 }) : undefined;
afterAll(() => runner?.close());

function seedOf(id: string): number {
  let salt = 0;
  for (const c of id) salt = (salt * 31 + c.charCodeAt(0)) >>> 0;
  return Math.floor(testRandom(salt)() * 2 ** 31);
}

/** What is wrong with one call's result, or undefined when it holds every property. */
function problemWith(result: ToolResult, definition: ToolSpec): string | undefined {
  if (!validateResult(result)) return `invalid ToolResult: ${specAjv.errorsText(validateResult.errors)}`;
  try {
    JSON.stringify(result);
  } catch (error) {
    return `result cannot be serialized: ${(error as Error).message}`;
  }
  if (result.success) {
    const errors = schemaErrors(definition.outputSchema, result.data);
    return errors ? `data does not match outputSchema: ${errors}` : undefined;
  }
  if (result.error.startsWith(THROW_MARK)) return result.error;
  if (result.errorCode === 'TIMEOUT' && !definition.isolate && definition.cost !== 'heavy') return `a linear tool ran out of its time limit: ${result.error}`;
  if (result.errorCode === 'INTERNAL_ERROR') return `internal error: ${result.error}`;
  if (result.errorCode === 'NOT_FOUND') return `not found (is packages/tools/dist stale? npm run build): ${result.error}`;
  return undefined;
}

const tools = definitions.filter((d) => !ONLY || ONLY.includes(d.id));

describe(`fuzz (${MODE}, ${RUNS} cases a tool)`, () => {
  it('covers the whole catalog, isolated tools in a worker of the built catalog', () => {
    expect(tools.length).toBe(ONLY ? ONLY.length : definitions.length);
    expect(runner, 'packages/tools/dist is missing: npm run build').toBeDefined();
  });

  it.each(tools.map((d) => [d.id, d] as const))('%s', async (id, definition) => {
    const property = fc.asyncProperty(toolInputs(definition, MODE), async (input) => {
      let result: ToolResult;
      try {
        result = await execute(registry, id, input, { isolatedRunner: runner?.run, offload: SERVER_OFFLOAD });
      } catch (error) {
        throw new Error(`execute threw: ${(error as Error).message}`);
      }
      const polluted = Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted');
      if (polluted) delete (Object.prototype as Record<string, unknown>).polluted;
      const problem = polluted ? 'Object.prototype was polluted' : problemWith(result, definition);
      if (problem) throw new Error(problem);
    });
    const details = await fc.check(property, { numRuns: RUNS, seed: seedOf(id), endOnFailure: MODE === 'quick' });
    if (details.failed) {
      const input = details.counterexample?.[0];
      expect.fail(`${id}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n  input: ${describeInput(input)}\n  seed ${details.seed}, path ${details.counterexamplePath}`);
    }
  }, MODE === 'full' ? 30 * 60_000 : 120_000);
});
