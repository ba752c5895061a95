/**
 * Every tool page in Chromium, in shards (tools-<n>.test.ts) so that the catalog's pages run in
 * parallel test workers: it loads with its form already painted, runs its example in
 * the browser with no request during the run (server tools call their own endpoint, nothing
 * else), shows a result view with something to copy, and has no axe violation of any impact
 * in the light and the dark theme with its result shown (in the dark theme, the colour rules:
 * the only ones a theme can change).
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { createRegistry } from '@ctp/tools';
import { hasChromium, startHarness, type Harness } from './harness.js';
import { axeViolations, COLOUR_RULES, describeViolations, setTheme } from './a11y.js';

export const SHARDS = 3;

/** Shard `shard` (1-based) of SHARDS: every SHARDS-th tool of the catalog, so each gets a mix. */
export function describeToolPages(shard: number): void {
  const tools = createRegistry().list().filter((_t, i) => i % SHARDS === shard - 1);
  describe.skipIf(!hasChromium)(`tool pages in Chromium (shard ${shard} of ${SHARDS})`, () => {
    let h: Harness;
    let page: Page;
    beforeAll(async () => {
      h = await startHarness({ serviceWorker: false });
      page = await h.context.newPage();
    }, 60_000);
    afterAll(() => h?.close(), 30_000);

    it.runIf(shard === 1)('has no axe violation on the catalog, the recipe page and the 404 page, in both themes', async () => {
      const failures: string[] = [];
      for (const path of ['/', `/recipe?${new URLSearchParams({ r: 'base64-encoder?mode=decode | json-formatter' })}`, '/tools/no-such-tool']) {
        await page.goto(`${h.base}${path}`);
        await page.waitForLoadState('load');
        for (const theme of ['light', 'dark'] as const) {
          await setTheme(page, theme);
          failures.push(...describeViolations(`${path} (${theme})`, await axeViolations(page)));
        }
      }
      // the palette, open, is part of every page
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog', { name: 'Search tools' }).waitFor();
      await page.keyboard.insertText('json');
      failures.push(...describeViolations('palette', await axeViolations(page)));
      expect(failures).toEqual([]);
    }, 120_000);

    // one test per tool: a failure names its tool, and each has its own time limit
    it.each(tools.map((t) => [t.id, t] as const))('%s: runs its example, shows a result view, passes axe in both themes', async (_id, tool) => {
      const failures: string[] = [];
      await page.goto(`${h.base}/tools/${tool.id}`);
      await page.waitForSelector('form[data-ready], .results [role="alert"]', { timeout: 30_000 });
      const during: string[] = [];
      const record = (r: Request) => during.push(r.url());
      h.context.on('request', record);
      try {
        await page.getByRole('button', { name: 'Load example' }).click();
        if (tool.executionMode === 'server') await page.locator('[data-action="run"]').click();
        await page.waitForFunction(() => {
          const r = document.querySelector('.results');
          return r?.getAttribute('data-state') === 'done' && !r.hasAttribute('aria-busy') && r.querySelector('.result-field, .result-facts, .verdict, [role="alert"]');
        }, null, { timeout: 30_000 });
        await page.waitForTimeout(30); // anything the run might still trigger
      } finally {
        h.context.off('request', record);
      }
      const error = await page.locator('.results [role="alert"]').allTextContents();
      if (error.length) failures.push(`error shown: ${error.join(' ')}`);
      if (await page.locator('.output-pane [data-action="copy"]').isDisabled()) failures.push('nothing to copy after its example');
      const allowed = tool.executionMode === 'server' ? [`${h.base}/api/tools/${tool.id}`] : [];
      // a tool (or a result view) may load more of its own code: content-hashed assets, no query
      const ownCode = (u: string) => u.startsWith(`${h.base}/assets/`) && /^\/assets\/[\w/.-]+\.js$/.test(u.slice(h.base.length));
      // blob: URLs are the page's own bytes (an image view, a download), not a request to anyone
      const unexpected = during.filter((u) => !allowed.includes(u) && !ownCode(u) && !u.startsWith(`blob:${h.base}/`));
      if (unexpected.length) failures.push(`requests during the run: ${unexpected.join(', ')}`);
      // the page with its result holds everything the empty page does, and the result views:
      // every rule in the light theme, and in the dark one the rules colours decide (the DOM is
      // the same; the catalog, recipe and 404 pages above get every rule in both)
      await setTheme(page, 'light');
      failures.push(...describeViolations('light', await axeViolations(page)));
      await setTheme(page, 'dark');
      failures.push(...describeViolations('dark', await axeViolations(page, COLOUR_RULES)));
      expect(failures).toEqual([]);
    }, 90_000);
  });
}
