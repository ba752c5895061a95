/**
 * The screenshots in docs/ and the README, taken from the real app: the catalog, a tool page
 * (light and dark, laptop and phone) and a recipe. Written when missing or with
 * CTP_UPDATE_SCREENSHOTS=1, so they stay true to the code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { hasChromium, startHarness, type Harness } from './harness.js';

const docs = new URL('../../../../docs/screenshots/', import.meta.url);
const wanted = (name: string) => process.env.CTP_UPDATE_SCREENSHOTS || !existsSync(new URL(name, docs));

describe.skipIf(!hasChromium)('screenshots for the docs', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ serviceWorker: false });
  }, 60_000);
  afterAll(() => h?.close(), 30_000);

  const shots: Array<{ name: string; path: string; width: number; height: number; theme: 'light' | 'dark'; example?: boolean }> = [
    { name: 'catalog.png', path: '/', width: 1366, height: 900, theme: 'light' },
    { name: 'tool-light.png', path: '/tools/json-formatter', width: 1366, height: 820, theme: 'light', example: true },
    { name: 'tool-dark.png', path: '/tools/text-diff', width: 1366, height: 820, theme: 'dark', example: true },
    { name: 'tool-phone.png', path: '/tools/regex-tester', width: 390, height: 844, theme: 'light', example: true },
    { name: 'tool-phone-dark.png', path: '/tools/qr-code-generator', width: 390, height: 844, theme: 'dark', example: true },
    { name: 'recipe.png', path: `/recipe?${new URLSearchParams({ r: 'base64-encoder?mode=decode | json-formatter?indent=2&sortKeys' })}`, width: 1366, height: 860, theme: 'light' },
  ];

  for (const shot of shots) {
    it.runIf(wanted(shot.name))(`takes ${shot.name}`, async () => {
      const page = await h.context.newPage();
      await page.setViewportSize({ width: shot.width, height: shot.height });
      await page.emulateMedia({ colorScheme: shot.theme });
      await page.goto(`${h.base}${shot.path}`);
      await page.waitForLoadState('load');
      if (shot.example) {
        await page.waitForSelector('form[data-ready]');
        await page.getByRole('button', { name: 'Load example' }).click();
        if (shot.width < 600) await page.locator('.output-pane').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => document.querySelector('.results')?.getAttribute('data-state') === 'done');
      }
      if (shot.name === 'recipe.png') {
        await page.getByLabel('Input of the first step').fill('eyJuYW1lIjoiY3RwIiwidG9vbHMiOjMzMCwidGFncyI6WyJqc29uIiwiYmFzZTY0Il19');
        await page.waitForFunction(() => !!document.querySelector('#recipe-results .result-primary'));
      }
      await page.waitForTimeout(400);
      writeFileSync(new URL(shot.name, docs), await page.screenshot());
      expect(existsSync(new URL(shot.name, docs))).toBe(true);
      await page.close();
    }, 60_000);
  }
});
