import { defineTool, failure, success } from '@ctp/core';
import { keyIndexes, mapLetters } from '../../_shared/latin-letters.js';
import definition from './definition.js';

/** The cipher alphabet as letter indexes from a keyword: its distinct letters, then the rest. */
function keyedAlphabet(keyword: readonly number[]): number[] {
  const seen = new Set<number>();
  for (const k of [...keyword, ...Array.from({ length: 26 }, (_, i) => i)]) seen.add(k);
  return [...seen];
}

const letter = (i: number) => String.fromCharCode(65 + i);

export default defineTool(definition, (params) => {
  const parsed = keyIndexes(params.key.replace(/\s+/g, ''));
  if (!parsed.ok) return failure('INVALID_INPUT', `The key may only hold the letters A–Z; '${parsed.bad}' at position ${parsed.position} is not one.`);
  let alphabet: number[];
  if (params.keyType === 'keyword') {
    if (parsed.indexes.length === 0) return failure('INVALID_INPUT', 'The keyword has no letters.');
    alphabet = keyedAlphabet(parsed.indexes);
  } else {
    alphabet = parsed.indexes;
    const counts = new Array<number>(26).fill(0);
    for (const i of alphabet) counts[i]!++;
    const missing = counts.flatMap((c, i) => (c === 0 ? [letter(i)] : []));
    const repeated = counts.flatMap((c, i) => (c > 1 ? [letter(i)] : []));
    if (alphabet.length !== 26 || missing.length > 0)
      return failure('INVALID_INPUT', `A cipher alphabet holds each of the 26 letters once; this one has ${alphabet.length} letters${repeated.length ? `, repeats ${repeated.join(', ')}` : ''}${missing.length ? ` and lacks ${missing.join(', ')}` : ''}.`);
  }
  const inverse = new Array<number>(26);
  alphabet.forEach((c, p) => (inverse[c] = p));
  const table = params.mode === 'encode' ? alphabet : inverse;
  return success({ result: mapLetters(params.text, (x) => table[x]!), cipherAlphabet: alphabet.map(letter).join('') });
});
