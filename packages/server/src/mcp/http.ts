/**
 * Streamable HTTP at /mcp, wired from the SDK's documented building blocks:
 * - 2026-07-28 (per-request envelope) traffic goes to `createMcpHandler` in
 *   strict mode, which owns that revision's validation ladder;
 * - 2025-era traffic (`isLegacyRequest`) is served statelessly by a fresh
 *   server and SDK transport per request. The transport answers with plain
 *   JSON unless the request asked for progress (then SSE, so the
 *   notifications can flow), which is much cheaper than a stream per call;
 * - with sessions on, an `initialize` opens a session instead (sessions.ts).
 * The body is read once (node-server's direct read) and handed to the SDK as
 * `parsedBody`, so nothing clones or re-reads the request stream.
 */
import type { Context, Hono } from 'hono';
import {
  classifyInboundRequest,
  createMcpHandler,
  isInitializeRequest,
  isJsonContentType,
  isLegacyRequest,
  type JSONRPCRequest,
  legacyStatelessFallback,
  readRequestBody,
  SUPPORTED_PROTOCOL_VERSIONS,
  WebStandardStreamableHTTPServerTransport,
} from '@modelcontextprotocol/server';
import type { ServerContext } from '../context.js';
import { compressResponse, encodeLarge } from '../compression.js';
import { clientOf, seamOf, type EdgeEnv } from '../edge.js';
import { onHangUp } from '../runtime-seam.js';
import type { Toolset } from './catalog.js';
import { createMcpSurface, type McpSurfaceOptions } from './server.js';
import { isPlainExchange, SharedServers } from './exchange.js';
import { callerInfo } from './caller.js';
import { SessionStore } from './sessions.js';
import { ToolsetError } from './toolset.js';
import { cancelledRequestId, closeAfterStream, refuse, toolsCallId, wantsStream } from './http-util.js';

export { isLoopback } from '../edge.js';

export interface McpHttpOptions extends McpSurfaceOptions {
  /** Stateful sessions (server-to-client streams, tools/list_changed); stateless by default. */
  sessions?: boolean;
  /** The address the server binds to (loopback binds get Host/Origin validation: edge.ts). */
  host: string;
  /** Default toolset spec when a request has no ?tools= (all | compact | categories, tag:x, id globs). */
  tools?: string;
  /** Largest POST body in bytes (default 1 MiB, like the REST routes). */
  maxBodyBytes?: number;
  /** Session limits (only with `sessions`). */
  maxSessions?: number;
  sessionIdleMs?: number;
}

/** A POST /mcp whose body is already parsed, as a runtime's fast path sees it. */
export interface PlainRequest {
  url: string;
  body: unknown;
  header(name: string): string | null;
  /** The caller's address, as the edge tells it (cancellation matches calls by address and id). */
  peer: string;
  onHangUp(listener: () => void): void;
}

/** The answer to a plain exchange: a JSON-RPC response, or a bare status after a cancel or hang-up. */
export interface PlainAnswer {
  status: number;
  body?: string;
}

export interface McpMount {
  close(): Promise<void>;
  /**
   * For a single stateless 2025-era request (parsed body), the function that
   * serves it; undefined when the request needs the general /mcp route
   * (batches, notifications, initialize, streams, sessions, bad input). The
   * Hono route and Node's fast path both ask this one function. Host/Origin
   * checks and rate limits are the edge's, before serving.
   */
  plainExchange(request: PlainRequest): (() => Promise<PlainAnswer>) | undefined;
  /** Tells open sessions and listen streams that the tool list changed (the catalog's caches refresh on their own when the registry changes). */
  toolsChanged(): void;
}

/** The protocol revision the SDK serves through createMcpHandler besides the 2025-era list. */
const MODERN_PROTOCOL_VERSION = '2026-07-28';
export const MCP_PROTOCOL_VERSIONS: readonly string[] = [MODERN_PROTOCOL_VERSION, ...SUPPORTED_PROTOCOL_VERSIONS];

const DEFAULT_MAX_BODY = 1024 * 1024;
const JSON_HEADERS = { 'content-type': 'application/json' };

export function mountMcpHttp(app: Hono<EdgeEnv>, ctx: ServerContext, options: McpHttpOptions): McpMount {
  const surface = createMcpSurface(ctx, options);
  const defaultSpec = options.tools ?? 'all';
  surface.catalog.toolset(defaultSpec); // a bad --tools fails at startup, not on the first request
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const toolsetOf = (url: string): Toolset => {
    const query = url.indexOf('?');
    const tools = query === -1 ? null : new URLSearchParams(url.slice(query)).get('tools');
    return surface.catalog.toolset(tools ?? defaultSpec);
  };

  const modern = createMcpHandler((rc) => surface.createServer(toolsetOf(rc.requestInfo?.url ?? '')), {
    legacy: 'reject',
    maxRequestBodySize: maxBody,
  });
  const fallback = legacyStatelessFallback(() => surface.createServer(surface.catalog.toolset(defaultSpec)), undefined, {
    maxRequestBodySize: maxBody,
  });
  const sessions = options.sessions ? new SessionStore({ maxRequestBodySize: maxBody, maxSessions: options.maxSessions, idleMs: options.sessionIdleMs }) : undefined;

  /**
   * In-flight stateless tools/call exchanges by caller address and request id,
   * so a 2025-era `notifications/cancelled` (which arrives in a POST of its own,
   * served by another instance) can stop the call. Best effort: callers behind
   * one proxy share an address; sessions cancel exactly.
   */
  const inflight = new Map<string, () => void>();
  const callKey = (c: Context<EdgeEnv>, id: unknown) => `${clientOf(c)} ${JSON.stringify(id)}`;
  const shared = new SharedServers((toolset) => surface.createServer(toolset));

  /**
   * A plain request through the toolset's long-lived server (exchange.ts),
   * runtime-neutral: the Hono route and the Node fast path both answer with it.
   */
  async function serveShared(message: JSONRPCRequest, toolset: Toolset, peer: string, onHangUp: (listener: () => void) => void): Promise<PlainAnswer> {
    const exchange = shared.for(toolset).exchange(message, peer);
    let status = 499;
    onHangUp(() => exchange.cancel('The client disconnected'));
    const key = message.method === 'tools/call' ? `${peer} ${JSON.stringify(message.id)}` : undefined;
    // after a cancel no JSON-RPC response follows (spec): 202 ends the exchange
    const cancel = () => ((status = 202), exchange.cancel('Cancelled by the client'));
    if (key) inflight.set(key, cancel);
    try {
      const response = await exchange.response;
      return response === undefined ? { status } : { status: 200, body: JSON.stringify(response) };
    } finally {
      if (key && inflight.get(key) === cancel) inflight.delete(key);
    }
  }

  /** Which requests take the shared-server path (see exchange.ts), given the parsed body. */
  function plainExchange(request: PlainRequest): (() => Promise<PlainAnswer>) | undefined {
    const { body, header } = request;
    if (sessions && header('mcp-session-id') !== null) return undefined;
    if (!isPlainExchange(body, header('accept'), header('mcp-protocol-version'))) return undefined;
    // A request isPlainExchange accepts (valid, not initialize, no header or a 2025-era one) is
    // modern only if params._meta carries the 2026 envelope; without _meta the SDK's classifier
    // (three Zod parses, two of them failing ones) can only answer legacy, so it runs only then.
    if (body.params?._meta !== undefined) {
      const era = classifyInboundRequest({
        httpMethod: 'POST',
        body,
        protocolVersionHeader: header('mcp-protocol-version') ?? undefined,
        mcpMethodHeader: header('mcp-method') ?? undefined,
        mcpNameHeader: header('mcp-name') ?? undefined,
      });
      if (era.kind !== 'legacy') return undefined;
    }
    let toolset: Toolset;
    try {
      toolset = toolsetOf(request.url);
    } catch {
      return undefined; // the general path answers a bad ?tools= with its 400
    }
    return () => serveShared(body, toolset, request.peer, request.onHangUp);
  }

  async function serveStateless(c: Context<EdgeEnv>, body: unknown, toolset: Toolset): Promise<Response> {
    const request = c.req.raw;
    const stream = wantsStream(body);
    const server = surface.createServer(toolset);
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: !stream, maxRequestBodySize: maxBody });
    await server.connect(transport);
    let finish!: (response: Response) => void;
    const stopped = new Promise<Response>((resolve) => (finish = resolve));
    const close = () => void transport.close().catch(() => {});
    // closing the transport aborts the handler's signal, which ctx.execute passes to the tool
    const stop = (response: Response) => (close(), finish(response));
    onHangUp(c, seamOf(c), () => stop(new Response(null, { status: 499 })));
    const call = toolsCallId(body);
    const key = call === undefined ? undefined : callKey(c, call);
    // after a cancel no JSON-RPC response follows (spec): 202 ends the exchange
    const cancel = () => stop(new Response(null, { status: 202 }));
    if (key) inflight.set(key, cancel);
    try {
      const response = await Promise.race([transport.handleRequest(request, { parsedBody: body, authInfo: callerInfo(clientOf(c)) }), stopped]);
      // a JSON exchange is over once answered (no timer, no stream): the instance is garbage now
      return stream ? closeAfterStream(response, close) : response;
    } finally {
      if (key && inflight.get(key) === cancel) inflight.delete(key);
    }
  }

  /** The body of a POST /mcp: handed over by a fast path, or read here under the cap. */
  async function readBody(c: Context<EdgeEnv>): Promise<{ body: unknown } | { text: string } | Response> {
    const handed = seamOf(c).parsedMcpBody?.(c);
    if (handed) return handed;
    const request = c.req.raw;
    const declared = request.headers.get('content-length');
    let text: string;
    if (declared !== null) text = await request.text();
    else {
      const read = await readRequestBody(request, maxBody);
      if (read.tooLarge) return refuse(413, `Request body exceeds ${maxBody} bytes`);
      text = read.text;
    }
    try {
      return { body: JSON.parse(text) as unknown };
    } catch {
      return { text };
    }
  }

  async function post(c: Context<EdgeEnv>): Promise<Response> {
    const request = c.req.raw;
    // unusual requests go to the SDK untouched: it answers 415 / 413 itself
    if (!isJsonContentType(request.headers.get('content-type'))) return fallback(request);
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > maxBody) return fallback(request);
    const read = await readBody(c);
    if (read instanceof Response) return read;
    // the SDK answers the parse error (-32700) from the same bytes
    if ('text' in read) return fallback(new Request(request.url, { method: 'POST', headers: request.headers, body: read.text }));
    const body = read.body;
    const header = (name: string) => request.headers.get(name);
    const acceptEncoding = header('accept-encoding');

    // the same decision Node's fast path makes: plain calls go to the shared server
    const plain = plainExchange({ url: request.url, body, header, peer: clientOf(c), onHangUp: (listener) => onHangUp(c, seamOf(c), listener) });
    if (plain) {
      const answer = await plain();
      if (answer.body === undefined) return c.body(null, answer.status as 202);
      const encoded = encodeLarge(answer.body, acceptEncoding);
      if (!encoded) return c.body(answer.body, answer.status as 200, JSON_HEADERS);
      const e = await encoded;
      return c.body(e.body as Uint8Array<ArrayBuffer>, answer.status as 200, { ...JSON_HEADERS, ...e.headers });
    }

    let toolset: Toolset;
    try {
      toolset = toolsetOf(request.url);
    } catch (error) {
      if (error instanceof ToolsetError) return refuse(400, `Invalid ?tools=: ${error.message}`, -32602);
      throw error;
    }
    if (!(await isLegacyRequest(request, body, { maxRequestBodySize: maxBody }))) return compressResponse(await modern.fetch(request, { parsedBody: body }), acceptEncoding);
    if (sessions) {
      const id = request.headers.get('mcp-session-id');
      if (id) return (await sessions.handle(id, request, body)) ?? refuse(404, 'Session not found', -32001);
      if (isInitializeRequest(body)) return sessions.open(surface.createServer(toolset), request, body);
    }
    const cancelledId = cancelledRequestId(body);
    if (cancelledId !== undefined) inflight.get(callKey(c, cancelledId))?.();
    return compressResponse(await serveStateless(c, body, toolset), acceptEncoding);
  }

  /** GET (server-to-client stream) and DELETE (end session) exist only with sessions. */
  async function sessionOnly(c: Context<EdgeEnv>): Promise<Response> {
    const id = c.req.header('mcp-session-id');
    if (sessions && id) return (await sessions.handle(id, c.req.raw)) ?? refuse(404, 'Session not found', -32001);
    return fallback(c.req.raw); // 405
  }

  app.get('/mcp/capabilities', (c) => {
    const toolset = surface.catalog.toolset(defaultSpec);
    return c.json({
      name: ctx.name,
      version: ctx.version,
      serverInfo: surface.serverInfo,
      protocolVersions: MCP_PROTOCOL_VERSIONS,
      capabilities: surface.capabilities,
      toolset: toolset.spec.key,
      tools: toolset.tools.length,
      reachableTools: toolset.reachable.size,
      transport: { endpoint: '/mcp', type: 'streamable-http', sessions: Boolean(sessions) },
    });
  });
  app.post('/mcp', post);
  app.get('/mcp', sessionOnly);
  app.delete('/mcp', sessionOnly);

  return {
    plainExchange,
    toolsChanged() {
      sessions?.toolsChanged();
      modern.notify.toolsChanged();
      modern.notify.resourcesChanged();
    },
    async close() {
      await sessions?.close();
      await modern.close();
    },
  };
}
