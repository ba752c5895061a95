import { defineTool, failure, success } from '@ctp/core';
import { englishScoreText, roundScore } from '../../_shared/english-score.js';
import { mapLetters } from '../../_shared/latin-letters.js';
import definition from './definition.js';

const VALID_A = [1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25];
const BRUTE_FORCE_LIMIT = 10_000;

/** Multiplicative inverse of a modulo 26 (a coprime with 26). */
function inverse(a: number): number {
  for (let x = 1; x < 26; x++) if ((a * x) % 26 === 1) return x;
  throw new RangeError(`${a} has no inverse modulo 26`);
}

export function affineEncode(text: string, a: number, b: number): string {
  return mapLetters(text, (x) => a * x + b);
}

export function affineDecode(text: string, a: number, b: number): string {
  const ai = inverse(a);
  return mapLetters(text, (y) => ai * (y - b + 26));
}

export default defineTool(definition, (params) => {
  const { text, mode } = params;
  if (mode === 'brute-force') {
    if (text.length > BRUTE_FORCE_LIMIT)
      return failure('INVALID_INPUT', `Brute force is limited to ${BRUTE_FORCE_LIMIT} characters (got ${text.length}): paste a sample, 50–100 letters are enough to find the key.`);
    if (!/[A-Za-z]/.test(text)) return failure('INVALID_INPUT', 'The text has no Latin letters A–Z: there is nothing for an affine key to change.');
    const all = VALID_A.flatMap((a) => Array.from({ length: 26 }, (_, b) => {
      const plain = affineDecode(text, a, b);
      return { a, b, score: englishScoreText(plain), text: plain };
    }));
    all.sort((x, y) => y.score - x.score || x.a - y.a || x.b - y.b);
    const candidates = all.slice(0, params.top).map((c) => ({ ...c, score: roundScore(c.score) }));
    return success({ result: candidates[0]!.text, candidates });
  }
  const { a, b } = params;
  if (!VALID_A.includes(a))
    return failure('INVALID_INPUT', `a = ${a} shares a factor with 26, so different letters would encode alike and the text could not be decoded: choose one of ${VALID_A.join(', ')}.`);
  return success({ result: mode === 'encode' ? affineEncode(text, a, b) : affineDecode(text, a, b) });
});
