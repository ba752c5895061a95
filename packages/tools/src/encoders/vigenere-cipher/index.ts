import { defineTool, failure, success } from '@ctp/core';
import { keyIndexes, letterIndex, letterLike } from '../../_shared/latin-letters.js';
import definition from './definition.js';

type Variant = 'vigenere' | 'beaufort' | 'variant-beaufort' | 'autokey';

export function vigenere(text: string, key: readonly number[], decode: boolean, variant: Variant): { result: string; lettersProcessed: number } {
  let result = '';
  let n = 0;
  // autokey: the key stream continues with the plaintext letters
  const stream: number[] = [...key];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const x = letterIndex(code);
    if (x < 0) {
      result += text[i]!;
      continue;
    }
    const k = variant === 'autokey' ? stream[n]! : key[n % key.length]!;
    let y: number;
    if (variant === 'beaufort') y = k - x;
    else if ((variant === 'variant-beaufort') !== decode) y = x - k;
    else y = x + k;
    y = ((y % 26) + 26) % 26;
    if (variant === 'autokey') stream.push(decode ? y : x);
    result += letterLike(y, code);
    n++;
  }
  return { result, lettersProcessed: n };
}

export default defineTool(definition, (params) => {
  const key = keyIndexes(params.key.replace(/\s+/g, ''));
  if (!key.ok) return failure('INVALID_INPUT', `The key may only hold the letters A–Z; '${key.bad}' at position ${key.position} is not one.`);
  if (key.indexes.length === 0) return failure('INVALID_INPUT', 'The key has no letters.');
  return success(vigenere(params.text, key.indexes, params.mode === 'decode', params.variant));
});
