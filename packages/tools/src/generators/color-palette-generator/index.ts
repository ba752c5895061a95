import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import harmoniesPlugin from 'colord/plugins/harmonies';
import mixPlugin from 'colord/plugins/mix';
import namesPlugin from 'colord/plugins/names';
import { defineTool, success, withWarnings } from '@ctp/core';
import { hslString, toHsl } from '../../_shared/color-notation.js';
import definition from './definition.js';
import { PALETTES } from './palettes.js';

extend([a11yPlugin, harmoniesPlugin, mixPlugin, namesPlugin]);

type Palette = (typeof PALETTES)[number];
const HARMONY: Partial<Record<Palette, 'complementary' | 'analogous' | 'triadic' | 'tetradic' | 'split-complementary'>> = {
  complementary: 'complementary',
  analogous: 'analogous',
  triadic: 'triadic',
  tetradic: 'tetradic',
  'split-complementary': 'split-complementary',
};

function swatch(color: Colord) {
  // everything is measured on the 8-bit colour people will actually use
  const c = colord(color.toHex());
  const contrastWhite = c.contrast('#ffffff');
  const contrastBlack = c.contrast('#000000');
  return {
    hex: c.toHex(),
    rgb: c.toRgbString(),
    hsl: hslString(toHsl(c.toRgb()), 1), // decimals where whole ones would not give this hex back
    name: c.toName({ closest: true })!,
    contrastWhite,
    contrastBlack,
    textColor: contrastWhite >= contrastBlack ? '#ffffff' : '#000000',
  };
}

/** `count` colours strictly between the base and `end` (colord's scales include both ends). */
const between = (scale: Colord[]) => scale.slice(1, -1);

/** HSL lightness 10%…90% with the base's exact hue and saturation (lighten/darken work on unrounded HSL). */
function monochromatic(base: Colord, count: number): Colord[] {
  const { r, g, b } = base.rgba;
  const lightness = ((Math.max(r, g, b) + Math.min(r, g, b)) / 510) * 100;
  return Array.from({ length: count }, (_, i) => {
    const target = count === 1 ? 50 : 10 + (80 * i) / (count - 1);
    return base.lighten((target - lightness) / 100);
  });
}

export default defineTool(definition, (params) => {
  const input = colord(params.color);
  const warnings: string[] = [];
  if (input.alpha() < 1) warnings.push('The alpha channel of the base colour was ignored; palettes are built from the opaque colour.');
  const base = input.alpha(1);
  const count = params.count;
  const space = params.mixSpace;
  const wanted: readonly Palette[] = params.palette === 'all' ? PALETTES : [params.palette];
  const palettes = wanted.map((name) => {
    let colors: Colord[];
    if (name === 'tints') colors = between(base.tints(count + 2, space));
    else if (name === 'shades') colors = between(base.shades(count + 2, space));
    else if (name === 'tones') colors = between(base.tones(count + 2, space));
    else if (name === 'monochromatic') colors = monochromatic(base, count);
    else colors = base.harmonies(HARMONY[name]);
    return { name, swatches: colors.map(swatch) };
  });
  if (wanted.some((p) => HARMONY[p]) && base.toHsl().s === 0)
    warnings.push('The base colour is a gray (no saturation): rotating its hue gives the same colour, so every harmony repeats it.');
  return withWarnings(success({ base: swatch(base), palettes }), warnings);
});
