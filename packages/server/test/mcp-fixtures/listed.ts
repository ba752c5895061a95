import { toMcpTool, type ToolSpec } from '@ctp/core';

/** What tools/list shows for a definition: toMcpTool plus the MCP Apps link for tools with a browser UI. */
export function listedTool(definition: ToolSpec) {
  const tool = toMcpTool(definition);
  if (definition.executionMode === 'server') return tool;
  return { ...tool, _meta: { ...tool._meta, ui: { resourceUri: `ui://ctp/${definition.id}` } } };
}
