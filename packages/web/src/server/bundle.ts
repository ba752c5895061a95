/**
 * Single-file pages: everything inlined (UI, runtime, the tool, CSS), a meta
 * CSP with hashes, no request of any kind. Served for `/embed/:id?format=bundle`
 * (a download that works offline) and as each tool's MCP Apps resource.
 */
import type { ToolSpec } from '@ctp/core';
import { pageDefinition, runsOnServer } from '../shared/page-definition.js';
import { resolveTheme, styleRule, type EmbedStyle } from '../shared/style.js';
import { assetText } from './assets.js';
import { bundleCsp, sha256Source } from './csp.js';
import { htmlDocument, jsonBlock } from './html.js';
import { embedBody, type RenderedPage, type SiteInfo } from './pages.js';

export interface BundleOptions {
  style?: EmbedStyle;
  /** Talk to the embedding page with the CTP embed protocol (off for MCP Apps hosts). */
  messaging?: boolean;
  /** Sent as a header only (a meta CSP cannot carry frame-ancestors). */
  frameAncestors?: string;
}

const hashes = new Map<string, Promise<string>>();
const hashOf = (key: string, text: string) => {
  let h = hashes.get(key);
  if (!h) hashes.set(key, (h = sha256Source(text)));
  return h;
};

/** Undefined for a tool that runs on the server, or when this build has no standalone script for it. */
export async function bundlePage(definition: ToolSpec, site: SiteInfo, options: BundleOptions = {}): Promise<RenderedPage | undefined> {
  if (runsOnServer(definition)) return undefined;
  const { manifest } = site.assets;
  const scriptPath = manifest.standalone[definition.id];
  const script = scriptPath ? assetText(site.assets, scriptPath) : undefined;
  const css = assetText(site.assets, manifest.css);
  if (!script || css === undefined) return undefined;
  if (/<\/style/i.test(css)) throw new Error('the stylesheet cannot be inlined');
  const style = options.style ?? {};
  const rule = styleRule(style);
  const styles = rule ? [css, rule] : [css];
  const [scriptHash, ...styleHashes] = await Promise.all([hashOf(scriptPath!, script), hashOf(manifest.css, css), ...(rule ? [sha256Source(rule)] : [])]);
  const csp = bundleCsp({ scriptHash: scriptHash!, styleHashes, frameAncestors: options.frameAncestors });
  const theme = resolveTheme(style);
  const body = `${embedBody(definition)}
${jsonBlock('ctp-tool', pageDefinition(definition))}
${jsonBlock('ctp-config', { messaging: options.messaging !== false })}
<script>${script}</script>`;
  const html = htmlDocument({
    title: definition.name,
    htmlAttrs: { 'data-embed': '', 'data-theme': theme },
    colorScheme: theme ?? 'light dark',
    icon: 'data:,',
    csp,
    head: styles.map((s) => `<style>${s}</style>`),
    body,
  });
  return { html, csp };
}

/** MCP Apps resource of a tool: `ui://ctp/<id>`, this MIME type, this HTML. */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';
export const mcpAppUri = (toolId: string) => `ui://ctp/${toolId}`;

export async function mcpAppHtml(definition: ToolSpec, site: SiteInfo): Promise<string | undefined> {
  return (await bundlePage(definition, site, { messaging: false }))?.html;
}
