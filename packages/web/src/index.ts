/**
 * @ctp/web: the web app and embed pages. This entry is the server side (HTML
 * rendering, CSPs, style parsing); src/client/ is bundled for the browser by
 * scripts/build-web.mjs. `@ctp/web/node` loads the built files from disk.
 */
export type { WebAssets, WebManifest, Asset, PageScript } from './server/assets.js';
export { contentType, assetText } from './server/assets.js';
export { escapeHtml, jsonBlock } from './server/html.js';
export { appCsp, embedCsp, bundleCsp, sha256Source, parseFrameAncestors, WORKER_CSP } from './server/csp.js';
export { catalogPage, toolPage, embedPage, notFoundPage, compactIndex, summary, type SiteInfo, type RenderedPage, type EmbedOptions } from './server/pages.js';
export { recipePage } from './server/recipe-page.js';
export { catalogIndexModule, serviceWorkerScript, SERVICE_WORKER_CSP } from './server/offline.js';
export { bundlePage, mcpAppHtml, mcpAppUri, MCP_APP_MIME_TYPE, type BundleOptions } from './server/bundle.js';
export { parseEmbedStyle, styleVariables, styleRule, resolveTheme, STYLE_KEYS, type EmbedStyle } from './shared/style.js';
export { pageDefinition, type PageDefinition } from './shared/page-definition.js';
