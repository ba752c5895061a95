/** Small CSS color parsing: enough for computed styles and framework variables. No DOM. */

/** [r, g, b] in 0–255 and alpha in 0–1. */
export type RGBA = [number, number, number, number];

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : x > hi ? hi : x);

/** A number, or a percentage scaled so that 100% = `pct`; `none` = 0. */
const num = (s: string | undefined, pct: number): number =>
  s == null ? NaN : s === 'none' ? 0 : s.endsWith('%') ? (parseFloat(s) / 100) * pct : parseFloat(s);

const alpha = (s: string | undefined) => (s == null ? 1 : clamp(num(s, 1), 0, 1));

function hsl(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

function oklab(L: number, a: number, b: number): [number, number, number] {
  const l = (L + 0.39634 * a + 0.21580 * b) ** 3;
  const m = (L - 0.10556 * a - 0.06385 * b) ** 3;
  const s = (L - 0.08948 * a - 1.29149 * b) ** 3;
  return [
    4.07674 * l - 3.30771 * m + 0.23097 * s,
    -1.26844 * l + 2.60976 * m - 0.34132 * s,
    -0.0042 * l - 0.70342 * m + 1.70761 * s,
  ].map((x) => 255 * (x <= 0.00313 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055)) as [number, number, number];
}

/**
 * Parse `#hex`, `rgb()/rgba()`, `hsl()/hsla()`, `oklch()`, `oklab()`, bare HSL channels as
 * shadcn/ui variables hold them (`222.2 47.4% 11.2%`) and `transparent` — what computed
 * styles and framework variables contain. Anything else (named colors…): null.
 */
export function parseColor(input: string | null | undefined): RGBA | null {
  const s = (input || '').trim().toLowerCase();
  if (!s) return null;
  if (s === 'transparent') return [0, 0, 0, 0];
  let m = /^#([\da-f]{3,8})$/.exec(s);
  if (m) {
    let h = m[1]!;
    if (h.length === 5 || h.length === 7) return null;
    if (h.length < 5) h = h.replace(/./g, '$&$&');
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return [n(0), n(2), n(4), h.length > 6 ? n(6) / 255 : 1];
  }
  let fn = 'hsl';
  let body = s;
  m = /^([a-z]+)\((.*)\)$/.exec(s);
  if (m) [, fn, body] = m as unknown as [string, string, string];
  else if (!/^[\d.]+(deg)?\s+[\d.]+%\s+[\d.]+%$/.test(s)) return null;
  const a = body.split(/[\s,/]+/).filter(Boolean);
  let rgb: [number, number, number];
  const al = alpha(a[3]);
  switch (fn.replace(/a$/, '')) {
    case 'rgb':
      rgb = [num(a[0], 255), num(a[1], 255), num(a[2], 255)];
      break;
    case 'hsl':
      rgb = hsl(parseFloat(a[0]!) || 0, num(a[1], 1), num(a[2], 1));
      break;
    case 'oklch': {
      const h = ((parseFloat(a[2]!) || 0) * Math.PI) / 180;
      const c = num(a[1], 0.4);
      rgb = oklab(num(a[0], 1), c * Math.cos(h), c * Math.sin(h));
      break;
    }
    case 'oklab':
      rgb = oklab(num(a[0], 1), num(a[1], 0.4), num(a[2], 0.4));
      break;
    default:
      return null;
  }
  if (rgb.some(isNaN) || isNaN(al)) return null;
  return [...rgb.map((x) => Math.round(clamp(x, 0, 255))), al] as RGBA;
}

const hex2 = (x: number) => Math.round(x).toString(16).padStart(2, '0');

/** `#rrggbb`, or `#rrggbbaa` when not opaque. */
export function toHex(c: RGBA): string {
  return '#' + hex2(c[0]) + hex2(c[1]) + hex2(c[2]) + (c[3] < 1 ? hex2(c[3] * 255) : '');
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function luminance(c: RGBA): number {
  const [r, g, b] = c.map((x) => {
    const v = x / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Darker than this, white text has more contrast than black: a dark background. */
export const isDark = (c: RGBA) => luminance(c) < 0.179;

/** `top` painted over the opaque `bottom`. */
export function over(top: RGBA, bottom: RGBA): RGBA {
  const a = top[3];
  return [0, 1, 2].map((i) => Math.round(top[i]! * a + bottom[i]! * (1 - a))).concat(1) as RGBA;
}

/** Hue-ful enough to be an accent (not white/grey/black)? */
export const isChromatic = (c: RGBA) => c[3] > 0.5 && Math.max(c[0], c[1], c[2]) - Math.min(c[0], c[1], c[2]) > 48;
