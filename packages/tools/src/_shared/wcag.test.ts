import { describe, expect, it } from 'vitest';
import { contrastRatio, hexRgb, relativeLuminance } from './wcag.js';

describe('wcag', () => {
  it('gives the WCAG reference values', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 12);
    expect(contrastRatio(1, 0)).toBeCloseTo(21, 12);
    expect(contrastRatio(0, 1)).toBeCloseTo(21, 12);
    // #767676 on white is the classic 4.54:1 AA grey
    expect(contrastRatio(relativeLuminance(hexRgb('#767676')), 1)).toBeCloseTo(4.54, 2);
    // sRGB 10/255 is below the knee, 11/255 above it
    expect(relativeLuminance({ r: 10, g: 10, b: 10 })).toBeCloseTo(10 / 255 / 12.92, 12);
    expect(relativeLuminance({ r: 11, g: 11, b: 11 })).toBeCloseTo(((11 / 255 + 0.055) / 1.055) ** 2.4, 12);
  });

  it('reads every hex form, ignoring alpha', () => {
    for (const hex of ['#1af', '#1af8', '#11aaff', '#11aaff80', '11aaff']) expect(hexRgb(hex), hex).toEqual({ r: 0x11, g: 0xaa, b: 0xff });
  });
});
