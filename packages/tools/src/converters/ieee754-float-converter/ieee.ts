/**
 * IEEE 754 binary32/binary64 on BigInt bit patterns. Floats go through a
 * DataView; NaN payloads are read from the bits themselves (a round trip
 * through a JS number may canonicalize them).
 */
import { add, compare, mul, rat, sub, type Rational } from '../../_shared/rational.js';

export interface Layout {
  width: 32 | 64;
  expBits: number;
  mantBits: number;
  bias: number;
}

export const FLOAT32: Layout = { width: 32, expBits: 8, mantBits: 23, bias: 127 };
export const FLOAT64: Layout = { width: 64, expBits: 11, mantBits: 52, bias: 1023 };

const view = new DataView(new ArrayBuffer(8));

export function numberToBits(x: number, l: Layout): bigint {
  if (l.width === 32) {
    view.setFloat32(0, x);
    return BigInt(view.getUint32(0));
  }
  view.setFloat64(0, x);
  return view.getBigUint64(0);
}

export function bitsToNumber(bits: bigint, l: Layout): number {
  if (l.width === 32) {
    view.setUint32(0, Number(bits));
    return view.getFloat32(0);
  }
  view.setBigUint64(0, bits);
  return view.getFloat64(0);
}

export interface Fields {
  sign: number;
  biased: number;
  mantissa: bigint;
}

export function fields(bits: bigint, l: Layout): Fields {
  return {
    sign: Number(bits >> BigInt(l.width - 1)),
    biased: Number((bits >> BigInt(l.mantBits)) & ((1n << BigInt(l.expBits)) - 1n)),
    mantissa: bits & ((1n << BigInt(l.mantBits)) - 1n),
  };
}

const pow2 = (e: number): Rational => (e >= 0 ? rat(1n << BigInt(e)) : rat(1n, 1n << BigInt(-e)));

/** The exact value of finite bits (zero for ±0). */
export function exactValue(bits: bigint, l: Layout): Rational {
  const f = fields(bits, l);
  const significand = f.biased === 0 ? f.mantissa : (1n << BigInt(l.mantBits)) + f.mantissa;
  const e = (f.biased === 0 ? 1 : f.biased) - l.bias - l.mantBits;
  const v = mul(rat(significand), pow2(e));
  return f.sign ? { n: -v.n, d: v.d } : v;
}

const absR = (r: Rational): Rational => (r.n < 0n ? { n: -r.n, d: r.d } : r);

/**
 * Round an exact rational to the nearest float (ties to even), as IEEE 754
 * round-to-nearest does. `approx` is any double within one ulp of the answer
 * (JS parsing of the decimal text); the neighbours of its rounding decide.
 */
export function roundToFloat(x: Rational, negative: boolean, approx: number, l: Layout): bigint {
  const signBit = (negative ? 1n : 0n) << BigInt(l.width - 1);
  const inf = ((1n << BigInt(l.expBits)) - 1n) << BigInt(l.mantBits);
  const max = inf - 1n;
  if (x.n === 0n) return signBit;
  const mag = absR(x);
  // at or beyond MAX + ½ ulp the result is infinite (the tie goes to the even infinity)
  const halfUlpAtMax = pow2(2 ** (l.expBits - 1) - 1 - l.mantBits - 1);
  if (compare(mag, add(exactValue(max, l), halfUlpAtMax)) >= 0) return signBit | inf;
  let guess = numberToBits(Math.abs(l.width === 32 ? Math.fround(approx) : approx), l);
  if (guess >= inf) guess = max;
  let best = -1n;
  let bestDistance: Rational | undefined;
  for (const candidate of [guess - 1n, guess, guess + 1n]) {
    if (candidate < 0n || candidate > max) continue;
    const distance = absR(sub(exactValue(candidate, l), mag));
    const order = bestDistance === undefined ? -1 : compare(distance, bestDistance);
    if (order < 0 || (order === 0 && (candidate & 1n) === 0n)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return signBit | best;
}

/** Exact decimal text of a rational whose denominator is a power of two (every finite float and their differences). */
export function dyadicToDecimal(r: Rational): string {
  const k = r.d.toString(2).length - 1;
  if (r.d !== 1n << BigInt(k)) throw new RangeError('not dyadic');
  const negative = r.n < 0n;
  const digits = ((negative ? -r.n : r.n) * 5n ** BigInt(k)).toString().padStart(k + 1, '0');
  const int = digits.slice(0, digits.length - k);
  const frac = digits.slice(digits.length - k).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}
