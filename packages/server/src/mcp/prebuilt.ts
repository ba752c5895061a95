/**
 * A toolset's `tools/list` answer serialized when the catalog is built, so `ctp mcp` (spawned by
 * MCP clients at every start) answers tools/list without parsing the definitions, converting
 * every one with toMcpTool and stringifying a megabyte of JSON first.
 *
 * The build (scripts/bundle-cli.mjs) writes `serializeToolsList(registry, 'all')`: the JSON of
 * the same `tools` array McpCatalog builds at run time. The stdio server answers tools/list with
 * a stand-in array (`prebuiltTools`) and its transport (stdio-transport.ts) writes the prebuilt
 * JSON where the SDK would have written that array, so the bytes on the wire are those of
 * JSON.stringify of the runtime list. Once the catalog has loaded, the stdio server compares the
 * two and drops the prebuilt answer if they differ (see stdio.ts).
 */
import type { Tool } from '@modelcontextprotocol/server';
import type { Registry } from '@ctp/runtime';
import { McpCatalog } from './catalog.js';

/** The JSON text of a toolset's `tools` array, exactly as tools/list serializes it at run time. */
export function serializeToolsList(registry: Registry, spec: string): string {
  return JSON.stringify(new McpCatalog(registry).toolset(spec).tools);
}

/** What a prebuilt answer is for and holds. */
export interface PrebuiltToolsList {
  /** The toolset spec it was built for (`all`): used only when the served spec means the same. */
  spec: string;
  /** serializeToolsList's text, as UTF-8 bytes. */
  json: Uint8Array;
}

const stands = new WeakMap<readonly unknown[], Uint8Array>();

/**
 * An empty array that stands for `json` in a tools/list result. An empty list passes the SDK's
 * result encoding untouched (it rewrites a tools array only for tools that need it), so the
 * transport finds this very array in the response it is asked to send.
 */
export function prebuiltTools(json: Uint8Array): Tool[] {
  const stand: Tool[] = [];
  stands.set(stand, json);
  return stand;
}

/** The prebuilt JSON a stand-in array stands for (undefined for any other value). */
export function prebuiltJsonOf(value: unknown): Uint8Array | undefined {
  return Array.isArray(value) ? stands.get(value) : undefined;
}
