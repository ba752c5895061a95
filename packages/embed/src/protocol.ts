/**
 * The CTP embed protocol: the contract between the host-page SDK (`/sdk/embed.js`) and the
 * embed page (`{baseUrl}/embed/{toolId}`) it loads in an iframe. Spec §10.2, §10.5, §11.4.
 *
 * Pure types and tiny helpers: no DOM, usable by both sides (`@ctp/embed/protocol`).
 * README.md in this package is the prose version of this file.
 */

/** `source` of every message the embed page posts to the host. */
export const EMBED_SOURCE = 'ctp-embed';
/** `source` of every message the host SDK sends to the embed page. */
export const HOST_SOURCE = 'ctp-host';
/** Default path of the embed endpoint below the base URL (schema: `embedPath`). */
export const DEFAULT_EMBED_PATH = '/embed';
/** Largest height (CSS px) a `resize` may request; larger values are ignored. */
export const MAX_HEIGHT = 100_000;
/** Tool id pattern (spec §5.2.1). */
export const TOOL_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Channel id pattern: what `newChannel()` produces. */
export const CHANNEL_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export type Theme = 'light' | 'dark';
export type Shadow = 'none' | 'subtle' | 'medium' | 'large';
export type Density = 'compact' | 'normal' | 'comfortable';

/**
 * Style parameters, with the names they have in the iframe query string and in the
 * `updateStyles` message. Colors are always hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`);
 * lengths are CSS px numbers.
 */
export interface EmbedStyles {
  theme?: Theme;
  /** accent / primary color */
  accent?: string;
  /** page background behind the tool */
  bg?: string;
  /** main text color */
  text?: string;
  /** font-family stack: letters, digits, spaces, `, ' " . _ -` only, ≤ 200 chars */
  font?: string;
  /** base font size, px, 8–32 */
  fontSize?: number;
  /** border radius, px, 0–32 */
  radius?: number;
  shadow?: Shadow;
  density?: Density;
  /** secondary text color (config `secondaryTextColor`) */
  muted?: string;
  /** border color (config `borderColor`) */
  border?: string;
  /** input background (config `inputBackground`) */
  inputBg?: string;
  /** border width, px, 0–4 (config `borderWidth`) */
  borderWidth?: number;
}

type Rule = readonly string[] | 'c' | 'f' | readonly [number, number];
/** The allow-list, in query-string order (spec §10.2 first, then the schema's extras). */
const RULES: Record<keyof EmbedStyles, Rule> = {
  theme: ['light', 'dark'],
  accent: 'c', bg: 'c', text: 'c',
  font: 'f',
  fontSize: [8, 32], radius: [0, 32],
  shadow: ['none', 'subtle', 'medium', 'large'],
  density: ['compact', 'normal', 'comfortable'],
  muted: 'c', border: 'c', inputBg: 'c',
  borderWidth: [0, 4],
};
/** Style parameter names in query-string order. */
export const STYLE_KEYS = Object.keys(RULES) as (keyof EmbedStyles)[];

const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
const FONT = /^[\p{L}\p{N} ,'"._-]{1,200}$/u;

/** A font-family value safe to put in CSS: allowed characters only, balanced quotes. */
export function isSafeFont(v: string): boolean {
  // an even number of each quote: split() then yields an odd number of parts
  return FONT.test(v) && v.split('"').length % 2 === 1 && v.split("'").length % 2 === 1;
}

/**
 * Allow-list parse of style parameters. Accepts a plain object (numbers or numeric strings);
 * returns only keys that are valid, so the result may go into CSS as is.
 */
export function sanitizeStyles(input: unknown): EmbedStyles {
  const src = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of STYLE_KEYS) {
    const v = src[k];
    const r = RULES[k];
    if (v == null || v === '') continue;
    if (r === 'c') {
      if (typeof v === 'string' && HEX.test(v)) out[k] = v.toLowerCase();
    } else if (r === 'f') {
      if (typeof v === 'string' && isSafeFont(v)) out[k] = v;
    } else if (typeof r[0] === 'number') {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? +v : NaN;
      if (n >= (r[0] as number) && n <= (r[1] as number)) out[k] = Math.round(n * 100) / 100;
    } else if ((r as readonly unknown[]).includes(v)) out[k] = v;
  }
  return out as EmbedStyles;
}

/** Is `s` a serialized http(s) origin such as `https://example.com:8443`? */
export function isOrigin(s: unknown): s is string {
  if (typeof s !== 'string' || !/^https?:\/\//.test(s)) return false;
  try {
    return new URL(s).origin === s;
  } catch {
    return false;
  }
}

/** A fresh random channel id (16 characters of [0-9a-z]). */
export function newChannel(): string {
  const b = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(b, (x) => (x % 36).toString(36)).join('') + Date.now().toString(36).slice(-4);
}

// ---------------------------------------------------------------------------------------------
// The iframe URL
// ---------------------------------------------------------------------------------------------

export interface EmbedUrlOptions {
  /** e.g. `https://tools.example.com` (a path prefix is kept; a trailing slash is dropped) */
  baseUrl: string;
  toolId: string;
  styles?: EmbedStyles;
  /** the host page's origin (`location.origin`): where the embed posts its messages */
  origin?: string;
  /** this embed's channel id */
  channel?: string;
  /** default `/embed` */
  embedPath?: string;
}

/**
 * `{baseUrl}{embedPath}/{toolId}?theme=…&accent=…&bg=…&text=…&font=…&fontSize=…&radius=…
 * &shadow=…&density=…[&muted=…&border=…&inputBg=…&borderWidth=…]&origin=…&channel=…`
 * Only valid style values are written; absent ones are left out.
 */
export function buildEmbedUrl(o: EmbedUrlOptions): string {
  const q = new URLSearchParams();
  const s = sanitizeStyles(o.styles) as Record<string, unknown>;
  for (const k of STYLE_KEYS) if (s[k] != null) q.set(k, String(s[k]));
  if (o.origin) q.set('origin', o.origin);
  if (o.channel) q.set('channel', o.channel);
  const qs = q.toString();
  return `${o.baseUrl.replace(/\/+$/, '')}${o.embedPath ?? DEFAULT_EMBED_PATH}/${encodeURIComponent(o.toolId)}${qs ? '?' + qs : ''}`;
}

export interface EmbedQuery {
  styles: EmbedStyles;
  /** the host origin to post to, or null when absent/invalid (then post nothing) */
  origin: string | null;
  /** the channel id to put in every message, or null when absent/invalid */
  channel: string | null;
}

/** For the embed page: parse `location.search` (allow-listed styles, validated origin/channel). */
export function parseEmbedQuery(search: string | URLSearchParams): EmbedQuery {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const origin = q.get('origin');
  const channel = q.get('channel');
  return {
    styles: sanitizeStyles(Object.fromEntries(q)),
    origin: isOrigin(origin) ? origin : null,
    channel: channel && CHANNEL_PATTERN.test(channel) ? channel : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

/** `ready`: the embed page is initialized. Post it once, transferring a MessagePort (see README). */
export interface ReadyPayload {
  /** the tool's display name: the SDK uses it as the iframe's `title` */
  name?: string;
  toolId?: string;
  /** initial content height, CSS px (same meaning as `resize`) */
  height?: number;
}
/** `resize`: the embed's document height changed; the host sizes the iframe to it. */
export interface ResizePayload {
  height: number;
}
/** `result`: the tool produced a result: the CTP ToolResult (spec §8), structured-cloneable. */
export interface ResultPayload {
  success: boolean;
  data?: unknown;
  error?: string;
  errorCode?: string;
  metadata?: Record<string, unknown>;
  [k: string]: unknown;
}
/** `error`: something failed in the embed (tool not found, load failure, tool error …). */
export interface ErrorPayload {
  message: string;
  code?: string;
}

export interface EmbedPayloads {
  ready: ReadyPayload;
  resize: ResizePayload;
  result: ResultPayload;
  error: ErrorPayload;
}
export type EmbedMessageType = keyof EmbedPayloads;

/** Embed → host (window.postMessage to `parent`, targetOrigin = the `origin` query parameter). */
export type EmbedMessage = {
  [K in EmbedMessageType]: { source: typeof EMBED_SOURCE; channel: string; type: K; payload: EmbedPayloads[K] };
}[EmbedMessageType];

/** Host → embed (over the MessagePort transferred with `ready`). `styles` is the full set. */
export interface HostMessage {
  source: typeof HOST_SOURCE;
  channel: string;
  type: 'updateStyles';
  payload: { styles: EmbedStyles };
}

/** Build an embed → host message (embed side). */
export function embedMessage<K extends EmbedMessageType>(channel: string, type: K, payload: EmbedPayloads[K]) {
  return { source: EMBED_SOURCE, channel, type, payload } as Extract<EmbedMessage, { type: K }>;
}

/** Build the host → embed `updateStyles` message (host side). */
export function hostMessage(channel: string, styles: EmbedStyles): HostMessage {
  return { source: HOST_SOURCE, channel, type: 'updateStyles', payload: { styles: sanitizeStyles(styles) } };
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';
const isHeight = (h: unknown) => typeof h === 'number' && h >= 0 && h <= MAX_HEIGHT;
const opt = (v: unknown, t: string) => v == null || typeof v === t;

/**
 * Host side: `event.data` if it is a well-formed embed message for `channel`, else null.
 * (Origin and `event.source` are checked by the caller: they are not in the data.)
 */
export function readEmbedMessage(data: unknown, channel: string): EmbedMessage | null {
  if (!isObj(data) || data.source !== EMBED_SOURCE || data.channel !== channel || !isObj(data.payload)) return null;
  const p = data.payload;
  const t = data.type;
  return (t === 'ready' && opt(p.name, 'string') && (p.height == null || isHeight(p.height))) ||
    (t === 'resize' && isHeight(p.height)) ||
    (t === 'result' && typeof p.success === 'boolean') ||
    (t === 'error' && typeof p.message === 'string' && opt(p.code, 'string'))
    ? (data as EmbedMessage)
    : null;
}

/** Embed side: validate a host message for `channel` (styles allow-listed); null if invalid. */
export function readHostMessage(data: unknown, channel: string): HostMessage | null {
  if (!isObj(data) || data.source !== HOST_SOURCE || data.channel !== channel || data.type !== 'updateStyles') return null;
  const p = data.payload;
  return { source: HOST_SOURCE, channel, type: 'updateStyles', payload: { styles: sanitizeStyles(isObj(p) ? p.styles : null) } };
}
