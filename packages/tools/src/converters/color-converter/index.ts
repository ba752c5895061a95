import { colord, extend, getFormat, type Colord, type RgbaColor } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import cmykPlugin from 'colord/plugins/cmyk';
import hwbPlugin from 'colord/plugins/hwb';
import labPlugin from 'colord/plugins/lab';
import lchPlugin from 'colord/plugins/lch';
import namesPlugin from 'colord/plugins/names';
import oklabPlugin from 'colord/plugins/oklab';
import oklchPlugin from 'colord/plugins/oklch';
import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { relativeLuminance } from '../../_shared/wcag.js';
import { cmykString, hslString, hwbString, toCmyk, toHsl, toHwb } from '../../_shared/color-notation.js';
import definition from './definition.js';

extend([namesPlugin, labPlugin, lchPlugin, cmykPlugin, hwbPlugin, a11yPlugin, oklabPlugin, oklchPlugin]);

/** The 148 CSS named colours (CSS Color 4 §6.1), alphabetical, without `transparent`. */
const NAMED =
  'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc bisque:ffe4c4 ' +
  'black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a burlywood:deb887 ' +
  'cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 cornflowerblue:6495ed cornsilk:fff8dc ' +
  'crimson:dc143c cyan:00ffff darkblue:00008b darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 ' +
  'darkgreen:006400 darkgrey:a9a9a9 darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 ' +
  'darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b ' +
  'darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 deeppink:ff1493 ' +
  'deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff firebrick:b22222 floralwhite:fffaf0 ' +
  'forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 ' +
  'green:008000 greenyellow:adff2f grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ' +
  'ivory:fffff0 khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd ' +
  'lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2 lightgray:d3d3d3 ' +
  'lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a lightseagreen:20b2aa ' +
  'lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 lightsteelblue:b0c4de lightyellow:ffffe0 ' +
  'lime:00ff00 limegreen:32cd32 linen:faf0e6 magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa ' +
  'mediumblue:0000cd mediumorchid:ba55d3 mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee ' +
  'mediumspringgreen:00fa9a mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa ' +
  'mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 olivedrab:6b8e23 ' +
  'orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa palegreen:98fb98 paleturquoise:afeeee ' +
  'palevioletred:db7093 papayawhip:ffefd5 peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 ' +
  'purple:800080 rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 saddlebrown:8b4513 ' +
  'salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d silver:c0c0c0 skyblue:87ceeb ' +
  'slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa springgreen:00ff7f steelblue:4682b4 tan:d2b48c ' +
  'teal:008080 thistle:d8bfd8 tomato:ff6347 turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff ' +
  'whitesmoke:f5f5f5 yellow:ffff00 yellowgreen:9acd32';

const NAMES: Array<[string, string]> = NAMED.split(' ').map((entry) => {
  const [name, hex] = entry.split(':') as [string, string];
  return [name, `#${hex}`];
});
let namedColords: Array<[string, string, Colord]> | undefined;

const ACCEPTED =
  'Accepted: hex (#rgb, #rgba, #rrggbb, #rrggbbaa, with or without #), rgb()/rgba(), hsl()/hsla(), hwb(), lab(), lch(), oklab(), oklch(), device-cmyk() and the 148 CSS colour names (e.g. rebeccapurple)';

const NUM = '([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:e[+-]?\\d+)?)';
/** lab(), lch(), oklab() and oklch() with CSS Color 4 space syntax. */
const FUNCTIONAL = new RegExp(
  `^(lab|lch|oklab|oklch)\\(\\s*${NUM}(%)?\\s+${NUM}(%)?\\s+${NUM}(%|deg|rad|grad|turn)?\\s*(?:\\/\\s*${NUM}(%)?\\s*)?\\)$`,
  'i',
);
const ANGLE: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };

interface Functional {
  space: 'lab' | 'lch' | 'oklab' | 'oklch';
  l: number;
  /** Cartesian a/b (polar spaces converted), for the gamut check. */
  a: number;
  b: number;
  alpha: number;
}

/** Reads lab()/lch()/oklab()/oklch() with the CSS percentage references (100% L = 100 or 1, a/b = 125 or 0.4, C = 150 or 0.4). */
function parseFunctional(text: string): Functional | undefined {
  const m = FUNCTIONAL.exec(text);
  if (!m) return undefined;
  const space = m[1]!.toLowerCase() as Functional['space'];
  const ok = space.startsWith('ok');
  const value = (i: number, percentRef: number) => Number(m[i]) * (m[i + 1] === '%' ? percentRef / 100 : 1);
  const l = value(2, ok ? 1 : 100);
  const alpha = m[8] === undefined ? 1 : Math.min(1, Math.max(0, Number(m[8]) / (m[9] ? 100 : 1)));
  if (space === 'lab' || space === 'oklab') {
    const ref = ok ? 0.4 : 125;
    if (m[7] !== undefined && m[7] !== '%') return undefined;
    return { space, l, a: value(4, ref), b: value(6, ref), alpha };
  }
  if (m[7] === '%') return undefined;
  const c = value(4, ok ? 0.4 : 150);
  const h = (Number(m[6]) * (ANGLE[(m[7] ?? 'deg').toLowerCase()] ?? 1) * Math.PI) / 180;
  return { space, l, a: c * Math.cos(h), b: c * Math.sin(h), alpha };
}

function parseColor(input: string): { color: Colord; format: string; functional?: Functional } | undefined {
  let text = input.trim();
  if (/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text)) text = `#${text}`;
  const functional = parseFunctional(text);
  if (functional?.space === 'lab') {
    const color = colord({ l: functional.l, a: functional.a, b: functional.b, alpha: functional.alpha });
    return color.isValid() ? { color, format: 'lab', functional } : undefined;
  }
  const color = colord(text);
  if (!color.isValid()) return undefined;
  const format = getFormat(text) ?? 'name';
  return { color, format, ...(functional ? { functional } : {}) };
}

/** True when a Lab/LCH/OKLab/OKLCH input lies outside sRGB, so the conversion clipped it. */
function outOfGamut(f: Functional, color: Colord): boolean {
  const ok = f.space.startsWith('ok');
  const back = ok ? color.toOklab() : color.toLab();
  const tolerance = ok ? 0.003 : 0.3;
  return Math.abs(back.l - f.l) > tolerance || Math.abs(back.a - f.a) > tolerance || Math.abs(back.b - f.b) > tolerance;
}

function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

function suggestion(input: string): string {
  const word = input.trim().toLowerCase().replace(/[\s_-]+/g, '');
  if (!/^[a-z]{3,30}$/.test(word)) return '';
  let best: [string, number] | undefined;
  for (const [name] of NAMES) {
    const d = levenshtein(word, name);
    if (d <= 2 && (!best || d < best[1])) best = [name, d];
  }
  return best ? ` Did you mean "${best[0]}"?` : '';
}

/** `top` drawn over the opaque `bottom` (source-over). */
function blend(top: RgbaColor, bottom: RgbaColor): RgbaColor {
  const mix = (x: number, y: number) => x * top.a + y * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const alphaSuffix = (a: number) => (a < 1 ? ` / ${a}` : '');
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits + 0;

export default defineTool(definition, (params) => {
  const input = params.color;
  const parsed = parseColor(input);
  if (!parsed) {
    const shown = input.length > 60 ? `${input.slice(0, 60)}…` : input;
    return failure('INVALID_INPUT', `Unrecognised colour "${shown}".${suggestion(input)} ${ACCEPTED}.`);
  }
  const { color } = parsed;
  const warnings: string[] = [];
  if (parsed.functional && outOfGamut(parsed.functional, color))
    warnings.push(`${input.trim()} is outside the sRGB gamut; it was clipped to the nearest displayable sRGB colour.`);

  const { r, g, b, a: alpha } = color.toRgb();
  const hsl = toHsl({ r, g, b });
  const hwb = toHwb({ r, g, b });
  const lab = color.toLab();
  const lch = color.toLch();
  const oklab = color.toOklab();
  const oklch = color.toOklch();
  const cmyk = toCmyk({ r, g, b });
  const hex8 = colord({ ...color.rgba, a: 1 }).toHex() + Math.round(color.rgba.a * 255).toString(16).padStart(2, '0');

  const opaque = colord({ ...color.rgba, a: 1 });
  namedColords ??= NAMES.map(([name, hex]) => [name, hex, colord(hex)]);
  const exact = alpha === 1 ? namedColords.find(([, hex]) => hex === opaque.toHex()) : undefined;
  let nearest = exact ?? namedColords[0]!;
  let distance = exact ? 0 : Infinity;
  if (!exact)
    for (const candidate of namedColords) {
      const d = opaque.delta(candidate[2]);
      if (d < distance) [nearest, distance] = [candidate, d];
    }

  const data: Record<string, unknown> = {
    inputFormat: parsed.format,
    hex: color.toHex(),
    hex8,
    rgb: color.toRgbString(),
    hsl: hslString(hsl, alpha),
    hwb: hwbString(hwb, alpha),
    lab: `lab(${lab.l}% ${lab.a} ${lab.b}${alphaSuffix(alpha)})`,
    lch: color.toLchString(),
    oklab: color.toOklabString(),
    oklch: color.toOklchString(),
    cmyk: cmykString(cmyk, alpha),
    alpha,
    channels: {
      rgb: { r, g, b },
      hsl: { h: hsl.h, s: hsl.s, l: hsl.l },
      hwb: { h: hwb.h, w: hwb.w, b: hwb.b },
      lab: { l: lab.l, a: lab.a, b: lab.b },
      lch: { l: lch.l, c: lch.c, h: lch.h },
      oklab: { l: oklab.l, a: oklab.a, b: oklab.b },
      oklch: { l: oklch.l, c: oklch.c, h: oklch.h },
      cmyk: { c: cmyk.c, m: cmyk.m, y: cmyk.y, k: cmyk.k },
    },
    name: alpha === 0 && r === 0 && g === 0 && b === 0 ? 'transparent' : (exact?.[0] ?? null),
    nearestName: nearest[0],
    nearestNameHex: nearest[1],
    nearestNameDistance: round(distance * 100, 1),
    luminance: round(relativeLuminance(color.rgba), 4),
  };

  if (params.background !== undefined) {
    const white: RgbaColor = { r: 255, g: 255, b: 255, a: 1 };
    const back = colord(params.background).rgba;
    const background = back.a < 1 ? blend(back, white) : back;
    const foreground = color.rgba.a < 1 ? blend(color.rgba, background) : color.rgba;
    const ratio = colord(foreground).contrast(colord(background));
    data.contrast = {
      foreground: colord(foreground).toHex(),
      background: colord(background).toHex(),
      ratio,
      aaNormal: ratio >= 4.5,
      aaLarge: ratio >= 3,
      aaaNormal: ratio >= 7,
      aaaLarge: ratio >= 4.5,
    };
  }
  return withWarnings(success(data), warnings);
});
