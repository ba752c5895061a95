/** REST: /api/tools and /api/tools/:id, returning CTP ToolResults (spec §7–§8). */
import { Hono, type Context } from 'hono';
import { failure, toCtpDefinition, type ToolResult, type RawInput, type ToolSpec } from '@ctp/core';
import type { ServerContext } from './context.js';
import { STATUS_BY_CODE } from './status.js';
import type { RateLimiter } from './rate-limit.js';
import { readCappedBody } from './body.js';

export interface RestOptions {
  maxBodyBytes: number;
  rateLimiter?: RateLimiter;
  clientIp(c: Context): string;
}

export function toolResponse(c: Context, result: ToolResult): Response {
  const status = result.success ? 200 : STATUS_BY_CODE[result.errorCode];
  return c.json(result, status);
}

function methodNotAllowed(c: Context, allowed: string): Response {
  c.header('Allow', `${allowed}, OPTIONS`);
  return c.json(failure('INVALID_INPUT', `This tool is called with ${allowed}, not ${c.req.method}`), 405);
}

type BodyRead = { ok: true; input: RawInput } | { ok: false; error: string; status: 400 | 413 | 415 };

const decoder = new TextDecoder();

/** Reads a POST body under the size cap, then as §7.2 input by its media type. */
async function readBody(c: Context, maxBytes: number): Promise<BodyRead> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const json = type === '' || type === 'application/json' || type.endsWith('+json');
  if (!json && type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data')
    return {
      ok: false,
      error: `Unsupported Content-Type "${type}": send application/json, application/x-www-form-urlencoded or multipart/form-data`,
      status: 415,
    };
  const body = await readCappedBody(c, maxBytes);
  if (!body.ok) return { ok: false, error: `Request body exceeds the limit of ${maxBytes} bytes`, status: 413 };
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(body.bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': c.req.header('content-type')! } }).formData();
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

export function restRoutes(ctx: ServerContext, options: RestOptions): Hono {
  const api = new Hono();

  api.get('/', (c) => {
    const category = c.req.query('category') || undefined;
    const tag = c.req.query('tag') || undefined;
    const query = c.req.query('q') || undefined;
    const tools = ctx.registry.filter({ category, tag, query }).map((d) => ({
      ...toCtpDefinition(d),
      apiEndpoint: `${ctx.baseUrl()}/api/tools/${d.id}`,
    }));
    return c.json({ count: tools.length, tools });
  });

  const limited = async (c: Context, spec: ToolSpec): Promise<Response | undefined> => {
    if (!options.rateLimiter) return undefined;
    const decision = await options.rateLimiter.consume(options.clientIp(c), spec);
    c.header('RateLimit-Limit', String(decision.limit));
    c.header('RateLimit-Remaining', String(decision.remaining));
    c.header('RateLimit-Reset', String(decision.resetSec));
    if (decision.allowed) return undefined;
    c.header('Retry-After', String(decision.resetSec));
    return c.json(failure('RATE_LIMITED', `Rate limit exceeded: try again in ${decision.resetSec} s`), 429);
  };

  const run = (c: Context, spec: ToolSpec, input: RawInput) =>
    ctx.execute(spec.id, input).then((result) => toolResponse(c, result));

  const lookup = (c: Context): ToolSpec | Response => {
    const spec = ctx.registry.get(c.req.param('id') ?? '')?.definition;
    return spec ?? c.json(failure('NOT_FOUND', `Unknown tool "${c.req.param('id')}"`), 404);
  };

  api.get('/:id', async (c) => {
    const spec = lookup(c);
    if (spec instanceof Response) return spec;
    if (spec.method !== 'GET') return methodNotAllowed(c, spec.method);
    const refused = await limited(c, spec);
    return refused ?? run(c, spec, new URL(c.req.url).searchParams);
  });

  api.post('/:id', async (c) => {
    const spec = lookup(c);
    if (spec instanceof Response) return spec;
    if (spec.method !== 'POST') return methodNotAllowed(c, spec.method);
    // limit before reading the body: refused clients cost no parsing
    const refused = await limited(c, spec);
    if (refused) return refused;
    const body = await readBody(c, options.maxBodyBytes);
    if (!body.ok) {
      if (body.status === 413) c.header('Connection', 'close');
      const code = body.status === 413 ? 'CONSTRAINT_VIOLATION' : 'INVALID_INPUT';
      return c.json(failure(code, body.error), body.status);
    }
    return run(c, spec, body.input);
  });

  api.on(['PUT', 'PATCH', 'DELETE'], '/:id', (c) => {
    const spec = lookup(c);
    return spec instanceof Response ? spec : methodNotAllowed(c, spec.method);
  });

  return api;
}
