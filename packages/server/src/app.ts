/**
 * The one Hono app every deployment serves: REST, MCP, discovery, pages and
 * health. Web-standard only (Request/Response), so it runs unchanged on Node
 * (node.ts) and on Bun, Deno and Workers (runtimes/). What runs before a
 * handler is the Edge (edge.ts); what differs per runtime is its RuntimeSeam.
 */
import { Hono } from 'hono';
import { failure } from '@ctp/core';
import type { ServerContext } from './context.js';
import { restRoutes } from './rest.js';
import { recipeRoutes } from './recipe-http.js';
import { openCors } from './cors.js';
import { Edge, edgeMiddleware, mcpEdgeMiddleware, seamOf, type EdgeEnv } from './edge.js';
import { HTTP_CTP_FEATURES, mountMcp, type McpHttpOptions, type McpMount } from './mcp/index.js';
import type { RateLimiter } from './rate-limit.js';
import type { RuntimeSeam } from './runtime-seam.js';
import { discoveryRoutes, type DiscoveryRouteOptions } from './discovery-routes.js';
import { webRoutes, type WebRouteOptions } from './web-routes.js';
import { siteRoutes, type SiteRouteOptions } from './site-routes.js';

export { DEFAULT_MAX_BODY_BYTES } from './edge.js';

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
  /**
   * The runtime's seam: its connection info (the rate-limit key) and fast body reads. Without
   * one the app cannot tell clients apart, and they all share one rate-limit bucket.
   */
  runtime?: RuntimeSeam;
  mcp?: Omit<McpHttpOptions, 'host'>;
  discovery?: DiscoveryRouteOptions;
  /** The web app and embeds (frame-ancestors, built files); `false` leaves them out. */
  web?: WebRouteOptions | false;
  /** /docs (the REST API reference UI) and /robots.txt. */
  site?: SiteRouteOptions;
}

export interface CtpApp {
  app: Hono<EdgeEnv>;
  /** The edge every request passes (Node's fast paths use it too). */
  edge: Edge;
  /** The /mcp mount (the Node fast path serves plain calls through it). */
  mcp: McpMount;
  /** Tells MCP sessions the tool list changed (notifications/tools/list_changed). */
  toolsChanged(): void;
  close(): Promise<void>;
}

export function createApp(options: AppOptions): CtpApp {
  const { context } = options;
  const edge = new Edge({
    host: options.host,
    maxBodyBytes: options.maxBodyBytes,
    mcpMaxBodyBytes: options.mcp?.maxBodyBytes,
    rateLimiter: options.rateLimiter,
    trustProxy: options.trustProxy,
    log: options.log,
  });
  const app = new Hono<EdgeEnv>();

  app.use(edgeMiddleware(edge, options.runtime));
  app.onError((error, c) => {
    edge.logError(c.req.method, c.req.path, error);
    return c.json(failure('INTERNAL_ERROR', 'Internal server error'), 500);
  });

  const cors = openCors();
  for (const path of ['/api/*', '/.well-known/*', '/llms.txt', '/llms-full.txt', '/tools/*', '/health', '/logo.svg']) app.use(path, cors);

  app.get('/health', (c) =>
    c.json({ status: 'ok', name: context.name, version: context.version, tools: context.registry.size, runtime: seamOf(c).name }),
  );
  app.route('/api/tools', restRoutes(context));
  app.route('/api/recipes', recipeRoutes(context));
  // this app serves the web app, embeds and offline bundles: say so in the manifest
  const features = options.web === false ? ['api' as const] : ['api' as const, 'embedding' as const, 'autosense' as const, 'offline' as const];
  app.route('/', discoveryRoutes(context, { features, ...options.discovery }));

  const guard = mcpEdgeMiddleware(edge);
  app.use('/mcp', guard);
  app.use('/mcp/*', guard);
  const mcp = mountMcp(app, context, { host: options.host, maxBodyBytes: edge.mcpMaxBodyBytes, features: HTTP_CTP_FEATURES, ...options.mcp });

  app.route('/', siteRoutes(context, options.site));
  if (options.web !== false) app.route('/', webRoutes(context, options.web));

  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? c.json(failure('NOT_FOUND', `No route ${c.req.method} ${c.req.path}`), 404) : c.text('Not found', 404),
  );

  return {
    app,
    edge,
    mcp,
    toolsChanged: () => mcp.toolsChanged(),
    async close() {
      await mcp.close();
      await options.rateLimiter?.close();
    },
  };
}
