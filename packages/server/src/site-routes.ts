/**
 * `/docs`: an interactive reference of the REST API (Swagger UI, self-hosted:
 * its script and stylesheet are served from here, never a CDN) over
 * `/api/openapi.json`; and `/robots.txt`.
 */
import { Hono, type Context } from 'hono';
import type { ServerContext } from './context.js';
import { storeRepresentation, sendStored, type StoredBody } from './compression.js';
import { escapeHtml } from './pages.js';

/** The two Swagger UI files the page loads (swagger-ui-dist). */
export interface DocsAssets {
  script: string;
  css: string;
}

export interface SiteRouteOptions {
  /** Swagger UI's files; default: read from the swagger-ui-dist package on first use (Node, Bun, Deno). */
  docsAssets?: DocsAssets | (() => Promise<DocsAssets>);
}

/**
 * Only what Swagger UI needs: its own script and styles (it sets inline styles), data: images
 * (its icons), and requests to this origin (the document and "Try it out").
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Crawlers may read the pages and documents, not run tools (GET tools execute) or talk MCP. */
export const ROBOTS_TXT = `User-agent: *
Disallow: /api/tools/
Disallow: /mcp
Disallow: /embed/
Allow: /
`;

/** Every path these routes serve, for `ctp build` (static export). */
export const SITE_STATIC_PATHS: readonly string[] = ['/robots.txt', '/docs', '/docs/swagger-ui-bundle.js', '/docs/swagger-ui.css', '/docs/init.js'];

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: new URL('/api/openapi.json', location.href).href,
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

async function defaultDocsAssets(): Promise<DocsAssets> {
  const { loadDocsAssets } = await import('./site-assets-node.js');
  return loadDocsAssets();
}

export function siteRoutes(ctx: ServerContext, options: SiteRouteOptions = {}): Hono {
  const routes = new Hono();
  let files: Promise<Map<string, StoredBody>> | undefined;

  const load = () => {
    if (!files) {
      const source = options.docsAssets ?? defaultDocsAssets;
      const pending = (typeof source === 'function' ? source() : Promise.resolve(source)).then(async (assets) => {
        const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(ctx.name)} — REST API reference</title><link rel="icon" href="/logo.svg"><link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><noscript><p>The interactive reference needs JavaScript; the document itself is at <a href="/api/openapi.yaml">/api/openapi.yaml</a>.</p></noscript>
<div id="swagger-ui"></div><script src="/docs/swagger-ui-bundle.js"></script><script src="/docs/init.js"></script></body></html>`;
        return new Map<string, StoredBody>([
          ['/docs', await storeRepresentation(page, 'text/html; charset=utf-8')],
          ['/docs/swagger-ui-bundle.js', await storeRepresentation(assets.script, 'text/javascript; charset=utf-8')],
          ['/docs/swagger-ui.css', await storeRepresentation(assets.css, 'text/css; charset=utf-8')],
          ['/docs/init.js', await storeRepresentation(INIT_SCRIPT, 'text/javascript; charset=utf-8')],
        ]);
      });
      pending.catch(() => (files = undefined)); // retried on the next request
      files = pending;
    }
    return files;
  };

  const serve = async (c: Context, path: string) => {
    let stored: StoredBody | undefined;
    try {
      stored = (await load()).get(path);
    } catch (error) {
      c.header('Retry-After', '5');
      return c.text(`The API reference is unavailable: ${(error as Error).message}`, 503);
    }
    if (!stored) return c.text('Not found', 404);
    c.header('Content-Security-Policy', DOCS_CSP);
    // the page names the files without a version: revalidate, it costs a 304
    c.header('Cache-Control', 'no-cache');
    return sendStored(c, stored);
  };

  routes.get('/docs', (c) => serve(c, '/docs'));
  routes.get('/docs/:file{swagger-ui-bundle\\.js|swagger-ui\\.css|init\\.js}', (c) => serve(c, c.req.path));
  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(ROBOTS_TXT);
  });
  return routes;
}
