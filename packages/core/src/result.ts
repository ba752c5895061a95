import type { ErrorCode, FailureResult, ResultMetadata, SuccessResult, ToolResult } from './types.js';
import { ERROR_CODES } from './types.js';
import { hasLargeString, inputSize, valueSize } from './size.js';

export interface MetadataSource {
  /** `performance.now()` when the work started; fills `executionTime`. */
  startedAt?: number;
  /** The (normalized) input; fills `inputSize`. */
  input?: Record<string, unknown>;
  warnings?: string[];
}

function now(): number {
  return globalThis.performance?.now() ?? Date.now();
}

function buildMetadata(source: MetadataSource | undefined, output: unknown): ResultMetadata | undefined {
  if (!source) return undefined;
  const metadata: ResultMetadata = {};
  if (source.startedAt !== undefined) metadata.executionTime = roundMs(now() - source.startedAt);
  if (source.input) setInputSize(metadata, source.input);
  if (output !== undefined) setOutputSize(metadata, output);
  if (source.warnings?.length) metadata.warnings = [...source.warnings];
  return metadata;
}

function roundMs(ms: number): number {
  return Math.max(0, Math.round(ms * 1000) / 1000);
}

/** A successful result. With a source, `metadata` is filled (time, sizes, warnings). */
export function success<T>(data: T, source?: MetadataSource): SuccessResult<T> {
  const result: SuccessResult<T> = { success: true, data };
  const metadata = buildMetadata(source, data);
  if (metadata) result.metadata = metadata;
  return result;
}

/** A failed result with a spec error code (§8.4). */
export function failure(errorCode: ErrorCode, error: string, source?: MetadataSource): FailureResult {
  const result: FailureResult = { success: false, error, errorCode };
  const metadata = buildMetadata(source, undefined);
  if (metadata) result.metadata = metadata;
  return result;
}

/** Adds a warning to a result's metadata (tools use this for non-fatal notes). */
export function withWarnings<T extends ToolResult>(result: T, warnings: string[]): T {
  if (warnings.length === 0) return result;
  const metadata = { ...result.metadata };
  metadata.warnings = [...(metadata.warnings ?? []), ...warnings];
  return { ...result, metadata };
}

/** Fills metadata on a result a tool returned (the runtime's last step; on every call's hot path). */
export function completeMetadata(
  result: ToolResult,
  source: MetadataSource & { extra?: ResultMetadata; skipOutputSize?: boolean },
): ToolResult {
  const metadata: ResultMetadata = result.metadata ? Object.assign({}, result.metadata) : {};
  if (source.startedAt !== undefined) metadata.executionTime = roundMs(now() - source.startedAt);
  if (source.input) setInputSize(metadata, source.input);
  if (result.success && !source.skipOutputSize) setOutputSize(metadata, result.data);
  const extra = source.extra;
  if (extra) {
    if (extra.executionMode !== undefined) metadata.executionMode = extra.executionMode;
    if (extra.toolVersion !== undefined) metadata.toolVersion = extra.toolVersion;
  }
  return result.success
    ? { success: true, data: result.data, metadata }
    : { success: false, error: result.error, errorCode: result.errorCode, metadata };
}

/**
 * `inputSize` and `outputSize` of values that hold a large string are measured when first read
 * (serializing the result, postMessage and spreading all read them), not on every call:
 * counting the UTF-8 bytes of a 100 MB string costs a pass over it, a good part of what a
 * native kernel (a hash, an encoder) spends on the whole call, and a caller that only writes the
 * output out (the CLI, the library) never needs them. Small values are measured at once.
 *
 * The values wait in a non-enumerable symbol property (JSON, structured clone, spread and
 * Object.assign skip it) read by shared accessors: a closure per call holding a large string
 * measured half a millisecond per MiB of garbage-collection work in V8, this nothing.
 */
const PENDING = Symbol('ctp.pendingSizes');
interface PendingSizes {
  input?: Record<string, unknown>;
  data?: unknown;
}
type Lazy = ResultMetadata & { [PENDING]?: PendingSizes };

function setInputSize(metadata: ResultMetadata, input: Record<string, unknown>): void {
  if (hasLargeString(input)) setLazily(metadata, 'inputSize', { input });
  else metadata.inputSize = inputSize(input);
}

function setOutputSize(metadata: ResultMetadata, data: unknown): void {
  if (hasLargeString(data)) setLazily(metadata, 'outputSize', { data });
  else metadata.outputSize = valueSize(data);
}

function settle(target: ResultMetadata, key: 'inputSize' | 'outputSize', value: number): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const ACCESSORS = {
  inputSize: {
    get(this: Lazy): number {
      const size = inputSize(this[PENDING]?.input ?? {});
      settle(this, 'inputSize', size);
      return size;
    },
    set(this: Lazy, value: number) {
      settle(this, 'inputSize', value);
    },
  },
  outputSize: {
    get(this: Lazy): number {
      const size = valueSize(this[PENDING]?.data);
      settle(this, 'outputSize', size);
      return size;
    },
    set(this: Lazy, value: number) {
      settle(this, 'outputSize', value);
    },
  },
} as const;

function setLazily(metadata: Lazy, key: 'inputSize' | 'outputSize', values: PendingSizes): void {
  const pending = metadata[PENDING];
  if (pending) Object.assign(pending, values);
  else Object.defineProperty(metadata, PENDING, { value: values, enumerable: false, writable: false, configurable: true });
  Object.defineProperty(metadata, key, { enumerable: true, configurable: true, get: ACCESSORS[key].get, set: ACCESSORS[key].set });
}

const codes = new Set<string>(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && codes.has(value);
}

/** True for anything shaped like a ToolResult (what a tool must return). */
export function isToolResult(value: unknown): value is ToolResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  if (r.success === true) return 'data' in r && r.data !== undefined;
  if (r.success === false) return typeof r.error === 'string' && isErrorCode(r.errorCode);
  return false;
}

export { now as clock };
