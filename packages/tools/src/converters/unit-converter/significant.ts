/** Rounding an exact rational to significant digits, printed like JS numbers (plain, or e-notation when huge or tiny). */
import type { Rational } from '../../_shared/rational.js';

const pow10 = (e: number): bigint => 10n ** BigInt(e);

/** floor(log10(|x|)) for x ≠ 0. */
function exponent(x: Rational): number {
  const n = x.n < 0n ? -x.n : x.n;
  let e = n.toString().length - x.d.toString().length;
  // x < 10^e ?
  const below = e >= 0 ? n < x.d * pow10(e) : n * pow10(-e) < x.d;
  if (below) e--;
  return e;
}

export interface Rounded {
  text: string;
  /** The text is the exact value. */
  exact: boolean;
}

export function formatSignificant(x: Rational, digits: number): Rounded {
  if (x.n === 0n) return { text: '0', exact: true };
  const negative = x.n < 0n;
  const n = negative ? -x.n : x.n;
  let e = exponent(x);
  const shift = digits - 1 - e; // scale so that `digits` digits sit before the point
  const num = shift >= 0 ? n * pow10(shift) : n;
  const den = shift >= 0 ? x.d : x.d * pow10(-shift);
  let q = num / den;
  const r = num % den;
  if (2n * r >= den) q += 1n; // half away from zero
  let mantissa = q.toString();
  if (mantissa.length > digits) {
    e++; // rounded up to the next power of ten (9.99 → 10.0)
    mantissa = mantissa.slice(0, digits);
  }
  mantissa = mantissa.replace(/0+$/, '') || '0';
  let text: string;
  if (e >= 21 || e < -7) {
    text = mantissa.length > 1 ? `${mantissa[0]}.${mantissa.slice(1)}e${e >= 0 ? '+' : ''}${e}` : `${mantissa}e${e >= 0 ? '+' : ''}${e}`;
  } else if (e >= mantissa.length - 1) {
    text = mantissa + '0'.repeat(e - mantissa.length + 1);
  } else if (e >= 0) {
    text = `${mantissa.slice(0, e + 1)}.${mantissa.slice(e + 1)}`;
  } else {
    text = `0.${'0'.repeat(-e - 1)}${mantissa}`;
  }
  return { text: negative ? `-${text}` : text, exact: r === 0n };
}
