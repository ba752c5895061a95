/**
 * Page side of tool execution: one worker per page, loaded with the tool's
 * code as soon as the page opens (so pressing Run fetches nothing), stopped
 * at the tool's time limit and replaced by a fresh one. A synchronous or
 * runaway tool therefore never freezes the page.
 */
import { DEFAULT_TIMEOUT_MS } from '@ctp/runtime';
import { failure, type ToolResult } from '@ctp/core';
import type { FromWorker, ToWorker } from './worker-core.js';

/** What the runner needs from a Worker (a real one, or the in-page fallback). */
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
}

export interface Runner {
  /** Resolves when the tool's code is loaded (rejects with the reason it could not be). */
  ready: Promise<void>;
  run(values: Record<string, unknown>): Promise<ToolResult>;
  /** Stops the current run (the worker is replaced). */
  cancel(): void;
}

export function createRunner(options: RunnerOptions): Runner {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let worker: WorkerPort;
  let nextRunId = 1;
  let current: { runId: number; resolve(result: ToolResult): void; timer: ReturnType<typeof setTimeout> } | undefined;
  let ready!: Promise<void>;

  const finish = (result: ToolResult) => {
    if (!current) return;
    clearTimeout(current.timer);
    const { resolve } = current;
    current = undefined;
    resolve(result);
  };

  const start = () => {
    const w = options.spawn();
    worker = w;
    ready = new Promise<void>((resolve, reject) => {
      w.onmessage = (event) => {
        const message = event.data;
        if (message.type === 'loaded') resolve();
        else if (message.type === 'load-error') reject(new Error(message.message));
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
    start();
  };

  start();

  return {
    get ready() {
      return ready;
    },
    async run(values) {
      if (current) {
        restart();
        finish(failure('EXECUTION_ERROR', 'Cancelled by a new run'));
      }
      try {
        await ready;
      } catch (error) {
        return failure('INTERNAL_ERROR', `The tool could not be loaded: ${(error as Error).message}`);
      }
      const runId = nextRunId++;
      return new Promise<ToolResult>((resolve) => {
        const timer = setTimeout(() => {
          restart();
          finish(failure('TIMEOUT', `Execution exceeded the time limit of ${timeoutMs} ms and was stopped`));
        }, timeoutMs);
        current = { runId, resolve, timer };
        worker.postMessage({ type: 'run', runId, toolId: options.toolId, values });
      });
    },
    cancel() {
      if (!current) return;
      restart();
      finish(failure('EXECUTION_ERROR', 'Cancelled'));
    },
  };
}
