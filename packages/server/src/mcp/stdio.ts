/**
 * MCP over stdio (`ctp mcp`): one server for the connection; stdout carries
 * nothing but protocol. This module imports only what stdio serving needs
 * (not the HTTP app), so a CLI that loads it alone starts as fast as a
 * minimal SDK server; createContext is re-exported for that reason.
 */
import { serveStdio, type StdioServerHandle } from '@modelcontextprotocol/server/stdio';
import type { Transport } from '@modelcontextprotocol/server';
import type { ServerContext } from '../context.js';

export { createContext, type ContextOptions, type ServerContext } from '../context.js';
import { createMcpSurface, type McpSurfaceOptions } from './server.js';

export interface McpStdioOptions extends McpSurfaceOptions {
  /** Toolset spec (all | compact | categories, tag:x, id globs). A bad spec throws ToolsetError before anything is served. */
  tools?: string;
  /** Out-of-band errors; write them to stderr, never stdout. */
  onerror?: (error: Error) => void;
  /** Another transport than this process's stdin/stdout (tests, sockets). */
  transport?: Transport;
}

export function serveMcpStdio(ctx: ServerContext, options: McpStdioOptions = {}): StdioServerHandle {
  const surface = createMcpSurface(ctx, options);
  const toolset = surface.catalog.toolset(options.tools ?? 'all');
  return serveStdio(() => surface.createServer(toolset), {
    ...(options.onerror && { onerror: options.onerror }),
    ...(options.transport && { transport: options.transport }),
  });
}
