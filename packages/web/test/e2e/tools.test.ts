/**
 * Every tool page in Chromium: it loads with its form already painted, runs its example in
 * the browser with no request during the run (server tools call their own endpoint, nothing
 * else), shows a result view with something to copy, and has no axe violation of any impact
 * in the light and the dark theme, before and after the run.
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { createRegistry } from '@ctp/tools';
import { hasChromium, startHarness, type Harness } from './harness.js';
import { axeViolations, describeViolations, setTheme } from './a11y.js';

const tools = createRegistry().list();

describe.skipIf(!hasChromium)('every tool page in Chromium', () => {
  let h: Harness;
  let page: Page;
  beforeAll(async () => {
    h = await startHarness({ serviceWorker: false });
    page = await h.context.newPage();
  }, 60_000);
  afterAll(() => h?.close(), 30_000);

  it('has no axe violation on the catalog, the recipe page and the 404 page, in both themes', async () => {
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

  it('runs every example, shows its result view and passes axe in both themes', async () => {
    const failures: string[] = [];
    for (const tool of tools) {
      await page.goto(`${h.base}/tools/${tool.id}`);
      await page.waitForSelector('form[data-ready], .results [role="alert"]', { timeout: 20_000 });
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        failures.push(...describeViolations(`${tool.id} (${theme}, empty)`, await axeViolations(page)));
      }
      const during: string[] = [];
      const record = (r: Request) => during.push(r.url());
      h.context.on('request', record);
      await page.getByRole('button', { name: 'Load example' }).click();
      if (tool.executionMode === 'server') await page.locator('[data-action="run"]').click();
      try {
        await page.waitForFunction(() => {
          const r = document.querySelector('.results');
          return r?.getAttribute('data-state') === 'done' && !r.hasAttribute('aria-busy') && r.querySelector('.result-field, .result-facts, [role="alert"]');
        }, null, { timeout: 20_000 });
      } catch {
        failures.push(`${tool.id}: no result within 20 s`);
        h.context.off('request', record);
        continue;
      }
      await page.waitForTimeout(30); // anything the run might still trigger
      h.context.off('request', record);
      const error = await page.locator('.results [role="alert"]').allTextContents();
      if (error.length) failures.push(`${tool.id}: ${error.join(' ')}`);
      if (await page.locator('.output-pane [data-action="copy"]').isDisabled()) failures.push(`${tool.id}: nothing to copy after its example`);
      const allowed = tool.executionMode === 'server' ? [`${h.base}/api/tools/${tool.id}`] : [];
      // a tool (or a result view) may load more of its own code: content-hashed assets, no query
      const ownCode = (u: string) => u.startsWith(`${h.base}/assets/`) && /^\/assets\/[\w/.-]+\.js$/.test(u.slice(h.base.length));
      const unexpected = during.filter((u) => !allowed.includes(u) && !ownCode(u));
      if (unexpected.length) failures.push(`${tool.id}: requests during the run: ${unexpected.join(', ')}`);
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        failures.push(...describeViolations(`${tool.id} (${theme}, result)`, await axeViolations(page)));
      }
    }
    expect(failures).toEqual([]);
  }, 1_200_000);
});
