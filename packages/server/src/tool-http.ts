/**
 * The REST tool call (`/api/tools/:id`) as one runtime-neutral function, so
 * the Hono route (every runtime) and the Node fast path (node.ts) share a
 * single implementation: method check, rate limit, capped body, §7.2 input,
 * execution, status mapping.
 */
import { failure, utf8Length, type RawInput, type ToolResult, type ToolSpec } from '@ctp/core';
import type { ServerContext } from './context.js';
import type { RateLimiter } from './rate-limit.js';
import type { CappedBody } from './body.js';
import { failureStatus } from './status.js';
import { SECURITY_HEADERS } from './edge.js';
import { CORS_EXPOSED_HEADERS } from './cors.js';

export interface ToolHttpRequest {
  method: string;
  toolId: string;
  contentType: string | undefined;
  /** The raw query string without '?'. */
  query: string;
  clientIp: string;
  /** The body under the cap: read on demand (web runtimes) or already read (the Node fast path). */
  readBody(maxBytes: number): CappedBody | Promise<CappedBody>;
  signal?: AbortSignal;
}

export interface ToolHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ToolHttpOptions {
  maxBodyBytes: number;
  rateLimiter?: RateLimiter;
}

/** Headers every API response carries: the edge's security headers and open CORS (cors.ts). */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'application/json',
  ...SECURITY_HEADERS,
  'access-control-allow-origin': '*',
  'access-control-expose-headers': CORS_EXPOSED_HEADERS,
});

const ALLOW: Readonly<Record<ToolSpec['method'], string>> = { GET: 'GET, HEAD, OPTIONS', POST: 'POST, OPTIONS' };

function respond(status: number, result: ToolResult, extra?: Record<string, string>): ToolHttpResponse {
  return { status, headers: extra ? { ...API_HEADERS, ...extra } : API_HEADERS, body: serialize(result) };
}

/**
 * The result as JSON, serializing `data` once: its text gives
 * metadata.outputSize (the runtime was asked not to measure it) and is
 * spliced into the body as is.
 */
function serialize(result: ToolResult): string {
  if (!result.success || result.metadata?.outputSize !== undefined) return JSON.stringify(result);
  const data = JSON.stringify(result.data);
  // the metadata object is this call's own (the runtime builds one per result): fill in its size
  const metadata = result.metadata ?? {};
  metadata.outputSize = utf8Length(data);
  return `{"success":true,"data":${data},"metadata":${JSON.stringify(metadata)}}`;
}

const decoder = new TextDecoder();
const NOT_SPACE = /\S/;
type BodyRead = { ok: true; input: RawInput } | { ok: false; error: string; status: 400 | 413 | 415 };
/** A value, or a promise of it: steps that can answer at once do, so a synchronous call takes no microtask hop. */
type Now<T> = T | Promise<T>;

const then = <T, U>(value: Now<T>, next: (value: T) => Now<U>): Now<U> => (value instanceof Promise ? value.then(next) : next(value));

/** Reads a POST body under the cap, then as §7.2 input by its media type. */
function readInput(req: ToolHttpRequest, maxBytes: number): Now<BodyRead> {
  const full = req.contentType ?? '';
  const type = full === 'application/json' ? full : full.split(';')[0]!.trim().toLowerCase();
  const json = type === '' || type === 'application/json' || type.endsWith('+json');
  if (!json && type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data')
    return {
      ok: false,
      error: `Unsupported Content-Type "${type}": send application/json, application/x-www-form-urlencoded or multipart/form-data`,
      status: 415,
    };
  return then(req.readBody(maxBytes), (body): Now<BodyRead> => {
    if (!body.ok) return { ok: false, error: `Request body exceeds the limit of ${maxBytes} bytes`, status: 413 };
    if (type === 'multipart/form-data') return readForm(body.bytes, full);
    const text = decoder.decode(body.bytes);
    if (!json) return { ok: true, input: new URLSearchParams(text) };
    if (!NOT_SPACE.test(text)) return { ok: true, input: {} }; // an empty body is no parameters
    try {
      return { ok: true, input: JSON.parse(text) as Record<string, unknown> };
    } catch (error) {
      return { ok: false, error: `Request body is not valid JSON: ${(error as Error).message}`, status: 400 };
    }
  });
}

async function readForm(bytes: Uint8Array, contentType: string): Promise<BodyRead> {
  try {
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
    return { ok: true, input: form };
  } catch {
    return { ok: false, error: 'Request body is not valid multipart/form-data', status: 400 };
  }
}

async function rateLimited(req: ToolHttpRequest, spec: ToolSpec, limiter: RateLimiter) {
  const d = await limiter.consume(req.clientIp, spec);
  const headers: Record<string, string> = {
    'ratelimit-limit': String(d.limit),
    'ratelimit-remaining': String(d.remaining),
    'ratelimit-reset': String(d.resetSec),
  };
  if (d.allowed) return { refused: undefined, headers };
  headers['retry-after'] = String(d.resetSec);
  return { refused: respond(429, failure('RATE_LIMITED', `Rate limit exceeded: try again in ${d.resetSec} s`), headers), headers };
}

/**
 * One REST tool call. Returns the response itself when every step could answer at once (no rate
 * limiter, body already read, a loaded synchronous tool): the common case on Node, where a
 * promise chain per request costs as much as the tool.
 */
export function handleToolHttp(ctx: ServerContext, options: ToolHttpOptions, req: ToolHttpRequest): Now<ToolHttpResponse> {
  const spec = ctx.registry.get(req.toolId)?.definition;
  if (!spec) return respond(404, failure('NOT_FOUND', `Unknown tool "${req.toolId}"`));
  // HEAD is GET without a body (RFC 9110 §9.3.2): the same call and status; the runtime drops the body
  if (req.method !== spec.method && !(req.method === 'HEAD' && spec.method === 'GET'))
    return respond(405, failure('INVALID_INPUT', `This tool is called with ${spec.method}, not ${req.method}`), { allow: ALLOW[spec.method] });
  // limit before parsing the body: refused clients cost no parsing
  if (!options.rateLimiter) return callTool(ctx, options, req, spec, undefined);
  return rateLimited(req, spec, options.rateLimiter).then((limit) => limit.refused ?? callTool(ctx, options, req, spec, limit.headers));
}

function callTool(ctx: ServerContext, options: ToolHttpOptions, req: ToolHttpRequest, spec: ToolSpec, headers: Record<string, string> | undefined): Now<ToolHttpResponse> {
  const read: Now<BodyRead> = spec.method === 'GET' ? { ok: true, input: new URLSearchParams(req.query) } : readInput(req, options.maxBodyBytes);
  return then(read, (r) => {
    if (!r.ok) {
      const extra = r.status === 413 ? { ...headers, connection: 'close' } : headers;
      return respond(r.status, failure(r.status === 413 ? 'CONSTRAINT_VIOLATION' : 'INVALID_INPUT', r.error), extra);
    }
    const result = ctx.executeNow(spec.id, r.input, { signal: req.signal, skipOutputSize: true, client: req.clientIp });
    return then(result, (done) => (done.success ? respond(200, done, headers) : respond(...failureStatus(done, headers))));
  });
}
