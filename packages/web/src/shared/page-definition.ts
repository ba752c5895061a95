/** What a tool page inlines about its tool: enough to render and run it, no more. */
import type { ToolDefinition, ToolSpec } from '@ctp/core';

export type PageDefinition = Pick<
  ToolDefinition,
  'id' | 'name' | 'description' | 'category' | 'tags' | 'method' | 'parameters' | 'example' | 'relatedTools' | 'executionMode'
> &
  Pick<ToolSpec, 'primaryOutput' | 'timeoutMs' | 'isolate'>;

export function pageDefinition(spec: ToolSpec): PageDefinition {
  const { id, name, description, category, tags, method, parameters, example, relatedTools, executionMode, primaryOutput, timeoutMs, isolate } = spec;
  return { id, name, description, category, tags, method, parameters, example, relatedTools, executionMode, primaryOutput, timeoutMs, isolate };
}

/** A tool that declares `executionMode: 'server'` (spec §7.4.2) cannot run in the page: it is called over REST. */
export const runsOnServer = (definition: Pick<ToolDefinition, 'executionMode'>) => definition.executionMode === 'server';
