/** WCAG 2.x colour maths shared by the colour and image tools (sRGB, 0–255 channels). */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** One sRGB channel (0–255) as linear light (WCAG 2.x uses the sRGB standard's 0.04045 knee). */
function linear(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of an opaque sRGB colour: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two relative luminances, in either order: 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The colour channels of #rgb, #rgba, #rrggbb or #rrggbbaa (alpha ignored). */
export function hexRgb(color: string): Rgb {
  let hex = color.startsWith('#') ? color.slice(1) : color;
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
  const at = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return { r: at(0), g: at(2), b: at(4) };
}
