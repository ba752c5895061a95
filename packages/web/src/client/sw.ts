/**
 * The service worker: the app shell and every tool page visited stay available offline, so
 * a reload without a network still runs client tools (the manifest says `offline: true`).
 * - pages (navigations): network first, the cached copy when offline;
 * - /assets/* (content-hashed, immutable): cache first, cached on first use;
 * - /catalog-index.js: the cached copy at once, refreshed in the background;
 * - the API and MCP: never touched (tool calls to a server are not replayed from a cache).
 * The server prepends `self.CTP_SW = { version, shell }` (served at /sw.js, see web routes).
 */
interface SwConfig {
  /** Changes with every build: old caches are dropped on activation. */
  version: string;
  /** Files every page needs (stylesheet, page and worker scripts). */
  shell: string[];
}

interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageEventLike extends Event {
  data: unknown;
}
interface SwScope {
  CTP_SW: SwConfig;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const sw = self as unknown as SwScope;
const config = sw.CTP_SW;
const ASSETS = `ctp-assets-${config.version}`;
const PAGES = `ctp-pages-${config.version}`;

const sameOrigin = (url: URL) => url.origin === sw.location.origin;

/** One file into a cache, tried up to three times: a busy server or a dropped connection must not leave a hole in the offline copy. */
async function cacheOne(cache: Cache, url: string): Promise<void> {
  if (await cache.match(url)) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return cache.put(url, response);
    if (response && response.status < 500) return; // gone or refused: trying again will not help
  }
}

async function cacheAll(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(urls.map((u) => cacheOne(cache, u)));
}

sw.addEventListener('install', (event) => {
  // the shell, and the catalog: what an offline visit to a page never seen falls back to
  event.waitUntil(Promise.all([cacheAll(ASSETS, config.shell), cacheAll(PAGES, ['/'])]).then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('ctp-') && k !== ASSETS && k !== PAGES).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

// a page tells the worker what it needs offline: itself and its tool's chunks
sw.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: string; assets?: unknown } | null;
  if (data?.type !== 'cache') return;
  const wanted = Array.isArray(data.assets) ? data.assets.filter((a): a is string => typeof a === 'string') : [];
  const work = [cacheAll(ASSETS, wanted.filter((a) => a.startsWith('/assets/')))];
  if (wanted.includes('/catalog-index.js')) work.push(cacheAll(PAGES, ['/catalog-index.js']));
  if (typeof data.page === 'string' && data.page.startsWith('/')) work.push(cacheAll(PAGES, [data.page]));
  (event as unknown as ExtendableEventLike).waitUntil?.(Promise.all(work));
});

async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(PAGES);
  const key = new URL(request.url);
  key.hash = '';
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key.pathname + key.search, response.clone());
    return response;
  } catch {
    const cached = (await cache.match(key.pathname + key.search)) ?? (await cache.match(key.pathname));
    if (cached) return cached;
    const home = await cache.match('/');
    return home ?? new Response('You are offline and this page was not visited before.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request: Request, event: FetchEventLike): Promise<Response> {
  const cache = await caches.open(PAGES);
  const cached = await cache.match(request);
  const fresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  return fresh;
}

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/mcp' || url.pathname.startsWith('/.well-known/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (url.pathname === '/catalog-index.js') event.respondWith(staleWhileRevalidate(request, event));
});
