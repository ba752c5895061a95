import type { ToolResult } from '@ctp/core';

/** A call handed to a pool worker. */
export interface ToWorker {
  toolId: string;
  values: Record<string, unknown>;
}

/**
 * What a worker answers: `started` once the tool's module is loaded (the parent starts the call's
 * time limit then, so a cold worker's start-up never counts as the tool's run), then the result.
 */
export type FromWorker = { type: 'started' } | { type: 'result'; result: ToolResult };
