/**
 * Cloudflare Workers entry (bundled by packages/server/scripts/bundle-workers.mjs,
 * run by workerd or `wrangler dev`/`wrangler deploy`): REST, MCP, discovery
 * documents and /docs for every tool that can run there. Tools that need
 * Node.js (`requiresNode`) are left out; tools that must be stoppable
 * (`isolate`: user regexes) are refused with a clear error, since Workers have
 * no worker threads to stop them in. The web app is served from `ctp build`
 * output as Workers static assets (docs/deploying.md), not from this script.
 * Client addresses come from CF-Connecting-IP (hono/cloudflare-workers'
 * getConnInfo), which Cloudflare sets and clients cannot.
 */
import type { Context } from 'hono';
import { getConnInfo } from 'hono/cloudflare-workers';
import { failure } from '@ctp/core';
import { Registry, type IsolatedRunner } from '@ctp/runtime';
import { createRegistry } from '@ctp/tools';
import { createApp, type CtpApp } from '../app.js';
import { createContext } from '../context.js';
import { memoryRateLimiter } from '../rate-limit.js';
import type { RuntimeSeam } from '../runtime-seam.js';
import { readSettings, SETTINGS_HELP, SettingsError } from './settings.js';
// the bundle script provides this module: the ids it bundled (its --tools selection minus Node-only tools)
import servedTools from 'ctp:served-tools';

// workerd takes every named export of the main module for an entrypoint: this module exports only its handler

const VERSION = '0.1.0';

const WORKERS_SEAM: RuntimeSeam = Object.freeze({
  name: 'workers',
  peer: (c: Context) => getConnInfo(c).remote.address,
});

/** The bundled tools: the catalog minus the tools that need Node.js (and any the bundle's --tools left out). */
function workersRegistry(full: Registry = createRegistry()): Registry {
  const served = new Set(servedTools);
  const registry = new Registry();
  for (const definition of full.list())
    if (served.has(definition.id) && !definition.requiresNode) registry.registerLazy(definition, () => full.get(definition.id)!.load());
  return registry;
}

/** Workers cannot stop a runaway pattern (no threads to terminate), so isolated tools are refused, never run unguarded. */
const refuseIsolated: IsolatedRunner = async (toolId) =>
  failure(
    'EXECUTION_ERROR',
    `"${toolId}" runs user-supplied patterns, which must run where a runaway one can be stopped at the time limit. ` +
      'Cloudflare Workers cannot stop them, so this deployment does not run it: use a Node, Deno or Bun deployment of ctp, or its web page, which runs it in your browser.',
  );

/** Headers the platform must not encode again: Workers compress a body whose Content-Encoding is set unless told it already is. */
function platformEncoded(response: Response): Response {
  if (!response.headers.has('content-encoding') || !response.body) return response;
  const init = { status: response.status, statusText: response.statusText, headers: response.headers, encodeBody: 'manual' };
  return new Response(response.body, init as ResponseInit);
}

type Env = Record<string, unknown>;
let app: { ctp: CtpApp; origin: { value?: string } } | Error | undefined;

function build(env: Env): { ctp: CtpApp; origin: { value?: string } } | Error {
  let settings;
  try {
    settings = readSettings((name) => (typeof env[name] === 'string' ? (env[name] as string) : undefined));
    if (settings.redisUrl) throw new SettingsError('CTP_REDIS_URL: Workers have no TCP client for Redis; rate limits are kept per isolate');
    if (settings.mcpSessions) throw new SettingsError('CTP_MCP_SESSIONS: Workers serve MCP statelessly (requests of one session may reach different isolates)');
  } catch (error) {
    if (error instanceof SettingsError) return new Error(`${error.message}\nSettings: ${SETTINGS_HELP}`);
    throw error;
  }
  // Cloudflare routes a request to this Worker by its hostname, so the request's own origin is
  // ours, not a client's claim: it is the base URL when CTP_BASE_URL does not give one
  const origin: { value?: string } = { value: settings.baseUrl };
  const context = createContext({ registry: workersRegistry(), version: VERSION, baseUrl: () => origin.value!, timeoutMs: settings.timeoutMs, isolatedRunner: refuseIsolated });
  const ctp = createApp({
    context,
    host: settings.host,
    maxBodyBytes: settings.maxBodyBytes,
    rateLimiter: settings.rateLimit ? memoryRateLimiter(settings.rateLimit) : undefined,
    trustProxy: settings.trustProxy,
    log: settings.quiet ? undefined : (line) => console.log(line),
    runtime: WORKERS_SEAM,
    mcp: { tools: settings.mcpTools },
    web: false,
    // the bundle script provides this module (Swagger UI's two files as text), a chunk loaded on the first /docs
    site: { docsAssets: () => import('ctp:docs-assets').then((m) => m.default) },
  });
  return { ctp, origin };
}

export default {
  async fetch(request: Request, env: Env, executionContext: unknown): Promise<Response> {
    app ??= build(env);
    if (app instanceof Error) return new Response(`ctp is misconfigured: ${app.message}`, { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    app.origin.value ??= new URL(request.url).origin;
    return platformEncoded(await app.ctp.app.fetch(request, env, executionContext as never));
  },
};
