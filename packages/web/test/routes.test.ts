/** The web routes through the real app (built assets from packages/web/dist: `node scripts/build.mjs` first). */
import { afterAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { createApp, createContext, mcpAppHtml, mcpAppUri, MCP_APP_MIME_TYPE } from '@ctp/server';
import { createRegistry, definitions } from '@ctp/tools';
import { jsonBlock, parseFrameAncestors } from '../src/index.js';
import { loadWebAssets } from '../src/node.js';

const context = createContext({ registry: createRegistry(), version: '0.1.0', baseUrl: () => 'http://ctp.test' });
const ctp = createApp({ context, host: '127.0.0.1', web: { frameAncestors: "'self' https://*.example.com" } });
const get = (path: string, headers: Record<string, string> = {}) => ctp.app.request(`http://ctp.test${path}`, { headers });
afterAll(() => ctp.close());

/** Decoded JSON data blocks of a page. */
function blocks(html: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const m of html.matchAll(/<script type="application\/json" id="([^"]+)">(.*?)<\/script>/gs)) out[m[1]!] = JSON.parse(m[2]!);
  return out;
}

describe('web pages', () => {
  it('serves the catalog: every tool linked, a compact index, a strict CSP', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    const html = await res.text();
    for (const d of definitions) expect(html, d.id).toContain(`href="/tools/${d.id}"`);
    const index = blocks(html)['ctp-index'] as Array<Record<string, unknown>>;
    expect(index).toHaveLength(definitions.length);
    expect(Object.keys(index[0]!).sort()).toEqual(['category', 'id', 'keywords', 'name', 'summary', 'tags']);
  });

  it('serves a tool page that inlines only its own definition', async () => {
    const res = await get('/tools/json-formatter');
    expect(res.status).toBe(200);
    const html = await res.text();
    const data = blocks(html);
    expect((data['ctp-tool'] as { id: string }).id).toBe('json-formatter');
    expect(html).not.toContain('"outputSchema"');
    expect(html).not.toContain('base64-file-encoder"'); // no other tool's definition
    const gz = await get('/tools/json-formatter', { 'accept-encoding': 'gzip, br' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const etag = res.headers.get('etag')!;
    expect((await get('/tools/json-formatter', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/tools/no-such-tool')).status).toBe(404);
    expect((await get('/tools/json-formatter.md')).headers.get('content-type')).toMatch(/markdown/); // discovery keeps its route
  });

  it('serves embeds with allow-listed styles only and the configured frame-ancestors', async () => {
    const res = await get('/embed/json-formatter?theme=dark&accent=%23ff0066&font=x%3C/style%3E%3Cscript%3Ealert(1)%3C/script%3E&radius=999&bg=red;}body{x:y');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'self' https://*.example.com");
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9]+'/);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self';");
    const html = await res.text();
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('<meta name="color-scheme" content="dark">');
    expect(html).toMatch(/<style id="ctp-style" nonce="[^"]+">:root\{--accent:#ff0066;--accent-fg:#fff\}<\/style>/);
    for (const bad of ['alert(1)', 'x:y', '999', '</style><script>']) expect(html).not.toContain(bad);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('offers a single-file bundle: everything inline, hashes in a meta CSP', async () => {
    const res = await get('/embed/regex-tester?format=bundle&theme=light&accent=%23ff0066');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="regex-tester.html"');
    const html = await res.text();
    expect(html).not.toMatch(/\ssrc="|\shref="\/(?!logo)/); // no external script or stylesheet
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1]!.replace(/&#39;/g, "'");
    expect(meta).toMatch(/script-src 'sha256-[^']+'; style-src 'sha256-[^']+' 'sha256-[^']+'/);
    expect(meta).toContain('worker-src blob:');
    expect(meta).not.toContain('frame-ancestors'); // ignored in meta: sent as a header
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors');
  });

  it('serves hashed assets gzipped and immutable, the SDK, and nothing else', async () => {
    const assets = loadWebAssets();
    const res = await get(assets.manifest.scripts.tool, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/assets/../package.json')).status).toBe(404);
    expect((await get('/assets/nope.js')).status).toBe(404);
    const sdk = await get('/sdk/embed.js');
    expect(sdk.status, 'the embed SDK is built by packages/embed').toBe(200);
    expect(await sdk.text()).toContain('CTP');
  });

  it('exports each tool UI as an MCP Apps resource', async () => {
    expect(mcpAppUri('json-formatter')).toBe('ui://ctp/json-formatter');
    expect(MCP_APP_MIME_TYPE).toBe('text/html;profile=mcp-app');
    const html = (await mcpAppHtml(context, 'json-formatter'))!;
    expect(html).toMatch(/^<!doctype html>/);
    expect(blocks(html)['ctp-config']).toEqual({ messaging: false });
    expect(await mcpAppHtml(context, 'nope')).toBeUndefined();
  });
});

describe('page weight', () => {
  it('keeps every tool page ≤ 60 KB gzipped, not counting the tool’s own code', async () => {
    const assets = loadWebAssets();
    const { manifest } = assets;
    const shared = new Set([manifest.css, manifest.scripts.tool, ...manifest.preload.tool, manifest.scripts.worker, ...manifest.preload.worker]);
    const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
    const sharedBytes = [...shared].reduce((n, p) => n + gz(assets.get(p)!.body), 0);
    const report: string[] = [];
    for (const d of definitions) {
      const html = new TextEncoder().encode(await (await get(`/tools/${d.id}`)).text());
      const total = gz(html) + sharedBytes;
      const own = (manifest.toolChunks[d.id] ?? []).reduce((n, p) => n + gz(assets.get(p)!.body), 0);
      report.push(`${d.id}: ${(total / 1024).toFixed(1)} KB + own ${(own / 1024).toFixed(1)} KB`);
      expect(total, d.id).toBeLessThanOrEqual(60 * 1024);
    }
    console.log(`tool page weight (gzipped): shared ${(sharedBytes / 1024).toFixed(1)} KB\n${report.join('\n')}`);
  });
});

describe('helpers', () => {
  it('keeps JSON data blocks closed', () => {
    expect(jsonBlock('x', { a: '</script><script>alert(1)</script>\u2028' })).toBe(
      '<script type="application/json" id="x">{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u2028"}</script>',
    );
  });

  it('validates frame-ancestors sources', () => {
    expect(parseFrameAncestors('*')).toBe('*');
    expect(parseFrameAncestors(" 'self'  https://*.example.com:443 http://localhost:* ")).toBe("'self' https://*.example.com:443 http://localhost:*");
    for (const bad of ["'self'; script-src *", "'none' 'self'", '', 'https://a.com/path?x', "'unsafe-inline'"]) {
      expect(() => parseFrameAncestors(bad), bad).toThrow();
    }
  });
});
