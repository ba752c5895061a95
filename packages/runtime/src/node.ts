/**
 * Node-only: a worker-thread pool for tools marked `isolate` (user regexes and
 * other super-linear work). A call past its time limit terminates its worker,
 * which stops even a catastrophic backtracking regex; a fresh worker replaces it.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { failure, type ToolResult } from '@ctp/core';
import type { IsolatedRunner } from './execute.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

/** How long a worker may take to start and load a tool's module before a call's own time limit begins. */
const LOAD_TIMEOUT_MS = 60_000;

export interface WorkerRunnerOptions {
  /** Module URL exporting a function that returns the Registry (run inside the worker). */
  registryModule: string;
  /** Name of that export. */
  registryExport?: string;
  /** Most workers at once (default: cores − 1, at least 1). */
  size?: number;
  /** Heap limit of each worker in MiB (default 512). */
  maxMemoryMb?: number;
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

export interface WorkerRunner {
  run: IsolatedRunner;
  /** Terminates every worker. */
  close(): Promise<void>;
}

export function createWorkerRunner(options: WorkerRunnerOptions): WorkerRunner {
  const size = Math.max(1, options.size ?? availableParallelism() - 1);
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;
  // from source (tests run src/*.ts) the compiled worker lives in dist/
  const workerUrl = new URL(import.meta.url.endsWith('.ts') ? '../dist/worker.js' : './worker.js', import.meta.url);

  const spawn = (): Slot => {
    const worker = new Worker(workerUrl, {
      workerData: { registryModule: options.registryModule, registryExport: options.registryExport ?? 'createRegistry' },
      execArgv: workerExecArgv(),
      // a hostile input may make a tool allocate without bound: cap the worker's heap
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 512 },
    });
    worker.unref();
    const slot: Slot = { worker, busy: false };
    slots.push(slot);
    return slot;
  };

  const retire = (slot: Slot) => {
    slots.splice(slots.indexOf(slot), 1);
    void slot.worker.terminate();
  };

  const dispatch = () => {
    while (queue.length > 0 && !closed) {
      let slot: Slot | undefined;
      try {
        slot = slots.find((s) => !s.busy) ?? (slots.length < size ? spawn() : undefined);
      } catch (error) {
        // no thread could be started (resources exhausted): the job gets an answer, not a hang
        queue.shift()!.resolve(failure('INTERNAL_ERROR', `No worker could be started: ${(error as Error).message}`));
        continue;
      }
      if (!slot) return;
      runOn(slot, queue.shift()!);
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
    const onAbort = () => finish(failure('EXECUTION_ERROR', 'Cancelled by the caller'), false);
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
    run: (toolId, values, { timeoutMs, signal }) =>
      new Promise<ToolResult>((resolve) => {
        if (closed) return resolve(failure('INTERNAL_ERROR', 'The worker pool is closed'));
        if (signal?.aborted) return resolve(failure('EXECUTION_ERROR', 'Cancelled by the caller'));
        queue.push({ toolId, values, timeoutMs, signal, resolve });
        dispatch();
      }),
    async close() {
      closed = true;
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
      for (const job of queue.splice(0)) job.resolve(failure('INTERNAL_ERROR', 'The worker pool is closed'));
    },
  };
}
