import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const PRESETS: Record<string, string> = {
  alphanumeric: UPPER + LOWER + DIGITS,
  alpha: UPPER + LOWER,
  numeric: DIGITS,
  hex: '0123456789abcdef',
  base58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  base64url: `${UPPER}${LOWER}${DIGITS}-_`,
};
/** Characters that vanish or merge when printed: worth a warning in a custom alphabet. */
const INVISIBLE = /[\p{Z}\p{C}\p{M}]/u;

export default defineTool(definition, (params) => {
  const warnings: string[] = [];
  let alphabet: string[];
  if (params.alphabet === 'custom') {
    const custom = params.customAlphabet;
    if (custom === undefined) return failure('MISSING_REQUIRED', 'Alphabet "custom" needs customAlphabet: the characters to draw from.');
    alphabet = [...new Set(custom)];
    if (alphabet.length < 2)
      return failure('INVALID_INPUT', `The custom alphabet has ${alphabet.length} distinct character${alphabet.length === 1 ? '' : 's'}; at least 2 are needed for any randomness.`);
    const odd = alphabet.find((c) => INVISIBLE.test(c));
    if (odd !== undefined)
      warnings.push(`The custom alphabet contains U+${odd.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} (a space, control, invisible or combining character): the strings may be hard to copy or read.`);
  } else alphabet = [...PRESETS[params.alphabet]!];

  const length = params.length;
  const count = params.count;
  const prefix = params.prefix;
  const suffix = params.suffix;
  const random = createRandom(params.seed);
  if (random.seeded) warnings.push('Seeded strings are predictable: anyone who knows the seed can regenerate them. Never use them as secrets.');
  const strings: string[] = [];
  const chars: string[] = new Array(length);
  for (let n = 0; n < count; n++) {
    for (let i = 0; i < length; i++) chars[i] = alphabet[random.int(alphabet.length)]!; // rejection sampling: unbiased
    strings.push(prefix + chars.join('') + suffix);
  }
  const entropyBits = Math.round(length * Math.log2(alphabet.length) * 100) / 100;
  return withWarnings(success({ strings, entropyBits, alphabetSize: alphabet.length }), warnings);
});
