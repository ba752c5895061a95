import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';

const SYMBOLS: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
const PLACES: Array<[number, string[]]> = [
  [1000, ['', 'M', 'MM', 'MMM']],
  [100, ['', 'C', 'CC', 'CCC', 'CD', 'D', 'DC', 'DCC', 'DCCC', 'CM']],
  [10, ['', 'X', 'XX', 'XXX', 'XL', 'L', 'LX', 'LXX', 'LXXX', 'XC']],
  [1, ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX']],
];

function toRoman(n: number): { roman: string; breakdown: string } {
  let roman = '';
  const parts: string[] = [];
  for (const [unit, digits] of PLACES) {
    const d = Math.floor(n / unit) % 10;
    if (!d) continue;
    roman += digits[d]!;
    parts.push(`${digits[d]!} (${d * unit})`);
  }
  return { roman, breakdown: parts.join(' + ') };
}

/** Sums symbol values, subtracting a symbol smaller than its right neighbour. */
function lenientValue(s: string): number {
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = SYMBOLS[s[i]!]!;
    const next = i + 1 < s.length ? SYMBOLS[s[i + 1]!]! : 0;
    total += v < next ? -v : v;
  }
  return total;
}

const SUBTRACT_RULE: Record<string, string> = { I: 'V and X', X: 'L and C', C: 'D and M' };

/** Why a numeral is not canonical, in words. */
function whyNotCanonical(s: string): string {
  const repeat = /([IXCM])\1\1\1|([VLD])\2/.exec(s);
  if (repeat?.[1]) return `"${repeat[0]}" repeats ${repeat[1]} four times (at most three in a row)`;
  if (repeat?.[2]) return `${repeat[2]} may not be repeated ("${repeat[0]}")`;
  for (let i = 0; i + 1 < s.length; i++) {
    const a = s[i]!;
    const b = s[i + 1]!;
    if (SYMBOLS[a]! < SYMBOLS[b]!) {
      if (!SUBTRACT_RULE[a]) return `"${a}${b}" subtracts ${a}, but V, L and D are never subtracted`;
      if (SYMBOLS[b]! > SYMBOLS[a]! * 10) return `"${a}${b}" subtracts ${a} from ${b}, but ${a} may only be subtracted from ${SUBTRACT_RULE[a]}`;
      if (i > 0 && SYMBOLS[s[i - 1]!]! <= SYMBOLS[a]! && s[i - 1] === a) return `"${a}${a}${b}" subtracts more than one ${a}`;
    }
  }
  return 'the symbols are not in descending place-value order';
}

function fromRoman(input: string, lenient: boolean) {
  let position = 0;
  for (const ch of input) {
    position++;
    if (SYMBOLS[ch.toUpperCase()] === undefined) {
      return failure('INVALID_INPUT', `Invalid character "${ch}" at position ${position}: Roman numerals use only I, V, X, L, C, D and M.`);
    }
  }
  const s = input.toUpperCase();
  const value = lenientValue(s);
  if (value < 1 || value > 3999) {
    return failure('INVALID_INPUT', `"${input}" adds up to ${value}, outside 1 to 3999 (the vinculum extension for larger numbers is not supported).`);
  }
  const { roman, breakdown } = toRoman(value);
  const canonical = roman === s;
  if (!canonical && !lenient) {
    return failure('INVALID_INPUT', `"${input}" is not a canonical Roman numeral: ${whyNotCanonical(s)}. The canonical numeral for ${value} is ${roman}; turn on lenient decoding to accept it anyway.`);
  }
  return success({ roman, value, canonical, breakdown });
}

export default defineTool(definition, (params) => {
  const input = params.value.trim();
  const direction = params.direction;
  const looksNumeric = /^[+-]?[0-9][0-9.,eE+-]*$/.test(input);
  if (direction === 'toRoman' || (direction === 'auto' && looksNumeric)) {
    if (!/^[+-]?[0-9]+$/.test(input)) return failure('INVALID_INPUT', `"${input}" is not a whole number: give an integer from 1 to 3999.`);
    const n = Number(input);
    if (n === 0) return failure('INVALID_INPUT', 'There is no Roman numeral for zero: give an integer from 1 to 3999.');
    if (n < 1 || n > 3999) return failure('INVALID_INPUT', `${input} is out of range: Roman numerals go from 1 to 3999 (the vinculum extension for larger numbers is not supported).`);
    return success({ ...toRoman(n), value: n, canonical: true });
  }
  if (!input) return failure('INVALID_INPUT', 'The value is only whitespace: give a number or a Roman numeral.');
  return fromRoman(input, params.lenient);
});
