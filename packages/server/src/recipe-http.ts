/**
 * REST: POST /api/recipes/run with `{ recipe, input? }` (recipe: the JSON document or its text
 * form) → a CTP ToolResult of RecipeData. Same statuses, body cap and rate limits as a tool call:
 * the request takes one point before its body is read, then every further step one more, and a
 * step whose tool has its own limit counts against that tool's window too.
 */
import { Hono, type Context } from 'hono';
import { checkRecipe, failure, type ToolResult, type ToolSpec } from '@ctp/core';
import type { ServerContext } from './context.js';
import type { RateLimitDecision } from './rate-limit.js';
import { readCappedBody } from './body.js';
import { encodeLarge } from './compression.js';
import { clientOf, seamOf, type EdgeEnv } from './edge.js';
import { API_HEADERS } from './tool-http.js';
import { failureStatus } from './status.js';

type Body = { ok: true; recipe: unknown; input: string | undefined } | { ok: false; status: number; result: ToolResult };

const refuse = (status: number, code: Parameters<typeof failure>[0], message: string): Body => ({ ok: false, status, result: failure(code, message) });

/** Reads `{ recipe, input? }` from a JSON or form body under the cap. */
async function readRecipeBody(c: Context<EdgeEnv>, maxBytes: number): Promise<Body> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const json = type === '' || type === 'application/json' || type.endsWith('+json');
  if (!json && type !== 'application/x-www-form-urlencoded')
    return refuse(415, 'INVALID_INPUT', `Unsupported Content-Type "${type}": send application/json or application/x-www-form-urlencoded`);
  const body = await readCappedBody(c, maxBytes, seamOf(c));
  if (!body.ok) return refuse(413, 'CONSTRAINT_VIOLATION', `Request body exceeds the limit of ${maxBytes} bytes`);
  const text = new TextDecoder().decode(body.bytes);
  let value: unknown;
  if (!json) value = Object.fromEntries(new URLSearchParams(text));
  else {
    try {
      value = JSON.parse(text);
    } catch (error) {
      return refuse(400, 'INVALID_INPUT', `Request body is not valid JSON: ${(error as Error).message}`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return refuse(400, 'INVALID_INPUT', 'The body must be an object: { "recipe": { "steps": [...] } or "tool?param=value | next-tool", "input": "..." }');
  const fields = value as Record<string, unknown>;
  const stray = Object.keys(fields).filter((k) => k !== 'recipe' && k !== 'input');
  if (stray.length > 0) return refuse(400, 'INVALID_INPUT', `Unknown field ${stray.map((k) => JSON.stringify(k)).join(', ')}; the body has "recipe" and "input"`);
  if (fields.recipe === undefined || fields.recipe === null) return refuse(400, 'MISSING_REQUIRED', '"recipe" is required: { "steps": [{ "tool": "…", "params": {…} }] } or its text form');
  const input = fields.input ?? undefined;
  if (input !== undefined && typeof input !== 'string') return refuse(400, 'TYPE_ERROR', `"input" must be a string (the first step's main input), got ${Array.isArray(input) ? 'array' : typeof input}`);
  return { ok: true, recipe: fields.recipe, input };
}

function headersOf(decision: RateLimitDecision | undefined, extra?: Record<string, string>): Record<string, string> {
  if (!decision && !extra) return { ...API_HEADERS };
  const headers: Record<string, string> = { ...API_HEADERS, ...extra };
  if (decision) {
    headers['ratelimit-limit'] = String(decision.limit);
    headers['ratelimit-remaining'] = String(decision.remaining);
    headers['ratelimit-reset'] = String(decision.resetSec);
    if (!decision.allowed) headers['retry-after'] = String(decision.resetSec);
  }
  return headers;
}

/** A result as JSON, gzipped when large and the client takes it (as REST tool results are). */
async function send(c: Context<EdgeEnv>, status: number, result: ToolResult, headers: Record<string, string>): Promise<Response> {
  const text = JSON.stringify(result);
  const encoded = encodeLarge(text, c.req.header('accept-encoding'));
  if (!encoded) return c.body(text, status as 200, headers);
  const e = await encoded;
  return c.body(e.body as string, status as 200, { ...headers, ...e.headers });
}

export function recipeRoutes(ctx: ServerContext): Hono<EdgeEnv> {
  const api = new Hono<EdgeEnv>();
  const limited = (c: Context<EdgeEnv>, decision: RateLimitDecision) =>
    send(c, 429, failure('RATE_LIMITED', `Rate limit exceeded: try again in ${decision.resetSec} s`), headersOf(decision));

  api.post('/run', async (c) => {
    const edge = c.var.edge;
    const limiter = edge.rateLimiter;
    const client = clientOf(c);
    // the request's own point, before anything is parsed: refused clients cost nothing
    let decision = limiter ? await limiter.consume(client) : undefined;
    if (decision && !decision.allowed) return limited(c, decision);
    const body = await readRecipeBody(c, edge.maxBodyBytes);
    if (!body.ok) return send(c, body.status, body.result, headersOf(decision, body.status === 413 ? { connection: 'close' } : undefined));
    if (limiter) {
      // one point per further step, and each tool's own window: a recipe costs what its calls would
      const steps = recipeTools(ctx, body.recipe);
      for (let i = 0; i < steps.length; i++) {
        const spec = steps[i]!;
        if (i === 0 && !spec.rateLimit) continue;
        decision = await limiter.consume(client, spec);
        if (!decision.allowed) return limited(c, decision);
      }
    }
    const result = await ctx.runRecipe(body.recipe, body.input, { client });
    if (result.success) return send(c, 200, result, headersOf(decision));
    const [status, failed, extra] = failureStatus(result, headersOf(decision));
    return send(c, status, failed, extra ?? {});
  });

  api.on(['GET', 'PUT', 'PATCH', 'DELETE'], '/run', (c) =>
    send(c, 405, failure('INVALID_INPUT', `Recipes are run with POST, not ${c.req.method}`), headersOf(undefined, { allow: 'POST, OPTIONS' })),
  );
  return api;
}

/** The definitions of a recipe's steps when it checks out (an invalid recipe costs no more points: it will not run). */
function recipeTools(ctx: ServerContext, recipe: unknown): ToolSpec[] {
  const lookup = (id: string) => ctx.registry.get(id)?.definition;
  const checked = checkRecipe(recipe, lookup);
  return checked.ok ? checked.recipe.steps.map((s) => lookup(s.tool)!) : [];
}
