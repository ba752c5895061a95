/**
 * Page side of tool execution: one worker per page, loaded with the tool's code as soon as
 * the page opens (so a run fetches nothing), stopped at the tool's time limit and replaced by
 * a fresh one. A synchronous or runaway tool therefore never freezes the page.
 *
 * Live runs (as the user types) supersede each other: a newer input makes the running one
 * stale (its result is dropped) and only the latest input waits; a run that is stale and
 * still busy after a moment is stopped, so a slow tool cannot lag behind the typing.
 */
import { DEFAULT_TIMEOUT_MS } from '@ctp/runtime';
import { failure, type ToolResult } from '@ctp/core';
import type { FromWorker, ToWorker } from './worker-core.js';

/** What the runner needs from a Worker (a real one, the in-page fallback, or the REST port). */
export interface WorkerPort {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent | Event) => void) | null;
}

export interface RunnerOptions {
  toolId: string;
  /** The definition's `timeoutMs`, else the runtime default. */
  timeoutMs?: number;
  spawn(): WorkerPort;
  /** Progress a tool reports (ctx.progress). */
  onProgress?(progress: number, total: number | undefined, message: string | undefined): void;
}

export interface RunOptions {
  /** A live run: superseded by the next one instead of cancelling the worker at once. */
  live?: boolean;
}

export interface Runner {
  /** Resolves when the tool's code is loaded (rejects with the reason it could not be). */
  ready: Promise<void>;
  /** The result, or null when a newer run superseded this one. */
  run(values: Record<string, unknown>, options?: RunOptions): Promise<ToolResult | null>;
  /** Stops the current run (the worker is replaced). */
  cancel(): void;
  /** True while a run is in flight. */
  readonly busy: boolean;
}

/** How long a superseded run may keep the worker before it is stopped (ms). */
export const STALE_GRACE_MS = 400;

export function createRunner(options: RunnerOptions): Runner {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let worker: WorkerPort;
  let nextRunId = 1;
  let current: { runId: number; resolve(result: ToolResult | null): void; timer: ReturnType<typeof setTimeout>; stale: boolean; staleTimer?: ReturnType<typeof setTimeout> } | undefined;
  let waiting: { values: Record<string, unknown>; resolve(result: ToolResult | null): void } | undefined;
  let ready!: Promise<void>;

  const finish = (result: ToolResult) => {
    if (!current) return;
    const { resolve, stale, timer, staleTimer } = current;
    clearTimeout(timer);
    clearTimeout(staleTimer);
    current = undefined;
    resolve(stale ? null : result);
    const next = waiting;
    waiting = undefined;
    if (next) void start(next.values).then(next.resolve);
  };

  const spawnWorker = () => {
    const w = options.spawn();
    worker = w;
    ready = new Promise<void>((resolve, reject) => {
      w.onmessage = (event) => {
        const message = event.data;
        if (message.type === 'loaded') resolve();
        else if (message.type === 'load-error') reject(new Error(message.message));
        else if (message.type === 'progress' && current?.runId === message.runId && !current.stale) options.onProgress?.(message.progress, message.total, message.message);
        else if (message.type === 'result' && current?.runId === message.runId) finish(message.result);
      };
      w.onerror = (event) => {
        const message = 'message' in event && event.message ? event.message : 'the tool worker failed to start';
        reject(new Error(message));
        if (current) {
          restart();
          finish(failure('INTERNAL_ERROR', `The tool stopped unexpectedly: ${message}`));
        }
      };
    });
    ready.catch(() => undefined); // reported to whoever awaits it
    w.postMessage({ type: 'load', toolId: options.toolId });
  };

  const restart = () => {
    worker.terminate();
    spawnWorker();
  };

  const start = async (values: Record<string, unknown>): Promise<ToolResult | null> => {
    try {
      await ready;
    } catch (error) {
      return failure('INTERNAL_ERROR', `The tool could not be loaded: ${(error as Error).message}`);
    }
    const runId = nextRunId++;
    return new Promise<ToolResult | null>((resolve) => {
      const timer = setTimeout(() => {
        restart();
        finish(failure('TIMEOUT', `Execution exceeded the time limit of ${timeoutMs} ms and was stopped`));
      }, timeoutMs);
      current = { runId, resolve, timer, stale: false };
      worker.postMessage({ type: 'run', runId, toolId: options.toolId, values });
    });
  };

  spawnWorker();

  return {
    get ready() {
      return ready;
    },
    get busy() {
      return current !== undefined;
    },
    run(values, runOptions = {}) {
      if (!current) return start(values);
      if (!runOptions.live) {
        // an explicit run replaces whatever is running, at once
        waiting?.resolve(null);
        waiting = undefined;
        current.stale = true;
        restart();
        finish(failure('EXECUTION_ERROR', 'Cancelled by a new run'));
        return start(values);
      }
      // live: the running call becomes stale; only the newest input waits for the worker
      waiting?.resolve(null);
      const running = current;
      if (!running.stale) {
        running.stale = true;
        running.staleTimer = setTimeout(() => {
          if (current !== running) return;
          restart();
          finish(failure('EXECUTION_ERROR', 'Superseded'));
        }, STALE_GRACE_MS);
      }
      return new Promise((resolve) => (waiting = { values, resolve }));
    },
    cancel() {
      waiting?.resolve(null);
      waiting = undefined;
      if (!current) return;
      restart();
      finish(failure('EXECUTION_ERROR', 'Cancelled'));
    },
  };
}
