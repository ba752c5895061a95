import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';
import { HUNDRED, add, compare, div, fitsIn, isZero, mul, parseDecimal, sub, toDecimal, ZERO, type Rational } from '../../_shared/rational.js';

/** Accepts "1,234.5" (comma thousands groups) besides plain decimals. */
function readNumber(text: string, name: string): Rational | { error: string } {
  let s = text.trim().replace(/[\s_]/g, '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?([eE][+-]?\d+)?$/.test(s)) s = s.replace(/,/g, '');
  const parsed = parseDecimal(s, name);
  if ('error' in parsed && /%$/.test(s)) return { error: `${parsed.error} Leave out the % sign.` };
  return parsed;
}

export default defineTool(definition, (params) => {
  const mode = params.mode;
  const precision = params.precision;
  const x = readNumber(params.x, 'X');
  if ('error' in x) return failure('INVALID_INPUT', x.error);
  const y = readNumber(params.y, 'Y');
  if ('error' in y) return failure('INVALID_INPUT', y.error);
  const xs = toDecimal(x, 1200);
  const ys = toDecimal(y, 1200);
  const fmt = (r: Rational) => toDecimal(r, precision);
  const approx = (r: Rational) => (fitsIn(r, precision) ? '' : '≈ ');

  switch (mode) {
    case 'percentOf': {
      const r = div(mul(x, y), HUNDRED);
      return success({ result: fmt(r), exact: fitsIn(r, precision), formula: `${xs} / 100 × ${ys}`, summary: `${xs}% of ${ys} is ${approx(r)}${fmt(r)}` });
    }
    case 'whatPercent': {
      if (isZero(y)) return failure('INVALID_INPUT', 'Y (the whole) is 0: a part of nothing has no percentage. Enter a non-zero Y.');
      const r = mul(div(x, y), HUNDRED);
      return success({ result: fmt(r), exact: fitsIn(r, precision), formula: `${xs} / ${ys} × 100`, summary: `${xs} is ${approx(r)}${fmt(r)}% of ${ys}` });
    }
    case 'change': {
      if (isZero(x)) return failure('INVALID_INPUT', 'X (the old value) is 0: a change from 0 has no percentage (it would be infinite). Enter a non-zero starting value.');
      const diff = sub(y, x);
      // relative to the magnitude of the old value, so -50 → -25 is an increase of 50%
      const r = mul(div(diff, x.n < 0n ? { n: -x.n, d: x.d } : x), HUNDRED);
      const direction = compare(y, x) > 0 ? 'increase' : compare(y, x) < 0 ? 'decrease' : 'none';
      const magnitude = r.n < 0n ? { n: -r.n, d: r.d } : r;
      const summary =
        direction === 'none' ? `From ${xs} to ${ys} is no change (0%)` : `From ${xs} to ${ys} is ${direction === 'increase' ? 'an increase' : 'a decrease'} of ${approx(r)}${fmt(magnitude)}%`;
      return success({
        result: fmt(r),
        exact: fitsIn(r, precision),
        formula: x.n < 0n ? `(${ys} − ${xs}) / |${xs}| × 100` : `(${ys} − ${xs}) / ${xs} × 100`,
        summary,
        difference: fmt(diff),
        direction,
      });
    }
    case 'applyChange': {
      const r = mul(x, add(HUNDRED, y));
      const value = div(r, HUNDRED);
      const diff = sub(value, x);
      const direction = compare(diff, ZERO) > 0 ? 'increase' : compare(diff, ZERO) < 0 ? 'decrease' : 'none';
      const op = y.n < 0n ? `− ${toDecimal({ n: -y.n, d: y.d }, 1200)}` : `+ ${ys}`;
      return success({
        result: fmt(value),
        exact: fitsIn(value, precision),
        formula: `${xs} × (1 ${op} / 100)`,
        summary: `${xs} ${op}% is ${approx(value)}${fmt(value)}`,
        difference: fmt(diff),
        direction,
      });
    }
    default: {
      // reverse: the original value V with V × (1 + y/100) = x
      const factor = div(add(HUNDRED, y), HUNDRED);
      if (isZero(factor)) return failure('INVALID_INPUT', 'A change of -100% turns every value into 0, so the original cannot be recovered. Enter a percentage other than -100.');
      const r = div(x, factor);
      const op = y.n < 0n ? `− ${toDecimal({ n: -y.n, d: y.d }, 1200)}` : `+ ${ys}`;
      return success({
        result: fmt(r),
        exact: fitsIn(r, precision),
        formula: `${xs} / (1 ${op} / 100)`,
        summary: `${approx(r)}${fmt(r)} ${op}% is ${xs}`,
      });
    }
  }
});
