import type { HttpMethod, McpTool } from '@ctp/core';
import { toMcpTool } from '@ctp/core';
import type { DiscoveryOptions, DiscoverySource } from './options.js';
import { copyJson, resolveOptions, toolUrls } from './options.js';

/** An MCP tool exactly as `toMcpTool` makes it, plus where to call it over HTTP. */
export interface AiTool extends McpTool {
  /** Absolute REST endpoint (the compliance document's name for it). */
  invocationUrl: string;
  method: HttpMethod;
  /** Only when the deployment serves embeds. */
  embedUrl?: string;
}

/**
 * `/api/ai-tools.json`: the MCP `tools/list` result shape, so any MCP-aware
 * client can read it unchanged. `version` is the compliance document's
 * "AI Tools Manifest" field; its per-tool `id`/`name` pair is not used, since MCP's
 * `name` is the CTP id and `title` the CTP name.
 */
export interface AiToolsDocument {
  version: '1.0';
  tools: AiTool[];
}

export function createAiTools(registry: DiscoverySource, options: DiscoveryOptions): AiToolsDocument {
  const o = resolveOptions(options);
  return {
    version: '1.0',
    tools: registry.list().map((spec) => {
      const urls = toolUrls(o, spec.id);
      const tool: AiTool = { ...copyJson(toMcpTool(spec)), invocationUrl: urls.api, method: spec.method };
      if (urls.embed !== undefined) tool.embedUrl = urls.embed;
      return tool;
    }),
  };
}
