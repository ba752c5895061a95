// The SDK and the protocol in a real browser (Debian's chromium through playwright-core):
// cross-origin and same-origin embeds, sizing, callbacks, theme following, origin "null".
// Skipped when no chromium is installed.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript
import { buildEmbed } from '../build.mjs';

const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

const HOST_PAGE = (sdk: string) => `<!doctype html><html><head><style>
:root { --background: 0 0% 100%; --primary: 262.1 83.3% 57.8%; --ring: 262 83% 58%; --radius: 0.5rem; }
html.dark { --primary: 263.4 70% 50.4%; }
body { background: #fff; color: #0f172a; font-family: Inter, system-ui, sans-serif; font-size: 15px; }
html.dark body { background: #0b1020; color: #e2e8f0; }
</style></head><body>
<div id="a" data-ctp-tool="a"></div>
<div id="b"></div>
<script>window.events = []; document.addEventListener('ctp:result', (e) => events.push(['dom-result', e.target.id]));</script>
<script src="${sdk}"></script>
<script>
  window.b = CTP.embed('#b', { toolId: 'bb', density: 'compact',
    onReady: (c) => events.push(['ready', c.toolId]),
    onResult: (r) => events.push(['result', r.data]),
    onError: (e) => events.push(['error', e.message, e.code]) });
</script></body></html>`;

const SAME_ORIGIN_PAGE = `<!doctype html><html><body>
<div id="s" data-ctp-tool="s"></div>
<script>window.events = []; document.addEventListener('ctp:result', (e) => events.push(['result', e.detail.data]));</script>
<script src="/sdk/embed.js"></script></body></html>`;

describe.skipIf(!executablePath)('in chromium', () => {
  let browser: Browser;
  const servers: Server[] = [];
  let hostUrl = '';
  let embedBase = '';

  beforeAll(async () => {
    const sdk = ((await buildEmbed({ write: false })) as { code: string }).code;
    const page = await build({ entryPoints: [join(__dirname, 'fixtures/embed-page.ts')], bundle: true, format: 'iife', write: false });
    const embedHtml = `<!doctype html><html><body><script>${page.outputFiles[0]!.text}</script></body></html>`;
    const serve = () =>
      new Promise<number>((resolve) => {
        const s = createServer((req, res) => {
          const path = new URL(req.url!, 'http://x').pathname;
          const send = (type: string, body: string) => res.writeHead(200, { 'content-type': type }).end(body);
          if (path === '/sdk/embed.js') send('text/javascript', sdk);
          else if (path.startsWith('/embed/')) send('text/html', embedHtml);
          else if (path === '/host') send('text/html', HOST_PAGE(`${embedBase}/sdk/embed.js`));
          else if (path === '/same') send('text/html', SAME_ORIGIN_PAGE);
          else res.writeHead(404).end();
        });
        servers.push(s);
        s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port));
      });
    // two origins: the host page on 127.0.0.1, the tools on localhost
    hostUrl = `http://127.0.0.1:${await serve()}`;
    embedBase = `http://localhost:${await serve()}`;
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    for (const s of servers) s.close();
  });

  async function open(url: string): Promise<Page> {
    const page = await (await browser.newContext({ colorScheme: 'dark' })).newPage();
    await page.goto(url);
    return page;
  }

  it('cross-origin: sandbox, titles, per-embed sizes, callbacks, autosense, theme following', async () => {
    const page = await open(`${hostUrl}/host`);
    await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.some((e) => (e as string[])[0] === 'error'));
    await page.waitForFunction(() => [...document.querySelectorAll('iframe')].every((f) => f.style.height !== '240px'));
    const state = await page.evaluate(() => ({
      frames: [...document.querySelectorAll('iframe')].map((f) => ({ title: f.title, height: f.style.height, sandbox: f.getAttribute('sandbox'), src: f.src })),
      events: (window as unknown as { events: unknown[] }).events,
    }));
    // each iframe has its own tool's name and height: two embeds never resize each other
    expect(state.frames.map((f) => [f.title, f.height])).toEqual([['Tool a', '210px'], ['Tool bb', '220px']]);
    expect(state.frames[0]!.sandbox).toBe('allow-scripts allow-forms allow-downloads allow-same-origin');
    const q = Object.fromEntries(new URL(state.frames[1]!.src).searchParams);
    expect(q).toMatchObject({ theme: 'light', accent: '#7c3aed', bg: '#ffffff', text: '#0f172a', font: 'Inter, system-ui, sans-serif', fontSize: '15', radius: '8', density: 'compact', origin: hostUrl });
    expect(state.events).toContainEqual(['ready', 'bb']);
    expect(state.events).toContainEqual(['error', 'boom', 'EXECUTION_ERROR']);
    // the host toggles dark mode: each embed gets the full new set over its port
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForFunction(() => (window as unknown as { events: unknown[][] }).events.some((e) => e[0] === 'result'));
    const after = await page.evaluate(() => (window as unknown as { events: unknown[][] }).events.filter((e) => e[0] !== 'ready' && e[0] !== 'error'));
    expect(after).toContainEqual(['result', {
      styles: { theme: 'dark', accent: '#6d28d9', bg: '#0b1020', text: '#e2e8f0', font: 'Inter, system-ui, sans-serif', fontSize: 15, radius: 8, density: 'compact' },
      selfOrigin: embedBase,
    }]);
    expect(after.filter((e) => e[0] === 'dom-result').map((e) => e[1]).sort()).toEqual(['a', 'b']);
  });

  it('same origin: no allow-same-origin, the opaque origin "null" is accepted, styles go over the port', async () => {
    const page = await open(`${embedBase}/same`);
    await page.waitForFunction(() => document.querySelector('iframe')?.style.height === '210px');
    const frame = await page.evaluate(() => {
      const f = document.querySelector('iframe')!;
      return { sandbox: f.getAttribute('sandbox'), title: f.title, theme: new URL(f.src).searchParams.get('theme') };
    });
    // a transparent page falls through to prefers-color-scheme (dark here)
    expect(frame).toEqual({ sandbox: 'allow-scripts allow-forms allow-downloads', title: 'Tool s', theme: 'dark' });
    await page.evaluate(() => (window as unknown as { CTP: { autoDiscover(): { updateStyles(s: object): void }[] } }).CTP.autoDiscover()[0]!.updateStyles({ accentColor: '#ff0000' }));
    await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length > 0);
    const [result] = await page.evaluate(() => (window as unknown as { events: unknown[][] }).events);
    expect(result![1]).toMatchObject({ styles: { theme: 'dark', accent: '#ff0000' }, selfOrigin: 'null' });
  });
});
