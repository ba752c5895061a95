import { defineTool, failure, success, type ToolParams } from '@ctp/core';
import { div, fitsIn, mul, parseDecimal, rat, toDecimal, type Rational } from '../../_shared/rational.js';
import definition from './definition.js';

const num = (n: unknown): Rational => parseDecimal(String(n)) as Rational;

/** Pixels per unit (CSS Values 4: 1in = 96px = 2.54cm; 1pt = 1/72in, 1pc = 12pt, 1Q = 1/40cm). */
function pxPer(params: ToolParams<typeof definition>): Array<[string, Rational]> {
  const inch = rat(96n);
  const cm = div(inch, num('2.54'));
  const hundred = rat(100n);
  const vw = div(num(params.viewportWidth), hundred);
  const vh = div(num(params.viewportHeight), hundred);
  const smaller = params.viewportWidth <= params.viewportHeight;
  return [
    ['px', rat(1n)],
    ['rem', num(params.rootFontSize)],
    ['em', num(params.parentFontSize)],
    ['%', div(num(params.parentFontSize), hundred)],
    ['pt', div(inch, rat(72n))],
    ['pc', div(inch, rat(6n))],
    ['in', inch],
    ['cm', cm],
    ['mm', div(cm, rat(10n))],
    ['Q', div(cm, rat(40n))],
    ['vw', vw],
    ['vh', vh],
    ['vmin', smaller ? vw : vh],
    ['vmax', smaller ? vh : vw],
  ];
}

export default defineTool(definition, (params) => {
  const input = params.value.trim();
  const m = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*([a-z%]*)$/i.exec(input);
  if (!m) return failure('INVALID_INPUT', `"${input}" is not a CSS length: write a number followed by a unit, e.g. 24px, 1.5rem, 50vw.`);
  const units = pxPer(params);
  const unitText = m[2] === '' ? 'px' : m[2]!;
  // CSS units are ASCII case-insensitive, but Q is written uppercase
  const from = units.find(([u]) => u.toLowerCase() === unitText.toLowerCase());
  if (!from) return failure('INVALID_INPUT', `Unknown CSS unit "${unitText}": use ${units.map(([u]) => u).join(', ')}.`);
  const px = mul(num(m[1]), from[1]);
  const { decimals } = params;
  const results = units.map(([unit, per]) => {
    const v = div(px, per);
    const value = toDecimal(v, decimals);
    return { unit, value, css: `${value}${unit}`, exact: fitsIn(v, decimals) };
  });
  return success({ px: toDecimal(px, Math.max(decimals, 6)), results });
});
