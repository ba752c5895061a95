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
import { STATUS_BY_CODE } from './status.js';

export interface ToolHttpRequest {
  method: string;
  toolId: string;
  contentType: string | undefined;
  /** The raw query string without '?'. */
  query: string;
  clientIp: string;
  readBody(maxBytes: number): Promise<CappedBody>;
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

/** Headers every API response carries (open CORS, no sniffing, no referrer). */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'application/json',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, ETag',
});

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
  const metadata = { ...result.metadata, outputSize: utf8Length(data) };
  return `{"success":true,"data":${data},"metadata":${JSON.stringify(metadata)}}`;
}

const decoder = new TextDecoder();
type BodyRead = { ok: true; input: RawInput } | { ok: false; error: string; status: 400 | 413 | 415 };

/** Reads a POST body under the cap, then as §7.2 input by its media type. */
async function readInput(req: ToolHttpRequest, maxBytes: number): Promise<BodyRead> {
  const full = req.contentType ?? '';
  const type = full.split(';')[0]!.trim().toLowerCase();
  const json = type === '' || type === 'application/json' || type.endsWith('+json');
  if (!json && type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data')
    return {
      ok: false,
      error: `Unsupported Content-Type "${type}": send application/json, application/x-www-form-urlencoded or multipart/form-data`,
      status: 415,
    };
  const body = await req.readBody(maxBytes);
  if (!body.ok) return { ok: false, error: `Request body exceeds the limit of ${maxBytes} bytes`, status: 413 };
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(body.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': full } }).formData();
      return { ok: true, input: form };
    } catch {
      return { ok: false, error: 'Request body is not valid multipart/form-data', status: 400 };
    }
  }
  const text = decoder.decode(body.bytes);
  if (!json) return { ok: true, input: new URLSearchParams(text) };
  if (text.trim() === '') return { ok: true, input: {} };
  try {
    return { ok: true, input: JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    return { ok: false, error: `Request body is not valid JSON: ${(error as Error).message}`, status: 400 };
  }
}

const NO_LIMIT = { refused: undefined, headers: undefined };

async function rateLimited(req: ToolHttpRequest, spec: ToolSpec, options: ToolHttpOptions) {
  if (!options.rateLimiter) return { refused: undefined, headers: undefined };
  const d = await options.rateLimiter.consume(req.clientIp, spec);
  const headers: Record<string, string> = {
    'ratelimit-limit': String(d.limit),
    'ratelimit-remaining': String(d.remaining),
    'ratelimit-reset': String(d.resetSec),
  };
  if (d.allowed) return { refused: undefined, headers };
  headers['retry-after'] = String(d.resetSec);
  return { refused: respond(429, failure('RATE_LIMITED', `Rate limit exceeded: try again in ${d.resetSec} s`), headers), headers };
}

export async function handleToolHttp(ctx: ServerContext, options: ToolHttpOptions, req: ToolHttpRequest): Promise<ToolHttpResponse> {
  const spec = ctx.registry.get(req.toolId)?.definition;
  if (!spec) return respond(404, failure('NOT_FOUND', `Unknown tool "${req.toolId}"`));
  if (req.method !== spec.method)
    return respond(405, failure('INVALID_INPUT', `This tool is called with ${spec.method}, not ${req.method}`), { allow: `${spec.method}, OPTIONS` });
  // limit before reading the body: refused clients cost no parsing
  const limit = options.rateLimiter ? await rateLimited(req, spec, options) : NO_LIMIT;
  if (limit.refused) return limit.refused;
  let input: RawInput;
  if (spec.method === 'GET') input = new URLSearchParams(req.query);
  else {
    const read = await readInput(req, options.maxBodyBytes);
    if (!read.ok) {
      const extra = read.status === 413 ? { ...limit.headers, connection: 'close' } : limit.headers;
      return respond(read.status, failure(read.status === 413 ? 'CONSTRAINT_VIOLATION' : 'INVALID_INPUT', read.error), extra);
    }
    input = read.input;
  }
  const now = ctx.executeNow(spec.id, input, { signal: req.signal, skipOutputSize: true });
  // a loaded synchronous tool answers in this tick: no promise to wait for
  const result = now instanceof Promise ? await now : now;
  return respond(result.success ? 200 : STATUS_BY_CODE[result.errorCode], result, limit.headers);
}
