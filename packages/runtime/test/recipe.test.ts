import { afterAll, describe, expect, it } from 'vitest';
import { defineTool, failure, success, withWarnings, type ToolSpec } from '@ctp/core';
import { Registry, runRecipe, type IsolatedRunner, type RecipeOptions, type RecipeStepReport } from '../src/index.js';
import { createWorkerRunner } from '../src/node.js';

function spec(id: string, extra: Partial<ToolSpec> = {}): ToolSpec {
  return {
    id,
    name: id,
    description: 'A test tool.',
    category: 'utilities',
    tags: ['test'],
    method: 'POST',
    parameters: [{ name: 'text', type: 'textarea', label: 'Text', description: 'Input', required: true, validation: { maxLength: 1000 } }],
    outputDescription: 'Output.',
    // the checker wants primaryOutput to be a property of the output schema
    outputSchema: { type: 'object', ...(extra.primaryOutput ? { properties: { [extra.primaryOutput]: {} } } : {}) },
    example: { input: { text: 'a' }, output: {} },
    ...extra,
  };
}

const calls: string[] = [];
const registry = new Registry()
  .register(defineTool(spec('upper', { primaryOutput: 'upper' }), (p) => (calls.push('upper'), success({ upper: String(p.text).toUpperCase(), length: String(p.text).length }))))
  .register(
    defineTool(
      spec('wrap', {
        primaryOutput: 'wrapped',
        parameters: [
          { name: 'text', type: 'textarea', label: 'Text', description: 'Input', required: true, validation: { maxLength: 1000 } },
          { name: 'with', type: 'text', label: 'With', description: 'Around', required: false, defaultValue: '*', validation: { maxLength: 5 } },
          { name: 'times', type: 'number', label: 'Times', description: 'How often', required: false, defaultValue: 1, validation: { min: 1, max: 3, step: 1 } },
        ],
      }),
      (p) => (calls.push('wrap'), success({ wrapped: String(p.with).repeat(Number(p.times)) + String(p.text) + String(p.with).repeat(Number(p.times)) })),
    ),
  )
  // no primaryOutput: the next step receives the data as JSON
  .register(defineTool(spec('measure'), (p) => (calls.push('measure'), success({ chars: [...String(p.text)].length, words: String(p.text).split(/\s+/).filter(Boolean).length }))))
  .register(
    defineTool(
      spec('keys', {
        primaryOutput: 'keys',
        parameters: [{ name: 'json', type: 'json', label: 'JSON', description: 'Object', required: true, validation: { maxLength: 1000 } }],
        example: { input: { json: '{}' }, output: {} },
      }),
      (p) => success({ keys: Object.keys(p.json as object) }),
    ),
  )
  .register(defineTool(spec('fails'), () => (calls.push('fails'), failure('INVALID_INPUT', 'bad content'))))
  .register(defineTool(spec('noisy', { primaryOutput: 'text' }), (p) => withWarnings(success({ text: p.text }), ['trimmed'])))
  .register(defineTool(spec('silent', { primaryOutput: 'result' }), () => success({})))
  .register(defineTool(spec('hangs', { timeoutMs: 10_000 }), (_p, ctx) => new Promise((resolve) => ctx.signal.addEventListener('abort', () => resolve(success({}))))))
  .register(defineTool(spec('gen', { parameters: [], primaryOutput: 'value', example: { input: {}, output: {} } }), () => success({ value: 'generated' })));

const run = (recipe: unknown, options: RecipeOptions = {}) => runRecipe(registry, recipe, options);

describe('runRecipe', () => {
  it("pipes each step's main output into the next step's main input", async () => {
    const result = await run({ steps: [{ tool: 'upper' }, { tool: 'wrap', params: { with: '[', times: '2' } }, { tool: 'measure' }] }, { input: 'À😀 b', executionMode: 'server' });
    expect(result.success, JSON.stringify(result)).toBe(true);
    if (!result.success) return;
    expect(result.data.output).toEqual({ chars: 8, words: 2 });
    expect(result.data.outputText).toBe('{\n  "chars": 8,\n  "words": 2\n}');
    expect(result.data.steps.map((s) => [s.tool, s.success])).toEqual([['upper', true], ['wrap', true], ['measure', true]]);
    for (const step of result.data.steps) expect(step.executionTime).toBeGreaterThanOrEqual(0);
    expect(result.metadata).toMatchObject({ inputSize: 8, executionMode: 'server' });
    expect(result.metadata!.outputSize).toBeGreaterThan(0);
  });

  it('takes the text form, and a JSON output feeds a json parameter', async () => {
    const result = await run('measure | keys', { input: 'a b c' });
    expect(result).toMatchObject({ success: true, data: { output: { keys: ['chars', 'words'] }, outputText: 'chars\nwords' } });
  });

  it('a generator can start a recipe', async () => {
    expect(await run('gen | upper')).toMatchObject({ success: true, data: { outputText: 'GENERATED' } });
  });

  it('stops at the first failing step with its code, naming it, and runs nothing after it', async () => {
    calls.length = 0;
    const reports: RecipeStepReport[] = [];
    const result = await run({ steps: [{ tool: 'upper' }, { tool: 'fails' }, { tool: 'measure' }] }, { input: 'x', onStep: (_i, report) => reports.push(report) });
    expect(result).toMatchObject({ success: false, errorCode: 'INVALID_INPUT', error: 'Step 2 (fails): bad content' });
    expect(calls).toEqual(['upper', 'fails']);
    expect(reports).toEqual([
      { tool: 'upper', success: true, executionTime: expect.any(Number) },
      { tool: 'fails', success: false, errorCode: 'INVALID_INPUT', error: 'bad content', executionTime: expect.any(Number) },
    ]);
    expect(result.metadata!.executionTime).toBeGreaterThanOrEqual(0);
  });

  it('a piped value the next tool refuses fails that step', async () => {
    const long = 'x'.repeat(990); // within wrap's limit, 30 characters past upper's once wrapped
    const result = await run('wrap?with=xxxxx&times=3 | upper', { input: long });
    expect(result).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
    expect(!result.success && result.error).toMatch(/^Step 2 \(upper\): Parameter "text"/);
    // lifted limits (the CLI, the library, the browser) let it through
    expect(await run('wrap?with=xxxxx&times=3 | upper', { input: long, limits: 'none' })).toMatchObject({ success: true, data: { output: { length: 1020 } } });
  });

  it('refuses a bad recipe before running anything', async () => {
    calls.length = 0;
    expect(await run({ steps: [{ tool: 'upper' }, { tool: 'nope' }] }, { input: 'x' })).toMatchObject({ success: false, errorCode: 'NOT_FOUND', error: 'Step 2: unknown tool "nope"' });
    expect(await run({ steps: [{ tool: 'upper', params: { with: '*' } }] }, { input: 'x' })).toMatchObject({ errorCode: 'INVALID_INPUT', error: expect.stringMatching(/^Step 1 \(upper\): Unknown parameter "with"/) });
    expect(await run({ steps: Array.from({ length: 10_000 }, () => ({ tool: 'upper' })) }, { input: 'x' })).toMatchObject({ errorCode: 'CONSTRAINT_VIOLATION' });
    expect(await run('upper | gen')).toMatchObject({ errorCode: 'INVALID_INPUT', error: expect.stringContaining('takes no text input') });
    expect(await run(42)).toMatchObject({ errorCode: 'INVALID_INPUT' });
    expect(calls).toEqual([]);
  });

  it('a missing first input is the first step\'s MISSING_REQUIRED', async () => {
    expect(await run('upper')).toMatchObject({ success: false, errorCode: 'MISSING_REQUIRED', error: 'Step 1 (upper): Parameter "text" (Text) is required' });
  });

  it('a step with nothing to pass on ends the recipe', async () => {
    expect(await run('silent | upper', { input: 'x' })).toMatchObject({ errorCode: 'INVALID_INPUT', error: 'Step 1 (silent) gave no main output to pass on to step 2' });
    const last = await run('upper | silent', { input: 'x' });
    expect(last).toMatchObject({ success: true, data: { output: {} } });
    expect(last.success && 'outputText' in last.data).toBe(false);
  });

  it('only reaches the tools its lookup allows', async () => {
    const lookup = (id: string) => (id === 'upper' ? registry.get(id)!.definition : undefined);
    expect(await run('upper | measure', { input: 'x', lookup })).toMatchObject({ errorCode: 'NOT_FOUND', error: 'Step 2: unknown tool "measure"' });
    expect(await run('upper', { input: 'x', lookup })).toMatchObject({ success: true });
  });

  it('collects warnings naming their step and reports progress per step', async () => {
    const progress: unknown[] = [];
    const result = await run('noisy | noisy', { input: 'x', onProgress: (...args) => progress.push(args) });
    expect(result.metadata?.warnings).toEqual(['Step 1 (noisy): trimmed', 'Step 2 (noisy): trimmed']);
    expect(progress).toEqual([[0, 2, 'Step 1 (noisy)'], [1, 2, 'Step 2 (noisy)'], [2, 2]]);
  });

  it('never throws, even when a callback does', async () => {
    const result = await run('upper', { input: 'x', onStep: () => { throw new Error('callback bug'); } });
    expect(result).toMatchObject({ success: false, errorCode: 'INTERNAL_ERROR', error: 'The recipe could not run: callback bug' });
  });
});

describe('time limit and cancellation', () => {
  it('limits the whole recipe: a step gets at most what is left of the budget', async () => {
    const result = await run('upper | hangs', { input: 'x', maxTimeMs: 50 });
    expect(result).toMatchObject({ success: false, errorCode: 'TIMEOUT', error: expect.stringMatching(/^Step 2 \(hangs\): Execution exceeded the time limit of (50|[1-4]\d|\d) ms$/) });
  });

  it('the budget is the sum of the step limits, capped', async () => {
    const seen: number[] = [];
    const fake: IsolatedRunner = async (_id, values, options) => (seen.push(options.timeoutMs), success({ out: values.text }));
    const isolated = new Registry()
      .register(defineTool(spec('slow-a', { isolate: true, timeoutMs: 3000, primaryOutput: 'out' }), () => failure('INTERNAL_ERROR', 'runs in the fake runner only')))
      .register(defineTool(spec('slow-b', { isolate: true, timeoutMs: 5000, primaryOutput: 'out' }), () => failure('INTERNAL_ERROR', 'runs in the fake runner only')));
    const go = (options: RecipeOptions) => runRecipe(isolated, 'slow-a | slow-b', { input: 'x', isolatedRunner: fake, ...options });
    expect(await go({})).toMatchObject({ success: true, data: { outputText: 'x' } });
    expect(seen.splice(0)).toEqual([3000, 5000]);
    await go({ maxTimeMs: 4000 });
    const [first, second] = seen.splice(0);
    expect(first).toBe(3000);
    // what is left of 4000 ms after an instant first step (generous: no wall-clock precision assumed)
    expect(second).toBeLessThanOrEqual(4000);
    expect(second).toBeGreaterThan(3000);
    await go({ timeoutMs: 1000 });
    expect(seen.splice(0)).toEqual([1000, 1000]);
  });

  it('stops when the caller cancels, before or during a step', async () => {
    const before = new AbortController();
    before.abort();
    expect(await run('upper', { input: 'x', signal: before.signal })).toMatchObject({ errorCode: 'EXECUTION_ERROR', error: 'Cancelled by the caller before step 1 (upper)' });
    const during = new AbortController();
    const pending = run('upper | hangs | upper', { input: 'x', signal: during.signal, onStep: (i) => i === 0 && setTimeout(() => during.abort(), 5) });
    expect(await pending).toMatchObject({ errorCode: 'EXECUTION_ERROR', error: 'Step 2 (hangs): Cancelled by the caller' });
  });
});

describe('isolated steps', () => {
  const registryModule = new URL('./fixtures/tools.mjs', import.meta.url).href;
  const runner = createWorkerRunner({ registryModule, size: 1 });
  afterAll(() => runner.close());

  it('run through the isolatedRunner, which stops a catastrophic step at its limit', async () => {
    const { createRegistry } = (await import(registryModule)) as { createRegistry: () => Registry };
    const fixtures = createRegistry();
    const recipe = { steps: [{ tool: 'fixture-regex', params: { pattern: '(a+)+$', text: `${'a'.repeat(30)}b` } }] };
    const result = await runRecipe(fixtures, recipe, { isolatedRunner: runner.run, timeoutMs: 300 });
    expect(result).toMatchObject({ success: false, errorCode: 'TIMEOUT', error: expect.stringMatching(/^Step 1 \(fixture-regex\): /) });
    const ok = await runRecipe(fixtures, { steps: [{ tool: 'fixture-regex', params: { pattern: 'b$', text: 'aab' } }] }, { isolatedRunner: runner.run });
    expect(ok).toMatchObject({ success: true, data: { output: { matched: true } } });
  });
});
