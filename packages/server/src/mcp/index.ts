import type { Hono } from 'hono';
import type { ServerContext } from '../context.js';

export interface McpHttpOptions {
  /** Stateful sessions (server-to-client streams, tools/list_changed); stateless by default. */
  sessions?: boolean;
  /** The address the server binds to: loopback binds get Host/Origin validation. */
  host: string;
  /** Default toolset spec when a request has no ?tools= (all | compact | categories, tag:x, id globs). */
  tools?: string;
}

/** Mounts POST/GET/DELETE /mcp and GET /mcp/capabilities. (Placeholder until the MCP surface lands.) */
export function mountMcp(_app: Hono, _ctx: ServerContext, _options: McpHttpOptions): { close(): Promise<void> } {
  return { close: async () => {} };
}
