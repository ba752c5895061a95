/** Server-rendered pages until the web app lands: a catalog index with links. */
import type { ServerContext } from './context.js';

/** CSP for the HTML pages this app renders (embeds set their own). */
export const HTML_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

let cached: { key: string; html: string } | undefined;

export function landingPage(ctx: ServerContext): string {
  const key = `${ctx.baseUrl()}|${ctx.registry.size}`;
  if (cached?.key === key) return cached.html;
  const sections = ctx.registry.categories().map(({ id, count }) => {
    const items = ctx.registry
      .filter({ category: id })
      .map((d) => `<li><a href="/tools/${d.id}.md"><code>${d.id}</code></a> — ${escapeHtml(d.name)}: ${escapeHtml(d.description.split(/(?<=\.)\s/)[0]!)}</li>`)
      .join('\n');
    return `<h2>${escapeHtml(id)} (${count})</h2>\n<ul>\n${items}\n</ul>`;
  });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(ctx.name)} — ${ctx.registry.size} tools</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}code{font-size:.95em}li{margin:.2rem 0}</style>
</head><body>
<h1>${escapeHtml(ctx.name)} — ${ctx.registry.size} tools</h1>
<p>Every tool is one CTP definition and one pure function. Call them over REST (<code>POST /api/tools/{id}</code>),
MCP (<code>POST /mcp</code>), or the CLI (<code>npx ctp run {id}</code>).</p>
<p>Discovery: <a href="/.well-known/ctp-manifest.json">CTP manifest</a> · <a href="/api/openapi.yaml">OpenAPI</a> ·
<a href="/api/ai-tools.json">AI tools</a> · <a href="/llms.txt">llms.txt</a> · <a href="/health">health</a></p>
${sections.join('\n')}
</body></html>`;
  cached = { key, html };
  return html;
}
