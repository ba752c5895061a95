import type { Registry, ExecuteOptions, IsolatedRunner, OffloadPolicy, RecipeData, RecipeOptions } from '@ctp/runtime';
import type { RawInput, ToolResult } from '@ctp/core';
import { executeNow, runRecipe } from '@ctp/runtime';

/** Everything a surface (REST, MCP, discovery, pages) needs, built once per process. */
export interface ServerContext {
  readonly registry: Registry;
  /** Product name and version (MCP serverInfo, /health, discovery). */
  readonly name: string;
  readonly version: string;
  /** Absolute base URL for documents: --base-url, else the listening address. Never a request's Host. */
  baseUrl(): string;
  /**
   * Runs a tool the way every server surface must: isolated tools (and, on Node, costly calls) in
   * workers, shared between callers by `client` (their address), server mode recorded.
   */
  execute(toolId: string, input: RawInput, options?: CallOptions): Promise<ToolResult>;
  /** execute() that answers synchronously when it can (a loaded synchronous tool): for hot paths. */
  executeNow(toolId: string, input: RawInput, options?: CallOptions): ToolResult | Promise<ToolResult>;
  /** Runs a recipe (document or text form) the same way: each step as execute() would run it. */
  runRecipe(recipe: unknown, input: string | undefined, options?: Pick<RecipeOptions, 'signal' | 'onProgress' | 'lookup' | 'client'>): Promise<ToolResult<RecipeData>>;
}

/** What a surface passes per call: cancellation, progress, and who is calling. */
export type CallOptions = Pick<ExecuteOptions, 'signal' | 'onProgress' | 'skipOutputSize' | 'client'>;

export interface ContextOptions {
  /**
   * The tools; a function when they load later (`ctp mcp` answers tools/list from a prebuilt
   * list before loading the catalog): called on first use, it must not be used before they load.
   */
  registry: Registry | (() => Registry);
  name?: string;
  version: string;
  baseUrl: () => string;
  timeoutMs?: number;
  isolatedRunner?: IsolatedRunner;
  /** Which costly calls also run on `isolatedRunner` (Node: SERVER_OFFLOAD; runtimes without a fair pool: none). */
  offload?: OffloadPolicy;
}

export function createContext(options: ContextOptions): ServerContext {
  const later = typeof options.registry === 'function' ? options.registry : undefined;
  let loaded = later ? undefined : (options.registry as Registry);
  const registry = (): Registry => (loaded ??= later!());
  const executeNowIn: ServerContext['executeNow'] = (toolId, input, extra) =>
    executeNow(registry(), toolId, input, {
      timeoutMs: options.timeoutMs,
      isolatedRunner: options.isolatedRunner,
      offload: options.offload,
      executionMode: 'server',
      signal: extra?.signal,
      onProgress: extra?.onProgress,
      skipOutputSize: extra?.skipOutputSize,
      client: extra?.client,
    });
  const ctx: ServerContext = {
    registry: loaded!,
    name: options.name ?? 'ctp',
    version: options.version,
    baseUrl: options.baseUrl,
    execute: async (toolId, input, extra) => executeNowIn(toolId, input, extra),
    executeNow: executeNowIn,
    runRecipe: (recipe, input, extra) =>
      runRecipe(registry(), recipe, {
        input,
        timeoutMs: options.timeoutMs,
        isolatedRunner: options.isolatedRunner,
        offload: options.offload,
        executionMode: 'server',
        signal: extra?.signal,
        onProgress: extra?.onProgress,
        lookup: extra?.lookup,
        client: extra?.client,
      }),
  };
  if (later) Object.defineProperty(ctx, 'registry', { get: registry, enumerable: true });
  return ctx;
}
