/**
 * The compact catalog index on any page: inlined in the catalog page, elsewhere a small
 * JavaScript module the server derives from the registry (/catalog-index.js), loaded on first
 * use. A module, not a fetch: pages keep `connect-src 'none'`, so no tool input can leave them.
 */
import type { IndexEntry } from '../shared/search.js';
import { readJsonBlock } from './dom.js';

export const INDEX_MODULE = '/catalog-index.js';

let loading: Promise<IndexEntry[]> | undefined;

export function loadIndex(): Promise<IndexEntry[]> {
  const inline = readJsonBlock<IndexEntry[]>('ctp-index');
  if (inline) return Promise.resolve(inline);
  const url: string = INDEX_MODULE; // a runtime URL: not bundled
  loading ??= (import(/* @vite-ignore */ url) as Promise<{ default: IndexEntry[] }>).then((m) => m.default, () => ((loading = undefined), []));
  return loading;
}
