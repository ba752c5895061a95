/**
 * The one Hono app every deployment serves: REST, MCP, discovery, pages and
 * health. Web-standard only (Request/Response), so it runs unchanged on Node
 * (see node.ts) and on edge runtimes.
 */
import { Hono, type Context } from 'hono';
import { failure } from '@ctp/core';
import type { ServerContext } from './context.js';
import { restRoutes } from './rest.js';
import { openCors } from './cors.js';
import { HTTP_CTP_FEATURES, mountMcp, type McpHttpOptions, type McpMount } from './mcp/index.js';
import type { RateLimiter } from './rate-limit.js';
import { discoveryRoutes, type DiscoveryRouteOptions } from './discovery-routes.js';
import { webRoutes, type WebRouteOptions } from './web-routes.js';
import { siteRoutes, type SiteRouteOptions } from './site-routes.js';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  context: ServerContext;
  /** Bind address: loopback binds get DNS-rebinding protection on /mcp. */
  host: string;
  maxBodyBytes?: number;
  rateLimiter?: RateLimiter;
  /** Trust X-Forwarded-For for the client address (only behind your own proxy). */
  trustProxy?: boolean;
  /** One line per request; never user data (spec §11.5). */
  log?: (line: string) => void;
  mcp?: Omit<McpHttpOptions, 'host'>;
  discovery?: DiscoveryRouteOptions;
  /** The web app and embeds (frame-ancestors, built files). */
  web?: WebRouteOptions;
  /** /docs (the REST API reference UI) and /robots.txt. */
  site?: SiteRouteOptions;
}

export interface CtpApp {
  app: Hono;
  /** The /mcp mount (the Node fast path serves plain calls through it). */
  mcp: McpMount;
  /** Tells MCP sessions the tool list changed (notifications/tools/list_changed). */
  toolsChanged(): void;
  close(): Promise<void>;
}

/** Client address for rate limits: the socket's peer, or the proxy's word when trusted. */
function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export function createApp(options: AppOptions): CtpApp {
  const { context } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const ip = (c: Context) => clientIp(c, options.trustProxy ?? false);
  const app = new Hono();

  app.use(async (c, next) => {
    const started = options.log ? performance.now() : 0;
    // set before the handler: headers added to a finished response force a copy of it
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    await next();
    // path only: query strings and bodies carry user data and are never logged
    options.log?.(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  });

  app.onError((error, c) => {
    options.log?.(`error ${c.req.method} ${c.req.path}: ${error.message}`);
    return c.json(failure('INTERNAL_ERROR', 'Internal server error'), 500);
  });

  const cors = openCors();
  for (const path of ['/api/*', '/.well-known/*', '/llms.txt', '/llms-full.txt', '/tools/*', '/health', '/logo.svg']) app.use(path, cors);

  app.get('/health', (c) =>
    c.json({ status: 'ok', name: context.name, version: context.version, tools: context.registry.size }),
  );
  app.route('/api/tools', restRoutes(context, { maxBodyBytes, rateLimiter: options.rateLimiter, clientIp: ip }));
  // this app serves the web app, embeds and offline bundles: say so in the manifest
  app.route('/', discoveryRoutes(context, { features: ['api', 'embedding', 'autosense', 'offline'], ...options.discovery }));

  if (options.rateLimiter) {
    const limiter = options.rateLimiter;
    app.post('/mcp', async (c, next) => {
      const decision = await limiter.consume(ip(c));
      if (decision.allowed) return next();
      c.header('Retry-After', String(decision.resetSec));
      return c.json({ jsonrpc: '2.0', id: null, error: { code: -32000, message: `Rate limit exceeded: retry in ${decision.resetSec} s` } }, 429);
    });
  }
  const mcp = mountMcp(app, context, { host: options.host, maxBodyBytes, features: HTTP_CTP_FEATURES, ...options.mcp });

  app.route('/', siteRoutes(context, options.site));
  app.route('/', webRoutes(context, options.web));

  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? c.json(failure('NOT_FOUND', `No route ${c.req.method} ${c.req.path}`), 404) : c.text('Not found', 404),
  );

  return {
    app,
    mcp,
    toolsChanged: () => mcp.toolsChanged(),
    async close() {
      await mcp.close();
      await options.rateLimiter?.close();
    },
  };
}
