/** What a tool page inlines about its tool: enough to render, run and show it, no more. */
import { mainInputParameter, runsLive, type ToolDefinition, type ToolSpec } from '@ctp/core';

export type PageDefinition = Pick<
  ToolDefinition,
  'id' | 'name' | 'description' | 'category' | 'tags' | 'method' | 'parameters' | 'example' | 'relatedTools' | 'executionMode'
> &
  Pick<ToolSpec, 'primaryOutput' | 'timeoutMs' | 'isolate' | 'outputSchema' | 'display' | 'mainInput'> & {
    /** Runs as the user types (core's runsLive). */
    live: boolean;
    /** False for random generators: each run gives new output (the button says Generate). */
    idempotent: boolean;
  };

export function pageDefinition(spec: ToolSpec): PageDefinition {
  const { id, name, description, category, tags, method, parameters, example, relatedTools, executionMode, primaryOutput, timeoutMs, isolate, outputSchema, display } = spec;
  return {
    id, name, description, category, tags, method, parameters, example, relatedTools, executionMode, primaryOutput, timeoutMs, isolate, outputSchema, display,
    mainInput: mainInputParameter(spec)?.name,
    live: runsLive(spec),
    idempotent: spec.annotations?.idempotentHint !== false,
  };
}

/** A tool that declares `executionMode: 'server'` (spec §7.4.2) cannot run in the page: it is called over REST. */
export const runsOnServer = (definition: Pick<ToolDefinition, 'executionMode'>) => definition.executionMode === 'server';

/** Server tools, and hybrid ones (§7.4.3) that fall back to the server: their pages may connect to this site. */
export const mayCallServer = (definition: Pick<ToolDefinition, 'executionMode'>) => definition.executionMode === 'server' || definition.executionMode === 'hybrid';
