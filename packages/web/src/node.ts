/** Node: the built browser files from disk (packages/web/dist), gzipped once on first use. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { contentType, type Asset, type WebAssets, type WebManifest } from './server/assets.js';

export class WebBuildMissing extends Error {
  constructor(file: string) {
    super(`The web app is not built (${file} is missing): run "node scripts/build.mjs"`);
    this.name = 'WebBuildMissing';
  }
}

export interface LoadOptions {
  /** packages/web/dist by default (the same from src/ and from dist/). */
  distDir?: string;
  /** The embed SDK served at /sdk/embed.js (packages/embed builds it). */
  sdkFile?: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** packages/web/dist, whether this module runs from src/, dist/ or inside another package's bundle. */
function findDist(): string {
  const candidates = [new URL('../dist/', import.meta.url).href];
  try {
    const entry = import.meta.resolve('@ctp/web');
    candidates.push(new URL('./', entry).href, new URL('../dist/', entry).href);
  } catch {
    /* not resolvable from here */
  }
  const dirs = candidates.filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u));
  return dirs.find((d) => existsSync(join(d, 'web-manifest.json'))) ?? dirs[0]!;
}

export function loadWebAssets(options: LoadOptions = {}): WebAssets {
  const dist = options.distDir ?? process.env.CTP_WEB_DIST ?? findDist();
  const manifestFile = join(dist, 'web-manifest.json');
  if (!existsSync(manifestFile)) throw new WebBuildMissing(manifestFile);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as WebManifest;
  const sdkFile = options.sdkFile ?? join(dist, '../../embed/dist/embed.iife.js');
  // only files that exist at start-up are servable: a request path never reaches the file system unchecked
  const files = new Map<string, string>();
  for (const file of walk(join(dist, 'assets'))) files.set('/' + relative(dist, file).split(sep).join('/'), file);
  const cache = new Map<string, Asset>();

  const load = (path: string, file: string): Asset | undefined => {
    let asset = cache.get(path);
    if (asset) return asset;
    if (!existsSync(file)) return undefined;
    const body = new Uint8Array(readFileSync(file));
    const type = contentType(path);
    asset = { body, type };
    if (body.length > 1024 && /javascript|css|json/.test(type)) asset.gzip = new Uint8Array(gzipSync(body, { level: 9 }));
    cache.set(path, asset);
    return asset;
  };

  return {
    manifest,
    get(path) {
      if (path === '/sdk/embed.js') return load(path, sdkFile);
      const file = files.get(path);
      return file ? load(path, file) : undefined;
    },
    paths: () => [...files.keys(), ...(existsSync(sdkFile) ? ['/sdk/embed.js'] : [])],
  };
}
