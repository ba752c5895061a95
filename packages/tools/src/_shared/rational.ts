/**
 * Exact rational arithmetic on BigInt, for calculators whose users expect
 * decimal answers (0.1 + 0.2 = 0.3): numbers are parsed from their decimal
 * text, computed as fractions and printed back as rounded decimals.
 */

export interface Rational {
  /** Numerator, carries the sign. */
  n: bigint;
  /** Denominator, always > 0. */
  d: bigint;
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

export function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function rat(n: bigint, d = 1n): Rational {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

export const ZERO = rat(0n);
export const ONE = rat(1n);
export const HUNDRED = rat(100n);

export const add = (a: Rational, b: Rational): Rational => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rat(a.n * b.n, a.d * b.d);
/** Throws RangeError when b is zero: callers check isZero first. */
export const div = (a: Rational, b: Rational): Rational => rat(a.n * b.d, a.d * b.n);
export const neg = (a: Rational): Rational => ({ n: -a.n, d: a.d });
export const isZero = (a: Rational): boolean => a.n === 0n;
export const sign = (a: Rational): -1 | 0 | 1 => (a.n > 0n ? 1 : a.n < 0n ? -1 : 0);
export const compare = (a: Rational, b: Rational): number => sign(sub(a, b));
export const isInteger = (a: Rational): boolean => a.d === 1n;

/** Largest |exponent| accepted in "1e21"-style input (keeps BigInt sizes sane). */
export const MAX_EXPONENT = 1000;

/**
 * Parses a plain decimal: optional sign, digits with an optional "." part,
 * optional exponent (1e21, 2.5E-3). Returns an error message naming the
 * offending character when the text is not a number.
 */
export function parseDecimal(text: string, what = 'number'): Rational | { error: string } {
  const s = text.trim();
  if (s === '') return { error: `The ${what} is empty: enter a number such as 12.5.` };
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) {
    const bad = firstBadChar(s);
    return {
      error:
        bad === undefined
          ? `The ${what} "${s}" is not a number: use digits with an optional "." and exponent, e.g. 12.5, -0.25 or 1e21.`
          : `The ${what} "${s}" is not a number: unexpected "${bad.char}" at position ${bad.index + 1}. Use digits with an optional "." and exponent, e.g. 12.5, -0.25 or 1e21.`,
    };
  }
  const exp = m[4] === undefined ? 0 : Number(m[4]);
  if (!Number.isFinite(exp) || Math.abs(exp) > MAX_EXPONENT) {
    return { error: `The exponent of the ${what} "${s}" is out of range: use an exponent between -${MAX_EXPONENT} and ${MAX_EXPONENT}.` };
  }
  const frac = m[3] ?? '';
  let n = BigInt((m[2] || '0') + frac);
  if (m[1] === '-') n = -n;
  const scale = exp - frac.length;
  return scale >= 0 ? rat(n * 10n ** BigInt(scale)) : rat(n, 10n ** BigInt(-scale));
}

function firstBadChar(s: string): { char: string; index: number } | undefined {
  let index = 0;
  for (const char of s) {
    if (!/[0-9+\-.eE]/.test(char)) return { char, index };
    index += char.length;
  }
  return undefined;
}

export type Rounding = 'halfExpand' | 'floor' | 'ceil' | 'trunc';

/** Rounds to an integer. halfExpand rounds .5 away from zero. */
export function roundToInteger(a: Rational, mode: Rounding = 'halfExpand'): bigint {
  const q = a.n / a.d; // truncates toward zero
  const r = a.n % a.d;
  if (r === 0n) return q;
  switch (mode) {
    case 'trunc':
      return q;
    case 'floor':
      return a.n < 0n ? q - 1n : q;
    case 'ceil':
      return a.n > 0n ? q + 1n : q;
    default:
      return 2n * abs(r) >= a.d ? q + (a.n < 0n ? -1n : 1n) : q;
  }
}

/** Whether the value has a finite decimal expansion with at most `digits` decimals. */
export function fitsIn(a: Rational, digits: number): boolean {
  return (a.n * 10n ** BigInt(digits)) % a.d === 0n;
}

/**
 * Prints with at most `digits` decimals (rounded half away from zero), trailing
 * zeros removed, never "-0".
 */
export function toDecimal(a: Rational, digits: number, mode: Rounding = 'halfExpand'): string {
  const scale = 10n ** BigInt(digits);
  const scaled = roundToInteger(rat(a.n * scale, a.d), mode);
  const negative = scaled < 0n;
  const s = abs(scaled).toString().padStart(digits + 1, '0');
  const int = s.slice(0, s.length - digits);
  const frac = s.slice(s.length - digits).replace(/0+$/, '');
  const out = frac ? `${int}.${frac}` : int;
  return negative && out !== '0' ? `-${out}` : out;
}

/** The exact decimal when it terminates within `maxDigits` decimals, else undefined. */
export function exactDecimal(a: Rational, maxDigits = 60): string | undefined {
  return fitsIn(a, maxDigits) ? toDecimal(a, maxDigits) : undefined;
}

/** Approximate JS number (for comparisons and display only). */
export function toNumber(a: Rational): number {
  return Number(toDecimal(a, 20));
}
