/**
 * The HTTP edge: everything that happens to a request before a handler sees it
 * and to its response on the way out — the client address, security headers,
 * the request log, body and rate limits, the 429 and the DNS-rebinding guard of
 * /mcp. The Hono app (every runtime) and Node's fast paths both go through one
 * Edge, so a header, a log format or a limit changes here and only here.
 * Runtime-neutral: what differs per runtime (the peer address, how a body is
 * read) comes from a RuntimeSeam (runtime-seam.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { localhostAllowedHostnames, localhostAllowedOrigins, validateHostHeader, validateOriginHeader } from '@modelcontextprotocol/server';
import type { RateLimiter } from './rate-limit.js';
import { WEB_SEAM, type RuntimeSeam } from './runtime-seam.js';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Sent with every response, whichever path answers it. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
});

/** SECURITY_HEADERS plus a JSON content type: the answers the edge writes itself. */
export const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'content-type': 'application/json', ...SECURITY_HEADERS });

/** An answer the edge gives without a handler (refusals), in a shape any runtime can write. */
export interface EdgeAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string;
}

export interface EdgeOptions {
  /** Bind address: loopback binds get Host/Origin validation on /mcp (DNS rebinding). */
  host: string;
  maxBodyBytes?: number;
  /** Largest /mcp body (default: maxBodyBytes). */
  mcpMaxBodyBytes?: number;
  rateLimiter?: RateLimiter;
  /** Trust X-Forwarded-For for the client address (only behind your own proxy). */
  trustProxy?: boolean;
  /** One line per request; never user data (spec §11.5). */
  log?: (line: string) => void;
}

/** A JSON-RPC error sent before any MCP message is processed (the SDK's transports answer in the same shape). */
export function jsonRpcRefusal(status: number, message: string, extra?: Record<string, string>, code = -32000): EdgeAnswer {
  return {
    status,
    headers: extra ? { ...JSON_HEADERS, ...extra } : JSON_HEADERS,
    body: JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } }),
  };
}

export class Edge {
  readonly maxBodyBytes: number;
  readonly mcpMaxBodyBytes: number;
  readonly rateLimiter: RateLimiter | undefined;
  /** Undefined when requests are not logged, so callers can skip taking the time. */
  readonly log: ((line: string) => void) | undefined;
  readonly #trustProxy: boolean;
  readonly #guardMcp: boolean;
  /** Host values the rebinding guard has accepted (a handful per deployment): a Set lookup instead of a URL parse. */
  readonly #hostsSeen = new Set<string>();

  constructor(options: EdgeOptions) {
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.mcpMaxBodyBytes = options.mcpMaxBodyBytes ?? this.maxBodyBytes;
    this.rateLimiter = options.rateLimiter;
    this.log = options.log;
    this.#trustProxy = options.trustProxy ?? false;
    this.#guardMcp = isLoopback(options.host);
  }

  /** The key rate limits count under: the connection's peer, or the proxy's word when trusted. */
  clientAddress(peer: string | undefined, forwardedFor: string | null | undefined): string {
    if (this.#trustProxy && forwardedFor) {
      const first = forwardedFor.split(',')[0]!.trim();
      if (first) return first;
    }
    return peer || 'unknown';
  }

  /** A start time for `logRequest`, or 0 when nothing is logged. */
  started(): number {
    return this.log ? performance.now() : 0;
  }

  /** The request log line: method, path (never the query: it carries user data), status, duration. */
  logRequest(method: string, path: string, status: number, started: number): void {
    this.log?.(`${method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`);
  }

  logError(method: string, path: string, error: Error): void {
    this.log?.(`error ${method} ${path}: ${error.message}`);
  }

  /**
   * DNS-rebinding protection for /mcp on loopback binds (the SDK's validators): a page on
   * evil.example whose name resolves to 127.0.0.1 must not reach the server. Undefined when the
   * request may proceed, else the 403.
   */
  checkMcpHostAndOrigin(host: string | null | undefined, origin: string | null | undefined): EdgeAnswer | undefined {
    if (!this.#guardMcp) return undefined;
    if (!host || !this.#hostsSeen.has(host)) {
      const result = validateHostHeader(host, localhostAllowedHostnames());
      if (!result.ok) return jsonRpcRefusal(403, result.message);
      if (this.#hostsSeen.size < 64) this.#hostsSeen.add(host!);
    }
    if (origin === null || origin === undefined) return undefined;
    const result = validateOriginHeader(origin, localhostAllowedOrigins());
    return result.ok ? undefined : jsonRpcRefusal(403, result.message);
  }

  /** The /mcp rate limit: undefined when allowed (or unlimited), else the 429 in JSON-RPC form. */
  async limitMcp(client: string): Promise<EdgeAnswer | undefined> {
    if (!this.rateLimiter) return undefined;
    const decision = await this.rateLimiter.consume(client);
    if (decision.allowed) return undefined;
    return jsonRpcRefusal(429, `Rate limit exceeded: retry in ${decision.resetSec} s`, { 'retry-after': String(decision.resetSec) });
  }
}

export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/** What the app's routes read from the context (set by `edgeMiddleware`). */
export type EdgeVariables = { edge: Edge; seam: RuntimeSeam };
export type EdgeEnv = { Variables: EdgeVariables };

/**
 * The Hono side of the edge: security headers set before the handler (headers added to a
 * finished response force a copy of it), one log line after it, the edge and seam handed to
 * the routes. A handler that returns a Response of its own (the MCP SDK's transports, /mcp
 * refusals) bypasses what c.header set, so those answers get the headers afterwards.
 */
export function edgeMiddleware(edge: Edge, seam: RuntimeSeam = WEB_SEAM): MiddlewareHandler<EdgeEnv> {
  const headers = Object.entries(SECURITY_HEADERS);
  return async (c, next) => {
    const started = edge.started();
    for (const [name, value] of headers) c.header(name, value);
    c.set('edge', edge);
    c.set('seam', seam);
    await next();
    if (!c.res.headers.has(headers[0]![0])) addSecurityHeaders(c, headers);
    if (edge.log) edge.logRequest(c.req.method, c.req.path, c.res.status, started);
  };
}

/** SECURITY_HEADERS on the context's response: in place, or on a copy when its headers are immutable (a fetched Response). */
function addSecurityHeaders(c: Context, headers: readonly (readonly [string, string])[]): void {
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res); // Hono's setter copies it again, into a mutable Response
    for (const [name, value] of headers) c.res.headers.set(name, value);
  }
}

/** The request's runtime seam (WEB_SEAM for routes mounted on an app without the edge middleware). */
export function seamOf(c: Context<EdgeEnv>): RuntimeSeam {
  return (c.var.seam as RuntimeSeam | undefined) ?? WEB_SEAM;
}

/** The client address of a request inside the app (the rate-limit key): the edge's reading of the seam's peer. */
export function clientOf(c: Context<EdgeEnv>): string {
  const edge = c.var.edge as Edge | undefined;
  const peer = seamOf(c).peer(c);
  return edge ? edge.clientAddress(peer, c.req.header('x-forwarded-for')) : peer || 'unknown';
}

/** The Hono side of the /mcp guard and limit (Node's fast path calls the same Edge methods). */
export function mcpEdgeMiddleware(edge: Edge): MiddlewareHandler<EdgeEnv> {
  return async (c, next) => {
    const refused = edge.checkMcpHostAndOrigin(c.req.header('host'), c.req.header('origin'));
    if (refused) return c.body(refused.body, refused.status as 403, refused.headers);
    if (c.req.method === 'POST' && edge.rateLimiter) {
      const limited = await edge.limitMcp(clientOf(c));
      if (limited) return c.body(limited.body, limited.status as 429, limited.headers);
    }
    await next();
  };
}
