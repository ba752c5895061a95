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
    for (const entry of index) expect(Object.keys(entry).every((k) => ['category', 'id', 'keywords', 'name', 'summary', 'tags', 'handles', 'featured', 'input'].includes(k))).toBe(true);
    // sections by category with counts
    for (const c of new Set(definitions.map((d) => d.category))) {
      const count = definitions.filter((d) => d.category === c).length;
      expect(html).toMatch(new RegExp(`<section class="category" id="cat-${c}"[^>]*><h2 id="cat-${c}-h">[^<]+ <span class="count">${count}</span>`));
    }
  });

  it('serves a tool page with its form rendered on the server, inlining only its own definition', async () => {
    const res = await get('/tools/json-formatter');
    expect(res.status).toBe(200);
    const html = await res.text();
    const data = blocks(html);
    expect((data['ctp-tool'] as { id: string }).id).toBe('json-formatter');
    expect(html).not.toContain('base64-file-encoder"'); // no other tool's definition
    // the whole form is in the HTML (no layout shift when the script runs)
    for (const p of definitions.find((d) => d.id === 'json-formatter')!.parameters.filter((x) => !x.hidden)) expect(html).toContain(`id="p-${p.name}"`);
    expect(html).toMatch(/<section class="pane input-pane"[\s\S]*<section class="pane output-pane"/);
    expect((data['ctp-config'] as { chunks: string[] }).chunks.length).toBeGreaterThan(0);
    const gz = await get('/tools/json-formatter', { 'accept-encoding': 'gzip, br' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const etag = res.headers.get('etag')!;
    expect((await get('/tools/json-formatter', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/tools/json-formatter.md')).headers.get('content-type')).toMatch(/markdown/); // discovery keeps its route
  });

  it('renders a shared link\'s values into the form (escaped), and leaves the cached page alone', async () => {
    const html = await (await get('/tools/json-formatter?indent=4&json=%7B%22a%22%3A%22%3C%2Ftextarea%3E%22%7D&bogus=1')).text();
    expect(html).toContain('<option value="4" selected>');
    expect(html).toContain('{&quot;a&quot;:&quot;&lt;/textarea&gt;&quot;}</textarea>');
    expect(html).not.toContain('bogus');
    const plain = await (await get('/tools/json-formatter')).text();
    expect(plain).not.toContain('&lt;/textarea&gt;');
  });

  it('answers unknown pages with an HTML 404 that suggests tools, and redirects trailing slashes', async () => {
    const res = await get('/tools/json-formater', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('href="/tools/json-formatter"');
    expect((await get('/embed/nope-nope')).status).toBe(404);
    const elsewhere = await get('/some/where', { accept: 'text/html' });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain('Nothing here');
    const slash = await get('/tools/json-formatter/?indent=4');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/tools/json-formatter?indent=4');
    const api = await get('/api/nope', { accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/); // the API keeps its own 404
  });

  it('serves the catalog index as a module and the service worker with its shell list', async () => {
    const index = await get('/catalog-index.js');
    expect(index.headers.get('content-type')).toMatch(/javascript/);
    const text = await index.text();
    expect(text.startsWith('export default [')).toBe(true);
    const parsed = JSON.parse(text.slice('export default '.length, -2)) as Array<{ id: string }>;
    expect(parsed.map((e) => e.id).sort()).toEqual(definitions.map((d) => d.id).sort());
    const sw = await get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-security-policy')).toBe("default-src 'none'; script-src 'self'; connect-src 'self'");
    const code = await sw.text();
    const config = JSON.parse(/^self\.CTP_SW=(.*);$/m.exec(code)![1]!) as { version: string; shell: string[] };
    const { manifest } = loadWebAssets();
    expect(config.shell).toEqual(expect.arrayContaining([manifest.css, manifest.scripts.tool, manifest.scripts.worker]));
  });

  it('renders a recipe page with each step\'s form, the piped input left out', async () => {
    const html = await (await get(`/recipe?${new URLSearchParams({ r: 'base64-encoder?mode=decode | json-formatter?indent=4' })}`)).text();
    expect(html).toContain('id="s0-form"');
    expect(html).toContain('id="s1-form"');
    expect(html).not.toContain('id="s1-json"'); // json-formatter's main input comes from step 1
    expect(html).toContain('<option value="4" selected>');
    const steps = blocks(html)['ctp-recipe'] as Array<{ definition: { id: string } }>;
    expect(steps.map((s) => s.definition.id)).toEqual(['base64-encoder', 'json-formatter']);
    const bad = await (await get(`/recipe?${new URLSearchParams({ r: 'nope-tool | json-formatter' })}`)).text();
    expect(bad).toContain('there is no tool &quot;nope-tool&quot;');
  });

  it('serves embeds with allow-listed styles only and the configured frame-ancestors', async () => {
    const res = await get('/embed/json-formatter?theme=dark&accent=%23ff0066&font=x%3C/style%3E%3Cscript%3Ealert(1)%3C/script%3E&radius=999&bg=red;}body{x:y');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'self' https://*.example.com");
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9]+'/);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';"); // WebAssembly tools compile; never JS eval
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
    // 'wasm-unsafe-eval': tools with WebAssembly kernels (hashes, codecs) compile them in the page
    expect(meta).toMatch(/script-src 'sha256-[^']+' 'wasm-unsafe-eval'; style-src 'sha256-[^']+' 'sha256-[^']+'/);
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
