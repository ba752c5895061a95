/**
 * Node fast path for REST tool calls: `/api/tools/<id>` answered straight from
 * node:http objects through the same handleToolHttp the Hono route uses,
 * skipping the web Request/Response layer (which costs more than most tools).
 * The edge (client address, headers, limits, log) is the app's own Edge.
 * Everything else goes to the Hono app.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { failure } from '@ctp/core';
import type { ServerContext } from './context.js';
import { readIncomingThen, type CappedBody } from './body.js';
import { encodeLarge } from './compression.js';
import type { Edge } from './edge.js';
import { answerUnreadBody } from './node-unread-body.js';
import { API_HEADERS, handleToolHttp, type ToolHttpResponse } from './tool-http.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const PREFIX = '/api/tools/';
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NO_BODY: CappedBody = Object.freeze({ ok: true, bytes: new Uint8Array(0) });
const INTERNAL_ERROR: ToolHttpResponse = Object.freeze({ status: 500, headers: API_HEADERS, body: JSON.stringify(failure('INTERNAL_ERROR', 'Internal server error')) });

export function withToolFastPath(fallback: Listener, ctx: ServerContext, edge: Edge): Listener {
  const options = { maxBodyBytes: edge.maxBodyBytes, rateLimiter: edge.rateLimiter };
  return (req, res) => {
    const url = req.url ?? '';
    const method = req.method ?? '';
    if ((method !== 'GET' && method !== 'POST' && method !== 'HEAD') || !url.startsWith(PREFIX)) return fallback(req, res);
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const toolId = path.slice(PREFIX.length);
    if (!ID.test(toolId)) return fallback(req, res); // encoded or nested paths: let the router decide
    const started = edge.started();
    const forwarded = req.headers['x-forwarded-for'];
    const clientIp = edge.clientAddress(req.socket.remoteAddress, typeof forwarded === 'string' ? forwarded : undefined);
    const write = (status: number, headers: Record<string, string>, body: string | Uint8Array) => {
      res.writeHead(status, headers);
      res.end(body);
      if (edge.log) edge.logRequest(method, path, status, started);
    };
    let unread = false; // the body was over the cap: answered while the rest is drained (node-unread-body.ts)
    const send = (response: ToolHttpResponse) => {
      if (unread && response.status === 413) {
        answerUnreadBody(req, res, response.status, response.headers, response.body);
        if (edge.log) edge.logRequest(method, path, response.status, started);
        return;
      }
      const encoded = encodeLarge(response.body, req.headers['accept-encoding']);
      if (!encoded) return write(response.status, response.headers, response.body);
      encoded.then(
        (e) => write(response.status, { ...response.headers, ...e.headers }, e.body),
        () => write(response.status, response.headers, response.body),
      );
    };
    const call = (body: CappedBody) => {
      unread = !body.ok;
      let response: ToolHttpResponse | Promise<ToolHttpResponse>;
      try {
        response = handleToolHttp(ctx, options, {
          method,
          toolId,
          contentType: req.headers['content-type'],
          query: q === -1 ? '' : url.slice(q + 1),
          clientIp,
          readBody: () => body,
        });
      } catch {
        response = INTERNAL_ERROR;
      }
      if (response instanceof Promise) response.catch(() => INTERNAL_ERROR).then(send);
      else send(response);
    };
    // the body is read first (under the cap, with no promise) so that a synchronous tool is answered
    // in the request's own 'end' event; rate limiting still comes before any parsing
    if (method !== 'POST') return call(NO_BODY); // GET and HEAD (node:http writes no body for HEAD)
    const declared = req.headers['content-length'];
    readIncomingThen(req, edge.maxBodyBytes, declared === undefined ? undefined : Number(declared), call);
  };
}
