/**
 * The isolated runner on runtimes with Web Workers (Deno, Bun): tools marked
 * `isolate` (user regexes and other super-linear work) run in a module worker
 * that is terminated at the time limit, so a catastrophic pattern costs one
 * worker, never the server; a fresh worker replaces it on the next call.
 * The Node counterpart, with worker threads and heap caps, is @ctp/runtime/node.
 */
import { failure, type ToolResult } from '@ctp/core';
import type { IsolatedRunner } from '@ctp/runtime';

/** The slice of the Web Worker API this pool uses (Deno and Bun implement it). */
interface WebWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: { message?: string; preventDefault?(): void }) => void) | null;
}
type WorkerConstructor = new (url: string | URL, options: { type: 'module' }) => WebWorker;

export interface WebWorkerPoolOptions {
  /** Module URL of the worker script (runtimes/isolated-worker.js). */
  url: URL;
  /** Most workers at once (default 2). */
  size?: number;
}

interface Job {
  toolId: string;
  values: Record<string, unknown>;
  timeoutMs: number;
  signal?: AbortSignal;
  resolve(result: ToolResult): void;
}

export interface WebWorkerPool {
  run: IsolatedRunner;
  close(): Promise<void>;
}

export function createWebWorkerPool(options: WebWorkerPoolOptions): WebWorkerPool {
  const Worker = (globalThis as { Worker?: WorkerConstructor }).Worker;
  const size = Math.max(1, options.size ?? 2);
  const idle: WebWorker[] = [];
  const running = new Set<WebWorker>();
  let busy = 0;
  const queue: Job[] = [];
  let closed = false;

  const dispatch = () => {
    while (queue.length > 0 && !closed && (idle.length > 0 || busy < size)) {
      const job = queue.shift()!;
      let worker = idle.pop();
      if (!worker) {
        if (!Worker) {
          job.resolve(failure('INTERNAL_ERROR', 'This runtime has no Web Workers, so tools that must be stoppable cannot run here'));
          continue;
        }
        try {
          worker = new Worker(options.url, { type: 'module' });
        } catch (error) {
          job.resolve(failure('INTERNAL_ERROR', `No worker could be started: ${(error as Error).message}`));
          continue;
        }
      }
      runOn(worker, job);
    }
  };

  const runOn = (worker: WebWorker, job: Job) => {
    busy++;
    running.add(worker);
    let settled = false;
    const finish = (result: ToolResult, healthy: boolean) => {
      if (settled) return;
      settled = true;
      busy--;
      running.delete(worker);
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      if (healthy && !closed) idle.push(worker);
      else worker.terminate();
      job.resolve(result);
      dispatch();
    };
    const onAbort = () => finish(failure('EXECUTION_ERROR', 'Cancelled by the caller'), false);
    const timer = setTimeout(
      () => finish(failure('TIMEOUT', `Execution exceeded the time limit of ${job.timeoutMs} ms and was stopped`), false),
      job.timeoutMs,
    );
    worker.onmessage = (event) => finish(event.data as ToolResult, true);
    worker.onerror = (event) => {
      event.preventDefault?.();
      finish(failure('INTERNAL_ERROR', `Worker failed: ${event.message ?? 'unknown error'}`), false);
    };
    job.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      worker.postMessage({ toolId: job.toolId, values: job.values });
    } catch (error) {
      // the values could not be cloned: the worker never saw the job, so it is free at once
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
      for (const worker of [...idle.splice(0), ...running]) worker.terminate();
      for (const job of queue.splice(0)) job.resolve(failure('INTERNAL_ERROR', 'The worker pool is closed'));
    },
  };
}
