/**
 * The MCP server for one request (HTTP) or one connection (stdio): a
 * low-level SDK `Server` whose handlers return the catalog's cached payloads.
 * Registering hundreds of tools on an McpServer per request would convert and
 * re-register every schema each time; here a server costs a handful of
 * setRequestHandler calls. Argument validation is the CTP core's (in
 * ctx.execute), so the SDK never compiles per-tool JSON Schema validators.
 */
import type { ExecuteOptions } from '@ctp/runtime';
import { CTP_VERSION } from '@ctp/core';
import {
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  Server,
  type CallToolResult,
  type Implementation,
  type ServerCapabilities,
  type ServerContext as RequestContext,
  type Tool,
} from '@modelcontextprotocol/server';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
import type { ServerContext } from '../context.js';
import { APP_MIME_TYPE, APP_PREFIX, hasApp, McpCatalog, MARKDOWN, TOOL_DOC_PREFIX, TOOL_DOC_TEMPLATE, type Toolset } from './catalog.js';
import { RUN_TOOL, SEARCH_TOOLS, DESCRIBE_TOOL, runCompact } from './compact.js';
import { toCallToolResult } from './results.js';
import { callerOf } from './caller.js';
import { ArgumentKeepingServer, withDroppedArguments } from './dropped-arguments.js';
import { readRecipeArguments, RUN_RECIPE } from './recipe-tool.js';
import { prebuiltTools } from './prebuilt.js';

/** CTP features that work today; a deployment passes its own list as features land. */
export const DEFAULT_CTP_FEATURES: readonly string[] = ['toolsets', 'compactMode', 'structuredContent', 'serverExecution', 'mcpApps'];
/** Where the HTTP app also serves the web app and embeds. */
export const HTTP_CTP_FEATURES: readonly string[] = [...DEFAULT_CTP_FEATURES, 'clientExecution', 'embedding', 'autosense'];

export interface McpSurfaceOptions {
  /** `experimental.ctp.features`: only what actually works in this deployment. */
  features?: readonly string[];
}

export interface McpSurface {
  readonly catalog: McpCatalog;
  readonly serverInfo: Implementation;
  readonly capabilities: ServerCapabilities;
  /** A fresh server for one request or connection, serving one toolset. */
  createServer(toolset: Toolset): Server;
}

const USE_TOOL = 'use-tool';

const INSTRUCTIONS = {
  all: `Developer utility tools (formatters, encoders, converters, generators, validators…). Every tool returns structuredContent matching its outputSchema plus the same data as text; a failed call is an isError result starting with a CTP error code. ${RUN_RECIPE} chains tools in one call (each output feeds the next input). Each tool's documentation is the resource ${TOOL_DOC_TEMPLATE}.`,
  compact: `Developer utility tools behind three meta-tools: call ${SEARCH_TOOLS} to find a tool, ${DESCRIBE_TOOL} for its input schema, then ${RUN_TOOL} with its arguments; ${RUN_RECIPE} chains several tools in one call. Each tool's documentation is the resource ${TOOL_DOC_TEMPLATE}.`,
};

function progressReporter(request: RequestContext): ExecuteOptions['onProgress'] {
  const token = request.mcpReq._meta?.progressToken;
  if (token === undefined) return undefined;
  let last = -Infinity;
  return (progress, total, message) => {
    if (!(progress > last)) return; // MCP requires progress to increase
    last = progress;
    const params = { progressToken: token, progress, ...(total !== undefined && { total }), ...(message && { message }) };
    request.mcpReq.notify({ method: 'notifications/progress', params }).catch(() => {});
  };
}

/** Tool ids starting with what the user typed (resource template and prompt argument completion). */
function completeIds(toolset: Toolset, value: string) {
  const all = [...toolset.reachable.keys()].filter((id) => id.startsWith(value.toLowerCase()));
  return { completion: { values: all.slice(0, 100), total: all.length, hasMore: all.length > 100 } };
}

/** run-recipe: the toolset's tools only, each step run as ctx.execute would. */
function recipeRunner(ctx: ServerContext) {
  return async (args: unknown, toolset: Toolset, run: ExecuteOptions) => {
    const call = readRecipeArguments(args);
    if ('success' in call) return call;
    return ctx.runRecipe(call.recipe, call.input, { signal: run.signal, onProgress: run.onProgress, client: run.client, lookup: (id) => toolset.reachable.get(id) });
  };
}

export function createMcpSurface(ctx: ServerContext, options: McpSurfaceOptions = {}): McpSurface {
  const catalog = new McpCatalog(() => ctx.registry);
  const runRecipeTool = recipeRunner(ctx);
  // The SDK validates JSON Schema only for elicitation answers, which this server never asks for.
  // Its Cloudflare-Workers provider (built on @cfworker/json-schema) is stateless, works on every
  // runtime the Hono app targets, and loads in a fraction of the time of the default Ajv bundle
  // (the CLI bundle drops Ajv from the SDK's shims: scripts/bundle-cli.mjs).
  const jsonSchemaValidator = new CfWorkerJsonSchemaValidator();
  const serverInfo: Implementation = { name: ctx.name, title: 'CTP tools', version: ctx.version };
  const capabilities: ServerCapabilities = {
    tools: { listChanged: true },
    resources: { listChanged: true },
    prompts: {},
    completions: {},
    logging: {},
    experimental: { ctp: { version: CTP_VERSION, features: [...(options.features ?? DEFAULT_CTP_FEATURES)] } },
  };
  const templates = {
    resourceTemplates: [{ uriTemplate: TOOL_DOC_TEMPLATE, name: 'tool-documentation', title: 'Tool documentation', description: 'Markdown documentation of one tool: parameters, output, example.', mimeType: MARKDOWN }],
  };
  const prompts = {
    prompts: [
      {
        name: USE_TOOL,
        title: 'Use a tool',
        description: "Puts one tool's documentation into the conversation and asks to use it for a task.",
        arguments: [
          { name: 'id', description: 'Tool id', required: true },
          { name: 'task', description: 'What the tool should do', required: false },
        ],
      },
    ],
  };

  function lookupDoc(toolset: Toolset, uri: string) {
    const definition = uri.startsWith(TOOL_DOC_PREFIX) ? toolset.reachable.get(uri.slice(TOOL_DOC_PREFIX.length)) : undefined;
    if (!definition) throw new ResourceNotFoundError(uri);
    return definition;
  }

  function createServer(toolset: Toolset): Server {
    const compact = toolset.spec.compact;
    const server = new ArgumentKeepingServer(serverInfo, { capabilities, instructions: compact ? INSTRUCTIONS.compact : INSTRUCTIONS.all, jsonSchemaValidator });
    // a prebuilt answer is written by the stdio transport in place of its stand-in (prebuilt.ts);
    // the SDK's Tool type wants a narrower inputSchema type than our JSON Schema objects
    server.setRequestHandler('tools/list', () => {
      const json = toolset.toolsJson;
      return { tools: json ? prebuiltTools(json) : (toolset.tools as unknown as Tool[]) };
    });
    server.setRequestHandler('tools/call', async (request, extra): Promise<CallToolResult> => {
      const { name } = request.params;
      const args = withDroppedArguments(request.params.arguments ?? {}, extra);
      const tool = toolset.byName.get(name);
      if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}`);
      const run: ExecuteOptions = { signal: extra.mcpReq.signal, onProgress: progressReporter(extra), client: callerOf(extra) };
      const result = name === RUN_RECIPE && !toolset.reachable.has(RUN_RECIPE)
        ? await runRecipeTool(args, toolset, run)
        : compact
        ? await runCompact(name, args, {
            registry: catalog.registry,
            reachable: toolset.reachable,
            describe: (d) => catalog.mcpTool(d),
            run: (id, input) => ctx.execute(id, input as Record<string, unknown>, run),
          })
        : await ctx.execute(name, args, run);
      return server.projectCallToolResult(toCallToolResult(result), tool.outputSchema);
    });

    server.setRequestHandler('resources/list', () => ({ resources: [...toolset.resources] }));
    server.setRequestHandler('resources/templates/list', () => templates);
    server.setRequestHandler('resources/read', async (request) => {
      const uri = request.params.uri;
      if (uri.startsWith(APP_PREFIX)) {
        const definition = toolset.reachable.get(uri.slice(APP_PREFIX.length));
        if (!definition || !hasApp(definition)) throw new ResourceNotFoundError(uri);
        // the web package renders it; imported on first read only (not on the start path)
        const { mcpAppHtml } = await import('../web-routes.js');
        const text = await mcpAppHtml(ctx, definition.id);
        if (text === undefined) throw new ResourceNotFoundError(uri);
        return { contents: [{ uri, mimeType: APP_MIME_TYPE, text }] };
      }
      const definition = lookupDoc(toolset, request.params.uri);
      const text = await catalog.documentation(definition, ctx.baseUrl(), ctx.name);
      return { contents: [{ uri: request.params.uri, mimeType: MARKDOWN, text }] };
    });

    server.setRequestHandler('prompts/list', () => prompts);
    server.setRequestHandler('prompts/get', async (request) => {
      if (request.params.name !== USE_TOOL) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown prompt: ${request.params.name}`);
      const id = request.params.arguments?.id ?? '';
      const definition = toolset.reachable.get(id);
      if (!definition) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${id}`);
      const task = request.params.arguments?.task?.trim();
      const how = compact ? `with ${RUN_TOOL} (id "${id}")` : `"${id}"`;
      const doc = await catalog.documentation(definition, ctx.baseUrl(), ctx.name);
      const text = `Use the tool ${how}${task ? ` to: ${task}` : ''}. Its documentation:\n\n${doc}`;
      return { description: `Use ${definition.name}`, messages: [{ role: 'user', content: { type: 'text', text } }] };
    });

    server.setRequestHandler('completion/complete', (request) => {
      const { ref, argument } = request.params;
      const ids = (ref.type === 'ref/resource' && ref.uri === TOOL_DOC_TEMPLATE) || (ref.type === 'ref/prompt' && ref.name === USE_TOOL);
      if (ids && argument.name === 'id') return completeIds(toolset, argument.value);
      return { completion: { values: [], hasMore: false } };
    });
    return server;
  }

  return { catalog, serverInfo, capabilities, createServer };
}
