/**
 * Autosense (spec §10.4): read the host page's look around an element.
 *
 * Theme, in order: explicit page markers on the element or its ancestors, closest first
 * (`.dark`/`.light` classes, `data-theme`, `data-bs-theme`, `data-mode`, `data-color-mode`,
 * `data-color-scheme`), then the computed `color-scheme`; then the luminance of the effective
 * background behind the element (layers composited; a page that is transparent all the way up
 * decides nothing — transparent is not black); then `prefers-color-scheme`.
 */
import { isChromatic, isDark, over, parseColor, toHex, type RGBA } from './color.js';
import { isSafeFont, type Theme } from './protocol.js';

export type Framework = 'tailwind' | 'bootstrap' | 'chakra' | 'mui' | 'shadcn' | 'antd';

export interface DetectedStyles {
  theme: Theme;
  /** hex */
  accentColor?: string;
  /** hex, opaque: the effective background behind the element */
  backgroundColor?: string;
  /** hex; only with backgroundColor */
  textColor?: string;
  fontFamily?: string;
  /** px */
  baseFontSize?: number;
  /** px */
  borderRadius?: number;
  framework?: Framework;
}

/** Attributes whose value says dark or light; also what `watchTheme` observes (plus class, style). */
export const THEME_ATTRS = ['data-theme', 'data-bs-theme', 'data-mode', 'data-color-mode', 'data-color-scheme'];

/** Accent variables, most specific first (shadcn, Tailwind themes/daisyUI, Bootstrap, MUI, Ant, Chakra, generic). */
export const ACCENT_VARS = [
  '--primary', '--color-primary', '--bs-primary', '--mui-palette-primary-main', '--ant-color-primary',
  '--ant-primary-color', '--chakra-colors-primary', '--primary-color', '--accent-color', '--color-accent', '--accent',
];

/** Radius variables (shadcn, Bootstrap, MUI, Ant, Chakra, Tailwind v4, generic). */
export const RADIUS_VARS = [
  '--radius', '--bs-border-radius', '--mui-shape-borderRadius', '--ant-border-radius', '--chakra-radii-md',
  '--radius-md', '--border-radius', '--rounded-btn',
];

/** [framework, variable prefix, a variable it always defines, class pattern] — first match wins. */
const FRAMEWORKS: [Framework, string, string, string?][] = [
  ['mui', '--mui-', '--mui-palette-primary-main', '[class*="Mui"]'],
  ['antd', '--ant-', '--ant-color-primary', '[class^="ant-"],[class*=" ant-"]'],
  ['chakra', '--chakra-', '--chakra-ring-offset-width', '[class*="chakra-"]'],
  ['bootstrap', '--bs-', '--bs-body-bg'],
  ['shadcn', '', ''],
  ['tailwind', '--tw-', '--tw-ring-offset-width'],
];

const css = (el: Element) => getComputedStyle(el);
const prop = (s: CSSStyleDeclaration, name: string) => s.getPropertyValue(name).trim();
/** A custom property as the element sees it (the root's, where a DOM does not inherit them). */
const cssVar = (s: CSSStyleDeclaration, name: string) => prop(s, name) || prop(css(document.documentElement), name);
const round = (n: number, lo: number, hi: number) => Math.round(Math.min(hi, Math.max(lo, n)) * 100) / 100;

function chain(el: Element | null): Element[] {
  const out: Element[] = [];
  for (let e = el; e; e = e.parentElement) out.push(e);
  return out;
}

/** `dark`/`light` as a whole word of a marker value (`dark`, `theme-dark`, `light_high_contrast`…). */
function word(v: string | null | undefined): Theme | undefined {
  const m = /(?:^|[^a-z])(dark|light)(?:[^a-z]|$)/i.exec(v || '');
  return m ? (m[1]!.toLowerCase() as Theme) : undefined;
}

/** An explicit theme marker on this one element. */
export function marker(el: Element): Theme | undefined {
  for (const a of THEME_ATTRS) {
    const t = word(el.getAttribute(a));
    if (t) return t;
  }
  for (const c of Array.from(el.classList)) {
    const m = /^(?:theme-|mode-)?(dark|light)(?:-mode|-theme)?$/.exec(c);
    if (m) return m[1] as Theme;
  }
  return undefined;
}

/** The opaque background actually behind `el` (semi-transparent layers composited), or null. */
export function effectiveBackground(el: Element | null): RGBA | null {
  const layers: RGBA[] = [];
  for (const e of chain(el)) {
    const c = parseColor(css(e).backgroundColor);
    if (c && c[3] > 0) {
      layers.push(c);
      if (c[3] >= 0.99) {
        let out = c;
        for (let i = layers.length - 2; i >= 0; i--) out = over(layers[i]!, out);
        return out;
      }
    }
  }
  return null;
}

function prefersDark(): boolean {
  try {
    return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
}

/** Theme alone, by the order described above. */
export function detectTheme(el?: Element | null): Theme {
  const start = el || document.body || document.documentElement;
  for (const e of chain(start)) {
    const t = marker(e);
    if (t) return t;
  }
  const cs = String(css(start).colorScheme || '');
  if (/dark/.test(cs) !== /light/.test(cs)) return /dark/.test(cs) ? 'dark' : 'light';
  const bg = effectiveBackground(start);
  if (bg) return isDark(bg) ? 'dark' : 'light';
  return prefersDark() ? 'dark' : 'light';
}

/** `12px`, `0.5rem`, `1em`, `4` → px (rem against the root font size, em against `el`'s). */
export function toPx(v: string, el: Element): number | undefined {
  const m = /^(-?\d*\.?\d+)(px|rem|em)?$/.exec(v.trim());
  if (!m) return undefined;
  const n = parseFloat(m[1]!);
  if (m[2] === 'rem') return n * (parseFloat(css(document.documentElement).fontSize) || 16);
  if (m[2] === 'em') return n * (parseFloat(css(el).fontSize) || 16);
  return n;
}

function framework(s: CSSStyleDeclaration, root: CSSStyleDeclaration): Framework | undefined {
  const names: string[] = [];
  for (const d of [s, root]) for (let i = 0; i < d.length; i++) if (d[i]!.startsWith('--')) names.push(d[i]!);
  for (const [fw, prefix, probe, cls] of FRAMEWORKS) {
    if (fw === 'shadcn') {
      if (cssVar(s, '--background') && cssVar(s, '--primary') && cssVar(s, '--ring')) return fw;
    } else if (cssVar(s, probe) || names.some((n) => n.startsWith(prefix)) || (cls && document.querySelector(cls))) {
      return fw;
    }
  }
  return undefined;
}

function accent(s: CSSStyleDeclaration): string | undefined {
  for (const v of ACCENT_VARS) {
    const c = parseColor(cssVar(s, v));
    if (c && c[3] > 0) return toHex(c);
  }
  // No variable: a chromatic button background or link color.
  const els = Array.from(document.querySelectorAll('.btn-primary,button,[role=button],a[href]')).slice(0, 24);
  for (const e of els) {
    const es = css(e);
    for (const c of [parseColor(es.backgroundColor), parseColor(es.color)]) if (c && isChromatic(c)) return toHex(c);
  }
  return undefined;
}

function radius(s: CSSStyleDeclaration, el: Element): number | undefined {
  for (const v of RADIUS_VARS) {
    const raw = cssVar(s, v);
    const px = raw ? toPx(raw, el) : undefined;
    if (px != null && px >= 0) return round(px, 0, 32);
  }
  return undefined;
}

/** Everything autosense knows about the look around `el` (default: `document.body`). */
export function autosense(el?: Element | null): DetectedStyles {
  const target = el || document.body || document.documentElement;
  const s = css(target);
  const out: DetectedStyles = { theme: detectTheme(target) };
  const root = css(document.documentElement);
  const a = accent(s);
  if (a) out.accentColor = a;
  const bg = effectiveBackground(target);
  const text = parseColor(s.color);
  // Text color only together with the background it was chosen for: on a page that is
  // transparent all the way up, the theme may come from the OS while the text stays black.
  if (bg) {
    out.backgroundColor = toHex(bg);
    if (text && text[3] > 0) out.textColor = toHex(over(text, bg));
  }
  const font = s.fontFamily.trim();
  if (font && isSafeFont(font)) out.fontFamily = font;
  const size = parseFloat(s.fontSize);
  if (size > 0) out.baseFontSize = round(size, 8, 32);
  const r = radius(s, target);
  if (r != null) out.borderRadius = r;
  const fw = framework(s, root);
  if (fw) out.framework = fw;
  return out;
}
