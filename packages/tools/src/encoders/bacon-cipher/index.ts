import { defineTool, failure, success } from '@ctp/core';
import { letterIndex } from '../../_shared/latin-letters.js';
import definition from './definition.js';

/** Code (0–25 or 0–23) of a letter index in the chosen alphabet. */
function codeOf(index: number, complete: boolean): number {
  if (complete) return index;
  // standard: J shares I's code, V shares U's; later letters move down
  if (index >= 21) return index - 2; // W..Z
  if (index >= 9) return index === 9 ? 8 : index === 20 ? 19 : index - 1;
  return index;
}

const STANDARD_LETTERS = 'ABCDEFGHIKLMNOPQRSTUWXYZ';
const COMPLETE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export default defineTool(definition, (params) => {
  const complete = params.alphabet === 'complete';
  const [zero, one] = params.invert ? [params.symbols[1]!, params.symbols[0]!] : [params.symbols[0]!, params.symbols[1]!];
  if (params.mode === 'encode') {
    const groups: string[] = [];
    let skipped = 0;
    for (const ch of params.text) {
      const index = ch.length === 1 ? letterIndex(ch.charCodeAt(0)) : -1;
      if (index < 0) {
        if (!/\s/.test(ch)) skipped++;
        continue;
      }
      const code = codeOf(index, complete);
      let group = '';
      for (let bit = 4; bit >= 0; bit--) group += (code >> bit) & 1 ? one : zero;
      groups.push(group);
    }
    return success({ result: groups.join(' '), skipped });
  }
  const letters = complete ? COMPLETE_LETTERS : STANDARD_LETTERS;
  const zeroUpper = zero.toUpperCase();
  const bits: number[] = [];
  let position = 0;
  for (const ch of params.text) {
    position++;
    const upper = ch.toUpperCase();
    if (upper === zeroUpper) bits.push(0);
    else if (upper === one.toUpperCase()) bits.push(1);
    else if (!/[\s,;:/|.\-_]/.test(ch))
      return failure('INVALID_INPUT', `'${ch}' at position ${position} is not a symbol (${zero} or ${one}): choose the other symbol set or remove it.`);
  }
  if (bits.length === 0) return failure('INVALID_INPUT', `The text holds no ${zero}/${one} symbols to decode.`);
  if (bits.length % 5 !== 0)
    return failure('INVALID_INPUT', `Found ${bits.length} symbols, not a multiple of 5: every letter is a group of five, so ${bits.length % 5} symbol(s) are missing or extra.`);
  let result = '';
  for (let g = 0; g < bits.length; g += 5) {
    let code = 0;
    for (let b = 0; b < 5; b++) code = code * 2 + bits[g + b]!;
    if (code >= letters.length) {
      const group = bits.slice(g, g + 5).map((b) => (b ? one : zero)).join('');
      return failure('INVALID_INPUT', `Group ${g / 5 + 1} (${group}) is code ${code}, beyond the ${letters.length}-letter alphabet${complete ? '' : ': try the complete alphabet'}.`);
    }
    result += letters[code]!;
  }
  return success({ result, skipped: 0 });
});
