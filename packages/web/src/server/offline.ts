/** What the service worker and the command palette load: derived from the build and the registry. */
import type { ToolSpec } from '@ctp/core';
import { compactIndex } from '../shared/catalog-index.js';
import { assetText, type WebAssets } from './assets.js';

/** The compact catalog index as a JavaScript module (pages load it with import(): no connect-src needed). */
export function catalogIndexModule(definitions: readonly ToolSpec[]): string {
  const json = JSON.stringify(compactIndex([...definitions].sort((a, b) => a.name.localeCompare(b.name, 'en'))));
  return `export default ${json.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')};\n`;
}

/** The service worker may fetch this origin's pages and files to cache them, nothing else. */
export const SERVICE_WORKER_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'";

/** /sw.js: the built worker with this build's version and app-shell file list prepended; undefined without a build of it. */
export function serviceWorkerScript(assets: WebAssets): string | undefined {
  const m = assets.manifest;
  if (!m.sw) return undefined;
  const code = assetText(assets, m.sw);
  if (code === undefined) return undefined;
  const shell = [m.css, ...(['catalog', 'tool', 'worker', 'recipe'] as const).flatMap((e) => (m.scripts[e] ? [m.scripts[e]!, ...(m.preload[e] ?? [])] : []))];
  // the hashed names change with every build: together they are the version
  const version = [m.css, m.scripts.tool, m.scripts.worker].join('|').replace(/[^A-Za-z0-9]/g, '').slice(-48);
  return `self.CTP_SW=${JSON.stringify({ version, shell: [...new Set(shell)] })};\n${code}`;
}
