/**
 * gifenc, loaded the same way everywhere. It ships CommonJS for Node and browsers (`main` and
 * `browser`): Node's import() exposes only `default` for it (its exports are not statically
 * detectable), bundlers and Vite expose the names too. Reading either shape keeps the image tools
 * working in Node, the built catalog's workers and the browser bundles alike.
 */
import type * as Gifenc from 'gifenc';

type GifencModule = typeof Gifenc;

export async function loadGifenc(): Promise<GifencModule> {
  const mod = (await import('gifenc')) as GifencModule & { default?: GifencModule };
  return typeof mod.quantize === 'function' ? mod : (mod.default as GifencModule);
}
