import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  ratio: number;
  passes: Record<'aaNormalText' | 'aaLargeText' | 'aaaNormalText' | 'aaaLargeText' | 'uiComponents', boolean>;
  foreground: string; background: string; effectiveForeground: string; effectiveBackground: string;
  foregroundLuminance: number; backgroundLuminance: number;
  suggestions: { level: string; foreground: string; ratio: number; lightnessChange: number }[];
}
const run = (foreground: string, background: string) => runOk<Out>(tool, { foreground, background });

/** Hand-written WCAG 2.x relative luminance and contrast (reference for the differential test). */
function refLum(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((s) => (s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const refRatio = (a: string, b: string) => {
  const [x, y] = [refLum(a), refLum(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe('color-contrast-checker', () => {
  itReproducesItsExample(tool);

  it('treats an empty colour as missing', async () => {
    await runError(tool, { foreground: '', background: '#fff' }, 'MISSING_REQUIRED');
  });

  it('rejects a string that is not a colour, naming it', async () => {
    const msg = await runError(tool, { foreground: '#000', background: UNICODE_SAMPLE }, 'INVALID_INPUT');
    expect(msg).toContain(`Background "${UNICODE_SAMPLE}"`);
    expect(await runError(tool, { foreground: 'blurple', background: '#fff' }, 'INVALID_INPUT')).toContain('Foreground "blurple"');
  });

  it('rejects a field longer than allowed', async () => {
    await runError(tool, { foreground: '#'.padEnd(201, '0'), background: '#fff' }, 'CONSTRAINT_VIOLATION');
  });

  it('gives 21:1 for black on white and 1:1 for equal colours', async () => {
    const bw = await run('black', '#FFF');
    expect(bw.ratio).toBe(21);
    expect(Object.values(bw.passes).every(Boolean)).toBe(true);
    expect(bw.suggestions).toEqual([]);
    const same = await run('rgb(10 20 30)', '#0a141e');
    expect(same.ratio).toBe(1);
  });

  it('accepts every CSS syntax', async () => {
    for (const fg of ['#000', '000000', 'rgb(0, 0, 0)', 'hsl(0 0% 0%)', 'hwb(0 0% 100%)', 'oklch(0 0 0)', 'lch(0% 0 0)', 'lab(0% 0 0)', 'lab(0 0 0 / 1)', 'BLACK'])
      expect((await run(fg, 'white')).effectiveForeground, fg).toBe('#000000');
  });

  it('reads CSS lab() strings, with percentages and alpha', async () => {
    expect((await run('lab(100% 0 0)', 'black')).effectiveForeground).toBe('#ffffff');
    expect((await run('lab(50% 40 59)', 'white')).effectiveForeground).toBe((await run('lch(50% 71.28 55.86)', 'white')).effectiveForeground);
    expect((await run('lab(0% 0 0 / 50%)', 'white')).foreground).toBe('#00000080');
  });

  it('matches a hand-written relative luminance formula (differential)', async () => {
    const pairs = [['#767676', '#ffffff'], ['#595959', '#ffffff'], ['#ff0000', '#00ff00'], ['#123456', '#fedcba'], ['#0a0a0a', '#111111'], ['#777777', '#000000']];
    for (const [a, b] of pairs) {
      const out = await run(a!, b!);
      const exact = refRatio(a!, b!);
      expect(out.ratio).toBe(Math.floor(exact * 100 + 1e-9) / 100);
      expect(out.foregroundLuminance).toBeCloseTo(refLum(a!), 4);
      expect(out.passes.aaNormalText).toBe(exact >= 4.5);
      expect(out.passes.uiComponents).toBe(exact >= 3);
    }
  });

  it('truncates instead of rounding up, so a ratio just under 4.5 fails', async () => {
    const out = await run('#777777', '#ffffff'); // 4.478…
    expect(out.ratio).toBe(4.47);
    expect(out.passes).toEqual({ aaNormalText: false, aaLargeText: true, aaaNormalText: false, aaaLargeText: false, uiComponents: true });
  });

  it('blends a translucent foreground over the background', async () => {
    const out = await run('rgb(0 0 0 / 50%)', '#ffffff');
    expect(out.foreground).toBe('#00000080');
    expect(out.effectiveForeground).toBe('#808080'); // 127.5 rounds to 128
    expect(out.ratio).toBe(Math.floor(refRatio('#808080', '#ffffff') * 100) / 100);
  });

  it('composites a translucent background over white and warns', async () => {
    const result = await runTool(tool, { foreground: '#000', background: '#0000ff80' });
    if (!result.success) throw new Error(result.error);
    expect((result.data as unknown as Out).effectiveBackground).toBe('#7f7fff');
    expect(result.metadata?.warnings?.[0]).toContain('composited over white');
  });

  it('suggests the nearest passing foreground in either direction', async () => {
    // mid-blue on dark navy: the fix is lighter, not darker
    const out = await run('#3355aa', '#001133');
    expect(out.suggestions.map((s) => s.level)).toEqual(['AA', 'AAA']);
    for (const s of out.suggestions) {
      expect(s.lightnessChange).toBeGreaterThan(0);
      expect(refRatio(s.foreground, '#001133')).toBeGreaterThanOrEqual(s.level === 'AA' ? 4.5 : 7);
      expect(s.ratio).toBe(Math.floor(refRatio(s.foreground, '#001133') * 100 + 1e-9) / 100);
    }
    const onlyAaa = await run('#767676', '#fff');
    expect(onlyAaa.suggestions.map((s) => s.level)).toEqual(['AAA']);
  });

  it('warns when no lightness reaches AAA on a mid-grey background', async () => {
    const result = await runTool(tool, { foreground: '#777', background: '#777' });
    if (!result.success) throw new Error(result.error);
    expect((result.data as unknown as Out).suggestions.map((s) => s.level)).toEqual(['AA']);
    expect(result.metadata?.warnings?.[0]).toContain('(AAA)');
  });
});
