/**
 * Discovery documents (spec §9): generated once per base URL from the registry
 * (the generators are pure), served with an ETag so clients can revalidate, and
 * gzipped once for clients that take it (they run to megabytes).
 */
import { Hono, type Context } from 'hono';
import {
  createAiPlugin,
  createAiTools,
  createLlmsFullTxt,
  createLlmsTxt,
  createManifest,
  createOpenApi,
  openApiJson,
  openApiYaml,
  toolMarkdown,
  type DiscoveryOptions,
  type Feature,
} from '@ctp/discovery';
import type { ServerContext } from './context.js';
import { sendStored, storeBody, type StoredBody } from './compression.js';
import { escapeHtml, HTML_CSP } from './pages.js';

export interface DiscoveryRouteOptions {
  /** Features this deployment really serves (drives manifest capabilities and embed URLs). */
  features?: Feature[];
  /** For ai-plugin.json; defaults to webmaster@<base URL host> (RFC 2142). */
  contactEmail?: string;
  description?: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function discoveryRoutes(ctx: ServerContext, options: DiscoveryRouteOptions = {}): Hono {
  const routes = new Hono();
  let cacheKey = '';
  let cache = new Map<string, StoredBody>();

  const discoveryOptions = (): DiscoveryOptions => ({
    baseUrl: ctx.baseUrl(),
    name: ctx.name,
    version: ctx.version,
    description: options.description ?? `${ctx.registry.size} privacy-first developer tools: JSON, encoders, hashes, generators, converters and more.`,
    contactEmail: options.contactEmail ?? `webmaster@${new URL(ctx.baseUrl()).hostname}`,
    features: options.features ?? ['api'],
  });

  /** One cached document; the cache resets if the base URL or the catalog changes. */
  const doc = (name: string, type: string, make: (o: DiscoveryOptions) => string): StoredBody => {
    const key = `${ctx.baseUrl()}|${ctx.registry.size}`;
    if (key !== cacheKey) {
      cacheKey = key;
      cache = new Map();
    }
    let d = cache.get(name);
    if (!d) cache.set(name, (d = storeBody(make(discoveryOptions()), type)));
    return d;
  };

  const send = (c: Context, d: StoredBody) => {
    c.header('Cache-Control', 'public, max-age=300');
    return sendStored(c, d);
  };

  const openApi = (o: DiscoveryOptions) => createOpenApi(ctx.registry, o);
  routes.get('/.well-known/ctp-manifest.json', (c) =>
    send(c, doc('manifest', JSON_TYPE, (o) => JSON.stringify(createManifest(ctx.registry, o), null, 2))),
  );
  routes.get('/api/openapi.yaml', (c) => send(c, doc('openapi.yaml', 'text/yaml; charset=utf-8', (o) => openApiYaml(openApi(o)))));
  routes.get('/api/openapi.json', (c) => send(c, doc('openapi.json', JSON_TYPE, (o) => openApiJson(openApi(o)))));
  routes.get('/api/ai-tools.json', (c) =>
    send(c, doc('ai-tools', JSON_TYPE, (o) => JSON.stringify(createAiTools(ctx.registry, o), null, 2))),
  );
  routes.get('/llms.txt', (c) => send(c, doc('llms.txt', 'text/plain; charset=utf-8', (o) => createLlmsTxt(ctx.registry, o))));
  routes.get('/llms-full.txt', (c) =>
    send(c, doc('llms-full.txt', 'text/plain; charset=utf-8', (o) => createLlmsFullTxt(ctx.registry, o))),
  );
  routes.get('/.well-known/ai-plugin.json', (c) =>
    send(
      c,
      doc('ai-plugin', JSON_TYPE, (o) =>
        JSON.stringify(
          createAiPlugin({ ...o, contactEmail: o.contactEmail!, logoUrl: `${o.baseUrl}/logo.svg`, legalInfoUrl: `${o.baseUrl}/legal` }),
          null,
          2,
        ),
      ),
    ),
  );
  routes.get('/tools/:file{[a-z0-9-]+\\.md}', async (c) => {
    const id = c.req.param('file').slice(0, -3);
    const entry = ctx.registry.get(id);
    if (!entry) return c.text(`Unknown tool "${id}"`, 404);
    return send(c, doc(`md:${id}`, 'text/markdown; charset=utf-8', (o) => toolMarkdown(entry.definition, o)));
  });

  routes.get('/logo.svg', (c) => {
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(LOGO);
  });
  routes.get('/legal', (c) => {
    c.header('Content-Security-Policy', HTML_CSP);
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(ctx.name)} — legal</title></head><body>
<h1>${escapeHtml(ctx.name)}: terms and privacy</h1>
<p>The software is provided under the MIT licence, without warranty of any kind.</p>
<p>Privacy: tool inputs sent to this server are processed in memory to answer the request and are never logged or stored.
Request logs record only the method, path, status and duration.</p></body></html>`);
  });
  return routes;
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="ctp"><rect width="64" height="64" rx="14" fill="#2563eb"/><path d="M18 22l-8 10 8 10M46 22l8 10-8 10M36 16l-8 32" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
