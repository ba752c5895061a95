/**
 * Node fast path for plain stateless MCP calls: POST /mcp read straight from
 * node:http and answered by the mount's shared-server exchange (mcp/exchange.ts),
 * without building web Request/Response objects. Whatever the fast path does
 * not recognise goes to the Hono app unchanged; when the body has already been
 * read, it travels as `rawBody`, which @hono/node-server reads instead of the
 * drained stream.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonContentType, localhostAllowedHostnames } from '@modelcontextprotocol/server';
import { readIncoming } from './body.js';
import type { McpMount } from './mcp/http.js';
import { isLoopback } from './mcp/http-util.js';
import type { RateLimiter } from './rate-limit.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface McpFastPathOptions {
  mount: McpMount;
  host: string;
  maxBodyBytes: number;
  rateLimiter?: RateLimiter;
  trustProxy?: boolean;
  log?: (line: string) => void;
}

/** The headers every app response carries (app.ts), plus JSON. */
const JSON_HEADERS = { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
const BARE_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
/** One decoder for every request: decode() without { stream } keeps no state between calls. */
const utf8 = new TextDecoder();

/** Host values the loopback guard accepts outright; anything else takes the guarded route. */
function loopbackHostCheck(): (host: string | undefined) => boolean {
  const names = new Set(localhostAllowedHostnames());
  return (host) => {
    if (!host) return false;
    const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
    return names.has(name.toLowerCase());
  };
}

export function withMcpFastPath(fallback: Listener, options: McpFastPathOptions): Listener {
  const hostAllowed = isLoopback(options.host) ? loopbackHostCheck() : () => true;
  const { mount, maxBodyBytes, rateLimiter, log } = options;

  const answer = (res: ServerResponse, status: number, body: string | undefined, started: number, extra?: Record<string, string>) => {
    res.writeHead(status, body === undefined ? BARE_HEADERS : extra ? { ...JSON_HEADERS, ...extra } : JSON_HEADERS);
    res.end(body);
    log?.(`POST /mcp ${status} ${(performance.now() - started).toFixed(1)}ms`);
  };

  return (req, res) => {
    const url = req.url ?? '';
    if (req.method !== 'POST' || !(url === '/mcp' || url.startsWith('/mcp?'))) return fallback(req, res);
    const headers = req.headers;
    // browsers (Origin), sessions and unusual requests take the general route with its checks
    if (headers.origin !== undefined || headers['mcp-session-id'] !== undefined) return fallback(req, res);
    if (!hostAllowed(headers.host) || !isJsonContentType(headers['content-type'] ?? null)) return fallback(req, res);
    const declared = headers['content-length'];
    if (declared !== undefined && Number(declared) > maxBodyBytes) return fallback(req, res);
    const started = log ? performance.now() : 0;

    const serve = async () => {
      const read = await readIncoming(req, maxBodyBytes);
      if (!read.ok) return answer(res, 413, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32000, message: `Request body exceeds ${maxBodyBytes} bytes` } }), started);
      const bytes = read.bytes;
      const toGeneralRoute = () => {
        (req as IncomingMessage & { rawBody?: Buffer }).rawBody = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        fallback(req, res);
      };
      let body: unknown;
      try {
        body = JSON.parse(utf8.decode(bytes));
      } catch {
        return toGeneralRoute(); // the SDK answers the parse error
      }
      const peer = req.socket.remoteAddress ?? '';
      const serveExchange = mount.plainExchange({
        url,
        body,
        peer,
        header: (name) => {
          const value = headers[name];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
        onHangUp: (listener) => res.once('close', () => void (res.writableFinished || listener())),
      });
      if (!serveExchange) return toGeneralRoute();
      if (rateLimiter) {
        const forwarded = options.trustProxy ? headers['x-forwarded-for'] : undefined;
        const client = (typeof forwarded === 'string' && forwarded.split(',')[0]!.trim()) || peer || 'unknown';
        const decision = await rateLimiter.consume(client);
        if (!decision.allowed) {
          const message = `Rate limit exceeded: retry in ${decision.resetSec} s`;
          return answer(res, 429, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32000, message } }), started, { 'retry-after': String(decision.resetSec) });
        }
      }
      const result = await serveExchange();
      answer(res, result.status, result.body, started);
    };
    serve().catch(() => {
      if (!res.headersSent) answer(res, 500, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Internal server error' } }), started);
      else res.destroy();
    });
  };
}
