/**
 * The worker pool under hostile load (issue 15 items 1–2): costly calls leave the event loop,
 * clients take turns, one client cannot hold every worker, queues are bounded, and a timed-out
 * worker is replaced at once. Ordering and counts only: no wall-clock assertions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ToolResult } from '@ctp/core';
import { SERVER_OFFLOAD, execute, isServerBusy, type Registry } from '../src/index.js';
import { createWorkerRunner, defaultPoolSize, type WorkerRunner } from '../src/node.js';

const registryModule = new URL('./fixtures/tools.mjs', import.meta.url).href;
const { createRegistry } = (await import(registryModule)) as { createRegistry: () => Registry };
const registry = createRegistry();
const CATASTROPHIC = { pattern: '(a+)+$', text: `${'a'.repeat(40)}b` };

let runners: WorkerRunner[] = [];
function pool(options: Partial<Parameters<typeof createWorkerRunner>[0]> = {}): WorkerRunner {
  const runner = createWorkerRunner({ registryModule, ...options });
  runners.push(runner);
  return runner;
}
afterEach(async () => {
  await Promise.all(runners.map((r) => r.close()));
  runners = [];
});

/** Resolves with the labels of promises in the order they settle. */
function settleOrder(calls: Record<string, Promise<unknown>>): Promise<string[]> {
  const order: string[] = [];
  return Promise.all(Object.entries(calls).map(([label, p]) => p.then(() => order.push(label)))).then(() => order);
}

describe('offloading costly calls (servers)', () => {
  it('runs heavy tools and inputs over the threshold in a worker, small ones in-process, and nothing without a policy', async () => {
    const runner = pool({ size: 2 });
    const run = (id: string, text: string, offload = SERVER_OFFLOAD) => execute(registry, id, { text }, { isolatedRunner: runner.run, offload });
    const big = 'x'.repeat(SERVER_OFFLOAD.inputBytes + 1);
    expect(await run('fixture-linear', 'small')).toMatchObject({ success: true, data: { inWorker: false } });
    expect(await run('fixture-linear', big)).toMatchObject({ success: true, data: { inWorker: true, length: big.length } });
    expect(await run('fixture-heavy', 'small')).toMatchObject({ success: true, data: { inWorker: true } });
    expect(await execute(registry, 'fixture-heavy', { text: big }, { isolatedRunner: runner.run })).toMatchObject({ data: { inWorker: false } });
  });

  it('sizes the pool to the machine: at least two workers, so one stuck call never stops it', () => {
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(2);
  });
});

describe('fairness between clients', () => {
  it('answers a normal call of one client while another fills the pool with catastrophic regexes', async () => {
    const runner = pool({ size: 2 });
    const attack = Array.from({ length: 4 }, () =>
      execute(registry, 'fixture-regex', CATASTROPHIC, { isolatedRunner: runner.run, client: 'attacker', timeoutMs: 3000 }),
    );
    const normal = execute(registry, 'fixture-regex', { pattern: 'b$', text: 'aab' }, { isolatedRunner: runner.run, client: 'victim', timeoutMs: 3000 });
    const order = await settleOrder({ normal, first: attack[0]!, last: attack[3]! });
    // the attacker may hold one of the two workers, never both: the victim is answered before any attack call ends
    expect(order[0]).toBe('normal');
    expect(await normal).toMatchObject({ success: true, data: { matched: true } });
    for (const r of await Promise.all(attack)) expect(r).toMatchObject({ success: false, errorCode: 'TIMEOUT' });
  }, 60_000);

  it("takes turns: a client arriving behind another's backlog is served next, not last", async () => {
    const runner = pool({ size: 1, maxRunningPerClient: 1 });
    const backlog = Array.from({ length: 5 }, (_, i) => runner.run('fixture-regex', { pattern: `^${i}$`, text: String(i) }, { timeoutMs: 10_000, client: 'busy' }));
    const late = runner.run('fixture-regex', { pattern: 'a', text: 'a' }, { timeoutMs: 10_000, client: 'late' });
    const order = await settleOrder({ b0: backlog[0]!, b1: backlog[1]!, b2: backlog[2]!, late });
    expect(order.indexOf('late')).toBeLessThanOrEqual(1);
    await Promise.all(backlog);
  }, 60_000);
});

describe('bounded queues', () => {
  it('refuses calls past a client\'s waiting limit with RATE_LIMITED (429), and past the pool\'s limit as server busy (503)', async () => {
    const runner = pool({ size: 1, maxQueuedPerClient: 2, maxQueued: 3 });
    const calls: Array<Promise<ToolResult>> = [];
    const slow = (client: string) => runner.run('fixture-regex', CATASTROPHIC, { timeoutMs: 1000, client });
    calls.push(slow('a')); // runs
    calls.push(slow('a'), slow('a')); // wait
    const refusedClient = await slow('a');
    expect(refusedClient).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(isServerBusy(refusedClient)).toBe(false);
    calls.push(slow('b')); // the pool's third waiting call
    const refusedPool = await execute(registry, 'fixture-regex', CATASTROPHIC, { isolatedRunner: runner.run, client: 'c' });
    expect(refusedPool).toMatchObject({ success: false, errorCode: 'RATE_LIMITED', error: expect.stringContaining('busy') });
    expect(isServerBusy(refusedPool)).toBe(true); // the mark survives execute's metadata
    expect(runner.stats().queued).toBe(3);
    await Promise.all(calls);
  }, 60_000);

  it('takes a call cancelled while it waits out of the queue at once', async () => {
    const runner = pool({ size: 1 });
    const running = runner.run('fixture-regex', CATASTROPHIC, { timeoutMs: 2000 });
    const controller = new AbortController();
    const waiting = runner.run('fixture-regex', { pattern: 'a', text: 'a' }, { timeoutMs: 2000, signal: controller.signal });
    expect(runner.stats().queued).toBe(1);
    controller.abort();
    expect(await waiting).toMatchObject({ success: false, error: 'Cancelled by the caller' });
    expect(runner.stats().queued).toBe(0);
    await running;
  }, 30_000);
});

describe('replacing workers', () => {
  it('replaces a timed-out worker at once, before the next call needs one', async () => {
    const runner = pool({ size: 2 });
    await Promise.all([0, 1].map(() => runner.run('fixture-regex', { pattern: 'a', text: 'a' }, { timeoutMs: 5000, client: String(Math.random()) })));
    expect(runner.stats().workers).toBe(2);
    expect(await runner.run('fixture-regex', CATASTROPHIC, { timeoutMs: 500 })).toMatchObject({ errorCode: 'TIMEOUT' });
    expect(runner.stats()).toMatchObject({ workers: 2, busy: 0 });
  }, 30_000);
});
