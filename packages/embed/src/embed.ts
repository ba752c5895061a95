/**
 * embed() → EmbedController (spec §10.6) and autoDiscover(). Nothing here throws into the host
 * page: bad config is reported through `onError` (or console.warn) and yields a controller
 * whose `iframe` is null.
 */
import { autosense, THEME_ATTRS } from './autosense.js';
import {
  cleanBaseUrl, explicitStyles, mergeStyles, normalizeConfig, STYLE_MAP,
  type EmbedConfig, type EmbedError, type StyleOptions,
} from './config.js';
import { buildEmbedUrl, hostMessage, newChannel, readEmbedMessage, type EmbedStyles } from './protocol.js';

export interface EmbedController {
  readonly id: string;
  readonly toolId: string;
  readonly container: HTMLElement | null;
  /** null when the embed could not be created, and after destroy() */
  readonly iframe: HTMLIFrameElement | null;
  /** the config as accepted (invalid entries removed, colors as hex) */
  readonly config: EmbedConfig;
  /** true once the embed page has sent `ready` */
  readonly ready: boolean;
  /** the full style set last computed (config over autosense, then updateStyles) */
  readonly styles: EmbedStyles;
  /** Override styles (config names; null removes an override) and send the full set. */
  updateStyles(styles: StyleOptions | Record<string, unknown>): void;
  /** Sense again and reload the iframe. */
  reload(): void;
  /** Remove the iframe, listeners and observers; restore the container's previous content. */
  destroy(): void;
}

let defaultBase: string | undefined;

/** Base URL for configs without `baseUrl`. The script-tag build sets it from its own src. */
export function setDefaultBaseUrl(url: string | undefined): void {
  defaultBase = url;
}

/** `https://x.example/ctp/sdk/embed.js?v=1` → `https://x.example/ctp` (else the script's origin). */
export function baseFromScript(src: string | null | undefined): string | undefined {
  const u = (src || '').replace(/[?#].*/, '');
  const i = u.lastIndexOf('/sdk/');
  return cleanBaseUrl(i > 0 ? u.slice(0, i) : u.replace(/^(\w+:\/\/[^/]+).*/, '$1'));
}

const mounted = new WeakMap<Element, EmbedController>();
let seq = 0;

function call(fn: unknown, arg: unknown): void {
  if (typeof fn === 'function') {
    try {
      fn(arg);
    } catch (e) {
      console.error(e);
    }
  }
}

const humanize = (id: string) => id.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Mount the tool `config.toolId` in an iframe inside `target` (element or selector). */
export function embed(target: string | Element | null | undefined, config: EmbedConfig): EmbedController {
  const { config: cfg, problems } = normalizeConfig(config);
  const report = (e: string | EmbedError) => {
    const err: EmbedError = typeof e === 'string' ? new Error('[CTP embed] ' + e) : e;
    if (cfg.onError) call(cfg.onError, err);
    else console.warn(err.message);
  };
  problems.forEach(report);

  let box: HTMLElement | null = null;
  try {
    const el = typeof target === 'string' ? document.querySelector(target) : target;
    if (el && el.nodeType === 1) box = el as HTMLElement;
  } catch {
    // invalid selector: reported below
  }
  const toolId = cfg.toolId || '';
  const baseUrl = cfg.baseUrl || defaultBase;
  const id = 'ctp-embed-' + ++seq;
  const fail = (why: string): EmbedController => {
    report(why);
    return {
      id, toolId, container: box, iframe: null, config: cfg as EmbedConfig, ready: false, styles: {},
      updateStyles() {}, reload() {}, destroy() {},
    };
  };
  if (!box) return fail('container not found');
  if (!toolId) return fail('a valid toolId is required');
  if (!baseUrl) return fail('baseUrl is required');
  mounted.get(box)?.destroy();

  const container = box;
  const origin = new URL(baseUrl).origin;
  const sameOrigin = origin === location.origin;
  let iframe: HTMLIFrameElement | null = document.createElement('iframe');
  let channel = newChannel();
  let ready = false;
  let port: MessagePort | null = null;
  let overrides = explicitStyles(cfg);
  let styles: EmbedStyles = {};
  let sent = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;
  let mq: MediaQueryList | undefined;
  const saved = Array.from(container.childNodes);
  const classes = (cfg.className || '').split(/\s+/).filter((c) => c && !container.classList.contains(c));

  const compute = (): EmbedStyles => {
    let detected;
    if (cfg.autosense !== false) {
      try {
        detected = autosense(container);
      } catch {
        // a page we cannot read: explicit styles only
      }
    }
    return mergeStyles(detected, overrides);
  };
  const restyle = () => {
    styles = compute();
    iframe!.style.colorScheme = styles.theme || '';
  };
  const load = () => {
    restyle();
    sent = JSON.stringify(styles);
    iframe!.src = buildEmbedUrl({
      baseUrl, toolId, styles, channel, embedPath: cfg.embedPath,
      origin: /^https?:/.test(location.protocol) ? location.origin : undefined,
    });
  };
  /** Send the full style set if the embed can take it and does not have it yet. */
  const deliver = () => {
    const s = JSON.stringify(styles);
    const win = iframe && iframe.contentWindow;
    if (!ready || s === sent) return;
    const msg = hostMessage(channel, styles);
    if (port) port.postMessage(msg);
    else if (!sameOrigin && win) win.postMessage(msg, origin);
    else return;
    sent = s;
  };
  const refresh = () => {
    if (iframe) restyle(), deliver();
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, 40);
  };
  const resize = (h: number) => {
    if (iframe && !cfg.height) iframe.style.height = Math.ceil(h) + 'px';
  };
  const emit = (type: string, detail: unknown) => container.dispatchEvent(new CustomEvent('ctp:' + type, { detail, bubbles: true }));

  const onMessage = (e: MessageEvent) => {
    const win = iframe && iframe.contentWindow;
    // Only this embed's own iframe, from the embed origin ("null" when sandboxed without
    // allow-same-origin, i.e. when the embed shares the host's origin), on this channel.
    if (!win || e.source !== win || (e.origin !== origin && !(sameOrigin && e.origin === 'null'))) return;
    const m = readEmbedMessage(e.data, channel);
    if (!m) return;
    if (m.type === 'ready') {
      ready = true;
      port = (e.ports && e.ports[0]) || null;
      if (m.payload.name) iframe!.title = m.payload.name.slice(0, 120);
      if (m.payload.height != null) resize(m.payload.height);
      deliver();
      call(cfg.onReady, controller);
      emit('ready', controller);
    } else if (m.type === 'resize') {
      resize(m.payload.height);
    } else if (m.type === 'result') {
      call(cfg.onResult, m.payload);
      emit('result', m.payload);
    } else {
      const err: EmbedError = new Error(m.payload.message);
      if (m.payload.code) err.code = m.payload.code;
      call(cfg.onError, err);
      emit('error', err);
    }
  };

  const controller: EmbedController = {
    id,
    toolId,
    container,
    config: cfg as EmbedConfig,
    get iframe() {
      return iframe;
    },
    get ready() {
      return ready;
    },
    get styles() {
      return { ...styles };
    },
    updateStyles(input) {
      if (!iframe || !input || typeof input !== 'object') return;
      const rest: Record<string, unknown> = {};
      const next: Record<string, unknown> = { ...overrides };
      for (const [k, v] of Object.entries(input)) {
        if (v === null) delete next[STYLE_MAP[k as keyof StyleOptions]];
        else rest[k] = v;
      }
      const { config: c, problems: p } = normalizeConfig(rest, true);
      p.forEach(report);
      overrides = { ...next, ...explicitStyles(c) };
      refresh();
    },
    reload() {
      if (!iframe) return;
      port?.close();
      port = null;
      ready = false;
      channel = newChannel();
      load();
    },
    destroy() {
      if (!iframe) return;
      removeEventListener('message', onMessage);
      removeEventListener('load', schedule);
      observer?.disconnect();
      mq?.removeEventListener?.('change', schedule);
      clearTimeout(timer);
      port?.close();
      port = null;
      ready = false;
      iframe.remove();
      iframe = null;
      container.append(...saved);
      container.classList.remove(...classes);
      if (mounted.get(container) === controller) mounted.delete(container);
    },
  };

  const f = iframe;
  f.title = humanize(toolId);
  f.setAttribute('sandbox', 'allow-scripts allow-forms allow-downloads' + (sameOrigin ? '' : ' allow-same-origin'));
  f.setAttribute('loading', cfg.loading || 'lazy');
  if (cfg.allowClipboard !== false) f.setAttribute('allow', 'clipboard-write');
  f.style.border = '0';
  f.style.display = 'block';
  f.style.width = cfg.width || '100%';
  f.style.height = cfg.height || cfg.minHeight || '240px';
  if (cfg.minHeight) f.style.minHeight = cfg.minHeight;
  load();
  container.classList.add(...classes);
  container.replaceChildren(f);
  mounted.set(container, controller);
  addEventListener('message', onMessage);

  if (cfg.autosense !== false) {
    // Stylesheets may still be loading: sense once more when the page has loaded.
    if (document.readyState !== 'complete') addEventListener('load', schedule, { once: true });
    if (cfg.watchTheme !== false) {
      if (typeof MutationObserver === 'function') {
        observer = new MutationObserver(schedule);
        for (let e: Element | null = container; e; e = e.parentElement) {
          observer.observe(e, { attributes: true, attributeFilter: ['class', 'style', ...THEME_ATTRS] });
        }
      }
      try {
        mq = matchMedia('(prefers-color-scheme: dark)');
        mq.addEventListener('change', schedule);
      } catch {
        mq = undefined;
      }
    }
  }
  return controller;
}

const ALIASES: Record<string, string> = {
  tool: 'toolId', accent: 'accentColor', bg: 'backgroundColor', text: 'textColor', font: 'fontFamily',
  fontSize: 'baseFontSize', radius: 'borderRadius',
};

/**
 * Config from `data-ctp-*` attributes: `data-ctp-tool` is the toolId; any other schema option
 * in kebab case (`data-ctp-accent-color`, `data-ctp-base-url`, `data-ctp-watch-theme="false"`),
 * plus the short names of the URL (`data-ctp-accent`, `data-ctp-radius`, …). Values stay
 * strings except `true`/`false`; normalizeConfig reads numeric strings as numbers.
 */
export function configFromElement(el: HTMLElement): EmbedConfig {
  const c: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(el.dataset)) {
    if (!/^ctp[A-Z]/.test(k)) continue;
    const key = k.charAt(3).toLowerCase() + k.slice(4);
    c[ALIASES[key] || key] = v === 'false' ? false : v === 'true' ? true : v;
  }
  return c as unknown as EmbedConfig;
}

/** Mount every `[data-ctp-tool]` element under `root` not mounted yet; returns all their controllers. */
export function autoDiscover(root: ParentNode = document): EmbedController[] {
  const out: EmbedController[] = [];
  try {
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('[data-ctp-tool]'))) {
      out.push(mounted.get(el) || embed(el, configFromElement(el)));
    }
  } catch (e) {
    console.warn('[CTP embed] autoDiscover failed', e);
  }
  return out;
}

/** The controller mounted in `el`, if any. */
export const controllerOf = (el: Element): EmbedController | undefined => mounted.get(el);
