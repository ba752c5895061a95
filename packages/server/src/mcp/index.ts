/**
 * The MCP surface: Streamable HTTP at /mcp (mountMcp, called by createApp)
 * and the pieces it shares with stdio. The stdio entry (serveMcpStdio, used by
 * `ctp mcp`) lives in ./stdio.js and is not re-exported here: it needs Node
 * streams, and this module is part of the web-standard app.
 */
import type { Hono } from 'hono';
import type { EdgeEnv } from '../edge.js';
import type { ServerContext } from '../context.js';
import { mountMcpHttp, type McpHttpOptions, type McpMount } from './http.js';

export { type McpHttpOptions, type McpMount, MCP_PROTOCOL_VERSIONS, isLoopback } from './http.js';
export { createMcpSurface, DEFAULT_CTP_FEATURES, HTTP_CTP_FEATURES, type McpSurface, type McpSurfaceOptions } from './server.js';
export { parseToolsetSpec, selectTools, ToolsetError, type ToolsetSpec } from './toolset.js';
export { McpCatalog, TOOL_DOC_PREFIX, TOOL_DOC_TEMPLATE, APP_PREFIX, APP_MIME_TYPE, type Toolset } from './catalog.js';
export { COMPACT_SPECS, SEARCH_TOOLS, DESCRIBE_TOOL, RUN_TOOL } from './compact.js';
export { toCallToolResult } from './results.js';

/**
 * Mounts POST/GET/DELETE /mcp and GET /mcp/capabilities. Stateless unless
 * `sessions`; Host/Origin validation on loopback binds. Throws ToolsetError
 * for a bad default `tools` spec.
 */
export function mountMcp(app: Hono<EdgeEnv>, ctx: ServerContext, options: McpHttpOptions): McpMount {
  return mountMcpHttp(app, ctx, options);
}
