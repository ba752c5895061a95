// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://host.example/blog/post"}
import nodeConsole from 'node:console';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  autoDiscover, baseFromScript, configFromElement, controllerOf, embed, setDefaultBaseUrl, type EmbedController,
} from '../src/embed.js';
import { embedMessage, HOST_SOURCE, type HostMessage } from '../src/protocol.js';

const BASE = 'https://tools.example';
const ORIGIN = 'https://tools.example';

/** A stand-in for the iframe's window: happy-dom does not load iframes here. */
interface FakeWindow {
  postMessage: ReturnType<typeof vi.fn>;
}
const fakeWindows = new WeakMap<HTMLIFrameElement, FakeWindow>();
function win(c: EmbedController): FakeWindow {
  const f = c.iframe!;
  let w = fakeWindows.get(f);
  if (!w) {
    w = { postMessage: vi.fn() };
    fakeWindows.set(f, w);
    Object.defineProperty(f, 'contentWindow', { configurable: true, get: () => w });
  }
  return w;
}
function fakePort() {
  return { postMessage: vi.fn(), close: vi.fn() } as unknown as MessagePort & { postMessage: ReturnType<typeof vi.fn> };
}
const channelOf = (c: EmbedController) => new URL(c.iframe!.src).searchParams.get('channel')!;

/** Dispatch a message as if posted by `source` from `origin`. */
function post(data: unknown, { source, origin = ORIGIN, ports = [] }: { source: unknown; origin?: string; ports?: unknown[] }) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window, ports: ports as MessagePort[] }));
}
function fromEmbed(c: EmbedController, type: string, payload: unknown, opts: { origin?: string; ports?: unknown[] } = {}) {
  post({ source: 'ctp-embed', channel: channelOf(c), type, payload }, { source: win(c), ...opts });
}

let box: HTMLElement;
const controllers: EmbedController[] = [];
function mount(config: Record<string, unknown> = {}, target: HTMLElement | string = box): EmbedController {
  const c = embed(target, { toolId: 'json-formatter', baseUrl: BASE, ...config } as never);
  controllers.push(c);
  return c;
}

beforeAll(() => {
  // happy-dom does not load iframe pages and says so for each one on the console it was given
  for (const c of new Set([console, nodeConsole])) {
    const error = c.error.bind(c);
    c.error = (...a: unknown[]) => {
      if (!String(a[0]).includes('Iframe page loading is disabled')) error(...a);
    };
  }
});
beforeEach(() => {
  box = document.createElement('div');
  box.id = 'box';
  document.body.append(box);
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  for (const c of controllers.splice(0)) c.destroy();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  for (const a of ['class', 'style', 'data-theme']) document.documentElement.removeAttribute(a);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setDefaultBaseUrl(undefined);
});

describe('the iframe', () => {
  it('is sandboxed, titled, lazy and may write to the clipboard', () => {
    const c = mount();
    const f = c.iframe!;
    expect(f.parentElement).toBe(box);
    expect(f.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-downloads allow-same-origin');
    expect(f.title).toBe('Json Formatter');
    expect(f.getAttribute('loading')).toBe('lazy');
    expect(f.getAttribute('allow')).toBe('clipboard-write');
    expect(f.style.width).toBe('100%');
    expect(f.style.border).toMatch(/^0/);
  });

  it('is never same-origin when the embed shares the host origin', () => {
    const c = mount({ baseUrl: 'https://host.example' });
    expect(c.iframe!.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-downloads');
    expect(c.iframe!.sandbox.contains('allow-same-origin')).toBe(false);
  });

  it('honours loading, allowClipboard, sizes and className', () => {
    box.append('fallback link');
    const c = mount({ loading: 'eager', allowClipboard: false, width: 480, minHeight: '200px', className: 'my-embed wide' });
    const f = c.iframe!;
    expect(f.getAttribute('loading')).toBe('eager');
    expect(f.hasAttribute('allow')).toBe(false);
    expect(f.style.width).toBe('480px');
    expect(f.style.minHeight).toBe('200px');
    expect(box.classList.contains('my-embed') && box.classList.contains('wide')).toBe(true);
    expect(box.childNodes.length).toBe(1);
    c.destroy();
    expect(box.textContent).toBe('fallback link');
    expect(box.classList.contains('my-embed')).toBe(false);
  });

  it('builds the URL: base + /embed/:id, styles (config over autosense), host origin, channel', () => {
    document.body.style.background = '#0f172a';
    document.body.style.color = '#e2e8f0';
    const c = mount({ baseUrl: 'https://tools.example/ctp/', accentColor: 'rgb(255, 0, 0)', shadow: 'subtle', density: 'compact', borderRadius: 4 });
    const u = new URL(c.iframe!.src);
    expect(u.origin + u.pathname).toBe('https://tools.example/ctp/embed/json-formatter');
    const q = Object.fromEntries(u.searchParams);
    expect(q).toMatchObject({
      theme: 'dark', accent: '#ff0000', bg: '#0f172a', text: '#e2e8f0', radius: '4', shadow: 'subtle', density: 'compact',
      origin: 'https://host.example',
    });
    expect(q.channel).toMatch(/^[a-z0-9]{16}$/);
    expect([...u.searchParams.keys()].slice(-2)).toEqual(['origin', 'channel']);
    expect(c.styles.theme).toBe('dark');
  });

  it('drops the host background and text when the theme is forced the other way', () => {
    document.body.style.background = '#ffffff';
    document.body.style.color = '#111111';
    const q = new URL(mount({ theme: 'dark' }).iframe!.src).searchParams;
    expect(q.get('theme')).toBe('dark');
    expect(q.has('bg')).toBe(false);
    expect(q.has('text')).toBe(false);
  });

  it('uses only config when autosense is off, and a custom embedPath', () => {
    document.body.style.background = '#000';
    const c = mount({ autosense: false, theme: 'light', embedPath: '/widgets' });
    const u = new URL(c.iframe!.src);
    expect(u.pathname).toBe('/widgets/json-formatter');
    expect([...u.searchParams.keys()]).toEqual(['theme', 'origin', 'channel']);
  });

  it('accepts a selector, and replaces a previous embed in the same container', () => {
    const a = mount({}, '#box');
    expect(a.iframe!.parentElement).toBe(box);
    const b = mount({ toolId: 'base64-encode' }, '#box');
    expect(a.iframe).toBeNull();
    expect(box.querySelectorAll('iframe').length).toBe(1);
    expect(controllerOf(box)).toBe(b);
  });
});

describe('bad config never throws into the page', () => {
  it('reports a missing container through onError and returns an inert controller', () => {
    const onError = vi.fn();
    let c!: EmbedController;
    expect(() => (c = embed('#nope', { toolId: 'json-formatter', baseUrl: BASE, onError }))).not.toThrow();
    expect(c.iframe).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/container not found/) }));
    expect(() => (c.updateStyles({ theme: 'dark' }), c.reload(), c.destroy())).not.toThrow();
    expect(() => embed('##bad selector', { toolId: 'x', baseUrl: BASE, onError })).not.toThrow();
  });

  it('warns about invalid values and unknown options, keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = mount({ theme: 'blue', accentColor: 'not-a-color', baseFontSize: 99, fontFamily: 'x; } body { display:none', colour: 'red', shadow: 'large' });
    expect(c.iframe).not.toBeNull();
    const messages = warn.mock.calls.map((a) => String(a[0]));
    for (const k of ['theme', 'accentColor', 'baseFontSize', 'fontFamily', 'colour']) expect(messages.join('\n')).toContain(k);
    const q = new URL(c.iframe!.src).searchParams;
    expect(q.get('shadow')).toBe('large');
    expect(q.get('font')).not.toContain('display');
  });

  it('fails softly on a bad toolId, a bad baseUrl, no baseUrl, or no config at all', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(mount({ toolId: 'Bad Id' }).iframe).toBeNull();
    expect(mount({ baseUrl: 'javascript:alert(1)' }).iframe).toBeNull();
    expect(embed(box, { toolId: 'json-formatter' }).iframe).toBeNull();
    expect(embed(box, null as never).iframe).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('a throwing callback does not break the SDK', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = mount({ onReady: () => { throw new Error('host bug'); } });
    expect(() => fromEmbed(c, 'ready', {})).not.toThrow();
    expect(c.ready).toBe(true);
  });
});

describe('messages embed → host', () => {
  it('ready: marks ready, titles the iframe with the tool name, calls onReady', () => {
    const onReady = vi.fn();
    const c = mount({ onReady });
    expect(c.ready).toBe(false);
    fromEmbed(c, 'ready', { name: 'JSON Formatter', height: 321 });
    expect(c.ready).toBe(true);
    expect(onReady).toHaveBeenCalledWith(c);
    expect(c.iframe!.title).toBe('JSON Formatter');
    expect(c.iframe!.style.height).toBe('321px');
  });

  it('resize sets the height, unless a fixed height was configured', () => {
    const c = mount();
    fromEmbed(c, 'resize', { height: 512.2 });
    expect(c.iframe!.style.height).toBe('513px');
    for (const bad of [-1, 'x', Infinity, 1e9]) fromEmbed(c, 'resize', { height: bad });
    expect(c.iframe!.style.height).toBe('513px');
    const fixed = mount({ height: 400 }, document.body.appendChild(document.createElement('div')));
    fromEmbed(fixed, 'resize', { height: 900 });
    expect(fixed.iframe!.style.height).toBe('400px');
  });

  it('result and error reach the callbacks and bubble as DOM events', () => {
    const onResult = vi.fn();
    const onError = vi.fn();
    const events: string[] = [];
    for (const t of ['ctp:result', 'ctp:error']) document.addEventListener(t, (e) => events.push(e.type));
    const c = mount({ onResult, onError });
    const result = { success: true, data: { formatted: '{}' } };
    fromEmbed(c, 'result', result);
    expect(onResult).toHaveBeenCalledWith(result);
    fromEmbed(c, 'error', { message: 'Invalid JSON', code: 'INVALID_INPUT' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid JSON', code: 'INVALID_INPUT' }));
    expect(events).toEqual(['ctp:result', 'ctp:error']);
  });

  it('ignores messages from another origin', () => {
    const c = mount();
    fromEmbed(c, 'resize', { height: 700 }, { origin: 'https://evil.example' });
    fromEmbed(c, 'resize', { height: 700 }, { origin: 'null' });
    expect(c.iframe!.style.height).toBe('240px');
  });

  it('ignores messages whose source is not this embed\'s own iframe', () => {
    const c = mount();
    const msg = { source: 'ctp-embed', channel: channelOf(c), type: 'resize', payload: { height: 700 } };
    post(msg, { source: window });
    post(msg, { source: { postMessage() {} } });
    post(msg, { source: null });
    expect(c.iframe!.style.height).toBe('240px');
  });

  it('two embeds on a page never resize each other', () => {
    const other = document.body.appendChild(document.createElement('div'));
    const a = mount();
    const b = mount({}, other);
    // a's window posts with b's channel, and b's window posts with a's channel: both ignored
    post({ source: 'ctp-embed', channel: channelOf(b), type: 'resize', payload: { height: 999 } }, { source: win(a) });
    post({ source: 'ctp-embed', channel: channelOf(a), type: 'resize', payload: { height: 888 } }, { source: win(b) });
    expect(a.iframe!.style.height).toBe('240px');
    expect(b.iframe!.style.height).toBe('240px');
    fromEmbed(a, 'resize', { height: 500 });
    expect(a.iframe!.style.height).toBe('500px');
    expect(b.iframe!.style.height).toBe('240px');
  });

  it('ignores malformed data', () => {
    const onResult = vi.fn();
    const c = mount({ onResult });
    for (const data of [null, 'resize', 42, { type: 'resize' }, { source: 'ctp-embed', channel: channelOf(c), type: 'result', payload: { data: 1 } }]) {
      post(data, { source: win(c) });
    }
    expect(onResult).not.toHaveBeenCalled();
  });

  it('accepts the opaque origin "null" only when the embed shares the host origin (sandboxed)', () => {
    const c = mount({ baseUrl: 'https://host.example' });
    fromEmbed(c, 'resize', { height: 600 }, { origin: 'null' });
    expect(c.iframe!.style.height).toBe('600px');
  });
});

describe('messages host → embed (updateStyles)', () => {
  it('sends the full style set over the MessagePort given with ready', () => {
    const c = mount({ accentColor: '#2563eb', shadow: 'medium' });
    const port = fakePort();
    fromEmbed(c, 'ready', {}, { ports: [port] });
    expect(port.postMessage).not.toHaveBeenCalled(); // nothing changed since the URL
    c.updateStyles({ theme: 'dark', borderRadius: 12 });
    expect(port.postMessage).toHaveBeenCalledTimes(1);
    const msg = port.postMessage.mock.calls[0]![0] as HostMessage;
    expect(msg).toMatchObject({ source: HOST_SOURCE, channel: channelOf(c), type: 'updateStyles' });
    expect(msg.payload.styles).toMatchObject({ theme: 'dark', accent: '#2563eb', shadow: 'medium', radius: 12 });
    expect(c.styles).toEqual(msg.payload.styles);
    // null removes an override; an unchanged set is not resent
    c.updateStyles({ borderRadius: null } as never);
    expect((port.postMessage.mock.calls[1]![0] as HostMessage).payload.styles.radius).toBeUndefined();
    c.updateStyles({});
    expect(port.postMessage).toHaveBeenCalledTimes(2);
  });

  it('without a port, posts to the iframe window with the exact embed origin, never "*"', () => {
    const c = mount();
    fromEmbed(c, 'ready', {});
    c.updateStyles({ theme: 'dark' });
    expect(win(c).postMessage).toHaveBeenCalledTimes(1);
    expect(win(c).postMessage.mock.calls[0]![1]).toBe(ORIGIN);
  });

  it('waits for ready, then sends what changed meanwhile', () => {
    const c = mount();
    c.updateStyles({ density: 'comfortable' });
    expect(win(c).postMessage).not.toHaveBeenCalled();
    const port = fakePort();
    fromEmbed(c, 'ready', {}, { ports: [port] });
    expect((port.postMessage.mock.calls[0]![0] as HostMessage).payload.styles.density).toBe('comfortable');
  });

  it('watchTheme follows the host toggling its theme and sends the full updated set', async () => {
    vi.useFakeTimers();
    document.body.style.background = '#ffffff';
    document.documentElement.style.setProperty('--primary', '#7c3aed');
    const c = mount({ density: 'compact' });
    expect(c.styles.theme).toBe('light');
    const port = fakePort();
    fromEmbed(c, 'ready', {}, { ports: [port] });
    document.documentElement.classList.add('dark');
    document.body.style.background = '#0a0a0a';
    await vi.advanceTimersByTimeAsync(100);
    expect(port.postMessage).toHaveBeenCalledTimes(1);
    const styles = (port.postMessage.mock.calls[0]![0] as HostMessage).payload.styles;
    expect(styles).toMatchObject({ theme: 'dark', bg: '#0a0a0a', density: 'compact' });
    expect(c.iframe!.style.colorScheme).toBe('dark');
    document.documentElement.setAttribute('data-theme', 'light');
    document.documentElement.classList.remove('dark');
    await vi.advanceTimersByTimeAsync(100);
    expect((port.postMessage.mock.calls[1]![0] as HostMessage).payload.styles.theme).toBe('light');
  });

  it('watchTheme: false does not follow', async () => {
    vi.useFakeTimers();
    const c = mount({ watchTheme: false });
    const port = fakePort();
    fromEmbed(c, 'ready', {}, { ports: [port] });
    document.documentElement.classList.add('dark');
    await vi.advanceTimersByTimeAsync(100);
    expect(port.postMessage).not.toHaveBeenCalled();
  });
});

describe('reload and destroy', () => {
  it('reload re-senses with a new channel; the old channel is ignored', () => {
    const c = mount();
    const before = channelOf(c);
    fromEmbed(c, 'ready', {});
    c.reload();
    expect(c.ready).toBe(false);
    expect(channelOf(c)).not.toBe(before);
    post({ source: 'ctp-embed', channel: before, type: 'resize', payload: { height: 777 } }, { source: win(c) });
    expect(c.iframe!.style.height).toBe('240px');
  });

  it('destroy removes the iframe and stops listening', () => {
    const onResult = vi.fn();
    const c = mount({ onResult });
    const w = win(c);
    const channel = channelOf(c);
    c.destroy();
    expect(c.iframe).toBeNull();
    expect(box.querySelector('iframe')).toBeNull();
    post({ source: 'ctp-embed', channel, type: 'result', payload: { success: true, data: 1 } }, { source: w });
    expect(onResult).not.toHaveBeenCalled();
    expect(() => c.destroy()).not.toThrow();
  });
});

describe('autoDiscover', () => {
  it('mounts every [data-ctp-tool] element from its data attributes, once', () => {
    const a = document.createElement('div');
    a.dataset.ctpTool = 'json-formatter';
    a.dataset.ctpBaseUrl = BASE;
    a.dataset.ctpTheme = 'dark';
    a.dataset.ctpAccent = '#ff6600';
    a.dataset.ctpRadius = '10';
    a.dataset.ctpWatchTheme = 'false';
    a.dataset.ctpHeight = '360';
    const b = document.createElement('div');
    b.dataset.ctpTool = 'base64-encode';
    document.body.append(a, b);
    setDefaultBaseUrl('https://cdn.example');
    expect(configFromElement(a)).toEqual({
      toolId: 'json-formatter', baseUrl: BASE, theme: 'dark', accentColor: '#ff6600', borderRadius: '10', watchTheme: false, height: '360',
    });
    const first = autoDiscover();
    controllers.push(...first);
    expect(first.map((c) => c.toolId)).toEqual(['json-formatter', 'base64-encode']);
    const q = new URL(first[0]!.iframe!.src).searchParams;
    expect(q.get('theme')).toBe('dark');
    expect(q.get('accent')).toBe('#ff6600');
    expect(q.get('radius')).toBe('10');
    expect(first[0]!.iframe!.style.height).toBe('360px');
    expect(first[1]!.iframe!.src.startsWith('https://cdn.example/embed/base64-encode?')).toBe(true);
    const second = autoDiscover();
    expect(second).toEqual(first);
    expect(document.querySelectorAll('iframe').length).toBe(2);
  });
});

describe('baseUrl from the script src', () => {
  it('strips /sdk/… and keeps a path prefix', () => {
    expect(baseFromScript('https://tools.example/sdk/embed.js')).toBe('https://tools.example');
    expect(baseFromScript('https://x.example/ctp/sdk/embed.js?v=2#h')).toBe('https://x.example/ctp');
    expect(baseFromScript('https://cdn.example/lib/embed.iife.js')).toBe('https://cdn.example');
    expect(baseFromScript(undefined)).toBeUndefined();
    expect(baseFromScript('data:text/javascript,1')).toBeUndefined();
  });
});

describe('the message helper for the embed side', () => {
  it('embedMessage builds what the SDK accepts', () => {
    const c = mount();
    window.dispatchEvent(new MessageEvent('message', {
      data: embedMessage(channelOf(c), 'resize', { height: 250 }), origin: ORIGIN, source: win(c) as unknown as Window,
    }));
    expect(c.iframe!.style.height).toBe('250px');
  });
});
