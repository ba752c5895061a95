/** The built browser files, as the server and `ctp build` see them (see scripts/build-web.mjs). */

export type PageScript = 'catalog' | 'tool' | 'embed' | 'worker' | 'recipe';

/** dist/web-manifest.json */
export interface WebManifest {
  version: 1;
  /** URL path of the stylesheet. */
  css: string;
  /** URL path of each entry script. */
  scripts: Record<PageScript, string>;
  /** Static imports of each entry (modulepreload). */
  preload: Record<PageScript, string[]>;
  /** Per tool id: the chunks only that tool needs (its module and its libraries). */
  toolChunks: Record<string, string[]>;
  /** Per tool id: the self-contained script single-file bundles inline. */
  standalone: Record<string, string>;
  /** URL path of the service worker's code (served at /sw.js with its configuration). */
  sw?: string;
}

export interface Asset {
  body: Uint8Array;
  /** Content-Type. */
  type: string;
  /** Precompressed body, when worth it. */
  gzip?: Uint8Array;
}

/** Where the server gets built files from (the file system on Node; anything on edge runtimes). */
export interface WebAssets {
  manifest: WebManifest;
  /** A file by URL path (`/assets/…`, `/sdk/embed.js`); undefined for anything else. */
  get(path: string): Asset | undefined;
  /** Every servable path (for `ctp build`). */
  paths(): string[];
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  map: 'application/json; charset=utf-8',
};

export function contentType(path: string): string {
  return TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Decodes an asset as UTF-8 text. */
export function assetText(assets: WebAssets, path: string): string | undefined {
  const asset = assets.get(path);
  return asset ? new TextDecoder().decode(asset.body) : undefined;
}
