/**
 * The web app and embeds (packages/web): `/` catalog, `/tools/:id` tool pages,
 * `/embed/:id` embeds (`?format=bundle`: one offline HTML file), `/assets/*`
 * hashed browser files, `/sdk/embed.js` the embed SDK. Tools run in the
 * browser; these routes only serve files and HTML shells.
 */
import { Hono, type Context } from 'hono';
import type { ToolSpec } from '@ctp/core';
import {
  bundlePage,
  catalogPage,
  embedPage,
  mcpAppHtml as renderMcpApp,
  MCP_APP_MIME_TYPE,
  mcpAppUri,
  parseEmbedStyle,
  parseFrameAncestors,
  toolPage,
  notFoundPage,
  recipePage,
  catalogIndexModule,
  serviceWorkerScript,
  SERVICE_WORKER_CSP,
  WORKER_CSP,
  type RenderedPage,
  type SiteInfo,
  type WebAssets,
} from '@ctp/web';
import type { ServerContext } from './context.js';
import { etagOf } from './etag.js';
import { acceptsGzip, gzip as gzipBytes } from './compression.js';

export interface WebRouteOptions {
  /** `frame-ancestors` of embed pages (`ctp serve --frame-ancestors`); default `*`. */
  frameAncestors?: string;
  /** The built browser files; default: packages/web/dist, loaded on first use (Node). */
  assets?: WebAssets | (() => Promise<WebAssets>);
}

export { MCP_APP_MIME_TYPE, mcpAppUri, parseFrameAncestors };

const loaded = new WeakMap<ServerContext, Promise<WebAssets>>();

/** The built files for a context: the given ones, else packages/web/dist (retried until a build exists). */
function assetsFor(ctx: ServerContext, option: WebRouteOptions['assets']): Promise<WebAssets> {
  let pending = loaded.get(ctx);
  if (!pending) {
    pending =
      typeof option === 'function'
        ? option()
        : option
          ? Promise.resolve(option)
          : import('@ctp/web/node').then((m) => m.loadWebAssets());
    pending.catch(() => loaded.delete(ctx));
    loaded.set(ctx, pending);
  }
  return pending;
}

/**
 * The MCP Apps resource of a tool (`ui://ctp/<id>`, MIME `text/html;profile=mcp-app`):
 * its embed UI as one self-contained HTML document. Undefined for an unknown tool.
 */
export async function mcpAppHtml(ctx: ServerContext, toolId: string, options: Pick<WebRouteOptions, 'assets'> = {}): Promise<string | undefined> {
  const entry = ctx.registry.get(toolId);
  if (!entry) return undefined;
  return renderMcpApp(entry.definition, { name: ctx.name, assets: await assetsFor(ctx, options.assets) });
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, '');
}

/** A page rendered once, with its ETag and gzipped body. */
interface StoredPage extends RenderedPage {
  etag: string;
  gzip: Uint8Array;
}

async function store(page: RenderedPage): Promise<StoredPage> {
  return { ...page, etag: etagOf(page.html), gzip: await gzipBytes(page.html) };
}

function html(c: Context, page: RenderedPage | StoredPage, cache: 'revalidate' | 'no-store'): Response {
  c.header('Content-Security-Policy', page.csp);
  c.header('Content-Type', 'text/html; charset=utf-8');
  if (cache === 'no-store' || !('etag' in page)) {
    c.header('Cache-Control', 'no-store');
    return c.body(page.html, (page.status ?? 200) as 200);
  }
  // asset names change with every build, so pages are revalidated, never served stale
  c.header('ETag', page.etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  if (c.req.header('if-none-match') === page.etag) return c.body(null, 304);
  if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(page.html);
  c.header('Content-Encoding', 'gzip');
  return c.body(page.gzip as Uint8Array<ArrayBuffer>);
}

function unavailable(c: Context, error: unknown): Response {
  c.header('Retry-After', '5');
  return c.text(`The web app is unavailable: ${(error as Error).message}`, 503);
}

export function webRoutes(ctx: ServerContext, options: WebRouteOptions = {}): Hono {
  const frameAncestors = parseFrameAncestors(options.frameAncestors ?? '*');
  const routes = new Hono();
  const pages = new Map<string, Promise<StoredPage>>();
  let pagesKey = '';

  const site = async (): Promise<SiteInfo> => ({ name: ctx.name, assets: await assetsFor(ctx, options.assets) });

  /** Catalog and tool pages depend only on the catalog and the build: render each once. */
  const cached = async (key: string, s: SiteInfo, render: () => Promise<RenderedPage>) => {
    const current = `${ctx.registry.size}|${s.assets.manifest.scripts.worker}`;
    if (current !== pagesKey) {
      pagesKey = current;
      pages.clear();
    }
    let page = pages.get(key);
    if (!page) {
      pages.set(key, (page = render().then(store)));
      page.catch(() => pages.delete(key));
    }
    return page;
  };

  const withTool = (c: Context): ToolSpec | undefined => ctx.registry.get(c.req.param('id') ?? '')?.definition;

  routes.get('/', async (c) => {
    let s: SiteInfo;
    try {
      s = await site();
    } catch (error) {
      return unavailable(c, error);
    }
    return html(c, await cached('/', s, () => catalogPage(ctx.registry.list(), s)), 'revalidate');
  });

  routes.get('/tools/:id{[a-z0-9]+(?:-[a-z0-9]+)*}', async (c) => {
    let s: SiteInfo;
    try {
      s = await site();
    } catch (error) {
      return unavailable(c, error);
    }
    const definition = withTool(c);
    if (!definition) return html(c, await notFoundPage(c.req.path, ctx.registry.list(), s), 'no-store');
    // a shared link's values are rendered into the form (so it paints filled); the plain page is cached
    const query = new URL(c.req.url).searchParams;
    const names = new Set(definition.parameters.filter((p) => p.type !== 'file' && !p.hidden).map((p) => p.name));
    const values: Record<string, string> = {};
    for (const [k, v] of query) if (names.has(k)) values[k] = v;
    if (Object.keys(values).length > 0) return html(c, await toolPage(definition, s, { values }), 'no-store');
    return html(c, await cached(definition.id, s, () => toolPage(definition, s)), 'revalidate');
  });

  routes.get('/recipe', async (c) => {
    let s: SiteInfo;
    try {
      s = await site();
    } catch (error) {
      return unavailable(c, error);
    }
    return html(c, await recipePage(new URL(c.req.url).searchParams.get('r') ?? '', ctx.registry.list(), s), 'no-store');
  });

  // the compact index as a module, so pages can search the catalog without connect-src
  let indexModule: { size: number; body: string; etag: string } | undefined;
  routes.get('/catalog-index.js', (c) => {
    // derived from the registry: rebuilt only when the catalog changes
    if (indexModule?.size !== ctx.registry.size) {
      const body = catalogIndexModule(ctx.registry.list());
      indexModule = { size: ctx.registry.size, body, etag: etagOf(body) };
    }
    const { body, etag } = indexModule;
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    c.header('Content-Security-Policy', WORKER_CSP);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(body);
  });

  routes.get('/sw.js', async (c) => {
    let assets: WebAssets;
    try {
      assets = await assetsFor(ctx, options.assets);
    } catch (error) {
      return unavailable(c, error);
    }
    const body = serviceWorkerScript(assets);
    if (body === undefined) return c.text('Not found', 404);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    // the worker's own policy: it fetches this origin's pages and files, nothing else
    c.header('Content-Security-Policy', SERVICE_WORKER_CSP);
    return c.body(body);
  });

  routes.get('/embed/:id{[a-z0-9]+(?:-[a-z0-9]+)*}', async (c) => {
    let s: SiteInfo;
    try {
      s = await site();
    } catch (error) {
      return unavailable(c, error);
    }
    const definition = withTool(c);
    if (!definition) return html(c, await notFoundPage(c.req.path, ctx.registry.list(), s), 'no-store');
    // only allow-listed, re-serialized style values go any further (nothing is reflected)
    const query = new URL(c.req.url).searchParams;
    const style = parseEmbedStyle(query);
    if (query.get('format') === 'bundle') {
      const page = await bundlePage(definition, s, { style, frameAncestors });
      if (!page) return c.text(`No single-file build of "${definition.id}"`, 404);
      c.header('Content-Disposition', `attachment; filename="${definition.id}.html"`);
      return html(c, page, 'no-store');
    }
    return html(c, embedPage(definition, s, { style, nonce: randomNonce(), frameAncestors }), 'no-store');
  });

  const sendAsset = async (c: Context, path: string, cacheControl: string) => {
    let assets: WebAssets;
    try {
      assets = await assetsFor(ctx, options.assets);
    } catch (error) {
      return unavailable(c, error);
    }
    const asset = assets.get(path);
    if (!asset) return c.text('Not found', 404);
    c.header('Content-Type', asset.type);
    c.header('Cache-Control', cacheControl);
    c.header('Vary', 'Accept-Encoding');
    // for a module worker, the script's own policy is the worker's: it may load its chunks, nothing else
    if (asset.type.startsWith('text/javascript')) c.header('Content-Security-Policy', WORKER_CSP);
    const gzip = asset.gzip && acceptsGzip(c.req.header('accept-encoding'));
    if (gzip) c.header('Content-Encoding', 'gzip');
    return c.body((gzip ? asset.gzip! : asset.body) as Uint8Array<ArrayBuffer>);
  };

  routes.get('/assets/*', (c) => {
    // public, credential-free files; module scripts are CORS requests, from the "null" origin in a sandboxed embed
    c.header('Access-Control-Allow-Origin', '*');
    return sendAsset(c, c.req.path, 'public, max-age=31536000, immutable');
  });
  routes.get('/sdk/embed.js', (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    return sendAsset(c, '/sdk/embed.js', 'public, max-age=300');
  });

  // last: a trailing slash redirects to the page without it; any other page is the HTML 404
  routes.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/mcp' || path.startsWith('/.well-known/')) return next();
    if (path.length > 1 && path.endsWith('/')) {
      const url = new URL(c.req.url);
      return c.redirect(`${path.replace(/\/+$/, '') || '/'}${url.search}`, 301);
    }
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    let s: SiteInfo;
    try {
      s = await site();
    } catch {
      return next();
    }
    return html(c, await notFoundPage(path, ctx.registry.list(), s), 'no-store');
  });
  return routes;
}

/** Every path of the web app, for `ctp build` (HTML pages first, then the files they load). */
export async function webStaticPaths(ctx: ServerContext, options: Pick<WebRouteOptions, 'assets'> = {}): Promise<string[]> {
  const assets = await assetsFor(ctx, options.assets);
  const ids = ctx.registry.list().map((d) => d.id);
  return ['/', '/recipe', '/catalog-index.js', '/sw.js', ...ids.map((id) => `/tools/${id}`), ...ids.map((id) => `/embed/${id}`), ...assets.paths().sort()];
}
