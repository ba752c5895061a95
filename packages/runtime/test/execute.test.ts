import { afterAll, describe, expect, it } from 'vitest';
import { defineTool, failure, success, type ToolSpec } from '@ctp/core';
import { Registry, execute, executeNow } from '../src/index.js';
import { createWorkerRunner } from '../src/node.js';

function spec(id: string, extra: Partial<ToolSpec> = {}): ToolSpec {
  return {
    id,
    name: id,
    description: 'A test tool.',
    category: 'utilities',
    tags: ['test'],
    method: 'POST',
    parameters: [{ name: 'text', type: 'text', label: 'Text', description: 'Input', required: false, defaultValue: 'x', validation: { maxLength: 10 } }],
    outputDescription: 'Echo.',
    outputSchema: { type: 'object' },
    example: { input: {}, output: { echo: 'x' } },
    ...extra,
  };
}

const registry = new Registry()
  .register(defineTool(spec('echo', { version: '1.2.3' }), (p) => success({ echo: p.text })))
  .register(defineTool(spec('thrower'), () => { throw new Error('boom'); }))
  .register(defineTool(spec('liar'), () => 'not a result' as never))
  .register(defineTool(spec('sleeper'), (_p, ctx) => new Promise((resolve) => {
    const t = setTimeout(() => resolve(success({ echo: 'late' })), 5000);
    ctx.signal.addEventListener('abort', () => clearTimeout(t));
  })))
  .register(defineTool(spec('quick-timeout', { timeoutMs: 20 }), () => new Promise(() => {})))
  .register(defineTool(spec('reporter'), async (_p, ctx) => {
    ctx.progress(1, 2, 'half');
    ctx.progress(2, 2);
    return success({ echo: 'done' });
  }))
  .register(defineTool(spec('fails'), () => failure('INVALID_INPUT', 'bad content')));

describe('execute', () => {
  it('runs a tool with metadata (time, sizes, version, mode)', async () => {
    const result = await execute(registry, 'echo', { text: 'À😀' }, { executionMode: 'server' });
    expect(result).toMatchObject({ success: true, data: { echo: 'À😀' } });
    expect(result.metadata).toMatchObject({ inputSize: 6, outputSize: 17, toolVersion: '1.2.3', executionMode: 'server' });
    expect(result.metadata!.executionTime).toBeGreaterThanOrEqual(0);
  });

  it('normalizes URLSearchParams input', async () => {
    expect(await execute(registry, 'echo', new URLSearchParams('text=hi'))).toMatchObject({ data: { echo: 'hi' } });
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    expect(await execute(registry, 'nope', {})).toMatchObject({ success: false, errorCode: 'NOT_FOUND', error: 'Unknown tool "nope"' });
  });

  it('returns validation failures without running the tool', async () => {
    expect(await execute(registry, 'echo', { text: 'x'.repeat(11) })).toMatchObject({ errorCode: 'CONSTRAINT_VIOLATION' });
    expect(await execute(registry, 'echo', { text: 5 })).toMatchObject({ errorCode: 'TYPE_ERROR' });
  });

  it('turns a throw into EXECUTION_ERROR and a non-result into INTERNAL_ERROR', async () => {
    expect(await execute(registry, 'thrower', {})).toMatchObject({ errorCode: 'EXECUTION_ERROR', error: 'boom' });
    expect(await execute(registry, 'liar', {})).toMatchObject({ errorCode: 'INTERNAL_ERROR' });
  });

  it('passes a tool failure through unchanged', async () => {
    expect(await execute(registry, 'fails', {})).toMatchObject({ success: false, errorCode: 'INVALID_INPUT', error: 'bad content' });
  });

  it('enforces the time limit: the tighter of the caller option and the definition timeoutMs', async () => {
    expect(await execute(registry, 'sleeper', {}, { timeoutMs: 50 })).toMatchObject({ errorCode: 'TIMEOUT' });
    expect(await execute(registry, 'quick-timeout', {}, { timeoutMs: 60_000 })).toMatchObject({ errorCode: 'TIMEOUT', error: expect.stringContaining('20 ms') });
    expect(await execute(registry, 'quick-timeout', {}, { timeoutMs: 5 })).toMatchObject({ error: expect.stringContaining('5 ms') });
  });

  it('honours cancellation, before and during a run', async () => {
    const before = new AbortController();
    before.abort();
    expect(await execute(registry, 'echo', {}, { signal: before.signal })).toMatchObject({ errorCode: 'EXECUTION_ERROR', error: 'Cancelled by the caller' });
    const during = new AbortController();
    setTimeout(() => during.abort(), 20);
    expect(await execute(registry, 'sleeper', {}, { signal: during.signal })).toMatchObject({ error: 'Cancelled by the caller' });
  });

  it('reports progress', async () => {
    const seen: unknown[] = [];
    await execute(registry, 'reporter', {}, { onProgress: (...args) => seen.push(args) });
    expect(seen).toEqual([[1, 2, 'half'], [2, 2, undefined]]);
  });
});

describe('execute never throws (spec §7.3)', () => {
  const doc = spec('doc', {
    parameters: [{ name: 'doc', type: 'json', label: 'Document', description: 'Any JSON', required: true, validation: { maxLength: 1_000_000 } }],
    example: { input: { doc: [1] }, output: { depth: 1, echo: [1] } },
  });
  // the tool walks its input recursively, as template engines and JSON libraries do
  const depthOf = (v: unknown): number => (typeof v === 'object' && v !== null ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0);
  const hostileRegistry = new Registry().register(defineTool(doc, (p) => success({ depth: depthOf(p.doc), echo: p.doc })));
  let deep: unknown = 0;
  for (let i = 0; i < 10_000; i++) deep = { a: [deep] };

  it('answers 10,000 levels of nesting with CONSTRAINT_VIOLATION naming the parameter, as a value, as JSON text and without limits', async () => {
    const inputs: Array<[unknown, 'definition' | 'none']> = [[deep, 'definition'], [deep, 'none'], ['['.repeat(10_000) + ']'.repeat(10_000), 'none']];
    for (const [value, limits] of inputs) {
      const result = await execute(hostileRegistry, 'doc', { doc: value }, { limits });
      expect(result).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION', error: expect.stringContaining('"doc"') });
    }
    expect(await execute(hostileRegistry, 'doc', { doc: { a: [[1]] } })).toMatchObject({ success: true, data: { depth: 3 } });
  });

  it('answers INTERNAL_ERROR for input that throws while it is read, synchronously or not', async () => {
    const trap = new Proxy({}, { ownKeys: () => { throw new Error('trap'); }, getPrototypeOf: () => Object.prototype });
    const now = executeNow(registry, 'echo', trap as Record<string, unknown>);
    expect(now).toMatchObject({ success: false, errorCode: 'INTERNAL_ERROR', error: expect.stringContaining('trap') });
    await expect(execute(registry, 'echo', trap as Record<string, unknown>)).resolves.toMatchObject({ errorCode: 'INTERNAL_ERROR' });
    const lazy = new Registry().registerLazy(spec('lazy'), async () => ({ default: defineTool(spec('lazy'), (p) => success({ echo: p.text })) }));
    await expect(execute(lazy, 'lazy', trap as Record<string, unknown>)).resolves.toMatchObject({ errorCode: 'INTERNAL_ERROR' });
  });

  it('answers a result whose shape throws when read as EXECUTION_ERROR or INTERNAL_ERROR, never a throw', async () => {
    const sneaky = new Registry().register(defineTool(spec('sneaky'), () => new Proxy({}, { get: () => { throw new Error('gotcha'); } }) as never));
    const result = await execute(sneaky, 'sneaky', {});
    expect(result.success).toBe(false);
    expect(['EXECUTION_ERROR', 'INTERNAL_ERROR']).toContain((result as { errorCode: string }).errorCode);
  });
});

describe('worker runner for isolated tools', () => {
  const registryModule = new URL('./fixtures/tools.mjs', import.meta.url).href;
  const runner = createWorkerRunner({ registryModule, size: 1 });
  const isolated = new Registry();
  afterAll(() => runner.close());

  it('stops a catastrophic regex at the time limit and keeps serving', async () => {
    const { createRegistry } = (await import(registryModule)) as { createRegistry: () => Registry };
    const registry = createRegistry();
    const result = await execute(registry, 'fixture-regex', { pattern: '(a+)+$', text: 'a'.repeat(30) + 'b' }, {
      isolatedRunner: runner.run,
      timeoutMs: 300,
    });
    expect(result, JSON.stringify(result)).toMatchObject({ success: false, errorCode: 'TIMEOUT' });
    const next = await execute(registry, 'fixture-regex', { pattern: 'b$', text: 'aab' }, { isolatedRunner: runner.run });
    expect(next).toMatchObject({ success: true, data: { matched: true } });
    expect(isolated.size).toBe(0);
  });

  it('reports a worker that dies as INTERNAL_ERROR and recovers', async () => {
    const { createRegistry } = (await import(registryModule)) as { createRegistry: () => Registry };
    const registry = createRegistry();
    expect(await execute(registry, 'fixture-crash', {}, { isolatedRunner: runner.run })).toMatchObject({ errorCode: 'INTERNAL_ERROR' });
    expect(await execute(registry, 'fixture-regex', { pattern: 'a', text: 'a' }, { isolatedRunner: runner.run })).toMatchObject({ success: true });
  });

  it('answers input it cannot hand to a worker (too deep to clone) at once and frees the worker', async () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    // two at once: the second waits in the queue behind the first; with a worker left busy it
    // would only run when the first's time limit (a minute here) fired, and then throw from a timer
    const results = await Promise.all(
      [0, 1].map(() => runner.run('fixture-regex', { pattern: 'a', text: deep }, { timeoutMs: 60_000 })),
    );
    for (const result of results) expect(result).toMatchObject({ success: false, errorCode: 'INVALID_INPUT', error: expect.stringContaining("tool's worker") });
    expect(await runner.run('fixture-regex', { pattern: 'a', text: 'a' }, { timeoutMs: 60_000 })).toMatchObject({ success: true });
  }, 20_000);

  it("starts a call's time limit once its worker has loaded the tool (a cold start is not the tool's run)", async () => {
    const { createRegistry } = (await import(registryModule)) as { createRegistry: () => Registry };
    const result = await execute(createRegistry(), 'fixture-slow-load', {}, { isolatedRunner: runner.run });
    expect(result, JSON.stringify(result)).toMatchObject({ success: true, data: { matched: true } });
  });

  it('queues calls beyond the pool size', async () => {
    const { createRegistry } = (await import(registryModule)) as { createRegistry: () => Registry };
    const registry = createRegistry();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => execute(registry, 'fixture-regex', { pattern: `^${i}$`, text: String(i) }, { isolatedRunner: runner.run })),
    );
    expect(results.every((r) => r.success && (r.data as { matched: boolean }).matched)).toBe(true);
  });
});

describe('executeNow', () => {
  it('answers a loaded synchronous tool without a promise, with the same result as execute', async () => {
    const now = executeNow(registry, 'echo', { text: 'À😀' }, { executionMode: 'server' });
    expect(now).not.toBeInstanceOf(Promise);
    const later = await execute(registry, 'echo', { text: 'À😀' }, { executionMode: 'server' });
    expect({ ...now, metadata: { ...(now as typeof later).metadata, executionTime: 0 } }).toEqual({ ...later, metadata: { ...later.metadata, executionTime: 0 } });
    expect(executeNow(registry, 'nope', {})).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(executeNow(registry, 'echo', { text: 5 })).toMatchObject({ errorCode: 'TYPE_ERROR' });
    expect(executeNow(registry, 'thrower', {})).toMatchObject({ errorCode: 'EXECUTION_ERROR', error: 'boom' });
  });

  it('returns a promise when it has to wait: async tools, input to read, a tool not loaded yet', async () => {
    const async = executeNow(registry, 'reporter', {});
    expect(async).toBeInstanceOf(Promise);
    expect(await async).toMatchObject({ success: true, data: { echo: 'done' } });
    const form = executeNow(registry, 'echo', new URLSearchParams('text=hi'));
    expect(form).toBeInstanceOf(Promise);
    expect(await form).toMatchObject({ data: { echo: 'hi' } });
    const lazy = new Registry().registerLazy(spec('lazy'), async () => ({ default: defineTool(spec('lazy'), (p) => success({ echo: p.text })) }));
    const first = executeNow(lazy, 'lazy', { text: 'a' });
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toMatchObject({ data: { echo: 'a' } });
    expect(executeNow(lazy, 'lazy', { text: 'b' })).toMatchObject({ data: { echo: 'b' } });
  });
});
