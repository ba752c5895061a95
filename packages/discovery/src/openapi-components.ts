import type { ErrorCode, JsonSchema } from '@ctp/core';
import { ERROR_CODES } from '@ctp/core';
import { copyJson } from './options.js';

/** The parts of OpenAPI 3.1 these documents use. */
export interface OpenApiExample {
  summary?: string;
  value: unknown;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
  examples?: Record<string, OpenApiExample>;
}

export interface OpenApiHeader {
  description: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader | { $ref: string }>;
  content?: Record<string, OpenApiMediaType>;
}

export type Ref = { $ref: string };

const ref = (kind: string, name: string): Ref => ({ $ref: `#/components/${kind}/${name}` });
export const schemaRef = (name: string): Ref => ref('schemas', name);
export const responseRef = (name: string): Ref => ref('responses', name);

/** Result metadata (spec §8.1 plus the reference schema's `toolVersion` and `executionMode`). */
const ResultMetadata: JsonSchema = {
  type: 'object',
  description: 'Execution metadata the runtime adds to every result.',
  properties: {
    executionTime: { type: 'number', minimum: 0, description: 'Execution time in milliseconds.' },
    inputSize: { type: 'integer', minimum: 0, description: 'Size of the input in bytes.' },
    outputSize: { type: 'integer', minimum: 0, description: 'Size of the output in bytes.' },
    cached: { type: 'boolean', description: 'Whether the result was served from a cache.' },
    warnings: { type: 'array', items: { type: 'string' }, description: 'Non-fatal warnings.' },
    toolVersion: { type: 'string', description: 'Version of the tool that ran.' },
    executionMode: { type: 'string', enum: ['client', 'server'], description: 'Where the tool ran.' },
  },
  additionalProperties: false,
};

const ErrorCodeSchema: JsonSchema = {
  type: 'string',
  enum: [...ERROR_CODES],
  description: 'CTP error code (spec §8.4).',
};

const ToolError: JsonSchema = {
  type: 'object',
  description: 'A failed tool result.',
  required: ['success', 'error', 'errorCode'],
  properties: {
    success: { type: 'boolean', const: false },
    error: { type: 'string', description: 'What went wrong, for people and models.' },
    errorCode: schemaRef('ErrorCode'),
    metadata: schemaRef('ResultMetadata'),
  },
  additionalProperties: false,
};

/** Fresh copies: a consumer editing one document must not change the next. */
export const componentSchemas = (): Record<string, JsonSchema> => copyJson({ ErrorCode: ErrorCodeSchema, ResultMetadata, ToolError });

export const RETRY_AFTER = 'RetryAfter';

export const componentHeaders = (): Record<string, OpenApiHeader> => ({
  [RETRY_AFTER]: {
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer', minimum: 0 },
  },
});

/**
 * The failures an operation can return, shared by every operation. 404 and 405
 * are left out: they answer paths and methods that are not in this document.
 */
const ERROR_RESPONSES: Record<string, { status: string; description: string; code: ErrorCode; message: string }> = {
  BadRequest: {
    status: '400',
    description: 'The input was rejected (missing, mistyped or out-of-range parameters) or the tool could not process it.',
    code: 'INVALID_INPUT',
    message: 'Invalid JSON at line 1, column 2: property name expected',
  },
  PayloadTooLarge: {
    status: '413',
    description: 'The request body is larger than the server accepts.',
    code: 'CONSTRAINT_VIOLATION',
    message: 'Request body too large',
  },
  TooManyRequests: {
    status: '429',
    description: 'Rate limit exceeded; retry after the number of seconds in Retry-After.',
    code: 'RATE_LIMITED',
    message: 'Rate limit exceeded',
  },
  InternalError: {
    status: '500',
    description: 'The tool failed unexpectedly.',
    code: 'INTERNAL_ERROR',
    message: 'Internal error',
  },
  Timeout: {
    status: '504',
    description: 'The tool did not finish within its time limit.',
    code: 'TIMEOUT',
    message: 'Execution timed out',
  },
};

/** 413 answers request bodies only, so GET-only documents leave it out (an unused component is a lint warning). */
const errorsFor = (withBody: boolean) => Object.entries(ERROR_RESPONSES).filter(([, r]) => withBody || r.status !== '413');

/** components.responses: each shared failure with a ToolError example. */
export function componentResponses(withBody: boolean): Record<string, OpenApiResponse> {
  const out: Record<string, OpenApiResponse> = {};
  for (const [name, r] of errorsFor(withBody)) {
    const example = { success: false, error: r.message, errorCode: r.code };
    out[name] = {
      description: r.description,
      ...(r.status === '429' ? { headers: { 'Retry-After': ref('headers', RETRY_AFTER) } } : {}),
      content: { 'application/json': { schema: schemaRef('ToolError'), examples: { [r.code]: { value: example } } } },
    };
  }
  return out;
}

/** `{ status: $ref }` for an operation's error responses. */
export function errorResponses(withBody: boolean): Record<string, Ref> {
  return Object.fromEntries(errorsFor(withBody).map(([name, r]) => [r.status, responseRef(name)]));
}
