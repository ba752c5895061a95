/**
 * Browser test harness: Debian's Chromium driven by playwright-core, the real
 * server on 127.0.0.1, and a "host" site on another origin (localhost) that
 * embeds tools with the SDK, the way a third-party page would.
 */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from '@ctp/server/node';
import { createRegistry } from '@ctp/tools';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** A Bootstrap-styled host page (its CSS variables only, so nothing is fetched): what autosense reads. */
export function hostPage(embedBase: string, theme: 'light' | 'dark', tool = 'json-formatter'): string {
  return `<!doctype html><html lang="en" data-bs-theme="${theme}"><head><meta charset="utf-8"><title>Host (${theme})</title>
<style>
:root{--bs-primary:#d63384;--bs-primary-rgb:214,51,132;--bs-body-font-family:Georgia, serif;--bs-border-radius:0.75rem}
[data-bs-theme=light]{--bs-body-bg:#ffffff;--bs-body-color:#212529;color-scheme:light}
[data-bs-theme=dark]{--bs-body-bg:#212529;--bs-body-color:#dee2e6;color-scheme:dark}
body{margin:0;padding:24px;background:var(--bs-body-bg);color:var(--bs-body-color);font-family:var(--bs-body-font-family)}
.btn-primary{background:var(--bs-primary);color:#fff;border:0;border-radius:var(--bs-border-radius);padding:6px 12px}
</style></head><body>
<h1>A ${theme} Bootstrap page</h1>
<p><button class="btn-primary" type="button">Host button</button></p>
<div id="tool" data-ctp-tool="${tool}" data-ctp-loading="eager"></div>
<script>${HOST_JS}</script>
<script src="${embedBase}/sdk/embed.js"></script>
</body></html>`;
}

/** The host's own script: records what the SDK reports, as a real integration would. */
const HOST_JS = `window.ctpEvents = [];
document.addEventListener('ctp:result', (e) => window.ctpEvents.push({ type: 'result', detail: e.detail }));
document.addEventListener('ctp:ready', () => window.ctpEvents.push({ type: 'ready' }));`;

export interface Harness {
  server: RunningServer;
  /** http://127.0.0.1:<port> (the embed origin) */
  base: string;
  /** http://localhost:<port> (another origin) */
  hostBase: string;
  context: BrowserContext;
  close(): Promise<void>;
}

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) linkTree(join(from, entry.name), join(to, entry.name));
    else linkSync(join(from, entry.name), join(to, entry.name));
  }
}

/**
 * The web build as it is now, hard-linked into a private folder: another build (npm test, another
 * engineer's npm run build) replaces packages/web/dist while a long browser test runs, and the
 * test's server must keep serving the files it started with.
 */
function snapshotWebBuild(): string {
  const web = fileURLToPath(new URL('../../dist/', import.meta.url));
  const sdk = fileURLToPath(new URL('../../../embed/dist/', import.meta.url));
  const root = mkdtempSync(join(tmpdir(), 'ctp-web-'));
  linkTree(web, join(root, 'web/dist'));
  if (existsSync(sdk)) linkTree(sdk, join(root, 'embed/dist'));
  return root;
}

export interface HarnessOptions {
  /** Let pages register the service worker (off: every request reaches the server). */
  serviceWorker?: boolean;
  viewport?: { width: number; height: number };
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const snapshot = snapshotWebBuild();
  process.env.CTP_WEB_DIST = join(snapshot, 'web/dist');
  const server = await startServer({ registry: createRegistry(), version: '0.0.0-e2e', port: 0, host: '127.0.0.1' });
  const base = server.url;
  const host: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const theme = url.searchParams.get('theme') === 'dark' ? 'dark' : 'light';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(base, theme, url.searchParams.get('tool') ?? undefined));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostBase = `http://localhost:${(host.address() as AddressInfo).port}`;
  const profile = mkdtempSync(join(tmpdir(), 'ctp-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: options.viewport ?? { width: 1280, height: 860 },
    serviceWorkers: options.serviceWorker === false ? 'block' : 'allow',
  });
  return {
    server,
    base,
    hostBase,
    context,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
      await new Promise<void>((resolve) => host.close(() => resolve()));
      await server.close(1000);
      rmSync(snapshot, { recursive: true, force: true });
    },
  };
}
