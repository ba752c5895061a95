/**
 * /docs (Swagger UI over the OpenAPI document, self-hosted) and /robots.txt,
 * through a real Node server.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/node.js';
import { DOCS_CSP } from '../src/site-routes.js';
import { testRegistry } from './helpers.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ registry: testRegistry(), version: 'test', port: 0 });
});
afterAll(() => server?.close());

describe('/docs', () => {
  it('renders a page whose scripts and styles are all served here, under a CSP that allows only this origin', async () => {
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(DOCS_CSP);
    expect(DOCS_CSP).toContain("script-src 'self';");
    expect(DOCS_CSP).toContain("connect-src 'self';");
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    // every script and stylesheet the page names is a path on this server, and each one answers
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((r) => !r.startsWith('/'))).toEqual([]);
    const assets = refs.filter((r) => /\.(js|css)$/.test(r));
    expect(assets).toEqual(['/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js', '/docs/init.js']);
    for (const path of assets) {
      const r = await fetch(`${server.url}${path}`);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type'), path).toMatch(path.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect((await r.text()).length, path).toBeGreaterThan(100);
    }
    // the init script points Swagger UI at this server's OpenAPI document, which is served
    const init = await (await fetch(`${server.url}/docs/init.js`)).text();
    expect(init).toContain("'/api/openapi.json'");
    expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(200);
    const bundle = await (await fetch(`${server.url}/docs/swagger-ui-bundle.js`)).text();
    expect(bundle).toContain('SwaggerUIBundle');
  });

  it('sends the bundle gzipped once to clients that take gzip, and revalidates with a 304', async () => {
    const raw = await rawGet('/docs/swagger-ui-bundle.js', { 'accept-encoding': 'gzip' });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString('utf8')).toContain('SwaggerUIBundle');
    const refused = await rawGet('/docs/swagger-ui-bundle.js', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const again = await rawGet('/docs/swagger-ui-bundle.js', { 'if-none-match': String(raw.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers 404 for any other file under /docs', async () => {
    expect((await fetch(`${server.url}/docs/../package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/docs/index.html`)).status).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('lets crawlers read pages and documents but not run tools or talk MCP', async () => {
    const r = await fetch(`${server.url}/robots.txt`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await r.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/tools\/$/m);
    expect(text).toMatch(/^Disallow: \/mcp$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});

/** A GET through node:http, so the body arrives exactly as sent (fetch would decode gzip). */
async function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
