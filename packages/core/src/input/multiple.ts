/**
 * Exact "is a multiple of" for parameter steps and JSON Schema `multipleOf`.
 *
 * Dividing doubles is wrong both ways: 19.99 / 0.01 is 1998.9999999999998 (a valid
 * value refused) and any tolerance lets 5e-324 or 1 + 1e-12 pass as "a multiple of 1"
 * (a non-integer reaches a tool that sizes a buffer with it). Both numbers are read
 * as the decimals they were written as (the shortest text that round-trips, which is
 * what a user or a JSON document typed) and compared exactly as scaled integers.
 */

interface Decimal {
  /** Digits without sign or point. */
  digits: bigint;
  /** The value is digits × 10^exponent. */
  exponent: number;
}

function toDecimal(value: number): Decimal {
  const text = Math.abs(value).toString(); // shortest round-trip text, e.g. "19.99", "5e-324", "1.5e+21"
  const e = text.indexOf('e');
  const mantissa = e === -1 ? text : text.slice(0, e);
  let exponent = e === -1 ? 0 : Number(text.slice(e + 1));
  const point = mantissa.indexOf('.');
  let digits = mantissa;
  if (point !== -1) {
    digits = mantissa.slice(0, point) + mantissa.slice(point + 1);
    exponent -= mantissa.length - point - 1;
  }
  return { digits: BigInt(digits), exponent };
}

/** True when `value` is an exact (decimal) multiple of `step` (> 0); both must be finite. */
export function isMultipleOf(value: number, step: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(step) || !(step > 0)) return false;
  if (value === 0) return true;
  // integers: the remainder of two doubles is exact (IEEE 754 fmod), no decimal detour needed
  if (Number.isInteger(step)) return Number.isInteger(value) && value % step === 0;
  const v = toDecimal(value);
  const s = toDecimal(step);
  const common = Math.min(v.exponent, s.exponent);
  const scaledValue = v.digits * 10n ** BigInt(v.exponent - common);
  const scaledStep = s.digits * 10n ** BigInt(s.exponent - common);
  return scaledValue % scaledStep === 0n;
}
