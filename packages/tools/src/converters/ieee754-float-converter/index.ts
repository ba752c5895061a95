import { defineTool, failure, success } from '@ctp/core';
import { parseDecimal, sub, toDecimal } from '../../_shared/rational.js';
import { bitsToNumber, dyadicToDecimal, exactValue, fields, FLOAT32, FLOAT64, numberToBits, roundToFloat, type Layout } from './ieee.js';
import definition from './definition.js';

const SPECIAL = /^([+-]?)(nan|inf|infinity|∞)$/i;

function readBits(text: string, radix: 16 | 2, l: Layout): bigint | { error: string } {
  const body = text.replace(/^0[xb]/i, '').replace(/[\s_]/g, '');
  const digits = radix === 16 ? l.width / 4 : l.width;
  const valid = radix === 16 ? /^[0-9a-f]+$/i : /^[01]+$/;
  const what = radix === 16 ? 'hex digits' : 'bits';
  if (!valid.test(body)) {
    const bad = [...body].find((c) => !valid.test(c));
    return { error: `"${text}" is not a ${radix === 16 ? 'hex' : 'binary'} bit pattern: unexpected "${bad ?? ''}".` };
  }
  if (body.length !== digits) return { error: `A ${l.width === 32 ? 'float32' : 'float64'} has exactly ${digits} ${what}; "${text}" has ${body.length}.` };
  return BigInt(radix === 16 ? `0x${body}` : `0b${body}`);
}

/** Shortest decimal that rounds back to the same float32 bits. */
function shortest32(bits: bigint, x: number): string {
  for (let p = 1; p <= 9; p++) {
    const s = x.toPrecision(p);
    const r = parseDecimal(s);
    if ('error' in r) continue;
    if (roundToFloat(r, x < 0, Number(s), FLOAT32) === bits) return String(Number(s));
  }
  return String(x);
}

export default defineTool(definition, (params) => {
  const l = params.format === 'float32' ? FLOAT32 : FLOAT64;
  const input = params.value.trim();
  let type = params.inputType;
  if (type === 'auto') type = /^0x/i.test(input) ? 'hex' : /^0b/i.test(input) ? 'binary' : 'decimal';
  let bits: bigint;
  let decimal: ReturnType<typeof parseDecimal> | undefined;
  if (type === 'decimal') {
    const special = SPECIAL.exec(input);
    if (special) {
      const x = special[2]!.toLowerCase() === 'nan' ? NaN : Infinity;
      bits = numberToBits(x, l) | (special[1] === '-' ? 1n << BigInt(l.width - 1) : 0n);
    } else {
      decimal = parseDecimal(input.replace(/_/g, ''), 'value');
      if ('error' in decimal) return failure('INVALID_INPUT', decimal.error);
      bits = roundToFloat(decimal, input.startsWith('-'), Number(input.replace(/_/g, '')), l);
    }
  } else {
    const read = readBits(input, type === 'hex' ? 16 : 2, l);
    if (typeof read !== 'bigint') return failure('INVALID_INPUT', read.error);
    bits = read;
  }

  const f = fields(bits, l);
  const maxBiased = 2 ** l.expBits - 1;
  const kind = f.biased === maxBiased ? (f.mantissa === 0n ? 'infinity' : 'nan') : f.biased === 0 ? (f.mantissa === 0n ? 'zero' : 'subnormal') : 'normal';
  const finite = kind !== 'infinity' && kind !== 'nan';
  const binary = bits.toString(2).padStart(l.width, '0');
  const exponentBits = binary.slice(1, 1 + l.expBits);
  const mantissaBits = binary.slice(1 + l.expBits);
  const quietBit = 1n << BigInt(l.mantBits - 1);
  const sign = f.sign ? '-' : '';
  const x = bitsToNumber(bits, l);
  const value = kind === 'nan' ? 'NaN' : kind === 'infinity' ? `${sign}Infinity` : kind === 'zero' ? `${sign}0` : l.width === 64 ? String(x) : shortest32(bits, x);
  const stored = finite ? exactValue(bits, l) : undefined;
  const exactText = stored ? (kind === 'zero' ? `${sign}0` : dyadicToDecimal(stored)) : value;
  const error = stored && decimal && !('error' in decimal) ? sub(stored, decimal) : undefined;
  return success({
    format: l.width === 32 ? 'float32' : 'float64',
    hex: `0x${bits.toString(16).toUpperCase().padStart(l.width / 4, '0')}`,
    binary: `${binary[0]} ${exponentBits} ${mantissaBits}`,
    sign: f.sign,
    exponentBits,
    mantissaBits,
    biasedExponent: f.biased,
    exponent: finite ? (f.biased === 0 ? 1 : f.biased) - l.bias : null,
    kind,
    nan: kind === 'nan' ? { quiet: (f.mantissa & quietBit) !== 0n, payload: `0x${(f.mantissa & (quietBit - 1n)).toString(16).toUpperCase()}` } : null,
    value,
    exactValue: exactText,
    exact: error ? error.n === 0n : null,
    roundingError: error ? toDecimal(error, 1300) : null,
  });
});
