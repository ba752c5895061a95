/**
 * What the app remembers in localStorage: favourite and recently used tools (ids only), the
 * catalog's view. Never tool input (spec §11.5). Every access tolerates storage being off.
 */
export const FAVOURITES_KEY = 'ctp-favourites';
export const RECENT_KEY = 'ctp-recent';
export const VIEW_KEY = 'ctp-view';
const MAX_RECENT = 8;
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function readList(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && ID.test(v)) : [];
  } catch {
    return [];
  }
}

function writeList(key: string, list: readonly string[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(list));
  } catch {
    /* storage disabled: the choice lasts for this page */
  }
}

export const favourites = (): string[] => readList(FAVOURITES_KEY);
export const recent = (): string[] => readList(RECENT_KEY);

export function isFavourite(id: string): boolean {
  return favourites().includes(id);
}

export function toggleFavourite(id: string): boolean {
  const list = favourites();
  const on = !list.includes(id);
  writeList(FAVOURITES_KEY, on ? [id, ...list] : list.filter((x) => x !== id));
  return on;
}

export function noteRecent(id: string): void {
  writeList(RECENT_KEY, [id, ...recent().filter((x) => x !== id)].slice(0, MAX_RECENT));
}

export function catalogView(): 'grid' | 'list' {
  try {
    return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function setCatalogView(view: 'grid' | 'list'): void {
  try {
    if (view === 'grid') localStorage.removeItem(VIEW_KEY);
    else localStorage.setItem(VIEW_KEY, view);
  } catch {
    /* ignore */
  }
}
