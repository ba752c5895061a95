/**
 * Web Worker side of the isolated runner (Deno, Bun): one tool call at a time,
 * from the whole catalog. The pool (web-worker-pool.ts) enforces the time limit
 * by terminating this worker, and has already applied the server's input limits.
 */
import { execute } from '@ctp/runtime';
import { createRegistry } from '@ctp/tools';

const registry = createRegistry();
const scope = globalThis as unknown as {
  onmessage: ((event: { data: { toolId: string; values: Record<string, unknown> } }) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async ({ data: { toolId, values } }) => {
  const result = await execute(registry, toolId, values, { timeoutMs: 2 ** 31 - 1, limits: 'none' });
  scope.postMessage({ ...result, metadata: undefined });
};
