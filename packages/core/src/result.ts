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
  if (source.input) metadata.inputSize = inputSize(source.input);
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
  if (source.input) metadata.inputSize = inputSize(source.input);
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
 * `outputSize` of data that holds a large string is measured when first read (serializing the
 * result, postMessage and spreading all read it), not on every call: escaping a 100 MB output
 * to count its JSON bytes costs as much as the encoding that made it, and a caller that only
 * writes the output out (the CLI) never needs it. Small data is measured at once.
 */
function setOutputSize(metadata: ResultMetadata, data: unknown): void {
  if (!hasLargeString(data)) {
    metadata.outputSize = valueSize(data);
    return;
  }
  const settle = (target: ResultMetadata, value: number) =>
    Object.defineProperty(target, 'outputSize', { value, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(metadata, 'outputSize', {
    enumerable: true,
    configurable: true,
    get(this: ResultMetadata) {
      const size = valueSize(data);
      settle(this, size);
      return size;
    },
    set(this: ResultMetadata, value: number) {
      settle(this, value);
    },
  });
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
