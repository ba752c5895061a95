import { failure, type FailureResult, type ToolResult } from '@ctp/core';

/**
 * Results that mean "the server as a whole is too busy" (503 over HTTP), as opposed to "this
 * client sends too much" (429). Both are RATE_LIMITED in CTP, whose results have no field to
 * tell them apart, so the runtime remembers which objects it made for the first case.
 */
const busy = new WeakSet<object>();

/** RATE_LIMITED because the server is at capacity (its worker pool's queue is full). */
export function serverBusy(message: string): FailureResult {
  const result = failure('RATE_LIMITED', message);
  busy.add(result);
  return result;
}

/** True for a result `serverBusy` made, or `keepBusy` carried over. */
export function isServerBusy(result: ToolResult): boolean {
  return busy.has(result);
}

/** Carries the mark from a result to the copy made of it (metadata completed). */
export function keepBusy<T extends ToolResult>(from: ToolResult, to: T): T {
  if (busy.has(from)) busy.add(to);
  return to;
}
