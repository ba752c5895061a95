/**
 * Embed style parameters (spec §10.2), each parsed against an allow-list and
 * re-serialized from what was parsed: a value either becomes a canonical CSS
 * token or is dropped. Nothing from the query string reaches CSS verbatim, so
 * `accent=red;}body{…` or `font=x</style>` can never inject anything.
 * Shared by the server (first paint) and the embed page (`updateStyles`).
 */

import type { Density, EmbedStyles, Shadow, Theme } from '@ctp/embed/protocol';

export type { Density, Shadow, Theme };
/** The style set of spec §10.2 plus the SDK's extras: the protocol's own type. */
export type EmbedStyle = EmbedStyles;

export const STYLE_KEYS = [
  'theme', 'accent', 'bg', 'text', 'font', 'fontSize', 'radius', 'shadow', 'density', 'muted', 'border', 'inputBg', 'borderWidth',
] as const;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch']);
const NUMBER_TOKEN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:%|deg|grad|rad|turn)?$/i;
const KEYWORD_COLORS = new Set(['transparent', 'black', 'white']);

/** A CSS colour rebuilt from its parsed parts: hex, the colour functions with numeric arguments, or a keyword. */
export function parseColor(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.length > 100) return undefined;
  const text = input.trim().toLowerCase();
  if (HEX.test(text)) return text;
  if (KEYWORD_COLORS.has(text)) return text;
  const m = /^([a-z]+)\(([^()]*)\)$/.exec(text);
  if (!m || !COLOR_FUNCTIONS.has(m[1]!)) return undefined;
  const [main, alpha, extra] = m[2]!.split('/');
  if (extra !== undefined) return undefined;
  const args = main!.split(/[\s,]+/).filter(Boolean);
  if (args.length !== 3 && !(args.length === 4 && alpha === undefined)) return undefined;
  const alphaArg = alpha === undefined ? args.splice(3, 1)[0] : alpha.trim();
  const ok = (t: string) => t === 'none' || NUMBER_TOKEN.test(t);
  if (!args.every(ok) || (alphaArg !== undefined && !ok(alphaArg))) return undefined;
  const fn = m[1] === 'rgba' ? 'rgb' : m[1] === 'hsla' ? 'hsl' : m[1]!;
  return `${fn}(${args.join(' ')}${alphaArg !== undefined ? ` / ${alphaArg}` : ''})`;
}

const GENERIC_FONTS = new Set([
  'serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif',
  'ui-monospace', 'ui-rounded', 'math', 'emoji', 'fangsong',
]);
const FAMILY = /^[\p{L}\p{N} _.-]{1,80}$/u;
const IDENT = /^-?[\p{L}_][\p{L}\p{N}_-]*$/u;
const CSS_WIDE = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default']);

/**
 * A font-family list from a safe character set (letters, digits, space, `_ . -`,
 * optional quotes around a family), rebuilt: names that are plain identifiers
 * (`-apple-system`, `Segoe UI`) stay bare, others are double-quoted.
 */
export function parseFont(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.length > 400) return undefined;
  const families: string[] = [];
  for (const raw of input.split(',')) {
    let name = raw.trim();
    const quoted = /^(["'])(.*)\1$/u.exec(name);
    if (quoted) name = quoted[2]!.trim();
    if (!name) continue;
    if (!FAMILY.test(name)) return undefined;
    const lower = name.toLowerCase();
    if (GENERIC_FONTS.has(lower)) families.push(quoted ? `"${name}"` : lower);
    else if (name.split(/ +/).every((w) => IDENT.test(w) && !CSS_WIDE.has(w.toLowerCase()))) families.push(name.replace(/ +/g, ' '));
    else families.push(`"${name}"`);
  }
  return families.length > 0 && families.length <= 20 ? families.join(', ') : undefined;
}

/** A number (optionally with a `px` suffix) within [min, max]; anything else is dropped. */
export function parseNumberIn(input: unknown, min: number, max: number): number | undefined {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  const m = /^(\d{1,3}(?:\.\d{1,3})?)(?:px)?$/i.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n >= min && n <= max ? n : undefined;
}

function oneOf<T extends string>(input: unknown, allowed: readonly T[]): T | undefined {
  return typeof input === 'string' && (allowed as readonly string[]).includes(input) ? (input as T) : undefined;
}

type StyleSource = URLSearchParams | Record<string, unknown> | null | undefined;

/** Reads the nine style parameters from a query string or a message payload; unknown keys are ignored. */
export function parseEmbedStyle(source: StyleSource): EmbedStyle {
  const get = (key: string): unknown =>
    source instanceof URLSearchParams ? (source.get(key) ?? undefined) : source && Object.hasOwn(source, key) ? source[key] : undefined;
  const style: EmbedStyle = {
    theme: oneOf(get('theme'), ['light', 'dark'] as const),
    accent: parseColor(get('accent')),
    bg: parseColor(get('bg')),
    text: parseColor(get('text')),
    font: parseFont(get('font')),
    fontSize: parseNumberIn(get('fontSize'), 8, 32),
    radius: parseNumberIn(get('radius'), 0, 32),
    shadow: oneOf(get('shadow'), ['none', 'subtle', 'medium', 'large'] as const),
    density: oneOf(get('density'), ['compact', 'normal', 'comfortable'] as const),
    muted: parseColor(get('muted')),
    border: parseColor(get('border')),
    inputBg: parseColor(get('inputBg')),
    borderWidth: parseNumberIn(get('borderWidth'), 0, 4),
  };
  for (const key of STYLE_KEYS) if (style[key] === undefined) delete style[key];
  return style;
}

/** Relative luminance (WCAG) of a hex or rgb() colour; undefined for forms we do not compute. */
export function luminance(color: string): number | undefined {
  let rgb: number[] | undefined;
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    rgb = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  } else {
    const m = /^rgb\(([\d.]+%?) ([\d.]+%?) ([\d.]+%?)(?: \/ ([\d.]+%?))?\)$/.exec(color);
    if (m) rgb = [m[1]!, m[2]!, m[3]!].map((t) => (t.endsWith('%') ? (parseFloat(t) * 255) / 100 : parseFloat(t)));
    // a mostly transparent colour says nothing about what is behind it
    if (m?.[4] !== undefined && parseFloat(m[4]) * (m[4].endsWith('%') ? 0.01 : 1) < 0.5) return undefined;
  }
  if (!rgb || rgb.some((x) => !(x >= 0 && x <= 255))) return undefined;
  const [r, g, b] = rgb.map((x) => {
    const c = x / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The explicit theme, else the one the background implies; undefined means "follow the OS". */
export function resolveTheme(style: EmbedStyle): Theme | undefined {
  if (style.theme) return style.theme;
  const l = style.bg ? luminance(style.bg) : undefined;
  return l === undefined ? undefined : l < 0.4 ? 'dark' : 'light';
}

const SHADOWS: Record<Shadow, string> = {
  none: 'none',
  subtle: '0 1px 2px rgb(0 0 0 / 0.08)',
  medium: '0 2px 8px rgb(0 0 0 / 0.14)',
  large: '0 8px 24px rgb(0 0 0 / 0.2)',
};
const GAPS: Record<Density, string> = { compact: '0.5rem', normal: '0.85rem', comfortable: '1.25rem' };

/** CSS custom properties (the names app.css reads) for a parsed style. */
export function styleVariables(style: EmbedStyle): Record<string, string> {
  const vars: Record<string, string> = {};
  if (style.accent) {
    vars['--accent'] = style.accent;
    const l = luminance(style.accent);
    if (l !== undefined) vars['--accent-fg'] = l > 0.45 ? '#111' : '#fff';
  }
  if (style.bg) {
    vars['--bg'] = style.bg;
    vars['--page-bg'] = style.bg;
  }
  if (style.text) vars['--fg'] = style.text;
  if (style.font) vars['--font'] = style.font;
  if (style.fontSize !== undefined) vars['--font-size'] = `${style.fontSize}px`;
  if (style.radius !== undefined) vars['--radius'] = `${style.radius}px`;
  if (style.shadow) vars['--shadow'] = SHADOWS[style.shadow];
  if (style.density) vars['--gap'] = GAPS[style.density];
  if (style.muted) vars['--muted'] = style.muted;
  if (style.border) vars['--border'] = style.border;
  if (style.inputBg) vars['--input-bg'] = style.inputBg;
  if (style.borderWidth !== undefined) vars['--border-width'] = `${style.borderWidth}px`;
  return vars;
}

/** One CSS rule setting the variables on :root (safe to inline: every value was rebuilt above). */
export function styleRule(style: EmbedStyle): string {
  const body = Object.entries(styleVariables(style))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return body ? `:root{${body}}` : '';
}
