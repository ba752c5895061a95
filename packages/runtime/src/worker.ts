/** Worker side of the isolated runner: executes one tool call at a time, in-process. */
import { parentPort, workerData } from 'node:worker_threads';
import { failure, type ToolResult } from '@ctp/core';
import { execute } from './execute.js';
import type { Registry } from './registry.js';

const { registryModule, registryExport } = workerData as { registryModule: string; registryExport: string };
let registry: Promise<Registry> | undefined;

parentPort!.on('message', async ({ toolId, values }: { toolId: string; values: Record<string, unknown> }) => {
  let result: ToolResult;
  try {
    registry ??= import(registryModule).then((m: Record<string, () => Registry | Promise<Registry>>) => m[registryExport]!());
    // the parent enforces the time limit by terminating this worker, and has already applied the
    // caller's input limits to these values (a CLI or library caller may have lifted them)
    result = await execute(await registry, toolId, values, { timeoutMs: 2 ** 31 - 1, limits: 'none' });
  } catch (error) {
    result = failure('INTERNAL_ERROR', `The tool's worker could not run it: ${(error as Error)?.message ?? String(error)}`);
  }
  try {
    // the parent measures time and sizes again; only a tool's warnings travel back
    const warnings = result.metadata?.warnings;
    parentPort!.postMessage({ ...result, metadata: warnings?.length ? { warnings } : undefined });
  } catch (error) {
    // data a tool returned that cannot be cloned (a function, nested too deeply): say so instead of dying
    parentPort!.postMessage(failure('INTERNAL_ERROR', `The tool's result cannot be passed back from its worker: ${(error as Error).message}`));
  }
});
