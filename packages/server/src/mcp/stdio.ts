/**
 * MCP over stdio (`ctp mcp`): one server for the connection; stdout carries
 * nothing but protocol. This module imports only what stdio serving needs
 * (not the HTTP app), so a CLI that loads it alone starts as fast as a
 * minimal SDK server; createContext is re-exported for that reason.
 */
import type { Readable, Writable } from 'node:stream';
import { serveStdio, type StdioServerHandle } from '@modelcontextprotocol/server/stdio';
import { AnsweringStdioTransport } from './answering-stdio-transport.js';
import type { Server, Transport } from '@modelcontextprotocol/server';
import type { ServerContext } from '../context.js';
import type { Toolset } from './catalog.js';
import type { PrebuiltToolsList } from './prebuilt.js';
import { CatalogStdioTransport } from './stdio-transport.js';
import { parseToolsetSpec } from './toolset.js';

export { createContext, type ContextOptions, type ServerContext } from '../context.js';
export { serializeToolsList, type PrebuiltToolsList } from './prebuilt.js';
import { createMcpSurface, type McpSurfaceOptions } from './server.js';

export interface McpStdioOptions extends McpSurfaceOptions {
  /** Toolset spec (all | compact | categories, tag:x, id globs). A bad spec throws ToolsetError before anything is served. */
  tools?: string;
  /** Out-of-band errors; write them to stderr, never stdout. */
  onerror?: (error: Error) => void;
  /** Another transport than this process's stdin/stdout (tests, sockets). */
  transport?: Transport;
  /** Other streams than this process's stdin/stdout (tests). */
  stdio?: { stdin: Readable; stdout: Writable };
  /**
   * The tools/list answer of `tools`, serialized when the catalog was built, and how to load the
   * catalog: ctx.registry is read only once `load` has resolved. The opening messages and
   * tools/list are answered at once; any other message waits for the load, which starts with the
   * first such message or shortly after the first tools/list answer. Once loaded, the prebuilt
   * answer is compared with the catalog's own: if they differ, the catalog's is served from then
   * on and clients are told the list changed. Not with `transport`.
   */
  prebuilt?: PrebuiltToolsList & { load(): Promise<void> };
}

/** The canonical form of a toolset spec (what a prebuilt list is matched on). Throws ToolsetError. */
export function toolsetKey(spec: string): string {
  return parseToolsetSpec(spec).key;
}

export function serveMcpStdio(ctx: ServerContext, options: McpStdioOptions = {}): StdioServerHandle {
  const surface = createMcpSurface(ctx, options);
  const specText = options.tools ?? 'all';
  const onerror = options.onerror && { onerror: options.onerror };
  const { prebuilt } = options;
  if (prebuilt && options.transport) throw new Error('a prebuilt tools/list answer is written by the stdio transport: it cannot go with another transport');
  if (!prebuilt) {
    const toolset = surface.catalog.toolset(specText);
    const own = options.transport ? undefined : new AnsweringStdioTransport(options.stdio?.stdin, options.stdio?.stdout);
    const handle = serveStdio(() => surface.createServer(toolset), { ...onerror, transport: options.transport ?? own });
    return {
      close: async () => {
        await own?.settle();
        await handle.close();
      },
    };
  }
  if (toolsetKey(prebuilt.spec) !== toolsetKey(specText)) throw new Error(`the prebuilt tools/list answer is for "${prebuilt.spec}", not "${specText}"`);

  let json: Uint8Array | undefined = prebuilt.json;
  const built = () => surface.catalog.toolset(specText);
  // built on first use: nothing here reads the registry until a held message is delivered
  const toolset: Toolset = {
    spec: parseToolsetSpec(specText),
    get toolsJson() {
      return json;
    },
    get reachable() {
      return built().reachable;
    },
    get tools() {
      return built().tools;
    },
    get byName() {
      return built().byName;
    },
    get resources() {
      return built().resources;
    },
  };
  const servers: Server[] = [];
  const load = async () => {
    await prebuilt.load();
    const own = Buffer.from(JSON.stringify(built().tools));
    if (own.equals(json!)) return;
    json = undefined;
    options.onerror?.(new Error('the prebuilt tools/list answer differs from the catalog (a stale build?): the catalog is served'));
    for (const server of servers) void server.sendToolListChanged().catch(() => {});
  };
  const transport = new CatalogStdioTransport({ ...options.stdio, load, onerror: options.onerror });
  const handle = serveStdio(
    () => {
      const server = surface.createServer(toolset);
      servers.push(server);
      return server;
    },
    { ...onerror, transport },
  );
  return {
    close: async () => {
      await transport.settle();
      await handle.close();
    },
  };
}
