/**
 * Node-only: the worker-thread pool where servers run what must not block their event loop —
 * tools marked `isolate` (user regexes and other super-linear work) and costly calls (see
 * `ExecuteOptions.offload`). A call past its time limit terminates its worker, which stops even
 * a catastrophic backtracking regex; a fresh worker replaces it at once. Calls wait per client
 * and start by turns (`FairQueue`), so no client can hold every worker; past the queue limits a
 * call is answered RATE_LIMITED at once instead of waiting forever.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism, totalmem } from 'node:os';
import { failure, type ToolResult } from '@ctp/core';
import type { IsolatedRunner } from './execute.js';
import { FairQueue, type FairQueueLimits } from './fair-queue.js';
import { serverBusy } from './busy.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

/** How long a worker may take to start and load a tool's module before a call's own time limit begins. */
const LOAD_TIMEOUT_MS = 60_000;
const DEFAULT_MEMORY_MB = 512;

export interface WorkerRunnerOptions {
  /** Module URL exporting a function that returns the Registry (run inside the worker). */
  registryModule: string;
  /** Name of that export. */
  registryExport?: string;
  /** Most workers at once (default `defaultPoolSize()`: the machine's cores, memory permitting, at least 2). */
  size?: number;
  /** Heap limit of each worker in MiB (default 512). */
  maxMemoryMb?: number;
  /** Calls waiting across clients before new ones get RATE_LIMITED "busy" (default 16 per worker). */
  maxQueued?: number;
  /** Calls one client may have waiting (default 8). */
  maxQueuedPerClient?: number;
  /** Workers one client may hold at once (default: all but one, so another client always finds one free). */
  maxRunningPerClient?: number;
}

/**
 * Workers for this machine: one per core (the event loop's thread runs at a higher priority, see
 * worker.ts), at least two so one stuck call never stops the pool, and no more than half the
 * memory holds at the per-worker heap limit.
 */
export function defaultPoolSize(maxMemoryMb = DEFAULT_MEMORY_MB): number {
  const byMemory = Math.floor(totalmem() / 2 / (maxMemoryMb * 1024 * 1024));
  return Math.max(2, Math.min(availableParallelism(), byMemory));
}

/**
 * The parent's flags minus export conditions: a test runner resolving
 * workspace packages to TypeScript sources (`--conditions source`) must not make
 * the worker, which plain Node runs, do the same.
 */
function workerExecArgv(): string[] {
  const out: string[] = [];
  const args = process.execArgv;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--conditions' || arg === '-C') i++;
    else if (!arg.startsWith('--conditions=') && !arg.startsWith('-C=')) out.push(arg);
  }
  return out;
}

interface Job {
  client: string;
  toolId: string;
  values: Record<string, unknown>;
  timeoutMs: number;
  signal?: AbortSignal;
  resolve(result: ToolResult): void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

export interface PoolStats {
  workers: number;
  busy: number;
  queued: number;
}

export interface WorkerRunner {
  run: IsolatedRunner;
  /** Workers, busy workers and waiting calls (for /health and tests). */
  stats(): PoolStats;
  /** Terminates every worker; waiting calls get INTERNAL_ERROR. */
  close(): Promise<void>;
}

const cancelled = () => failure('EXECUTION_ERROR', 'Cancelled by the caller');

export function createWorkerRunner(options: WorkerRunnerOptions): WorkerRunner {
  const maxMemoryMb = options.maxMemoryMb ?? DEFAULT_MEMORY_MB;
  const size = Math.max(1, options.size ?? defaultPoolSize(maxMemoryMb));
  const limits: FairQueueLimits = {
    maxQueued: options.maxQueued ?? 16 * size,
    maxQueuedPerClient: options.maxQueuedPerClient ?? 8,
    maxRunningPerClient: options.maxRunningPerClient ?? Math.max(1, size - 1),
  };
  const queue = new FairQueue<Job>(limits);
  const slots: Slot[] = [];
  let closed = false;
  // from source (tests run src/*.ts) the compiled worker lives in dist/
  const workerUrl = new URL(import.meta.url.endsWith('.ts') ? '../dist/worker.js' : './worker.js', import.meta.url);

  const spawn = (): Slot => {
    const worker = new Worker(workerUrl, {
      workerData: { registryModule: options.registryModule, registryExport: options.registryExport ?? 'createRegistry' },
      execArgv: workerExecArgv(),
      // a hostile input may make a tool allocate without bound: cap the worker's heap
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
    });
    worker.unref();
    // an idle worker that dies (out of memory while loading…) leaves the pool; a busy one is handled by its call
    worker.once('exit', () => {
      const at = slots.indexOf(slot);
      if (at !== -1 && !slot.busy) slots.splice(at, 1);
    });
    worker.on('error', () => {}); // reported to the call running on it, if any (see runOn)
    const slot: Slot = { worker, busy: false };
    slots.push(slot);
    return slot;
  };

  /** A worker that timed out, crashed or was cancelled goes; a warm one takes its place at once. */
  const retire = (slot: Slot) => {
    const at = slots.indexOf(slot);
    if (at !== -1) slots.splice(at, 1);
    void slot.worker.terminate();
    if (!closed && slots.length < size) {
      try {
        spawn();
      } catch {
        // no thread could be started now; dispatch tries again when a call needs one
      }
    }
  };

  const dispatch = () => {
    while (!closed && queue.hasStartable()) {
      let slot = slots.find((s) => !s.busy);
      if (!slot && slots.length >= size) return;
      const job = queue.next()!;
      try {
        slot ??= spawn();
      } catch (error) {
        // no thread could be started (resources exhausted): the call gets an answer, not a hang
        queue.done(job);
        job.resolve(failure('INTERNAL_ERROR', `No worker could be started: ${(error as Error).message}`));
        continue;
      }
      runOn(slot, job);
    }
  };

  const runOn = (slot: Slot, job: Job) => {
    slot.busy = true;
    slot.worker.ref();
    let settled = false;
    const finish = (result: ToolResult, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      slot.worker.off('exit', onExit);
      queue.done(job);
      if (healthy) {
        slot.busy = false;
        slot.worker.unref();
      } else retire(slot);
      job.resolve(result);
      dispatch();
    };
    const onMessage = (message: FromWorker) => {
      if (message.type === 'result') return finish(message.result, true);
      // the tool is loaded: its own time limit starts now (a cold worker's start-up is not the tool's run)
      clearTimeout(timer);
      timer = setTimeout(
        () => finish(failure('TIMEOUT', `Execution exceeded the time limit of ${job.timeoutMs} ms and was stopped`), false),
        job.timeoutMs,
      );
    };
    const onError = (error: Error) => finish(failure('INTERNAL_ERROR', `Worker failed: ${error.message}`), false);
    const onExit = (code: number) =>
      finish(failure('INTERNAL_ERROR', `The tool's worker exited unexpectedly (code ${code}), e.g. out of memory`), false);
    const onAbort = () => finish(cancelled(), false);
    let timer = setTimeout(
      () => finish(failure('INTERNAL_ERROR', `The tool's worker did not load it within ${LOAD_TIMEOUT_MS} ms`), false),
      LOAD_TIMEOUT_MS,
    );
    slot.worker.on('message', onMessage);
    slot.worker.once('error', onError);
    slot.worker.once('exit', onExit);
    job.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      slot.worker.postMessage({ toolId: job.toolId, values: job.values } satisfies ToWorker);
    } catch (error) {
      // the values could not be cloned (nested too deeply, or not cloneable): the worker never
      // saw the job, so it is free at once and the caller gets an input error
      finish(failure('INVALID_INPUT', `The input cannot be passed to the tool's worker: ${(error as Error).message}`), true);
    }
  };

  return {
    run: (toolId, values, { timeoutMs, signal, client = '' }) =>
      new Promise<ToolResult>((resolve) => {
        if (closed) return resolve(failure('INTERNAL_ERROR', 'The worker pool is closed'));
        if (signal?.aborted) return resolve(cancelled());
        const job: Job = { client, toolId, values, timeoutMs, signal, resolve };
        const refused = queue.add(job);
        if (refused === 'client')
          return resolve(failure('RATE_LIMITED', `Too many of your calls are waiting for a worker (${limits.maxQueuedPerClient}): retry when some have finished`));
        if (refused === 'pool') return resolve(serverBusy(`The server is busy: ${limits.maxQueued} calls are waiting for a worker; retry shortly`));
        if (signal) {
          // cancelled while waiting: out of the queue at once (runOn listens once it runs)
          const onAbort = () => {
            if (queue.remove(job)) resolve(cancelled());
          };
          signal.addEventListener('abort', onAbort, { once: true });
          const settle = job.resolve;
          job.resolve = (result) => {
            signal.removeEventListener('abort', onAbort);
            settle(result);
          };
        }
        dispatch();
      }),
    stats: () => ({ workers: slots.length, busy: slots.filter((s) => s.busy).length, queued: queue.size }),
    async close() {
      closed = true;
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
      for (const job of queue.drain()) job.resolve(failure('INTERNAL_ERROR', 'The worker pool is closed'));
    },
  };
}
