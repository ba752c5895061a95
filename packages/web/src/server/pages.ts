/**
 * Server-rendered pages: the catalog (sections by category, popular tools, every card a
 * link, the compact search index), a tool page (its whole UI rendered from the definition:
 * it paints complete and the browser only hydrates it), an embed page and the HTML 404.
 */
import type { ToolSpec } from '@ctp/core';
import { mayCallServer, pageDefinition, runsOnServer } from '../shared/page-definition.js';
import { compactIndex, summary } from '../shared/catalog-index.js';
import { searchIndex, words } from '../shared/search.js';
import { resolveTheme, styleRule, type EmbedStyle } from '../shared/style.js';
import { THEME_INIT_SCRIPT } from '../shared/theme-init.js';
import type { WebAssets } from './assets.js';
import { appCsp, embedCsp, sha256Source } from './csp.js';
import { escapeHtml, htmlDocument, jsonBlock } from './html.js';
import { workspaceHtml } from './workspace-html.js';

export { summary, compactIndex };

export interface SiteInfo {
  /** Product name (page titles). */
  name: string;
  assets: WebAssets;
}

export interface RenderedPage {
  html: string;
  /** The Content-Security-Policy header to send with it. */
  csp: string;
  /** HTTP status (200 unless said). */
  status?: number;
}

type Entry = 'catalog' | 'tool' | 'embed' | 'recipe';

export function scriptTagsFor(assets: WebAssets, entry: Entry): string[] {
  const m = assets.manifest;
  const script = m.scripts[entry as keyof typeof m.scripts] ?? m.scripts.tool;
  return [
    `<link rel="stylesheet" href="${escapeHtml(m.css)}">`,
    `<script type="module" src="${escapeHtml(script)}"></script>`,
    ...(m.preload[entry as keyof typeof m.preload] ?? []).map((p) => `<link rel="modulepreload" href="${escapeHtml(p)}">`),
  ];
}

const CATEGORY_TITLES: Record<string, string> = {
  formatters: 'Formatters', encoders: 'Encoders & decoders', generators: 'Generators', converters: 'Converters',
  validators: 'Validators', analyzers: 'Analyzers', editors: 'Text editors', utilities: 'Utilities',
};
export const categoryTitle = (c: string) => CATEGORY_TITLES[c] ?? c.charAt(0).toUpperCase() + c.slice(1);

export const headerHtml = (site: SiteInfo) =>
  `<header class="top"><a class="brand" href="/">${escapeHtml(site.name)}</a>
<button type="button" class="palette-trigger" id="palette-open" aria-keyshortcuts="Control+K Meta+K /"><span aria-hidden="true">⌕</span> Search tools<kbd aria-hidden="true">/</kbd></button>
<span class="spacer"></span><a class="top-link" href="/recipe">Recipes</a><a class="top-link" href="/docs">API</a>
<button type="button" id="theme-toggle" class="secondary small">Theme: system</button></header>`;

async function appHead(site: SiteInfo, entry: Entry, connect = false) {
  const hash = await sha256Source(THEME_INIT_SCRIPT);
  return { csp: appCsp([hash], { connect }), head: [`<script>${THEME_INIT_SCRIPT}</script>`, ...scriptTagsFor(site.assets, entry)] };
}

function card(d: ToolSpec, headingLevel = 'h3'): string {
  const id = escapeHtml(d.id);
  return `<li class="card" data-tool="${id}"><${headingLevel} class="card-name"><a href="/tools/${id}">${escapeHtml(d.name)}</a></${headingLevel}><span class="badge">${escapeHtml(d.category)}</span><p>${escapeHtml(summary(d.description))}</p><button type="button" class="fav" aria-pressed="false" aria-label="Favourite ${escapeHtml(d.name)}">☆</button></li>`;
}

const footer = `<footer class="site-footer">Every tool is also an API, an MCP tool and a CLI command. Discovery: <a href="/.well-known/ctp-manifest.json">CTP manifest</a> · <a href="/api/openapi.yaml">OpenAPI</a> (<a href="/docs">docs</a>) · <a href="/api/ai-tools.json">AI tools</a> · <a href="/llms.txt">llms.txt</a> · MCP at <code>/mcp</code> · embed SDK at <code>/sdk/embed.js</code></footer>`;

export async function catalogPage(definitions: readonly ToolSpec[], site: SiteInfo): Promise<RenderedPage> {
  const { csp, head } = await appHead(site, 'catalog');
  const sorted = [...definitions].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const categories = [...new Set(sorted.map((d) => d.category))].sort();
  const featured = sorted.filter((d) => d.featured);
  const sections = categories
    .map((c) => {
      const tools = sorted.filter((d) => d.category === c);
      return `<section class="category" id="cat-${escapeHtml(c)}" aria-labelledby="cat-${escapeHtml(c)}-h"><h2 id="cat-${escapeHtml(c)}-h">${escapeHtml(categoryTitle(c))} <span class="count">${tools.length}</span></h2>
<ul class="tool-list">${tools.map((d) => card(d)).join('\n')}</ul></section>`;
    })
    .join('\n');
  const nav = categories.map((c) => `<a href="#cat-${escapeHtml(c)}">${escapeHtml(categoryTitle(c))} <span class="count">${sorted.filter((d) => d.category === c).length}</span></a>`).join('');
  const body = `${headerHtml(site)}
<main class="catalog">
<div class="hero">
<h1>${definitions.length} developer tools that run in your browser</h1>
<p class="lead">What you type stays on the page (the few tools that need a server say so). Each tool is also an API, an MCP tool and a CLI command.</p>
<div class="search-row" role="search">
<label class="visually-hidden" for="search">Search tools</label>
<input type="search" id="search" placeholder="Search ${definitions.length} tools, or paste JSON, a JWT, Base64, a timestamp…" autocomplete="off" spellcheck="false" aria-describedby="search-help" aria-controls="results">
<label class="visually-hidden" for="category">Category</label>
<select id="category"><option value="">All categories</option>${categories.map((c) => `<option value="${escapeHtml(c)}">${escapeHtml(categoryTitle(c))}</option>`).join('')}</select>
<button type="button" class="secondary small" id="view-toggle" aria-pressed="false">Compact list</button>
</div>
<p id="search-help" class="help">Press <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd> on any page to search; <kbd>Enter</kbd> opens the first result.</p>
<div id="detected" class="detected" hidden></div>
<p id="count" class="status" aria-live="polite">${definitions.length} tools</p>
</div>
<section class="personal" id="personal" aria-label="Your tools"></section>
<section class="results-section" id="results-section" aria-labelledby="results-h" hidden><h2 id="results-h">Results</h2><ul class="tool-list" id="results"></ul></section>
<div id="browse">
${featured.length ? `<section class="popular" aria-labelledby="popular-h"><h2 id="popular-h">Popular</h2><ul class="tool-list">${featured.map((d) => card(d)).join('\n')}</ul></section>` : ''}
<nav class="category-nav" aria-label="Categories">${nav}</nav>
${sections}
</div>
</main>
${footer}
${jsonBlock('ctp-index', compactIndex(sorted))}`;
  const html = htmlDocument({ title: `${site.name}: ${definitions.length} developer tools`, description: 'Developer tools that run in your browser: formatters, encoders, converters, generators, validators and more.', csp, head, body });
  return { html, csp };
}

export interface ToolPageOptions {
  /** Values from a shared link's query, rendered into the form. */
  values?: Record<string, unknown>;
}

/**
 * The definition as this site's pages run it: a tool the web build has no browser code for (a
 * user's tool from `ctp serve --tools-dir`, compiled for the server only) runs on the server, as
 * a `server` tool does; discovery documents keep the definition as written.
 */
export function asServed(definition: ToolSpec, site: SiteInfo): ToolSpec {
  if (definition.executionMode === 'server' || Object.hasOwn(site.assets.manifest.toolChunks, definition.id)) return definition;
  return { ...definition, executionMode: 'server' };
}

export async function toolPage(tool: ToolSpec, site: SiteInfo, options: ToolPageOptions = {}): Promise<RenderedPage> {
  const definition = asServed(tool, site);
  const { csp, head } = await appHead(site, 'tool', mayCallServer(definition));
  const id = escapeHtml(definition.id);
  const related = (definition.relatedTools ?? []).map((r) => `<a href="/tools/${escapeHtml(r)}">${escapeHtml(r)}</a>`).join(', ');
  const rest = definition.description.slice(summary(definition.description).length).trim();
  const body = `${headerHtml(site)}
<main class="tool-main">
<div class="tool-head">
<p class="crumbs"><a href="/">All tools</a> › <a href="/#cat-${escapeHtml(definition.category)}">${escapeHtml(categoryTitle(definition.category))}</a></p>
<div class="title-row"><h1>${escapeHtml(definition.name)}</h1><button type="button" class="fav" aria-pressed="false" aria-label="Favourite ${escapeHtml(definition.name)}">☆</button></div>
<p class="lead">${escapeHtml(summary(definition.description))}</p>${rest ? `\n<details class="more"><summary>More about this tool</summary><p>${escapeHtml(rest)}</p></details>` : ''}
</div>
${workspaceHtml(definition, { idPrefix: 'p', values: options.values, share: true })}
<section class="about" aria-labelledby="about-h"><h2 id="about-h">Use it anywhere</h2>
<p>${runsOnServer(definition) ? 'Runs on this server (it needs what a browser page may not do).' : definition.executionMode === 'hybrid' ? 'Runs locally in your browser; where the browser cannot run it, on this server.' : 'Runs locally in your browser; your input is not sent anywhere.'}
Also as <a href="/tools/${id}.md">Markdown docs</a>, REST <code>${definition.method} /api/tools/${id}</code>, MCP tool <code>${id}</code>, CLI <code>ctp run ${id}</code>, and an <a href="/embed/${id}">embed</a>.${related ? ` Related: ${related}.` : ''}</p>
</section>
</main>
${jsonBlock('ctp-tool', pageDefinition(definition))}
${jsonBlock('ctp-config', { worker: site.assets.manifest.scripts.worker, chunks: site.assets.manifest.toolChunks[definition.id] ?? [] })}`;
  const html = htmlDocument({ title: `${definition.name} · ${site.name}`, description: summary(definition.description), csp, head, body });
  return { html, csp };
}

/** The HTML 404: what was asked for, and the tools whose names come closest. */
export async function notFoundPage(path: string, definitions: readonly ToolSpec[], site: SiteInfo): Promise<RenderedPage> {
  const { csp, head } = await appHead(site, 'catalog');
  const index = compactIndex(definitions);
  const asked = path.replace(/^\/(tools|embed)\//, '').replace(/[/.]+$/, '');
  let ids = searchIndex(index, words(asked).join(' '));
  if (ids.length === 0) ids = searchIndex(index, words(asked)[0] ?? '');
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const suggestions = ids.slice(0, 6).map((i) => byId.get(i)!).filter(Boolean);
  const body = `${headerHtml(site)}
<main class="not-found">
<h1>Nothing here</h1>
<p class="lead">There is no page at <code>${escapeHtml(path.slice(0, 200))}</code>.</p>
${suggestions.length ? `<h2>Did you mean</h2><ul class="tool-list">${suggestions.map((d) => card(d, 'h3')).join('\n')}</ul>` : ''}
<p><a href="/">Browse all ${definitions.length} tools</a> or press <kbd>/</kbd> to search.</p>
</main>
${footer}`;
  const html = htmlDocument({ title: `Not found · ${site.name}`, csp, head, body });
  return { html, csp, status: 404 };
}

export interface EmbedOptions {
  style: EmbedStyle;
  /** A fresh random value per response when `style` is not empty. */
  nonce?: string;
  frameAncestors: string;
}

/** The markup embeds and single-file bundles share: the tool UI alone in a card. */
export function embedBody(definition: ToolSpec): string {
  return `<main class="embed-main"><div class="embed-card"><h1>${escapeHtml(definition.name)}</h1>${workspaceHtml(definition, { idPrefix: 'e' })}</div></main>`;
}

export function embedPage(tool: ToolSpec, site: SiteInfo, options: EmbedOptions): RenderedPage {
  const definition = asServed(tool, site);
  const rule = styleRule(options.style);
  const nonce = rule ? options.nonce : undefined;
  const csp = embedCsp({ styleNonce: nonce, frameAncestors: options.frameAncestors, connect: mayCallServer(definition) });
  const theme = resolveTheme(options.style);
  const head = scriptTagsFor(site.assets, 'embed');
  if (rule && nonce) head.push(`<style id="ctp-style" nonce="${escapeHtml(nonce)}">${rule}</style>`);
  const { scripts, standalone } = site.assets.manifest;
  const body = `${embedBody(definition)}
${jsonBlock('ctp-tool', pageDefinition(definition))}
${jsonBlock('ctp-config', { worker: scripts.worker, standalone: standalone[definition.id] })}`;
  const html = htmlDocument({
    title: `${definition.name} · ${site.name}`,
    htmlAttrs: { 'data-embed': '', 'data-theme': theme },
    colorScheme: theme ?? 'light dark',
    csp,
    head,
    body,
  });
  return { html, csp };
}
