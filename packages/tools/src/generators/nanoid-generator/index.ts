import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { customRandom } from 'nanoid';
import { createRandom } from '../../_shared/random.js';
import definition from './definition.js';

const ALPHABETS = {
  url: 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict',
  alphanumeric: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  lowercase: '0123456789abcdefghijklmnopqrstuvwxyz',
  numbers: '0123456789',
  hex: '0123456789abcdef',
  // nanoid-dictionary's "nolookalikes": no 1, l, I, 0, O, o, u, v, 5, S, s, 2, Z
  nolookalikes: '346789ABCDEFGHJKLMNPQRTUVWXYabcdefghijkmnpqrtwxyz',
} as const;

export default defineTool(definition, (params) => {
  let alphabet: string;
  if (params.alphabet === 'custom') {
    const chars = [...(params.customAlphabet ?? '')];
    if (chars.length < 2) return failure('INVALID_INPUT', 'A custom alphabet needs at least 2 characters.');
    if (chars.some((c) => c.length !== 1)) return failure('INVALID_INPUT', 'A custom alphabet may only hold characters of the Basic Multilingual Plane (no emoji): nanoid picks UTF-16 units.');
    const dup = chars.find((c, i) => chars.indexOf(c) !== i);
    if (dup !== undefined) return failure('INVALID_INPUT', `The custom alphabet repeats '${dup}': repeated characters would be drawn more often than the others.`);
    alphabet = chars.join('');
  } else alphabet = ALPHABETS[params.alphabet];
  const random = createRandom(params.seed);
  const next = customRandom(alphabet, params.size, (bytes) => random.bytes(bytes));
  const ids = Array.from({ length: params.count }, () => next());
  const entropyBits = Math.round(params.size * Math.log2(alphabet.length) * 100) / 100;
  const result = success({ ids, entropyBits });
  return random.seeded ? withWarnings(result, ['Seeded IDs repeat on every run with the same seed: never use them as real identifiers.']) : result;
});
