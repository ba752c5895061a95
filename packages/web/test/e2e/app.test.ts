/**
 * The web app as a user drives it, in Chromium: catalog search and keyboard, the command
 * palette, live output (stale runs dropped), Ctrl+Enter and focus, shared links (query and
 * compressed fragment), "send to", favourites and recent tools, the result views, layout on
 * a laptop and a phone, no layout shift, the HTML 404, and a recipe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { hasChromium, startHarness, type Harness } from './harness.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const resultsDone = (page: Page) =>
  page.waitForFunction(() => {
    const r = document.querySelector('.results');
    return r?.getAttribute('data-state') === 'done' && !r.hasAttribute('aria-busy');
  }, null, { timeout: 20_000 });
const primaryText = (page: Page) => page.locator('.result-primary pre').first().textContent();

describe.skipIf(!hasChromium)('web app features in Chromium', () => {
  let h: Harness;
  let page: Page;
  beforeAll(async () => {
    h = await startHarness({ serviceWorker: false });
    await h.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.base });
    page = await h.context.newPage();
  }, 60_000);
  afterAll(() => h?.close(), 30_000);

  it('catalog: sections with counts, the obvious tool first, typos forgiven, Enter opens the first hit', async () => {
    await page.goto(h.base);
    await expect(page.locator('section.category h2 .count').count()).resolves.toBeGreaterThanOrEqual(8);
    const search = page.getByRole('searchbox', { name: 'Search tools' }).first();
    await search.fill('json');
    await expect(page.locator('#results .card').first().getAttribute('data-tool')).resolves.toBe('json-formatter');
    await search.fill('jsno');
    await expect(page.locator('#results .card').count()).resolves.toBeGreaterThan(3);
    await search.fill('uuid');
    await expect(page.locator('#results .card').first().getAttribute('data-tool')).resolves.toBe('uuid-generator');
    await search.press('Enter');
    await page.waitForURL(`${h.base}/tools/uuid-generator`);
  });

  it('recognises pasted data and opens the tool for it with the data filled in', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    await page.goto(h.base);
    const search = page.locator('#search');
    await search.fill(jwt);
    await page.waitForFunction(() => /Looks like JWT/.test(document.getElementById('detected')?.textContent ?? ''));
    await search.press('Enter');
    await page.waitForURL(/\/tools\/jwt-decoder#s=/);
    await page.waitForFunction(() => (document.querySelector('.result-primary pre')?.textContent ?? '').includes('John Doe'), null, { timeout: 20_000 });
    // the palette does the same from any page
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Search tools' }).waitFor();
    await page.keyboard.insertText('1700000000');
    await page.waitForFunction(() => /^Open in .*Timestamp/i.test(document.querySelector('.palette [role="option"]')?.textContent ?? ''));
    await page.keyboard.press('Escape');
  });

  it('command palette: "/" and Ctrl+K from any page, arrows and Enter open a tool', async () => {
    await page.goto(`${h.base}/tools/json-formatter`);
    await page.waitForSelector('form[data-ready]');
    await page.locator('main h1').click(); // focus outside any field
    await page.keyboard.press('/');
    const palette = page.getByRole('dialog', { name: 'Search tools' });
    await expect(palette.isVisible()).resolves.toBe(true);
    await page.keyboard.type('diff');
    await expect(palette.locator('[role="option"]').first().textContent()).resolves.toContain('Text Diff');
    await page.keyboard.press('Escape');
    await expect(palette.isVisible()).resolves.toBe(false);
    await page.keyboard.press('Control+k');
    await expect(palette.isVisible()).resolves.toBe(true);
    await page.keyboard.type('base64');
    await page.keyboard.press('ArrowDown');
    const second = await palette.locator('[aria-selected="true"]').textContent();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tools\/base64-encoder$/);
    expect(second).not.toBe('');
  });

  it('runs cheap tools as you type, dropping stale runs; Ctrl+Enter runs and keeps focus', async () => {
    await page.goto(`${h.base}/tools/hash-generator`);
    await page.waitForSelector('form[data-ready]');
    const input = page.locator('textarea[name="input"]');
    await input.click();
    await input.pressSequentially('hello world, typed fast', { delay: 5 });
    await page.waitForFunction((want) => document.querySelector('.result-primary pre')?.textContent === want, sha256('hello world, typed fast'), { timeout: 20_000 });
    await page.keyboard.press('Control+Enter');
    await resultsDone(page);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('input');
    // the Run button keeps focus after a click too (it is never disabled under the pointer)
    await page.locator('[data-action="run"]').click();
    await resultsDone(page);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-action'))).resolves.toBe('run');
    // the URL carries the state, so the page can be shared
    await page.waitForFunction(() => location.search.includes('input=hello'));
  });

  it('stops a runaway live run when the input changes, without waiting for the time limit', async () => {
    await page.goto(`${h.base}/tools/regex-tester`);
    await page.waitForSelector('form[data-ready]');
    await page.getByLabel('Test string', { exact: true }).fill('a'.repeat(40) + '!');
    await page.getByLabel('Pattern', { exact: true }).fill('(a+)+$'); // catastrophic
    await page.waitForTimeout(300);
    await page.getByLabel('Pattern', { exact: true }).fill('a+!');
    await page.waitForFunction(() => document.querySelectorAll('.match-text mark').length === 1, null, { timeout: 8_000 });
    await expect(page.locator('.match-text mark').textContent()).resolves.toBe('a'.repeat(40) + '!');
  });

  it('opens a shared link with its result shown, from the query or a compressed fragment', async () => {
    await page.goto(`${h.base}/tools/hash-generator?input=hello`);
    await page.waitForFunction((want) => document.querySelector('.result-primary pre')?.textContent === want, sha256('hello'), { timeout: 20_000 });
    const big = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `item ${i}` })));
    await page.goto(`${h.base}/tools/json-formatter`);
    await page.waitForSelector('form[data-ready]');
    await page.getByLabel('JSON', { exact: true }).fill(big);
    await page.waitForFunction(() => location.hash.startsWith('#s='), null, { timeout: 10_000 });
    const url = page.url();
    expect(url.length).toBeLessThan(big.length);
    const other = await h.context.newPage();
    await other.goto(url);
    await other.waitForFunction(() => (document.querySelector('.result-primary pre')?.textContent ?? '').startsWith('[\n  {\n    "id": 0'), null, { timeout: 20_000 });
    await expect(other.getByLabel('JSON', { exact: true }).inputValue()).resolves.toBe(big);
    await other.close();
  });

  it('takes a 20 MB input without freezing the page, showing a cut view of the output', async () => {
    await page.goto(`${h.base}/tools/base64-encoder`);
    await page.waitForSelector('form[data-ready]');
    const size = 20 * 1024 * 1024;
    await page.evaluate((n) => {
      const area = document.querySelector<HTMLTextAreaElement>('textarea[name="text"]')!;
      area.value = 'a'.repeat(n); // what a paste does, without typing 20 MB
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }, size);
    // the page answers while the worker encodes
    await expect(page.evaluate(() => 1 + 1)).resolves.toBe(2);
    await page.waitForSelector('.result-primary .truncated', { timeout: 60_000 });
    const shown = await page.locator('.result-primary pre').evaluate((el) => el.textContent!.length);
    expect(shown).toBeLessThanOrEqual(100_000);
    await expect(page.locator('.result-primary .truncated').textContent()).resolves.toContain(`of ${(Math.ceil(size / 3) * 4).toLocaleString('en')} characters`);
    // too large for a link: the page says so instead of writing a broken URL
    await page.locator('[data-action="share"]').click();
    await page.waitForFunction(() => /too large/.test(document.getElementById('ctp-announce')?.textContent ?? ''));
  }, 120_000);

  it('sends an output to another tool, which opens with it as input', async () => {
    await page.goto(`${h.base}/tools/base64-encoder`);
    await page.waitForSelector('form[data-ready]');
    await page.locator('textarea[name="text"]').fill('{"a":1}');
    await page.waitForFunction(() => document.querySelector('.result-primary pre')?.textContent === 'eyJhIjoxfQ==');
    await page.locator('[data-action="send"]').click();
    const dialog = page.getByRole('dialog', { name: 'Send the output to another tool' });
    await dialog.getByRole('searchbox').fill('base64');
    await dialog.locator('a.send-link').first().click();
    await page.waitForURL(/\/tools\/base64-encoder#s=/);
    // the same tool reloads after its fragment changes: wait for the reloaded page, not the old one
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('form[data-ready] textarea[name="text"]')?.value === 'eyJhIjoxfQ==', null, { timeout: 20_000 });
  });

  it('copies the primary output to the clipboard and offers a real file download', async () => {
    await page.goto(`${h.base}/tools/qr-code-generator?text=HELLO`);
    await page.waitForSelector('img.result-image', { timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.output-pane .pane-bar [data-action="download"]').click()]);
    expect(download.suggestedFilename()).toBe('qr-code-generator.svg');
    const bytes = await download.createReadStream().then(async (s) => {
      const chunks: Buffer[] = [];
      for await (const c of s) chunks.push(c as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(bytes.startsWith('<svg')).toBe(true);
    await page.goto(`${h.base}/tools/uuid-generator`);
    await page.waitForSelector('.item-list li');
    await page.locator('.item-list li button').first().click();
    const first = await page.locator('.item-list li code').first().textContent();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(first);
  });

  it('remembers favourite and recent tools on the catalog', async () => {
    await page.goto(`${h.base}/tools/jwt-decoder`);
    await page.locator('.title-row .fav').click();
    await expect(page.locator('.title-row .fav').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.goto(h.base);
    await expect(page.locator('#personal').textContent()).resolves.toContain('JWT Decoder');
    await expect(page.locator('#personal').textContent()).resolves.toContain('Recently used');
  });

  it('lays out input and output side by side on a laptop, stacked on a phone, controls in view', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${h.base}/tools/json-formatter`);
    const input = (await page.locator('.input-pane').boundingBox())!;
    const output = (await page.locator('.output-pane').boundingBox())!;
    expect(output.x).toBeGreaterThan(input.x + input.width - 1);
    for (const sel of ['[data-action="run"]', '.output-pane [data-action="copy"]']) {
      const box = (await page.locator(sel).boundingBox())!;
      expect(box.y + box.height, sel).toBeLessThanOrEqual(768);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${h.base}/tools/json-formatter`);
    const i2 = (await page.locator('.input-pane').boundingBox())!;
    const o2 = (await page.locator('.output-pane').boundingBox())!;
    expect(o2.y).toBeGreaterThanOrEqual(i2.y + i2.height - 1);
    const run = (await page.locator('[data-action="run"]').boundingBox())!;
    expect(run.y + run.height).toBeLessThanOrEqual(844);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('does not shift while loading (server-rendered form, reserved output space)', async () => {
    for (const path of ['/', '/tools/json-formatter', '/tools/uuid-generator']) {
      await page.goto(`${h.base}${path}`);
      await page.waitForTimeout(1200);
      const cls = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) total += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 200);
          }),
      );
      expect(cls, path).toBeLessThan(0.05);
    }
  });

  it('answers an unknown tool with an HTML page that suggests the closest tools', async () => {
    const res = await page.goto(`${h.base}/tools/json-formater`);
    expect(res!.status()).toBe(404);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Nothing here');
    await expect(page.locator('a[href="/tools/json-formatter"]').count()).resolves.toBeGreaterThan(0);
    const slash = await page.goto(`${h.base}/tools/json-formatter/`);
    expect(slash!.url()).toBe(`${h.base}/tools/json-formatter`);
  });

  it('runs a recipe in the page: base64 decode, then format the JSON', async () => {
    const r = 'base64-encoder?mode=decode | json-formatter?indent=4';
    await page.goto(`${h.base}/recipe?${new URLSearchParams({ r })}`);
    await page.getByLabel('Input of the first step').fill('eyJiIjoxLCJhIjpbMSwyXX0=');
    await page.waitForFunction(() => (document.querySelector('#recipe-results .result-primary pre')?.textContent ?? '').includes('"a"'), null, { timeout: 20_000 });
    await expect(primaryText(page)).resolves.toBe('{\n    "b": 1,\n    "a": [\n        1,\n        2\n    ]\n}');
    await expect(page.locator('.recipe-step[data-step="0"] .step-output pre').textContent()).resolves.toBe('{"b":1,"a":[1,2]}');
  });
});
