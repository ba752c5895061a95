import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Triple<K extends string> = Record<K, number>;
interface Out {
  inputFormat: string;
  hex: string;
  hex8: string;
  rgb: string;
  hsl: string;
  hwb: string;
  lab: string;
  lch: string;
  oklab: string;
  oklch: string;
  cmyk: string;
  alpha: number;
  channels: {
    rgb: Triple<'r' | 'g' | 'b'>;
    hsl: Triple<'h' | 's' | 'l'>;
    hwb: Triple<'h' | 'w' | 'b'>;
    lab: Triple<'l' | 'a' | 'b'>;
    lch: Triple<'l' | 'c' | 'h'>;
    oklab: Triple<'l' | 'a' | 'b'>;
    oklch: Triple<'l' | 'c' | 'h'>;
    cmyk: Triple<'c' | 'm' | 'y' | 'k'>;
  };
  name: string | null;
  nearestName: string;
  nearestNameHex: string;
  nearestNameDistance: number;
  luminance: number;
  contrast?: { foreground: string; background: string; ratio: number; aaNormal: boolean; aaLarge: boolean; aaaNormal: boolean; aaaLarge: boolean };
}

const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

// ---------- reference implementations from the published formulas ----------

const toLinear = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const mul = (m: number[][], v: number[]) => m.map((row) => row[0]! * v[0]! + row[1]! * v[1]! + row[2]! * v[2]!);

/** CSS Color 4 sample code: linear sRGB → XYZ (D65) → Bradford → XYZ (D50) → Lab. */
function refLab(r: number, g: number, b: number) {
  const xyz65 = mul(
    [
      [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
      [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
      [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ],
    [toLinear(r), toLinear(g), toLinear(b)],
  );
  const xyz50 = mul(
    [
      [1.0479298208405488, 0.022946793341019088, -0.05019222954313557],
      [0.029627815688159344, 0.990434484573249, -0.01707382502938514],
      [-0.009243058152591178, 0.015055144896577895, 0.7518742899580008],
    ],
    xyz65,
  );
  const white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = xyz50.map((v, i) => f(v / white[i]!)) as [number, number, number];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** Björn Ottosson's OKLab. */
function refOklab(r: number, g: number, b: number) {
  const lin = [toLinear(r), toLinear(g), toLinear(b)];
  const lms = mul(
    [
      [0.4122214708, 0.5363325363, 0.0514459929],
      [0.2119034982, 0.6806995451, 0.1073969566],
      [0.0883024619, 0.2817188376, 0.6299787005],
    ],
    lin,
  ).map(Math.cbrt);
  const [L, A, B] = mul(
    [
      [0.2104542553, 0.793617785, -0.0040720468],
      [1.9779984951, -2.428592205, 0.4505937099],
      [0.0259040371, 0.7827717662, -0.808675766],
    ],
    lms,
  ) as [number, number, number];
  return { l: L, a: A, b: B };
}

function refHsl(r: number, g: number, b: number) {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === R) h = 60 * (((G - B) / d) % 6);
    else if (max === G) h = 60 * ((B - R) / d + 2);
    else h = 60 * ((R - G) / d + 4);
  }
  return { h: (h + 360) % 360, s: s * 100, l: l * 100 };
}

function refContrast(a: [number, number, number], b: [number, number, number]) {
  const lum = ([r, g, bl]: [number, number, number]) => 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(bl);
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('color-converter', () => {
  itReproducesItsExample(tool);

  describe('edge cases', () => {
    it('HSL, HWB and CMYK round-trip: every one of 1024 colours spread over sRGB converts back to the same hex', async () => {
    for (let i = 0; i < 1024; i++) {
      const hex = `#${((i * 4 * 2654435761) >>> 8 & 0xffffff).toString(16).padStart(6, '0')}`;
      const data = await run({ color: hex });
      for (const notation of [data.hsl, data.hwb, data.cmyk]) expect([hex, notation, (await run({ color: notation })).hex]).toEqual([hex, notation, hex]);
    }
    // whole numbers stay whole when they already round-trip
    expect(await run({ color: '#ff0000' })).toMatchObject({ hsl: 'hsl(0, 100%, 50%)', hwb: 'hwb(0 0% 0%)', cmyk: 'device-cmyk(0% 100% 100% 0%)' });
    expect((await run({ color: '#3a7bd580' })).hsl).toMatch(/^hsla\([\d.]+, [\d.]+%, [\d.]+%, 0\.5\)$/);
  }, 120_000);

  it('treats an empty colour as missing', async () => {
      await runError(tool, { color: '' }, 'MISSING_REQUIRED');
      await runError(tool, { background: '#ffffff' }, 'MISSING_REQUIRED');
    });

    it('rejects the unicode sample, listing the accepted formats', async () => {
      expect(await runError(tool, { color: UNICODE_SAMPLE }, 'INVALID_INPUT')).toBe(
        'Unrecognised colour "À😀中". Accepted: hex (#rgb, #rgba, #rrggbb, #rrggbbaa, with or without #), rgb()/rgba(), hsl()/hsla(), hwb(), lab(), lch(), oklab(), oklch(), device-cmyk() and the 148 CSS colour names (e.g. rebeccapurple).',
      );
    });

    it('handles the largest allowed input and rejects a longer one', async () => {
      const max = tool.definition.parameters.find((p) => p.name === 'color')!.validation!.maxLength!;
      const color = `rgb(${'0'.repeat(max - 12)}1, 0, 0)`;
      expect(color.length).toBe(max);
      expect((await run({ color })).hex).toBe('#010000');
      const spaces = largestInput(tool, 'color', ' ');
      expect(await runError(tool, { color: spaces }, 'INVALID_INPUT')).toMatch(/^Unrecognised colour/);
      await runError(tool, { color: oversizedInput(tool, 'color') }, 'CONSTRAINT_VIOLATION');
    });

    it('shortens a long unparseable input in the message', async () => {
      const message = await runError(tool, { color: 'x'.repeat(150) }, 'INVALID_INPUT');
      expect(message).toMatch(new RegExp(`^Unrecognised colour "${'x'.repeat(60)}…"\\. Accepted:`));
    });

    it('suggests the closest colour name for a typo', async () => {
      expect(await runError(tool, { color: 'rebecapurple' }, 'INVALID_INPUT')).toMatch(/Did you mean "rebeccapurple"\?/);
      expect(await runError(tool, { color: 'light grey blue' }, 'INVALID_INPUT')).not.toMatch(/Did you mean/);
    });

    it('rejects malformed functional notations and a non-hex background', async () => {
      await runError(tool, { color: 'rgb(255 0 0 0)' }, 'INVALID_INPUT');
      await runError(tool, { color: 'lab(50% 10)' }, 'INVALID_INPUT');
      await runError(tool, { color: '#ff00' + 'zz' }, 'INVALID_INPUT');
      await runError(tool, { color: 'red', background: 'white' }, 'INVALID_INPUT');
    });
  });

  describe('parsing', () => {
    it('reads every notation of the same red', async () => {
      const cases: Array<[string, string]> = [
        ['#f00', 'hex'],
        ['#FF0000', 'hex'],
        ['ff0000', 'hex'],
        ['rgb(255, 0, 0)', 'rgb'],
        ['rgb(100% 0% 0%)', 'rgb'],
        ['RGB(255 0 0)', 'rgb'],
        ['hsl(0, 100%, 50%)', 'hsl'],
        ['hsl(360deg 100% 50%)', 'hsl'],
        ['hsl(1turn 100% 50%)', 'hsl'],
        ['hwb(0 0% 0%)', 'hwb'],
        ['lab(54.29% 80.8 69.89)', 'lab'],
        ['lab(54.29 64.64% 55.91%)', 'lab'],
        ['lch(54.29% 106.84 40.85)', 'lch'],
        ['oklab(0.628 0.2249 0.1258)', 'oklab'],
        ['oklch(62.8% 0.2577 29.23deg)', 'oklch'],
        ['device-cmyk(0% 100% 100% 0%)', 'cmyk'],
        ['Red', 'name'],
        ['  red  ', 'name'],
      ];
      for (const [color, format] of cases) {
        const data = await run({ color });
        expect(data.hex, color).toBe('#ff0000');
        expect(data.inputFormat, color).toBe(format);
        expect(data.name, color).toBe('red');
      }
    });

    it('keeps alpha from every notation', async () => {
      for (const color of ['#ff000080', 'f008', 'rgba(255, 0, 0, 0.5)', 'rgb(255 0 0 / 50%)', 'hsla(0, 100%, 50%, .5)', 'lab(54.29% 80.8 69.89 / 0.5)']) {
        const data = await run({ color });
        expect(data.alpha, color).toBeCloseTo(0.5, 1);
        expect(data.hex8.slice(0, 7), color).toBe('#ff0000');
        expect(data.name, color).toBeNull();
        expect(data.nearestName, color).toBe('red');
      }
      const half = await run({ color: 'rgb(255 0 0 / 50%)' });
      expect(half).toMatchObject({
        hex: '#ff000080',
        hex8: '#ff000080',
        rgb: 'rgba(255, 0, 0, 0.5)',
        hsl: 'hsla(0, 100%, 50%, 0.5)',
        hwb: 'hwb(0 0% 0% / 0.5)',
        lab: 'lab(54.29% 80.81 69.89 / 0.5)',
        lch: 'lch(54.29% 106.84 40.85 / 0.5)',
        cmyk: 'device-cmyk(0% 100% 100% 0% / 0.5)',
      });
      expect(await run({ color: 'transparent' })).toMatchObject({ name: 'transparent', alpha: 0, hex: '#00000000' });
    });

    it('clips colours outside sRGB and warns about it', async () => {
      const result = await runTool(tool, { color: 'oklch(0.7 0.4 30)' });
      expect(result.success && result.data).toMatchObject({ hex: '#ff0000', inputFormat: 'oklch' });
      expect(result.metadata?.warnings).toEqual(['oklch(0.7 0.4 30) is outside the sRGB gamut; it was clipped to the nearest displayable sRGB colour.']);
      expect((await runTool(tool, { color: 'lab(50% 150 0)' })).metadata?.warnings?.[0]).toMatch(/outside the sRGB gamut/);
      expect((await runTool(tool, { color: 'lab(54.29% 80.8 69.89)' })).metadata?.warnings).toBeUndefined();
      expect((await runTool(tool, { color: 'lch(46.72% 46.61 266.87)' })).metadata?.warnings).toBeUndefined();
    });
  });

  describe('outputs', () => {
    it('converts a known colour to every notation', async () => {
      const data = await run({ color: '#663399' });
      expect(data).toMatchObject({
        hex: '#663399',
        hex8: '#663399ff',
        rgb: 'rgb(102, 51, 153)',
        hsl: 'hsl(270, 50%, 40%)',
        hwb: 'hwb(270 20% 40%)',
        cmyk: 'device-cmyk(33.3% 66.7% 0% 40%)',
        alpha: 1,
        name: 'rebeccapurple',
        nearestName: 'rebeccapurple',
        nearestNameDistance: 0,
      });
      expect(data.channels.rgb).toEqual({ r: 102, g: 51, b: 153 });
      expect(data.channels.hsl).toEqual({ h: 270, s: 50, l: 40 });
      expect(data.channels.cmyk).toEqual({ c: 33.3, m: 66.7, y: 0, k: 40 });
      expect(data.lab).toBe(`lab(${data.channels.lab.l}% ${data.channels.lab.a} ${data.channels.lab.b})`);
    });

    it('matches the published Lab value of red, lab(54.29 80.8 69.89), within 0.1', async () => {
      const { lab, lch } = (await run({ color: '#ff0000' })).channels;
      expect(Math.abs(lab.l - 54.29)).toBeLessThan(0.1);
      expect(Math.abs(lab.a - 80.8)).toBeLessThan(0.1);
      expect(Math.abs(lab.b - 69.89)).toBeLessThan(0.1);
      expect(Math.abs(lch.c - 106.84)).toBeLessThan(0.1);
      expect(Math.abs(lch.h - 40.85)).toBeLessThan(0.1);
      expect((await run({ color: '#ffffff' })).channels.lab).toEqual({ l: 100, a: 0, b: 0 });
      expect((await run({ color: '#000000' })).channels.oklch).toEqual({ l: 0, c: 0, h: 0 });
    });

    it('finds the perceptually nearest named colour', async () => {
      expect(await run({ color: '#ff6348' })).toMatchObject({ name: null, nearestName: 'tomato', nearestNameHex: '#ff6347' });
      expect((await run({ color: '#ff6348' })).nearestNameDistance).toBeLessThan(0.5);
      expect((await run({ color: '#010101' })).nearestName).toBe('black');
      expect((await run({ color: '#00ffff' })).name).toBe('aqua');
    });

    it('reports the WCAG relative luminance', async () => {
      expect((await run({ color: 'white' })).luminance).toBe(1);
      expect((await run({ color: 'black' })).luminance).toBe(0);
      expect((await run({ color: '#ff0000' })).luminance).toBe(0.2126);
      expect((await run({ color: '#808080' })).luminance).toBe(0.2159);
    });
  });

  describe('contrast', () => {
    it('is absent without a background', async () => {
      expect((await run({ color: 'red' })).contrast).toBeUndefined();
    });

    it('gives 21:1 for black on white and 1:1 for a colour on itself', async () => {
      expect((await run({ color: 'black', background: '#fff' })).contrast).toEqual({
        foreground: '#000000',
        background: '#ffffff',
        ratio: 21,
        aaNormal: true,
        aaLarge: true,
        aaaNormal: true,
        aaaLarge: true,
      });
      expect((await run({ color: '#123456', background: '#123456' })).contrast).toMatchObject({ ratio: 1, aaLarge: false });
    });

    it('never rounds a failing ratio up: #777 on white is 4.47 and fails AA', async () => {
      expect((await run({ color: '#777777', background: '#ffffff' })).contrast).toMatchObject({
        ratio: 4.47,
        aaNormal: false,
        aaLarge: true,
        aaaNormal: false,
        aaaLarge: false,
      });
      expect((await run({ color: '#767676', background: '#ffffff' })).contrast).toMatchObject({ ratio: 4.54, aaNormal: true, aaaLarge: true });
      expect((await run({ color: '#595959', background: '#ffffff' })).contrast).toMatchObject({ ratio: 7, aaaNormal: true });
    });

    it('blends a translucent colour over the background, and a translucent background over white', async () => {
      expect((await run({ color: '#ff000080', background: '#000000' })).contrast).toMatchObject({ foreground: '#800000', background: '#000000' });
      expect((await run({ color: 'black', background: '#00000080' })).contrast).toMatchObject({ background: '#7f7f7f', foreground: '#000000' });
    });
  });

  describe('differential against reference formulas', () => {
    it('matches Lab, LCH, OKLab, OKLCH, HSL and hex/rgb for random colours', async () => {
      const random = prng(1931);
      for (let i = 0; i < 200; i++) {
        const [r, g, b] = [0, 0, 0].map(() => Math.floor(random() * 256)) as [number, number, number];
        const hex = `#${hex2(r)}${hex2(g)}${hex2(b)}`;
        const data = await run({ color: hex });
        expect(data.hex).toBe(hex);
        expect(data.channels.rgb).toEqual({ r: parseInt(hex.slice(1, 3), 16), g: parseInt(hex.slice(3, 5), 16), b: parseInt(hex.slice(5, 7), 16) });
        expect(data.rgb).toBe(`rgb(${r}, ${g}, ${b})`);

        const lab = refLab(r, g, b);
        expect(Math.abs(data.channels.lab.l - lab.l), `${hex} L`).toBeLessThan(0.05);
        expect(Math.abs(data.channels.lab.a - lab.a), `${hex} a`).toBeLessThan(0.1);
        expect(Math.abs(data.channels.lab.b - lab.b), `${hex} b`).toBeLessThan(0.1);
        const chroma = Math.hypot(lab.a, lab.b);
        expect(Math.abs(data.channels.lch.c - chroma), `${hex} C`).toBeLessThan(0.1);
        if (chroma > 1) expect(hueDistance(data.channels.lch.h, (Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360, `${hex} h`).toBeLessThan(0.2);

        const ok = refOklab(r, g, b);
        expect(Math.abs(data.channels.oklab.l - ok.l), `${hex} oklab L`).toBeLessThan(0.001);
        expect(Math.abs(data.channels.oklab.a - ok.a), `${hex} oklab a`).toBeLessThan(0.001);
        expect(Math.abs(data.channels.oklab.b - ok.b), `${hex} oklab b`).toBeLessThan(0.001);
        expect(Math.abs(data.channels.oklch.c - Math.hypot(ok.a, ok.b)), `${hex} oklch C`).toBeLessThan(0.001);

        const hsl = refHsl(r, g, b);
        expect(hueDistance(data.channels.hsl.h, hsl.h), `${hex} hsl h`).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(data.channels.hsl.s - hsl.s), `${hex} hsl s`).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(data.channels.hsl.l - hsl.l), `${hex} hsl l`).toBeLessThanOrEqual(0.5 + 1e-9);
      }
    });

    it('converts reference Lab and precise HSL back to the same rgb', async () => {
      const random = prng(77);
      for (let i = 0; i < 100; i++) {
        const [r, g, b] = [0, 0, 0].map(() => Math.floor(random() * 256)) as [number, number, number];
        const hex = `#${hex2(r)}${hex2(g)}${hex2(b)}`;
        const lab = refLab(r, g, b);
        const fromLab = await run({ color: `lab(${lab.l.toFixed(4)}% ${lab.a.toFixed(4)} ${lab.b.toFixed(4)})` });
        const { r: r2, g: g2, b: b2 } = fromLab.channels.rgb;
        expect(Math.max(Math.abs(r2 - r), Math.abs(g2 - g), Math.abs(b2 - b)), `${hex} via lab`).toBeLessThanOrEqual(1);
        const hsl = refHsl(r, g, b);
        const fromHsl = await run({ color: `hsl(${hsl.h.toFixed(6)} ${hsl.s.toFixed(6)}% ${hsl.l.toFixed(6)}%)` });
        expect(fromHsl.hex, `${hex} via hsl`).toBe(hex);
      }
    });

    it('matches the WCAG contrast formula (floored to 2 decimals)', async () => {
      const random = prng(4);
      for (let i = 0; i < 100; i++) {
        const fg = [0, 0, 0].map(() => Math.floor(random() * 256)) as [number, number, number];
        const bg = [0, 0, 0].map(() => Math.floor(random() * 256)) as [number, number, number];
        const ratio = refContrast(fg, bg);
        const data = await run({ color: `#${fg.map(hex2).join('')}`, background: `#${bg.map(hex2).join('')}` });
        expect(data.contrast!.ratio).toBe(Math.floor(ratio * 100) / 100);
        expect(data.contrast!.aaNormal).toBe(ratio >= 4.5);
        expect(data.contrast!.aaaNormal).toBe(ratio >= 7);
        expect(data.contrast!.aaLarge).toBe(ratio >= 3);
      }
    });
  });
});
