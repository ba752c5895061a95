/**
 * Everything a per-request MCP server hands out, computed once: MCP tool
 * objects (toMcpTool, once per definition), each toolset's tools/list and
 * resources/list payloads, and tool documentation. A per-request server only
 * returns these cached objects, so building one costs microseconds however
 * large the catalog is.
 */
import { deriveAnnotations, toMcpTool, type McpTool, type ToolSpec } from '@ctp/core';
import type { Registry } from '@ctp/runtime';
import { compactMcpTools } from './compact.js';
import { recipeMcpTool, RUN_RECIPE } from './recipe-tool.js';
import { parseToolsetSpec, selectTools, type ToolsetSpec } from './toolset.js';

/** Resource URIs of tool documentation: `ctp://tools/{id}` (Markdown). */
export const TOOL_DOC_PREFIX = 'ctp://tools/';
export const TOOL_DOC_TEMPLATE = `${TOOL_DOC_PREFIX}{id}`;
export const MARKDOWN = 'text/markdown';
/** MCP Apps: each client-run tool's embed UI as `ui://ctp/{id}` (self-contained HTML). */
export const APP_PREFIX = 'ui://ctp/';
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** Tools with a browser UI (server-mode tools need the server, so they have no app). */
export function hasApp(definition: ToolSpec): boolean {
  return definition.executionMode !== 'server';
}

export interface McpResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
}

export interface Toolset {
  spec: ToolsetSpec;
  /** Tools this endpoint reaches (directly, or through run-tool in compact mode), by id. */
  reachable: ReadonlyMap<string, ToolSpec>;
  /** The tools/list payload: the tools in id order (compact: the three meta-tools), then run-recipe. */
  tools: readonly McpTool[];
  /** Listed tools by name, for tools/call. */
  byName: ReadonlyMap<string, McpTool>;
  resources: readonly McpResource[];
  /** The JSON of `tools` serialized when the catalog was built (stdio only: see prebuilt.ts). */
  readonly toolsJson?: Uint8Array;
}

/** ?tools= is client-controlled: bound the cache so odd specs cannot grow memory. */
const MAX_CACHED_TOOLSETS = 64;

export class McpCatalog {
  readonly #registry: () => Registry;
  #listed: readonly ToolSpec[] | undefined;
  #tools = new Map<string, McpTool>();
  #toolsets = new Map<string, Toolset>();
  /** By the spec text as received, so a repeated ?tools= value skips parsing. */
  #bySpecText = new Map<string, Toolset>();
  #docs = new Map<string, string>();

  /** A function when the registry loads later (see ContextOptions.registry): read on first use. */
  constructor(registry: Registry | (() => Registry)) {
    this.#registry = typeof registry === 'function' ? registry : () => registry;
  }

  get registry(): Registry {
    return this.#registry();
  }

  /** Drops every cache when the registry changed (its sorted list is a new array then). */
  #fresh(): readonly ToolSpec[] {
    const listed = this.#registry().list();
    if (listed !== this.#listed) {
      this.#listed = listed;
      this.#tools.clear();
      this.#toolsets.clear();
      this.#bySpecText.clear();
      this.#docs.clear();
    }
    return listed;
  }

  /** The MCP form of one definition (cached). */
  mcpTool(definition: ToolSpec): McpTool {
    this.#fresh();
    let tool = this.#tools.get(definition.id);
    if (!tool) {
      tool = toMcpTool(definition);
      // MCP Apps hosts render the tool's own UI from this resource
      if (hasApp(definition)) tool = { ...tool, _meta: { ...tool._meta, ui: { resourceUri: `${APP_PREFIX}${definition.id}` } } };
      this.#tools.set(definition.id, tool);
    }
    return tool;
  }

  /** A toolset by spec string (cached). Throws ToolsetError for a bad spec. */
  toolset(specText: string | null | undefined): Toolset {
    const definitions = this.#fresh();
    const text = specText ?? '';
    const known = this.#bySpecText.get(text);
    if (known) return known;
    const spec = parseToolsetSpec(text);
    let toolset = this.#toolsets.get(spec.key);
    if (!toolset) {
      toolset = this.#build(definitions, spec);
      if (this.#toolsets.size >= MAX_CACHED_TOOLSETS) this.#toolsets.delete(this.#toolsets.keys().next().value!);
      this.#toolsets.set(spec.key, toolset);
    }
    if (this.#bySpecText.size >= MAX_CACHED_TOOLSETS) this.#bySpecText.clear();
    this.#bySpecText.set(text, toolset);
    return toolset;
  }

  #build(definitions: readonly ToolSpec[], spec: ToolsetSpec): Toolset {
    const selected = selectTools(definitions, spec);
    const tools = spec.compact ? compactMcpTools(selected, deriveAnnotations) : selected.map((d) => this.mcpTool(d));
    // every toolset can chain what it reaches (a catalog tool of that name would win)
    if (!tools.some((t) => t.name === RUN_RECIPE)) tools.push(recipeMcpTool(selected, deriveAnnotations));
    return {
      spec,
      reachable: new Map(selected.map((d) => [d.id, d])),
      tools,
      byName: new Map(tools.map((t) => [t.name, t])),
      resources: [
        ...selected.map((d) => ({
          uri: `${TOOL_DOC_PREFIX}${d.id}`,
          name: d.id,
          title: d.name,
          description: `${d.name} documentation (parameters, output, example): ${d.description}`,
          mimeType: MARKDOWN,
        })),
        ...selected.filter(hasApp).map((d) => ({
          uri: `${APP_PREFIX}${d.id}`,
          name: `${d.id}-app`,
          title: `${d.name} (interactive)`,
          description: `The ${d.name} user interface; runs the tool in the host's browser.`,
          mimeType: APP_MIME_TYPE,
        })),
      ],
    };
  }

  /** A tool's Markdown documentation, rendered once per base URL. */
  async documentation(definition: ToolSpec, baseUrl: string, serviceName: string): Promise<string> {
    this.#fresh();
    const key = `${baseUrl}\n${definition.id}`;
    let doc = this.#docs.get(key);
    if (doc === undefined) {
      // imported on first read: the discovery package is not needed to list or call tools
      const { toolMarkdown } = await import('@ctp/discovery');
      doc = toolMarkdown(definition, { baseUrl, name: serviceName });
      if (this.#docs.size > 4096) this.#docs.clear();
      this.#docs.set(key, doc);
    }
    return doc;
  }
}
