import type { ErrorCode } from '@ctp/core';

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
