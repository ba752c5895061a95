/**
 * Offline, as the manifest promises (`offline: true`): after one visit online, the service
 * worker serves the app shell and the visited tool's page and code, so a reload without a
 * network still runs the tool in the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, startHarness, type Harness } from './harness.js';

describe.skipIf(!hasChromium)('offline reload through the service worker', () => {
  let h: Harness;
  let page: Page;
  beforeAll(async () => {
    h = await startHarness({ serviceWorker: true });
    page = await h.context.newPage();
  }, 60_000);
  afterAll(() => h?.close(), 30_000);

  it('reloads a visited tool page and runs it with the network off', async () => {
    // what the page saw, printed when a step times out: a flaky offline reload is otherwise mute
    const seen: string[] = [];
    const listCaches = () => page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (n) => `${n.slice(0, 10)}: ${(await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname).filter((p) => !p.startsWith('/assets/c/')).join(' ')}`))).join('; '));
    page.on('console', (m) => seen.push(`console.${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => seen.push(`requestfailed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('worker', (w) => seen.push(`worker: ${w.url()}`));
    await page.goto(`${h.base}/tools/json-formatter`);
    await page.waitForSelector('form[data-ready]');
    // the worker is installed and has cached this page and its tool's code. expect.poll, not
    // waitForFunction: an async predicate returns a Promise, which is truthy at once
    const controlledAndCached = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        // activated (not only activating) and controlling this page: clients.claim() has run
        if (reg?.active?.state !== 'activated' || !navigator.serviceWorker.controller) return false;
        return (await caches.match('/tools/json-formatter')) !== undefined;
      });
    await expect.poll(controlledAndCached, { timeout: 30_000, interval: 250 }).toBe(true);
    // the tool's chunks, and every app file the page itself loaded (shell, shared chunks)
    const files = await page.evaluate(() => [
      ...(JSON.parse(document.getElementById('ctp-config')!.textContent!) as { chunks: string[] }).chunks,
      ...performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/assets/')),
    ]);
    expect(files.length).toBeGreaterThan(3);
    const missing = () => page.evaluate(async (list) => {
      const out: string[] = [];
      for (const path of list) if (!(await caches.match(path))) out.push(path);
      return out;
    }, files);
    await expect.poll(missing, { timeout: 30_000, interval: 250 }).toEqual([]);

    // the network goes away for real: the server stops (Playwright's setOffline does not reach
    // a service worker's own fetches reliably, and flaked in CI)
    await h.server.close(1000);
    seen.push(`caches: ${await listCaches()}`);
    seen.push('-- server stopped, reloading');
    await page.reload();
    await page.waitForSelector('form[data-ready]', { timeout: 20_000 }).catch(async (error: Error) => {
      const state = await page.evaluate(async () => ({
        form: document.querySelector('form')?.outerHTML.slice(0, 300),
        controller: navigator.serviceWorker.controller?.state,
        url: location.href,
        title: document.title,
        readyState: document.readyState,
        scripts: [...document.scripts].map((x) => x.src || x.id || x.type),
        body: document.body?.innerText.slice(0, 200),
        caches: await Promise.all((await caches.keys()).map(async (n) => `${n}: ${(await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname).filter((p) => !p.startsWith('/assets/c/')).join(' ')}`)),
      })).catch((e: Error) => e.message);
      throw new Error(`${error.message}\npage state: ${JSON.stringify(state)}\n${seen.join('\n')}`);
    });
    await page.getByLabel('JSON', { exact: true }).fill('{"b":1,"a":2}');
    await page.waitForFunction(() => document.querySelector('.result-primary pre')?.textContent === '{\n  "b": 1,\n  "a": 2\n}', null, { timeout: 20_000 });
    // a page never visited answers from the cache with the catalog, not a browser error
    const other = await page.goto(`${h.base}/tools/never-visited-before`);
    expect(other?.status()).toBe(200);
    expect(await page.title()).toMatch(/tools/i);
  });
});
