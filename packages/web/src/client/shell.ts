/**
 * What every app page has: the theme toggle, the command palette (`/` or Ctrl/⌘+K, or the
 * header's search button; loaded on first use), and the service worker that keeps the app
 * and visited tools available offline.
 */
import { readJsonBlock } from './dom.js';
import { setupThemeToggle } from './theme.js';

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

let palette: Promise<typeof import('./palette.js')> | undefined;
const loadPalette = () => (palette ??= import('./palette.js'));

export function openPalette(query = ''): void {
  void loadPalette().then((m) => m.openPalette(query));
}

export function setupShell(): void {
  setupThemeToggle(document.getElementById('theme-toggle') as HTMLButtonElement | null);
  const trigger = document.getElementById('palette-open');
  trigger?.addEventListener('click', () => openPalette());
  // warm the palette's code while the page idles, so the shortcut opens it at once and no
  // keystroke typed right after it is lost
  const warm = () => void loadPalette();
  if ('requestIdleCallback' in window) addEventListener('load', () => requestIdleCallback(warm, { timeout: 3000 }));
  else addEventListener('load', () => setTimeout(warm, 1500));
  trigger?.addEventListener('pointerenter', warm, { once: true });
  document.addEventListener('keydown', (event) => {
    const mod = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? event.metaKey : event.ctrlKey;
    if (mod && !event.shiftKey && !event.altKey && (event.key === 'k' || event.key === 'K')) {
      event.preventDefault();
      openPalette();
    } else if (event.key === '/' && !mod && !event.altKey && !typingInField(event.target)) {
      event.preventDefault();
      openPalette();
    }
  });
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    // after load: the worker's install fetches must not compete with the page's own
    addEventListener('load', () => void registerServiceWorker());
  }
}

/**
 * Every app file this page has loaded so far (its chunks, the palette's, the catalog index): on
 * the first visit the page is not yet controlled, so the worker never saw these requests.
 */
function loadedAssets(): string[] {
  const paths = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, location.href);
    if (url.origin === location.origin && (url.pathname.startsWith('/assets/') || url.pathname === '/catalog-index.js')) paths.add(url.pathname);
  }
  return [...paths];
}

async function registerServiceWorker(): Promise<void> {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    // this page and its tool's code, so a reload works offline even on the first visit
    const config = readJsonBlock<{ chunks?: string[] }>('ctp-config');
    ready.active?.postMessage({ type: 'cache', page: location.pathname + location.search, assets: [...(config?.chunks ?? []), ...loadedAssets()] });
  } catch {
    /* no service worker (private mode, an old browser): the app works online as before */
  }
}
