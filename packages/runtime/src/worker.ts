/** Worker side of the isolated runner: executes one tool call at a time, in-process. */
import { parentPort, workerData } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { failure, type ToolResult } from '@ctp/core';
import { execute } from './execute.js';
import type { Registry } from './registry.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

const WORKER_NICE = 10;

// Below the event loop's thread: on a busy machine the server keeps answering cheap calls while
// workers grind. On Linux a nice value is per thread, so this lowers this worker only (elsewhere
// it would lower the whole process, so it is left alone there).
if (process.platform === 'linux') {
  try {
    setPriority(WORKER_NICE);
  } catch {
    // not permitted in this sandbox: the pool works the same, only without the priority
  }
}

const { registryModule, registryExport } = workerData as { registryModule: string; registryExport: string };
// loaded at start-up, while the worker waits for its first call, not inside a call's time limit
const registry: Promise<Registry> = import(registryModule).then((m: Record<string, () => Registry | Promise<Registry>>) => m[registryExport]!());
registry.catch(() => {}); // reported to the call that needs it

const post = (message: FromWorker) => parentPort!.postMessage(message);

parentPort!.on('message', async ({ toolId, values }: ToWorker) => {
  let result: ToolResult;
  try {
    // the tool's module (and its libraries) loads before the clock starts: the parent times the run alone
    await (await registry).get(toolId)?.load();
    post({ type: 'started' });
    // the parent enforces the time limit by terminating this worker, and has already applied the
    // caller's input limits to these values (a CLI or library caller may have lifted them)
    result = await execute(await registry, toolId, values, { timeoutMs: 2 ** 31 - 1, limits: 'none' });
  } catch (error) {
    result = failure('INTERNAL_ERROR', `The tool's worker could not run it: ${(error as Error)?.message ?? String(error)}`);
  }
  try {
    // the parent measures time and sizes again; only a tool's warnings travel back
    const warnings = result.metadata?.warnings;
    post({ type: 'result', result: { ...result, metadata: warnings?.length ? { warnings } : undefined } });
  } catch (error) {
    // data a tool returned that cannot be cloned (a function, nested too deeply): say so instead of dying
    post({ type: 'result', result: failure('INTERNAL_ERROR', `The tool's result cannot be passed back from its worker: ${(error as Error).message}`) });
  }
});
