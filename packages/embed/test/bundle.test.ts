// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://blog.example/post"}
// The <script> build: size budget, zero dependencies, no HTML sinks, and window.CTP when loaded.
import nodeConsole from 'node:console';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript
import { buildEmbed, SIZE_BUDGET } from '../build.mjs';
import { VERSION } from '../src/version.js';

const pkgDir = join(__dirname, '..');
let code = '';

beforeAll(async () => {
  ({ code } = (await buildEmbed({ write: false })) as { code: string });
  for (const c of new Set([console, nodeConsole])) {
    const error = c.error.bind(c);
    c.error = (...a: unknown[]) => {
      if (!String(a[0]).includes('Iframe page loading is disabled')) error(...a);
    };
  }
}, 60_000);

describe('dist/embed.iife.js', () => {
  it(`is at most ${6 * 1024} bytes gzipped`, () => {
    const gz = gzipSync(code).length; // default level, as servers compress
    expect(SIZE_BUDGET).toBe(6 * 1024);
    expect(gz).toBeLessThanOrEqual(SIZE_BUDGET);
    expect(code.length).toBeGreaterThan(1000);
  });

  it('has zero dependencies and imports nothing', () => {
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    for (const k of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) expect(pkg[k]).toBeUndefined();
    expect(code).not.toMatch(/\brequire\(|\bimport\s*[({"']|\bimport\s+\w/);
    const src = readdirSync(join(pkgDir, 'src'));
    for (const f of src) expect(readFileSync(join(pkgDir, 'src', f), 'utf8')).not.toMatch(/from '(?!\.)/);
  });

  it('uses no HTML sinks or code evaluation (no innerHTML anywhere)', () => {
    const sinks = /innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|srcdoc/;
    expect(code).not.toMatch(sinks);
    for (const f of readdirSync(join(pkgDir, 'src'))) expect(readFileSync(join(pkgDir, 'src', f), 'utf8'), f).not.toMatch(sinks);
  });

  it('defines window.CTP, takes its base URL from its own src and mounts [data-ctp-tool] elements', () => {
    const el = document.createElement('div');
    el.dataset.ctpTool = 'json-formatter';
    el.dataset.ctpTheme = 'dark';
    document.body.append(el);
    const currentScript = Object.getOwnPropertyDescriptor(Document.prototype, 'currentScript');
    Object.defineProperty(document, 'currentScript', { configurable: true, value: { src: 'https://ctp.example/sdk/embed.js?v=1' } });
    try {
      (0, eval)(code);
    } finally {
      delete (document as unknown as Record<string, unknown>).currentScript;
      if (currentScript) Object.defineProperty(Document.prototype, 'currentScript', currentScript);
    }
    const CTP = (window as unknown as { CTP: Record<string, unknown> }).CTP;
    expect(CTP.version).toBe(VERSION);
    expect(Object.keys(CTP).sort()).toEqual(['autoDiscover', 'autosense', 'embed', 'version']);
    const f = el.querySelector('iframe')!;
    expect(f.src.startsWith('https://ctp.example/embed/json-formatter?theme=dark&')).toBe(true);
    expect(new URL(f.src).searchParams.get('origin')).toBe('https://blog.example');
    // loading the script again keeps the first copy and mounts nothing twice
    (0, eval)(code);
    expect((window as unknown as { CTP: unknown }).CTP).toBe(CTP);
    expect(document.querySelectorAll('iframe').length).toBe(1);
  });
});
