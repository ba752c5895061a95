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
    await page.goto(`${h.base}/tools/json-formatter`);
    await page.waitForSelector('form[data-ready]');
    // the worker is installed and has cached this page and its tool's code
    await page.waitForFunction(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      // activated (not only activating) and controlling this page: clients.claim() has run
      if (reg?.active?.state !== 'activated' || !navigator.serviceWorker.controller) return false;
      const names = await caches.keys();
      for (const name of names) {
        const cache = await caches.open(name);
        if (await cache.match('/tools/json-formatter')) return true;
      }
      return false;
    }, null, { timeout: 30_000, polling: 250 });
    const chunks = await page.evaluate(() => (JSON.parse(document.getElementById('ctp-config')!.textContent!) as { chunks: string[] }).chunks);
    await page.waitForFunction(async (list) => {
      for (const path of list) {
        let found = false;
        for (const name of await caches.keys()) if (await (await caches.open(name)).match(path)) found = true;
        if (!found) return false;
      }
      return true;
    }, chunks, { timeout: 30_000, polling: 250 });

    await h.context.setOffline(true);
    try {
      await page.reload();
      await page.waitForSelector('form[data-ready]', { timeout: 20_000 });
      await page.getByLabel('JSON', { exact: true }).fill('{"b":1,"a":2}');
      await page.waitForFunction(() => document.querySelector('.result-primary pre')?.textContent === '{\n  "b": 1,\n  "a": 2\n}', null, { timeout: 20_000 });
      // a page never visited answers from the cache with the catalog, not a browser error
      const other = await page.goto(`${h.base}/`);
      expect(other?.status()).toBe(200);
    } finally {
      await h.context.setOffline(false);
    }
  });
});
