/**
 * HSL, HWB and CMYK with as many decimals as it takes to get the same 8-bit sRGB colour back
 * (0 to 3; whole numbers when they suffice). colord rounds these to whole degrees and percents,
 * which maps about 90 % of colours to a neighbouring hex value.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
export interface Hsl {
  h: number;
  s: number;
  l: number;
}
export interface Hwb {
  h: number;
  w: number;
  b: number;
}
export interface Cmyk {
  c: number;
  m: number;
  y: number;
  k: number;
}

const MAX_DECIMALS = 3;

const fixed = (n: number, digits: number) => Number(n.toFixed(digits)) + 0; // + 0 turns -0 into 0

/** The hue of an RGB colour in degrees [0, 360), and its max, min (0–1). */
function hueOf({ r, g, b }: Rgb): { h: number; max: number; min: number } {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const d = max - min;
  let h = 0;
  if (d > 0) h = max === R ? ((G - B) / d) % 6 : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return { h: (h * 60 + 360) % 360, max, min };
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  const S = s / 100;
  const L = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return L - S * Math.min(L, 1 - L) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 };
}

function hwbToRgb({ h, w, b }: Hwb): Rgb {
  const W = w / 100;
  const B = b / 100;
  if (W + B >= 1) {
    const gray = (W / (W + B)) * 255;
    return { r: gray, g: gray, b: gray };
  }
  const pure = hslToRgb({ h, s: 100, l: 50 });
  const mix = (v: number) => (v / 255) * (1 - W - B) * 255 + W * 255;
  return { r: mix(pure.r), g: mix(pure.g), b: mix(pure.b) };
}

function cmykToRgb({ c, m, y, k }: Cmyk): Rgb {
  const K = 1 - k / 100;
  return { r: 255 * (1 - c / 100) * K, g: 255 * (1 - m / 100) * K, b: 255 * (1 - y / 100) * K };
}

/** Each channel rounds to the target, clear of the .5 tie, so parsers with float noise (colord, browsers) agree. */
const same = (a: Rgb, b: Rgb) => Math.abs(a.r - b.r) < 0.49 && Math.abs(a.g - b.g) < 0.49 && Math.abs(a.b - b.b) < 0.49;

/** The fewest decimals (0–3) whose rounded channels convert back to `rgb`. */
function shortest<T extends object>(exact: T, back: (value: T) => Rgb, rgb: Rgb): T {
  let rounded = exact;
  for (let digits = 0; digits <= MAX_DECIMALS; digits++) {
    rounded = Object.fromEntries(Object.entries(exact).map(([key, v]: [string, number]) => [key, fixed(v, digits)])) as T;
    if (same(back(rounded), rgb)) return rounded;
  }
  return rounded;
}

export function toHsl(rgb: Rgb): Hsl {
  const { h, max, min } = hueOf(rgb);
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  const hsl = shortest({ h, s: s * 100, l: l * 100 }, hslToRgb, rgb);
  return { ...hsl, h: hsl.h % 360 };
}

export function toHwb(rgb: Rgb): Hwb {
  const { h, max, min } = hueOf(rgb);
  const hwb = shortest({ h, w: min * 100, b: (1 - max) * 100 }, hwbToRgb, rgb);
  return { ...hwb, h: hwb.h % 360 };
}

export function toCmyk(rgb: Rgb): Cmyk {
  const max = Math.max(rgb.r, rgb.g, rgb.b) / 255;
  const k = 1 - max;
  const part = (v: number) => (max === 0 ? 0 : ((max - v / 255) / max) * 100);
  return shortest({ c: part(rgb.r), m: part(rgb.g), y: part(rgb.b), k: k * 100 }, cmykToRgb, rgb);
}

const alphaPart = (a: number, separator: string) => (a < 1 ? `${separator}${a}` : '');

/** The strings colord writes, with the round-tripping numbers. */
export const hslString = ({ h, s, l }: Hsl, a: number) => (a < 1 ? `hsla(${h}, ${s}%, ${l}%, ${a})` : `hsl(${h}, ${s}%, ${l}%)`);
export const hwbString = ({ h, w, b }: Hwb, a: number) => `hwb(${h} ${w}% ${b}%${alphaPart(a, ' / ')})`;
export const cmykString = ({ c, m, y, k }: Cmyk, a: number) => `device-cmyk(${c}% ${m}% ${y}% ${k}%${alphaPart(a, ' / ')})`;
