import { colord, extend, type Colord } from 'colord';
import hwbPlugin from 'colord/plugins/hwb';
import labPlugin from 'colord/plugins/lab';
import lchPlugin from 'colord/plugins/lch';
import namesPlugin from 'colord/plugins/names';
import oklabPlugin from 'colord/plugins/oklab';
import oklchPlugin from 'colord/plugins/oklch';
import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { contrastRatio, relativeLuminance as luminance, type Rgb } from '../../_shared/wcag.js';
import definition from './definition.js';

extend([namesPlugin, labPlugin, lchPlugin, hwbPlugin, oklabPlugin, oklchPlugin]);

const NUM = '([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:e[+-]?\\d+)?)(%?)';
const LAB = new RegExp(`^lab\\(\\s*${NUM}\\s+${NUM}\\s+${NUM}\\s*(?:/\\s*${NUM}\\s*)?\\)$`, 'i');


function parse(input: string): Colord | undefined {
  let text = input.trim();
  if (/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text)) text = `#${text}`;
  // colord reads lab objects but not CSS lab() strings
  const lab = LAB.exec(text);
  if (lab) {
    const v = (i: number, ref: number) => Number(lab[i]) * (lab[i + 1] ? ref / 100 : 1);
    const alpha = lab[7] === undefined ? 1 : Math.min(1, Math.max(0, Number(lab[7]) / (lab[8] ? 100 : 1)));
    const color = colord({ l: Math.min(100, Math.max(0, v(1, 100))), a: v(3, 125), b: v(5, 125), alpha });
    return color.isValid() ? color : undefined;
  }
  const color = colord(text);
  return color.isValid() ? color : undefined;
}

const contrast = (a: Rgb, b: Rgb) => contrastRatio(luminance(a), luminance(b));
const truncate2 = (r: number) => Math.floor(r * 100 + 1e-9) / 100;
const blend = (top: Rgb, alpha: number, under: Rgb): Rgb => ({
  r: top.r * alpha + under.r * (1 - alpha),
  g: top.g * alpha + under.g * (1 - alpha),
  b: top.b * alpha + under.b * (1 - alpha),
});
const toHex = (c: Rgb) => colord({ ...c, a: 1 }).toHex();
const round8 = (c: Rgb): Rgb => ({ r: Math.round(c.r), g: Math.round(c.g), b: Math.round(c.b) });

/** The smallest OKLCH lightness change (same chroma and hue) whose 8-bit colour reaches `target` against `bg`. */
function nearest(fg: Rgb, bg: Rgb, target: number) {
  const { l, c, h } = colord({ ...fg, a: 1 }).toOklch();
  const step = 0.001;
  const found: { hex: string; ratio: number; delta: number }[] = [];
  for (const dir of [-1, 1]) {
    for (let k = 1; k <= 1000; k++) {
      const L = Math.min(1, Math.max(0, l + dir * k * step));
      const candidate = round8(colord(`oklch(${L} ${c} ${h})`).rgba);
      const ratio = contrast(candidate, bg);
      if (ratio >= target) {
        found.push({ hex: toHex(candidate), ratio, delta: Math.round((L - l) * 1000) / 1000 });
        break;
      }
      if (L === 0 || L === 1) break;
    }
  }
  found.sort((a, b) => Math.abs(a.delta) - Math.abs(b.delta));
  return found[0];
}

export default defineTool(definition, (params) => {
  const fg = parse(params.foreground);
  if (!fg) return failure('INVALID_INPUT', `Foreground "${params.foreground}" is not a CSS colour (try #rrggbb, rgb(), hsl(), oklch() or a colour name).`);
  const bg = parse(params.background);
  if (!bg) return failure('INVALID_INPUT', `Background "${params.background}" is not a CSS colour (try #rrggbb, rgb(), hsl(), oklch() or a colour name).`);
  const warnings: string[] = [];
  const white = { r: 255, g: 255, b: 255 };
  const bgRgb = bg.rgba;
  if (bgRgb.a < 1) warnings.push(`The background has alpha ${bgRgb.a}; it was composited over white.`);
  const effectiveBg = round8(bgRgb.a < 1 ? blend(bgRgb, bgRgb.a, white) : bgRgb);
  const fgRgb = fg.rgba;
  const effectiveFg = round8(fgRgb.a < 1 ? blend(fgRgb, fgRgb.a, effectiveBg) : fgRgb);
  const ratio = contrast(effectiveFg, effectiveBg);
  const suggestions = [];
  for (const [level, target] of [['AA', 4.5], ['AAA', 7]] as const) {
    if (ratio >= target) continue;
    const s = nearest(effectiveFg, effectiveBg, target);
    if (s) suggestions.push({ level, foreground: s.hex, ratio: truncate2(s.ratio), lightnessChange: s.delta });
    else warnings.push(`No lightness of this hue reaches ${target}:1 (${level}) on this background; change the background.`);
  }
  return withWarnings(
    success({
      ratio: truncate2(ratio),
      passes: { aaNormalText: ratio >= 4.5, aaLargeText: ratio >= 3, aaaNormalText: ratio >= 7, aaaLargeText: ratio >= 4.5, uiComponents: ratio >= 3 },
      foreground: fg.toHex(),
      background: bg.toHex(),
      effectiveForeground: toHex(effectiveFg),
      effectiveBackground: toHex(effectiveBg),
      foregroundLuminance: Math.round(luminance(effectiveFg) * 10000) / 10000,
      backgroundLuminance: Math.round(luminance(effectiveBg) * 10000) / 10000,
      suggestions,
    }),
    warnings,
  );
});
