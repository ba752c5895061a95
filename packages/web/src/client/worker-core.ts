/**
 * The tool-running side of the page ↔ worker protocol. The same code serves a
 * module worker (served pages), a blob worker (single-file bundles) and, where
 * a host forbids workers, the page itself.
 */
import type { Tool, ToolResult } from '@ctp/core';
import { execute, Registry } from '@ctp/runtime';

export type ToWorker =
  | { type: 'load'; toolId: string }
  | { type: 'run'; runId: number; toolId: string; values: Record<string, unknown> };

export type FromWorker =
  | { type: 'loaded'; toolId: string }
  | { type: 'load-error'; toolId: string; message: string }
  | { type: 'progress'; runId: number; progress: number; total?: number; message?: string }
  | { type: 'result'; runId: number; result: ToolResult };

export function toolHost(load: (toolId: string) => Promise<Tool>, post: (message: FromWorker) => void): (message: ToWorker) => Promise<void> {
  const registry = new Registry();
  const loading = new Map<string, Promise<void>>();
  const ensure = (toolId: string) => {
    let pending = loading.get(toolId);
    if (!pending) {
      pending = load(toolId).then((tool) => {
        if (!registry.has(tool.definition.id)) registry.register(tool);
      });
      loading.set(toolId, pending);
      pending.catch(() => loading.delete(toolId));
    }
    return pending;
  };
  return async (message) => {
    if (message.type === 'load') {
      try {
        await ensure(message.toolId);
        post({ type: 'loaded', toolId: message.toolId });
      } catch (error) {
        post({ type: 'load-error', toolId: message.toolId, message: error instanceof Error ? error.message : String(error) });
      }
    } else if (message.type === 'run') {
      await ensure(message.toolId).catch(() => undefined);
      // the page enforces the time limit by terminating this worker
      const { runId } = message;
      const result = await execute(registry, message.toolId, message.values, {
        executionMode: 'client',
        timeoutMs: 2 ** 31 - 1,
        // the user's own machine: no server-protecting size limits (the page applies the same rule)
        limits: 'none',
        onProgress: (progress, total, text) => post({ type: 'progress', runId, progress, total, message: text }),
      });
      post({ type: 'result', runId: message.runId, result });
    }
  };
}

interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Wires `toolHost` to a worker's global scope. */
export function serveInWorker(scope: WorkerScope, load: (toolId: string) => Promise<Tool>): void {
  const handle = toolHost(load, (m) => scope.postMessage(m));
  scope.addEventListener('message', (event) => void handle(event.data as ToWorker));
}
