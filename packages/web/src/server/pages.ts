/**
 * Server-rendered HTML shells: the catalog (every tool as a link, plus the
 * compact search index), a tool page (its definition inlined, nothing about
 * other tools) and an embed page. The forms themselves are built in the
 * browser from the inlined definition.
 */
import type { ToolSpec } from '@ctp/core';
import { pageDefinition, runsOnServer } from '../shared/page-definition.js';
import { resolveTheme, styleRule, type EmbedStyle } from '../shared/style.js';
import { THEME_INIT_SCRIPT } from '../shared/theme-init.js';
import type { IndexEntry } from '../client/catalog-search.js';
import type { WebAssets } from './assets.js';
import { appCsp, embedCsp, sha256Source } from './csp.js';
import { escapeHtml, htmlDocument, jsonBlock } from './html.js';

export interface SiteInfo {
  /** Product name (page titles). */
  name: string;
  assets: WebAssets;
}

export interface RenderedPage {
  html: string;
  /** The Content-Security-Policy header to send with it. */
  csp: string;
}

/** The first sentence of a description (catalog cards, meta descriptions). */
export function summary(description: string): string {
  return description.split(/(?<=[.!?])\s/)[0]!;
}

/** What the catalog ships about each tool, and nothing more. */
export function compactIndex(definitions: readonly ToolSpec[]): IndexEntry[] {
  return definitions.map((d) => ({ id: d.id, name: d.name, category: d.category, tags: d.tags, keywords: d.keywords ?? [], summary: summary(d.description) }));
}

function scriptTags(assets: WebAssets, entry: 'catalog' | 'tool' | 'embed'): string[] {
  const m = assets.manifest;
  return [
    `<link rel="stylesheet" href="${escapeHtml(m.css)}">`,
    `<script type="module" src="${escapeHtml(m.scripts[entry])}"></script>`,
    ...m.preload[entry].map((p) => `<link rel="modulepreload" href="${escapeHtml(p)}">`),
  ];
}

const header = (site: SiteInfo) =>
  `<header class="top"><a class="brand" href="/">${escapeHtml(site.name)}</a><span class="spacer"></span><button type="button" id="theme-toggle" hidden>Theme</button></header>`;

async function appHead(site: SiteInfo, entry: 'catalog' | 'tool', connect = false) {
  const hash = await sha256Source(THEME_INIT_SCRIPT);
  return { csp: appCsp([hash], { connect }), head: [`<script>${THEME_INIT_SCRIPT}</script>`, ...scriptTags(site.assets, entry)] };
}

export async function catalogPage(definitions: readonly ToolSpec[], site: SiteInfo): Promise<RenderedPage> {
  const { csp, head } = await appHead(site, 'catalog');
  const categories = [...new Set(definitions.map((d) => d.category))].sort();
  const sorted = [...definitions].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const items = sorted
    .map(
      (d) =>
        `<li data-tool="${escapeHtml(d.id)}"><a href="/tools/${escapeHtml(d.id)}">${escapeHtml(d.name)}</a><span class="badge">${escapeHtml(d.category)}</span><p>${escapeHtml(summary(d.description))}</p></li>`,
    )
    .join('\n');
  const body = `${header(site)}
<main>
<h1>${escapeHtml(site.name)}: ${definitions.length} tools</h1>
<p class="lead">Developer tools that run in your browser: what you type stays on the page (the few tools that need a server say so). Each one is also an API, an MCP tool and a CLI command.</p>
<div class="filters" role="search">
<label>Search tools<input type="search" id="search" placeholder="name, tag or keyword" autocomplete="off" spellcheck="false"></label>
<label>Category<select id="category"><option value="">All categories</option>${categories.map((c) => `<option value="${escapeHtml(c)}">${escapeHtml(c)}</option>`).join('')}</select></label>
<p id="count" class="status" aria-live="polite">${definitions.length} tools</p>
</div>
<ul class="tool-list" id="tools">
${items}
</ul>
</main>
<footer>Discovery: <a href="/.well-known/ctp-manifest.json">CTP manifest</a> · <a href="/api/openapi.yaml">OpenAPI</a> (<a href="/docs">API reference</a>) · <a href="/api/ai-tools.json">AI tools</a> · <a href="/llms.txt">llms.txt</a> · MCP at <code>/mcp</code> · embed SDK at <code>/sdk/embed.js</code></footer>
${jsonBlock('ctp-index', compactIndex(sorted))}`;
  const html = htmlDocument({ title: `${site.name}: ${definitions.length} developer tools`, description: 'Developer tools that run in your browser.', csp, head, body });
  return { html, csp };
}

export async function toolPage(definition: ToolSpec, site: SiteInfo): Promise<RenderedPage> {
  const { csp, head } = await appHead(site, 'tool', runsOnServer(definition));
  const id = escapeHtml(definition.id);
  const related = (definition.relatedTools ?? []).map((r) => `<a href="/tools/${escapeHtml(r)}">${escapeHtml(r)}</a>`).join(', ');
  const body = `${header(site)}
<main>
<h1>${escapeHtml(definition.name)}</h1>
<p class="lead">${escapeHtml(definition.description)}</p>
<div id="app"><noscript><p>This tool runs in your browser and needs JavaScript. It is also an API: <code>${definition.method} /api/tools/${id}</code>.</p></noscript></div>
</main>
<footer>${runsOnServer(definition) ? 'Runs on this server (it needs what a browser page may not do).' : 'Runs locally in your browser; your input is not sent anywhere.'}${related ? ` Related: ${related}.` : ''}
Also as <a href="/tools/${id}.md">Markdown docs</a>, REST <code>${definition.method} /api/tools/${id}</code>, MCP tool <code>${id}</code>, CLI <code>ctp run ${id}</code>, and an <a href="/embed/${id}">embed</a>.</footer>
${jsonBlock('ctp-tool', pageDefinition(definition))}
${jsonBlock('ctp-config', { worker: site.assets.manifest.scripts.worker })}`;
  const html = htmlDocument({ title: `${definition.name} · ${site.name}`, description: summary(definition.description), csp, head, body });
  return { html, csp };
}

export interface EmbedOptions {
  style: EmbedStyle;
  /** A fresh random value per response when `style` is not empty. */
  nonce?: string;
  frameAncestors: string;
}

/** The markup embeds and single-file bundles share: the tool UI alone in a card. */
export function embedBody(definition: ToolSpec): string {
  return `<main><div class="embed-card"><h1>${escapeHtml(definition.name)}</h1><div id="app"></div></div></main>`;
}

export function embedPage(definition: ToolSpec, site: SiteInfo, options: EmbedOptions): RenderedPage {
  const rule = styleRule(options.style);
  const nonce = rule ? options.nonce : undefined;
  const csp = embedCsp({ styleNonce: nonce, frameAncestors: options.frameAncestors, connect: runsOnServer(definition) });
  const theme = resolveTheme(options.style);
  const head = scriptTags(site.assets, 'embed');
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
