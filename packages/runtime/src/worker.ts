/** Worker side of the isolated runner: executes one tool call at a time, in-process. */
import { parentPort, workerData } from 'node:worker_threads';
import { execute } from './execute.js';
import type { Registry } from './registry.js';

const { registryModule, registryExport } = workerData as { registryModule: string; registryExport: string };
let registry: Promise<Registry> | undefined;

parentPort!.on('message', async ({ toolId, values }: { toolId: string; values: Record<string, unknown> }) => {
  registry ??= import(registryModule).then((m: Record<string, () => Registry | Promise<Registry>>) => m[registryExport]!());
  // the parent enforces the time limit by terminating this worker, and has already applied the
  // caller's input limits to these values (a CLI or library caller may have lifted them)
  const result = await execute(await registry, toolId, values, { timeoutMs: 2 ** 31 - 1, limits: 'none' });
  parentPort!.postMessage({ ...result, metadata: undefined });
});
