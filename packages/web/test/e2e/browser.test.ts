/**
 * End to end in Chromium: the catalog, every tool's example run in the browser
 * with no request during the run, page weight, cross-origin embeds styled by a
 * Bootstrap host through the SDK, hostile style values, CSP, offline bundles,
 * the time limit. Needs /usr/bin/chromium (apt install chromium): CI fails
 * without it, elsewhere the suite is skipped with a warning.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page, Request } from 'playwright-core';
import { loadWebAssets } from '../../src/node.js';
import { hasChromium, hostPage, startHarness, type Harness } from './harness.js';

const docs = new URL('../../../../docs/', import.meta.url);

if (!hasChromium) {
  if (process.env.CI) {
    it('has Chromium at /usr/bin/chromium (CI must install it: .ci/run)', () => expect(hasChromium).toBe(true));
  } else {
    console.warn('\n⚠⚠⚠ SKIPPING the browser end-to-end tests: /usr/bin/chromium is missing (apt-get install chromium) ⚠⚠⚠\n');
  }
}

describe.skipIf(!hasChromium)('web app in Chromium', () => {
  let h: Harness;
  let page: Page;
  beforeAll(async () => {
    // no service worker: one registered by an earlier page would answer the same-origin host
    // page below from the network (Playwright's routes do not see requests a worker handles)
    h = await startHarness({ serviceWorker: false });
    page = await h.context.newPage();
  }, 60_000);
  afterAll(() => h?.close(), 30_000);

  it('loads a tool page within 60 KB gzipped plus the tool’s own code', async () => {
    const { manifest } = loadWebAssets();
    const own = new Set(manifest.toolChunks['json-formatter']);
    const sizes = new Map<string, number>();
    const onResponse = async (r: import('playwright-core').Response) => {
      const path = new URL(r.url()).pathname;
      if (r.url().startsWith(h.base) && !own.has(path) && path !== '/logo.svg') sizes.set(path, gzipSync(await r.body(), { level: 9 }).length);
    };
    h.context.on('response', onResponse);
    await page.goto(`${h.base}/tools/json-formatter`);
    await page.waitForSelector('form[data-ready]');
    h.context.off('response', onResponse);
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    console.log(`tool page transfer (gzipped, without the tool's own chunks): ${(total / 1024).toFixed(1)} KB over ${sizes.size} files`);
    expect(sizes.has('/tools/json-formatter')).toBe(true);
    expect(total).toBeLessThanOrEqual(60 * 1024);
  });

  it('shows an input error beside its field, and enforces a CSP without eval', async () => {
    const res = await page.goto(`${h.base}/tools/json-formatter`);
    expect(res!.headers()['content-security-policy']).toMatch(/default-src 'none'; script-src 'self'/);
    await page.waitForSelector('form[data-ready]');
    await page.locator('[data-action="run"]').click();
    const json = page.getByLabel('JSON', { exact: true });
    await expect(json.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await json.getAttribute('aria-describedby'))!.split(' ');
    await expect(page.locator(`#${describedBy[1]}`).textContent()).resolves.toMatch(/is required/);
    // strings never run as code, and no inline script runs without the policy's hash
    const blocked = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
          setTimeout('window.__evaluated = 1', 0);
          setTimeout(() => resolve((window as unknown as { __evaluated?: number }).__evaluated ? ['ran'] : seen), 100);
        }),
    );
    expect(new Set(blocked)).toEqual(new Set(['script-src']));
    await expect(page.addScriptTag({ content: 'window.__inline = 1' })).rejects.toThrow(/Content Security Policy/);
  });

  it('stops an isolated tool at its time limit without freezing the page', async () => {
    await page.goto(`${h.base}/tools/regex-tester`);
    await page.waitForSelector('form[data-ready]');
    await page.getByLabel('Pattern', { exact: true }).fill('(a+)+$');
    await page.getByLabel('Test string', { exact: true }).fill('a'.repeat(40) + '!');
    await page.locator('[data-action="run"]').click();
    await expect(page.evaluate(() => 42)).resolves.toBe(42); // the page still answers while the worker spins
    await page.waitForSelector('.results[data-state="done"]', { timeout: 10_000 });
    await expect(page.locator('.results [role="alert"]').textContent()).resolves.toMatch(/^TIMEOUT: /);
  });

  const embedFrame = async (p: Page): Promise<Frame> => {
    await p.waitForFunction(() => (window as unknown as { ctpEvents?: Array<{ type: string }> }).ctpEvents?.some((e) => e.type === 'ready'), null, { timeout: 15_000 });
    return p.frames().find((f) => f.url().includes('/embed/'))!;
  };
  const look = (f: Frame) =>
    f.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return {
        theme: document.documentElement.dataset.theme,
        colorScheme: root.colorScheme,
        accent: root.getPropertyValue('--accent').trim(),
        runBg: getComputedStyle(document.querySelector('[data-action="run"]')!).backgroundColor,
        font: getComputedStyle(document.body).fontFamily,
      };
    });

  for (const theme of ['dark', 'light'] as const) {
    it(`embeds in a ${theme} Bootstrap host on another origin, themed and accented`, async () => {
      const host = await h.context.newPage();
      await host.goto(`${h.hostBase}/?theme=${theme}`);
      const frame = await embedFrame(host);
      expect(new URL(frame.url()).origin).toBe(h.base);
      expect(await look(frame)).toEqual({ theme, colorScheme: theme, accent: '#d63384', runBg: 'rgb(214, 51, 132)', font: 'Georgia, serif' });
      await frame.getByRole('button', { name: 'Load example' }).click();
      await frame.locator('[data-action="run"]').click();
      await host.waitForFunction(() => (window as unknown as { ctpEvents: Array<{ type: string }> }).ctpEvents.some((e) => e.type === 'result'));
      // auto-sized from the embed's resize messages
      await frame.waitForSelector('.results[data-state="done"]');
      const content = await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
      await host.waitForFunction((h) => Math.abs(document.querySelector('iframe')!.getBoundingClientRect().height - h) <= 1, content);
      const shot = new URL(`embed-${theme}.png`, docs);
      if (process.env.CTP_UPDATE_SCREENSHOTS || !existsSync(shot)) {
        // a viewport as tall as the page: full-page captures clip cross-origin frames otherwise
        const height = await host.evaluate(() => document.documentElement.scrollHeight);
        await host.setViewportSize({ width: 900, height });
        await host.waitForTimeout(200);
        writeFileSync(shot, await host.screenshot());
      }
      await host.close();
    });
  }

  it('embeds on the same origin too (sandboxed, opaque origin)', async () => {
    const host = await h.context.newPage();
    await host.route(`${h.base}/e2e-host`, (route) => route.fulfill({ contentType: 'text/html', body: hostPage(h.base, 'dark') }));
    await host.goto(`${h.base}/e2e-host`);
    const frame = await embedFrame(host);
    expect(await frame.evaluate(() => self.origin)).toBe('null');
    await frame.getByRole('button', { name: 'Load example' }).click();
    await frame.locator('[data-action="run"]').click();
    await frame.waitForSelector('.results[data-state="done"]');
    await expect(frame.locator('.results [role="alert"]').count()).resolves.toBe(0);
    await host.close();
  });

  it('never lets a hostile accent or font reach the embed', async () => {
    const requests: string[] = [];
    const record = (r: Request) => requests.push(r.url());
    h.context.on('request', record);
    const hostile = new URLSearchParams({
      accent: 'red;}body{background:url(http://evil.test/a.png)}',
      font: 'x</style><script>window.pwned=1</script>',
      bg: 'url(http://evil.test/b.png)',
      radius: '1;}*{display:none',
    });
    const res = await page.goto(`${h.base}/embed/json-formatter?${hostile}`);
    const html = await res!.text();
    h.context.off('request', record);
    for (const bad of ['evil.test', 'pwned', 'display:none', 'red;']) expect(html).not.toContain(bad);
    expect(requests.filter((u) => new URL(u).hostname === 'evil.test')).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    const style = await look(page.mainFrame());
    expect(style.accent).toBe('#0b5cd5'); // the default, nothing of the hostile value
    expect(style.font).not.toContain('x<');
    expect(res!.headers()['content-security-policy']).toMatch(/object-src 'none'; base-uri 'none'.*frame-ancestors \*/);
  });

  it('runs a downloaded single-file bundle offline', async () => {
    const html = await (await fetch(`${h.base}/embed/regex-tester?format=bundle&theme=dark`)).text();
    const offline = await h.context.newPage();
    const requests: string[] = [];
    await offline.route('**/*', (route) => (route.request().url() === 'http://offline.test/regex-tester.html'
      ? route.fulfill({ contentType: 'text/html', body: html })
      : (requests.push(route.request().url()), route.abort())));
    await offline.goto('http://offline.test/regex-tester.html');
    await offline.getByRole('button', { name: 'Load example' }).click();
    await offline.locator('[data-action="run"]').click();
    await offline.waitForSelector('.results[data-state="done"]');
    await expect(offline.locator('.results [role="alert"]').count()).resolves.toBe(0);
    expect(requests).toEqual([]);
    await offline.close();
  });
});
