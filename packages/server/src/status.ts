import type { ErrorCode, FailureResult } from '@ctp/core';
import { isServerBusy } from '@ctp/runtime';

/** HTTP status for each CTP error code (DESIGN §5 REST). */
export const STATUS_BY_CODE: Record<ErrorCode, 400 | 401 | 404 | 429 | 500 | 504> = {
  INVALID_INPUT: 400,
  MISSING_REQUIRED: 400,
  TYPE_ERROR: 400,
  CONSTRAINT_VIOLATION: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  EXECUTION_ERROR: 500,
  INTERNAL_ERROR: 500,
  TIMEOUT: 504,
};

/**
 * Status and extra headers of a failed call. RATE_LIMITED answered by the worker pool rather than
 * the rate limiter means its queue is full: the server as a whole is busy (503) or this client has
 * too many calls waiting (429); either way a second is a fair wait.
 */
export function failureStatus(result: FailureResult, headers?: Record<string, string>): [number, FailureResult, Record<string, string> | undefined] {
  if (result.errorCode !== 'RATE_LIMITED') return [STATUS_BY_CODE[result.errorCode], result, headers];
  return [isServerBusy(result) ? 503 : 429, result, { ...headers, 'retry-after': '1' }];
}
