import type { Registry, ExecuteOptions, IsolatedRunner, RecipeData, RecipeOptions } from '@ctp/runtime';
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
  /** Runs a tool the way every server surface must: isolated tools in workers, server mode recorded. */
  execute(toolId: string, input: RawInput, options?: Pick<ExecuteOptions, 'signal' | 'onProgress' | 'skipOutputSize'>): Promise<ToolResult>;
  /** execute() that answers synchronously when it can (a loaded synchronous tool): for hot paths. */
  executeNow(toolId: string, input: RawInput, options?: Pick<ExecuteOptions, 'signal' | 'onProgress' | 'skipOutputSize'>): ToolResult | Promise<ToolResult>;
  /** Runs a recipe (document or text form) the same way: each step as execute() would run it. */
  runRecipe(recipe: unknown, input: string | undefined, options?: Pick<RecipeOptions, 'signal' | 'onProgress' | 'lookup'>): Promise<ToolResult<RecipeData>>;
}

export interface ContextOptions {
  registry: Registry;
  name?: string;
  version: string;
  baseUrl: () => string;
  timeoutMs?: number;
  isolatedRunner?: IsolatedRunner;
}

export function createContext(options: ContextOptions): ServerContext {
  const executeNowIn: ServerContext['executeNow'] = (toolId, input, extra) =>
    executeNow(options.registry, toolId, input, {
      timeoutMs: options.timeoutMs,
      isolatedRunner: options.isolatedRunner,
      executionMode: 'server',
      signal: extra?.signal,
      onProgress: extra?.onProgress,
      skipOutputSize: extra?.skipOutputSize,
    });
  return {
    registry: options.registry,
    name: options.name ?? 'ctp',
    version: options.version,
    baseUrl: options.baseUrl,
    execute: async (toolId, input, extra) => executeNowIn(toolId, input, extra),
    executeNow: executeNowIn,
    runRecipe: (recipe, input, extra) =>
      runRecipe(options.registry, recipe, {
        input,
        timeoutMs: options.timeoutMs,
        isolatedRunner: options.isolatedRunner,
        executionMode: 'server',
        signal: extra?.signal,
        onProgress: extra?.onProgress,
        lookup: extra?.lookup,
      }),
  };
}
