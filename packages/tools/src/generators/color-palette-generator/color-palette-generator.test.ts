import { describe, expect, it } from 'vitest';
import { colord } from 'colord';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Swatch { hex: string; rgb: string; hsl: string; name: string; contrastWhite: number; contrastBlack: number; textColor: string }
interface Out { base: Swatch; palettes: { name: string; swatches: Swatch[] }[] }
const palette = async (color: string, name: string, extra: Record<string, unknown> = {}) =>
  (await runOk<Out>(tool, { color, palette: name, ...extra })).palettes[0]!.swatches.map((s) => s.hex);

// independent references (culori is not installed): textbook HSL and WCAG formulas
const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (rgb: number[]) => '#' + rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
function rotate(hex: string, degrees: number): string {
  const [r, g, b] = rgbOf(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b), min = Math.min(r, g, b), l = (max + min) / 2, d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = d === 0 ? 0 : max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s, x = c * (1 - Math.abs(((h / 60) % 2) - 1)), m = l - c / 2;
  const [r1, g1, b1] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return toHex([r1, g1, b1].map((v) => (v + m) * 255));
}
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = rgbOf(hex).map((v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('color-palette-generator', () => {
  itReproducesItsExample(tool);

  it('writes each swatch in HSL that converts back to the same hex (whole-number HSL did not for most colours)', async () => {
    for (const color of ['#3b82f6', '#1a25bf', '#ff7f50', '#123456']) {
      const out = await runOk<Out>(tool, { color });
      for (const swatch of out.palettes.flatMap((p) => p.swatches)) expect([swatch.hsl, colord(swatch.hsl).toHex()]).toEqual([swatch.hsl, swatch.hex]);
    }
  });

  it('returns every palette in a fixed order by default', async () => {
    const out = await runOk<Out>(tool, { color: '#3b82f6' });
    expect(out.palettes.map((p) => [p.name, p.swatches.length])).toEqual([
      ['tints', 5], ['shades', 5], ['tones', 5], ['monochromatic', 5], ['complementary', 2], ['analogous', 3], ['triadic', 3], ['tetradic', 4], ['split-complementary', 3],
    ]);
  });

  it('rotates hues exactly like a textbook HSL rotation (differential)', async () => {
    // colord converts through HSV with intermediate rounding: allow one 8-bit step per channel
    const near = (actual: string[], expected: string[]) => {
      expect(actual).toHaveLength(expected.length);
      actual.forEach((hex, i) => rgbOf(hex).forEach((v, k) => expect(Math.abs(v - rgbOf(expected[i]!)[k]!), `${hex} vs ${expected[i]}`).toBeLessThanOrEqual(1)));
    };
    for (const color of ['#3b82f6', '#ff0000', '#123456', '#c0ffee', '#808000', '#f0e68c']) {
      near(await palette(color, 'complementary'), [color, rotate(color, 180)]);
      near(await palette(color, 'analogous'), [rotate(color, -30), color, rotate(color, 30)]);
      near(await palette(color, 'triadic'), [color, rotate(color, 120), rotate(color, 240)]);
      near(await palette(color, 'tetradic'), [color, rotate(color, 90), rotate(color, 180), rotate(color, 270)]);
      near(await palette(color, 'split-complementary'), [color, rotate(color, 150), rotate(color, 210)]);
    }
    expect(await palette('#3b82f6', 'analogous')).toEqual(['#3be0f6', '#3b82f6', '#523bf6']);
    expect(await palette('#3b82f6', 'tetradic')).toEqual(['#3b82f6', '#f63bdf', '#f6af3b', '#3bf652']);
    expect(await palette('#3b82f6', 'split-complementary')).toEqual(['#3b82f6', '#f6523b', '#dff63b']);
    expect(await palette('#ff0000', 'triadic')).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    expect(await palette('#ff0000', 'complementary')).toEqual(['#ff0000', '#00ffff']);
  });

  it('mixes tints, shades and tones in sRGB like a linear blend, and in Lab by default', async () => {
    const blend = (hex: string, to: number, t: number) => toHex(rgbOf(hex).map((v) => v + (to - v) * t));
    const base = '#3b82f6';
    expect(await palette(base, 'tints', { count: 3, mixSpace: 'rgb' })).toEqual([0.25, 0.5, 0.75].map((t) => blend(base, 255, t)));
    expect(await palette(base, 'shades', { count: 3, mixSpace: 'rgb' })).toEqual([0.25, 0.5, 0.75].map((t) => blend(base, 0, t)));
    expect(await palette(base, 'tones', { count: 3, mixSpace: 'rgb' })).toEqual([0.25, 0.5, 0.75].map((t) => blend(base, 128, t)));
    expect(await palette('#ff0000', 'tints', { count: 1, mixSpace: 'rgb' })).toEqual(['#ff8080']);
    expect(await palette(base, 'tints', { count: 2 })).toEqual(['#8ea9fa', '#c9d3fd']);
    expect(await palette(base, 'shades', { count: 2 })).toEqual(['#30559d', '#1f2c4c']);
    expect(await palette(base, 'tones', { count: 2 })).toEqual(['#6381ce', '#7680a7']);
  });

  it('builds a monochromatic lightness scale with the same hue', async () => {
    const out = await runOk<Out>(tool, { color: '#ff0000', palette: 'monochromatic', count: 5 });
    expect(out.palettes[0]!.swatches.map((s) => s.hsl)).toEqual(['hsl(0, 100%, 10%)', 'hsl(0, 100%, 30%)', 'hsl(0, 100%, 50%)', 'hsl(0, 100%, 70%)', 'hsl(0, 100%, 90%)']);
    expect(await palette('#ff0000', 'monochromatic', { count: 1 })).toEqual(['#ff0000']);
  });

  it('reports WCAG contrast against white and black, truncated, and the better text colour', async () => {
    const out = await runOk<Out>(tool, { color: '#767676' });
    for (const s of [out.base, ...out.palettes.flatMap((p) => p.swatches)]) {
      expect(s.contrastWhite).toBe(Math.floor(contrast(s.hex, '#ffffff') * 100) / 100);
      expect(s.contrastBlack).toBe(Math.floor(contrast(s.hex, '#000000') * 100) / 100);
      expect(s.textColor).toBe(s.contrastWhite >= s.contrastBlack ? '#ffffff' : '#000000');
    }
    expect(out.base).toEqual({ hex: '#767676', rgb: 'rgb(118, 118, 118)', hsl: 'hsl(0, 0%, 46.3%)', name: 'gray', contrastWhite: 4.54, contrastBlack: 4.62, textColor: '#000000' });
    const white = (await runOk<Out>(tool, { color: '#fff', palette: 'tints' })).base;
    expect([white.hex, white.contrastWhite, white.contrastBlack, white.name]).toEqual(['#ffffff', 1, 21, 'white']);
  });

  it('ignores alpha and warns about gray bases', async () => {
    const r = await runTool(tool, { color: '#3b82f680', palette: 'complementary' });
    expect(r.data.base.hex).toBe('#3b82f6');
    expect(r.metadata?.warnings).toEqual(['The alpha channel of the base colour was ignored; palettes are built from the opaque colour.']);
    const gray = await runTool(tool, { color: '#808080', palette: 'triadic' });
    expect(gray.data.palettes[0].swatches.map((s: Swatch) => s.hex)).toEqual(['#808080', '#808080', '#808080']);
    expect(gray.metadata?.warnings).toEqual(['The base colour is a gray (no saturation): rotating its hue gives the same colour, so every harmony repeats it.']);
    expect((await runTool(tool, { color: '#808080', palette: 'tints' })).metadata?.warnings).toBeUndefined();
  });

  it('handles the largest step count', async () => {
    const out = await runOk<Out>(tool, { color: '#000', count: 20 });
    expect(out.palettes.find((p) => p.name === 'tints')!.swatches).toHaveLength(20);
    const tints = await palette('#000000', 'tints', { count: 20, mixSpace: 'rgb' });
    expect(tints[0]).toBe('#0c0c0c'); // 255 / 21 = 12.14
    expect(tints[19]).toBe('#f3f3f3');
  });

  it('rejects empty, unicode and malformed colours', async () => {
    await runError(tool, { color: '' }, 'MISSING_REQUIRED');
    await runError(tool, { color: UNICODE_SAMPLE }, 'INVALID_INPUT');
    await runError(tool, { color: '#12345' }, 'INVALID_INPUT');
    await runError(tool, { color: '#3b82f6', count: 21 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { color: '#3b82f6', palette: 'rainbow' }, 'CONSTRAINT_VIOLATION');
  });
});
