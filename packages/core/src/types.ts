/**
 * CTP 1.0.0 protocol types (spec §5–§8), plus the few extensions this
 * implementation needs to derive every surface from one definition.
 */

export const CTP_VERSION = '1.0.0';

export const CATEGORIES = [
  'formatters',
  'encoders',
  'generators',
  'converters',
  'validators',
  'analyzers',
  'editors',
  'utilities',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'boolean',
  'select',
  'json',
  'file',
  'color',
  'date',
  'datetime',
  'url',
  'email',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type HttpMethod = 'GET' | 'POST';
export type ExecutionMode = 'client' | 'server' | 'hybrid';

/** §6.3 */
export interface ValidationConstraints {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  step?: number;
  minItems?: number;
  maxItems?: number;
  /** MIME types (`image/png`, `image/*`, `*\/*`). */
  accept?: string[];
  /** Decoded size limit in bytes. */
  maxSize?: number;
  /** Declared by the spec; never evaluated here (no eval). The checker rejects it. */
  custom?: string;
}

/** §6.4 */
export interface SelectOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** §6.5 */
export interface DependencyRule {
  field: string;
  condition: 'equals' | 'notEquals' | 'contains' | 'exists';
  value?: unknown;
}

/** §6.1 */
export interface ParameterSchema {
  name: string;
  type: FieldType;
  label: string;
  description: string;
  required: boolean;
  defaultValue?: unknown;
  placeholder?: string;
  options?: readonly SelectOption[];
  validation?: ValidationConstraints;
  dependsOn?: readonly DependencyRule[];
  group?: string;
  order?: number;
  hidden?: boolean;
  aiHint?: string;
}

/** §5.2.9 — `output` is the `data` a successful run returns. */
export interface ToolExample {
  input: Record<string, unknown>;
  output: unknown;
  description?: string;
}

export interface RateLimitConfig {
  requests?: number;
  /** Seconds. */
  window?: number;
}

/** §5.1 — exactly the fields of `tool-definition.schema.json`. */
export interface ToolDefinition {
  id: string;
  name: string;
  description: string;
  category: Category;
  tags: string[];
  method: HttpMethod;
  parameters: ParameterSchema[];
  outputDescription: string;
  example: ToolExample;
  version?: string;
  icon?: string;
  keywords?: string[];
  relatedTools?: string[];
  aiInstructions?: string;
  executionMode?: ExecutionMode;
  rateLimit?: RateLimitConfig;
  requiresAuth?: boolean;
  deprecated?: boolean;
  deprecationMessage?: string;
}

/** A JSON Schema (2020-12) object. Kept loose on purpose: it is data. */
export type JsonSchema = { [keyword: string]: unknown };

/** MCP tool annotations (behaviour hints). */
export interface ToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/**
 * What this implementation adds to a CTP definition. These fields never appear
 * in emitted CTP documents (the reference schema forbids extra properties);
 * they feed MCP, OpenAPI, the CLI and the runtime.
 */
export interface ToolExtensions {
  /** JSON Schema of `data` on success. Must be `type: 'object'` (MCP structuredContent). */
  outputSchema: JsonSchema;
  /** Stated hints win over derived ones. Random generators set `idempotentHint: false`. */
  annotations?: ToolAnnotations;
  /** Key of `data` holding the main text output (printed as-is by the CLI, shown first in UIs). */
  primaryOutput?: string;
  /** Per-call time limit in ms (default: the runtime's). */
  timeoutMs?: number;
  /**
   * The tool does super-linear work on user-controlled input (user regexes…), so a
   * host must run it where it can be stopped: a worker thread or a Web Worker.
   */
  isolate?: boolean;
  /**
   * How costly a call can be, so that a server never runs a slow call on the event loop that
   * answers everyone else (servers run costly calls in their worker pool, see the runtime's
   * `ExecuteOptions.offload`). `'linear'` (the default): the work grows with the input, so only
   * inputs above the server's size threshold go to the pool. `'heavy'`: costly at any input size
   * (key stretching and generation, images, PDFs, output sized by a count), so every server call
   * does. `isolate` tools always run in the pool and state no cost.
   */
  cost?: 'linear' | 'heavy';
  /**
   * The function needs Node.js APIs that edge runtimes lack: `node:` modules, native addons,
   * files read beside its module, or code generated from strings (`new Function`). Hosts with
   * Node compatibility (Node, Bun, Deno) serve it; Cloudflare Workers and browsers leave it out.
   * Requires `executionMode: 'server'`.
   */
  requiresNode?: true;
  /**
   * How UIs show output fields (keyed by a top-level property of `data`). Fields without a
   * hint are shown as their output schema implies (see `displayOf`).
   */
  display?: Record<string, DisplaySpec>;
  /** Run as the user types. Default: true for tools that run in the browser (see `runsLive`). */
  live?: boolean;
  /**
   * The parameter stdin, a pipe or the previous step of a recipe fills. Default: the first
   * required text-like or file parameter (see `mainInputParameter`).
   */
  mainInput?: string;
  /** Kinds of input this tool opens (identify-input and the catalog suggest it for them). */
  handles?: InputHandler[];
  /** Listed among the popular tools on the catalog page. */
  featured?: boolean;
  /** The tool can take its main input as a stream (see `StreamSpec`); `defineTool` then needs the implementation. */
  stream?: StreamSpec;
}

/** A tool's claim to open one kind of input, with the parameters to preset for it. */
export interface InputHandler {
  kind: InputKind;
  params?: Record<string, unknown>;
  /** The parameter the pasted text fills when it is not the main input (`mainInputParameter`). */
  input?: string;
}

import type { DisplaySpec } from './display.js';
import type { StreamSpec, ToolStream } from './stream.js';
import type { InputKind } from './kinds.js';

/** A CTP definition plus this implementation's extensions: the one source of truth. */
export type ToolSpec = ToolDefinition & ToolExtensions;

/** §8.4 */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'MISSING_REQUIRED',
  'TYPE_ERROR',
  'CONSTRAINT_VIOLATION',
  'EXECUTION_ERROR',
  'TIMEOUT',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** §8.1 (plus `toolVersion`/`executionMode` from the reference schema). */
export interface ResultMetadata {
  executionTime?: number;
  inputSize?: number;
  outputSize?: number;
  cached?: boolean;
  warnings?: string[];
  toolVersion?: string;
  executionMode?: 'client' | 'server';
}

export interface SuccessResult<T = unknown> {
  success: true;
  data: T;
  metadata?: ResultMetadata;
}

export interface FailureResult {
  success: false;
  error: string;
  errorCode: ErrorCode;
  metadata?: ResultMetadata;
}

export type ToolResult<T = unknown> = SuccessResult<T> | FailureResult;

/** What a running tool may use besides its parameters. */
export interface ToolContext {
  /** Aborted when the caller cancels or the time limit passes. */
  signal: AbortSignal;
  /** Report progress for long work (0..1 or a count with a total). */
  progress(progress: number, total?: number, message?: string): void;
}

/** §7.3, with an optional context. */
export type ToolFunction<T = unknown> = (
  params: Record<string, unknown>,
  context: ToolContext,
) => ToolResult<T> | Promise<ToolResult<T>>;

/** A defined tool: its spec and its one function (and, for a definition with `stream`, its stream). */
export interface Tool<T = unknown> {
  readonly definition: ToolSpec;
  readonly run: ToolFunction<T>;
  readonly stream?: ToolStream<T>;
}
