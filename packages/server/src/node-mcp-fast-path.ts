/**
 * Node fast path for plain stateless MCP calls: POST /mcp read straight from
 * node:http and answered by the mount's shared-server exchange (mcp/exchange.ts),
 * without building web Request/Response objects. The edge (guard, client
 * address, limit, headers, log) is the app's own Edge; which requests are
 * "plain" is the mount's one decision (plainExchange), the same the Hono route
 * makes. Anything else goes to the app with its body read and parsed once
 * (runtimes/node-seam.ts hands both over).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonContentType } from '@modelcontextprotocol/server';
import { readIncoming } from './body.js';
import { encodeLarge } from './compression.js';
import { jsonRpcRefusal, JSON_HEADERS, SECURITY_HEADERS, type Edge, type EdgeAnswer } from './edge.js';
import type { McpMount, PlainAnswer } from './mcp/http.js';
import { answerUnreadBody } from './node-unread-body.js';
import { handOverMcpBody } from './runtimes/node-seam.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** One decoder for every request: decode() without { stream } keeps no state between calls. */
const utf8 = new TextDecoder();
const INTERNAL = jsonRpcRefusal(500, 'Internal server error', undefined, -32603);

export function withMcpFastPath(fallback: Listener, mount: McpMount, edge: Edge): Listener {
  const maxBody = edge.mcpMaxBodyBytes;
  const tooLarge = jsonRpcRefusal(413, `Request body exceeds ${maxBody} bytes`);

  const write = (res: ServerResponse, answer: EdgeAnswer | { status: number; headers: Record<string, string>; body: string | Uint8Array }, started: number) => {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    if (edge.log) edge.logRequest('POST', '/mcp', answer.status, started);
  };

  const send = (res: ServerResponse, result: PlainAnswer, acceptEncoding: string | undefined, started: number) => {
    if (result.body === undefined) {
      res.writeHead(result.status, SECURITY_HEADERS);
      res.end();
    } else {
      const encoded = encodeLarge(result.body, acceptEncoding);
      if (encoded)
        return void encoded.then(
          (e) => write(res, { status: result.status, headers: { ...JSON_HEADERS, ...e.headers }, body: e.body }, started),
          () => write(res, { status: result.status, headers: JSON_HEADERS, body: result.body! }, started),
        );
      res.writeHead(result.status, JSON_HEADERS);
      res.end(result.body);
    }
    if (edge.log) edge.logRequest('POST', '/mcp', result.status, started);
  };

  return (req, res) => {
    const url = req.url ?? '';
    if (req.method !== 'POST' || !(url === '/mcp' || url.startsWith('/mcp?'))) return fallback(req, res);
    const headers = req.headers;
    // sessions and requests the SDK refuses itself (415) take the general route
    if (headers['mcp-session-id'] !== undefined || !isJsonContentType(headers['content-type'] ?? null)) return fallback(req, res);
    const started = edge.started();
    const refused = edge.checkMcpHostAndOrigin(headers.host, headers.origin);
    if (refused) return write(res, refused, started);
    // over the cap, declared or while reading: answer, drain a bounded amount and close (never read on)
    const refuseTooLarge = () => {
      answerUnreadBody(req, res, tooLarge.status, tooLarge.headers, tooLarge.body);
      if (edge.log) edge.logRequest('POST', '/mcp', tooLarge.status, started);
    };
    const declared = headers['content-length'];
    if (declared !== undefined && Number(declared) > maxBody) return refuseTooLarge();

    const serve = async () => {
      const read = await readIncoming(req, maxBody);
      if (!read.ok) return refuseTooLarge();
      const bytes = read.bytes;
      const text = utf8.decode(bytes);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        handOverMcpBody(req, bytes, { text }); // the SDK answers the parse error
        return fallback(req, res);
      }
      const forwarded = headers['x-forwarded-for'];
      const client = edge.clientAddress(req.socket.remoteAddress, typeof forwarded === 'string' ? forwarded : undefined);
      const serveExchange = mount.plainExchange({
        url,
        body,
        peer: client,
        header: (name) => {
          const value = headers[name];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
        onHangUp: (listener) => res.once('close', () => void (res.writableFinished || listener())),
      });
      if (!serveExchange) {
        handOverMcpBody(req, bytes, { body });
        return fallback(req, res);
      }
      if (edge.rateLimiter) {
        const limited = await edge.limitMcp(client);
        if (limited) return write(res, limited, started);
      }
      send(res, await serveExchange(), headers['accept-encoding'], started);
    };
    serve().catch(() => {
      if (!res.headersSent) write(res, INTERNAL, started);
      else res.destroy();
    });
  };
}
