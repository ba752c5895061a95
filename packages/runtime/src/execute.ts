import {
  clock,
  completeMetadata,
  failure,
  type InputLimits,
  isToolResult,
  prepareValues,
  readInput,
  type RawInput,
  type ResultMetadata,
  type ToolContext,
  type Tool,
  type ToolResult,
  type ToolSpec,
  valueSize,
} from '@ctp/core';
import type { Registry, RegistryEntry } from './registry.js';
import { keepBusy } from './busy.js';

export const DEFAULT_TIMEOUT_MS = 10_000;

/** Runs a tool that must be stoppable (`isolate: true`) somewhere it can be killed. */
export type IsolatedRunner = (
  toolId: string,
  values: Record<string, unknown>,
  options: { timeoutMs: number; signal?: AbortSignal; client?: string },
) => Promise<ToolResult>;

/** Which calls besides `isolate` tools run on the `isolatedRunner` (see `ExecuteOptions.offload`). */
export interface OffloadPolicy {
  /** Calls whose parameters hold more than this many characters (strings) or JSON bytes (other values). */
  inputBytes: number;
}

/**
 * What servers offload: every call of a `cost: 'heavy'` tool, and any call with more than 4 KB of
 * input. Up to 4 KB every linear tool of the catalog answers within the budget `bench/offload.mjs`
 * checks (tools that do not are declared heavy); handing a call to a worker costs well under a
 * millisecond, so larger inputs lose nothing there and never hold the event loop.
 */
export const SERVER_OFFLOAD: OffloadPolicy = { inputBytes: 4 * 1024 };

export interface ExecuteOptions {
  /** Time limit per call. The tighter of this and the definition's `timeoutMs` applies. */
  timeoutMs?: number;
  /** Cancels the call (MCP `notifications/cancelled`, a closed HTTP request…). */
  signal?: AbortSignal;
  onProgress?: ToolContext['progress'];
  /** Recorded in `metadata.executionMode`. */
  executionMode?: 'client' | 'server';
  /** Where `isolate` tools run (and, with `offload`, costly calls); without one everything runs in-process. */
  isolatedRunner?: IsolatedRunner;
  /**
   * Servers: run costly calls on `isolatedRunner` too, so that none blocks the event loop every
   * other request is answered on (`SERVER_OFFLOAD`). The library and the CLI leave it unset: their
   * process serves nobody else.
   */
  offload?: OffloadPolicy;
  /** Who is calling (a client address, a session): the worker pool shares its workers between callers by turns. */
  client?: string;
  /**
   * Which input size limits apply. `'definition'` (the default, and what every server surface
   * uses) enforces the definition's `maxLength`/`maxSize`; `'none'` lifts them on data
   * parameters (textarea, json, file) for callers on their own machine: the library, the CLI,
   * the browser page. Field rules (a text field's length, patterns, ranges, options) always apply.
   */
  limits?: InputLimits;
  /**
   * Skip `metadata.outputSize`: for callers that serialize `data` themselves
   * and measure it then (REST), instead of serializing it twice.
   */
  skipOutputSize?: boolean;
}

/**
 * execute(id, input): normalize → validate → run → result with metadata.
 * Never throws: an unknown id is NOT_FOUND, a throwing tool EXECUTION_ERROR,
 * a call past its time limit TIMEOUT.
 */
export async function execute(registry: Registry, toolId: string, raw: RawInput, options: ExecuteOptions = {}): Promise<ToolResult> {
  return executeNow(registry, toolId, raw, options);
}

/**
 * execute() without the promise when none is needed: a loaded, synchronous
 * tool called with a plain record returns its result directly (what a hot
 * server path wants: no microtask hops, no promise allocations). Anything
 * that has to wait (lazy load, FormData input, isolated or async tools)
 * returns a promise, as execute() does.
 */
export function executeNow(registry: Registry, toolId: string, raw: RawInput, options: ExecuteOptions = {}): ToolResult | Promise<ToolResult> {
  const startedAt = clock();
  // §7.3 and our own contract: nothing escapes. Every known throw has its own answer below;
  // this guard turns anything else (a hostile getter, a stack exhausted in a step nobody
  // foresaw) into INTERNAL_ERROR instead of a rejected promise or an exception in a server.
  try {
    const result = start(registry, toolId, raw, options, startedAt);
    return isThenable(result) ? Promise.resolve(result).then(undefined, (error: unknown) => escaped(error, startedAt)) : result;
  } catch (error) {
    return escaped(error, startedAt);
  }
}

function start(registry: Registry, toolId: string, raw: RawInput, options: ExecuteOptions, startedAt: number): ToolResult | Promise<ToolResult> {
  const extra: ResultMetadata = { executionMode: options.executionMode, toolVersion: undefined };
  const entry = registry.get(toolId);
  if (!entry) return failure('NOT_FOUND', `Unknown tool "${toolId}"`, { startedAt });
  extra.toolVersion = entry.definition.version;
  // plain records need no reading (the common case: JSON bodies, MCP, the CLI)
  if (isPlainRecord(raw)) return runRecord(entry, raw, options, startedAt, extra);
  return readInput(raw).then(
    (record) => runRecord(entry, record, options, startedAt, extra),
    () => failure('INVALID_INPUT', 'Input could not be read', { startedAt }),
  );
}

function escaped(error: unknown, startedAt: number): ToolResult {
  let message: string;
  try {
    message = messageOf(error);
  } catch {
    message = 'unreadable error';
  }
  return failure('INTERNAL_ERROR', `The call failed outside the tool: ${message}`, { startedAt });
}

function runRecord(
  entry: RegistryEntry,
  record: Record<string, unknown>,
  options: ExecuteOptions,
  startedAt: number,
  extra: ResultMetadata,
): ToolResult | Promise<ToolResult> {
  const definition = entry.definition;
  const prepared = prepareValues(definition.parameters, record, options); // reads options.limits
  if (!prepared.ok) return completeMetadata(prepared.failure, { startedAt, extra });
  const values = prepared.values;

  // a definition says how long its tool may need; a caller may only tighten that
  const timeoutMs = Math.min(options.timeoutMs ?? definition.timeoutMs ?? DEFAULT_TIMEOUT_MS, definition.timeoutMs ?? Infinity);
  if (options.signal?.aborted) return completeMetadata(cancelled(), { startedAt, input: values, extra });
  const complete = (result: ToolResult) => completeMetadata(result, { startedAt, input: values, extra, skipOutputSize: options.skipOutputSize });

  const runner = options.isolatedRunner;
  if (runner && (definition.isolate || offloads(definition, values, options.offload))) {
    let pending: Promise<ToolResult>;
    try {
      pending = runner(entry.definition.id, values, { timeoutMs, signal: options.signal, client: options.client });
    } catch (error) {
      pending = Promise.reject(error);
    }
    return pending.then(
      (result) => keepBusy(result, complete(result)),
      (error: unknown) => complete(failure('INTERNAL_ERROR', `Isolated execution failed: ${messageOf(error)}`)),
    );
  }
  const result = runInProcess(entry, values, timeoutMs, options);
  return isThenable(result) ? (result as Promise<ToolResult>).then(complete) : complete(result);
}

/** True when a call is costly enough to leave the event loop (see `OffloadPolicy`). */
function offloads(definition: ToolSpec, values: Record<string, unknown>, policy: OffloadPolicy | undefined): boolean {
  if (!policy) return false;
  if (definition.cost === 'heavy') return true;
  let size = 0;
  for (const key in values) {
    const value = values[key];
    // a string's length is free; structured values are bounded (json maxLength, depth) and rare
    size += typeof value === 'string' ? value.length : typeof value === 'object' && value !== null ? valueSize(value) : 0;
    if (size > policy.inputBytes) return true;
  }
  return false;
}

function cancelled(): ToolResult {
  return failure('EXECUTION_ERROR', 'Cancelled by the caller');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isPlainRecord(raw: RawInput): raw is Record<string, unknown> {
  if (raw === null || typeof raw !== 'object') return false;
  const proto = Object.getPrototypeOf(raw);
  return proto === Object.prototype || proto === null;
}

function runInProcess(
  entry: RegistryEntry,
  values: Record<string, unknown>,
  timeoutMs: number,
  options: ExecuteOptions,
): ToolResult | Promise<ToolResult> {
  const tool = entry.loaded;
  if (!tool)
    return entry.load().then(
      (loaded) => runLoaded(loaded, values, timeoutMs, options),
      (error: unknown) => failure('INTERNAL_ERROR', `Tool could not be loaded: ${messageOf(error)}`),
    );
  return runLoaded(tool, values, timeoutMs, options);
}

/**
 * The context a tool receives. A class, not an object literal with a getter: a literal with an
 * accessor is built through the runtime on every call, which costs more than a small tool. The
 * AbortController is made only if the tool reads its signal (most never do); `progress` is an own
 * bound function, so a tool may destructure it.
 */
class RunContext implements ToolContext {
  #controller: AbortController | undefined;
  readonly #caller: AbortSignal | undefined;
  readonly progress: ToolContext['progress'];

  constructor(options: ExecuteOptions) {
    this.#caller = options.signal;
    const onProgress = options.onProgress;
    this.progress = onProgress ? (progress, total, message) => onProgress(progress, total, message) : ignoreProgress;
  }

  get signal(): AbortSignal {
    this.#controller ??= new AbortController();
    if (this.#caller?.aborted) this.#controller.abort();
    return this.#controller.signal;
  }

  /** Aborts the signal if a tool has asked for it (a timeout or the caller's cancel). */
  abort(): void {
    this.#controller?.abort();
  }
}

function ignoreProgress(): void {}

function runLoaded(tool: Tool, values: Record<string, unknown>, timeoutMs: number, options: ExecuteOptions): ToolResult | Promise<ToolResult> {
  // The AbortController is made only if the tool asks for its signal, and a
  // timer only if the tool returns a promise: most tools are synchronous and
  // pay for neither (a synchronous tool cannot be interrupted in-process anyway;
  // that is what `isolate` is for).
  const context = new RunContext(options);
  let returned: unknown;
  try {
    returned = tool.run(values, context);
  } catch (error) {
    return failure('EXECUTION_ERROR', messageOf(error));
  }
  if (!isThenable(returned)) return checked(returned);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<ToolResult>((resolve) => {
    timer = setTimeout(() => {
      context.abort();
      resolve(failure('TIMEOUT', `Execution exceeded the time limit of ${timeoutMs} ms`));
    }, timeoutMs);
    if (options.signal) {
      onAbort = () => {
        context.abort();
        resolve(cancelled());
      };
      options.signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  const work = Promise.resolve(returned).then(checked, (error: unknown): ToolResult => failure('EXECUTION_ERROR', messageOf(error)));
  return Promise.race([work, stop]).finally(() => {
    clearTimeout(timer);
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
  });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function checked(value: unknown): ToolResult {
  return isToolResult(value) ? value : failure('INTERNAL_ERROR', 'The tool returned something that is not a ToolResult');
}
