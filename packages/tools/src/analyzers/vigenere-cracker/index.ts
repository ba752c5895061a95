import { defineTool, failure, success } from '@ctp/core';
import { chiSquaredEnglish, englishScoreText, roundScore } from '../../_shared/english-score.js';
import { letterIndex, mapLetters } from '../../_shared/latin-letters.js';
import definition from './definition.js';

const MIN_LETTERS = 12;
const MAX_CANDIDATES = 5;
/** How many key lengths (those with the highest index of coincidence) are solved. */
const PERIODS_TO_SOLVE = 10;
/** English score (log-likelihood per character) a longer key may gain by overfitting. */
const OVERFIT_MARGIN = 0.05;

type Candidate = { keyLength: number; key: string; indexOfCoincidence: number; score: number; preview: string; plaintext: string };

/** Mean index of coincidence of the `period` columns of the letter sequence. */
function columnCoincidence(letters: readonly number[], period: number): number {
  let sum = 0;
  let columns = 0;
  for (let c = 0; c < period; c++) {
    const counts = new Array<number>(26).fill(0);
    let n = 0;
    for (let i = c; i < letters.length; i += period) {
      counts[letters[i]!]!++;
      n++;
    }
    if (n < 2) continue;
    let pairs = 0;
    for (const k of counts) pairs += k * (k - 1);
    sum += pairs / (n * (n - 1));
    columns++;
  }
  return columns === 0 ? 0 : sum / columns;
}

/** Plain letter index from cipher letter y and key letter k. */
const decrypt = (beaufort: boolean) => (y: number, k: number) => (beaufort ? k - y : y - k);

/** For each column the key letter whose decryption is closest to English. */
function solveKey(letters: readonly number[], period: number, beaufort: boolean): number[] {
  const plain = decrypt(beaufort);
  const key: number[] = [];
  for (let c = 0; c < period; c++) {
    let best = 0;
    let bestChi = Number.POSITIVE_INFINITY;
    for (let k = 0; k < 26; k++) {
      const counts = new Array<number>(26).fill(0);
      for (let i = c; i < letters.length; i += period) counts[(((plain(letters[i]!, k)) % 26) + 26) % 26]!++;
      const chi = chiSquaredEnglish(counts);
      if (chi < bestChi) {
        bestChi = chi;
        best = k;
      }
    }
    key.push(best);
  }
  return key;
}

/** The shortest period of a key (ABCABC → ABC). */
function shortestPeriod(key: readonly number[]): number[] {
  for (let p = 1; p < key.length; p++) {
    if (key.length % p === 0 && key.every((k, i) => k === key[i % p])) return key.slice(0, p);
  }
  return [...key];
}

export default defineTool(definition, (params) => {
  const { text, maxKeyLength } = params;
  const beaufort = params.variant === 'beaufort';
  const letters: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const x = letterIndex(text.charCodeAt(i));
    if (x >= 0) letters.push(x);
  }
  if (letters.length < MIN_LETTERS)
    return failure('INVALID_INPUT', `The text has ${letters.length} Latin letters; at least ${MIN_LETTERS} are needed (and about 20 per key letter for a reliable result).`);
  const longest = Math.min(maxKeyLength, Math.floor(letters.length / 2));
  const lengths = Array.from({ length: longest }, (_, i) => ({ period: i + 1, ioc: columnCoincidence(letters, i + 1) }));
  // Multiples of the true period have as high an index of coincidence (and their columns,
  // being shorter, overfit to English), so the answer is the shortest period close to the best
  // one; the other periods follow by their index of coincidence.
  // Multiples of the true period have as high an index of coincidence, and their shorter
  // columns overfit English a little; divisors of it read badly. So: solve the periods with the
  // highest index of coincidence, take the best English score, and prefer the shortest key
  // whose score is within a small margin of it.
  lengths.sort((a, b) => b.ioc - a.ioc || a.period - b.period);
  const plain = decrypt(beaufort);
  const seen = new Set<string>();
  const solved: Candidate[] = [];
  for (const { period } of lengths.slice(0, PERIODS_TO_SOLVE)) {
    const key = shortestPeriod(solveKey(letters, period, beaufort));
    const keyText = key.map((k) => String.fromCharCode(65 + k)).join('');
    if (seen.has(keyText)) continue;
    seen.add(keyText);
    const plaintext = mapLetters(text, (y, n) => plain(y, key[n % key.length]!));
    solved.push({
      keyLength: key.length,
      key: keyText,
      indexOfCoincidence: roundScore(columnCoincidence(letters, key.length)),
      score: roundScore(englishScoreText(plaintext)),
      preview: [...plaintext].slice(0, 80).join(''),
      plaintext,
    });
  }
  const bestScore = Math.max(...solved.map((c) => c.score));
  const chosen = solved.filter((c) => c.score >= bestScore - OVERFIT_MARGIN).sort((a, b) => a.keyLength - b.keyLength)[0]!;
  const candidates = [chosen, ...solved.filter((c) => c !== chosen).sort((a, b) => b.score - a.score || a.keyLength - b.keyLength)].slice(0, MAX_CANDIDATES);
  const best = chosen;
  return success({
    key: best.key,
    plaintext: best.plaintext,
    letters: letters.length,
    candidates: candidates.map(({ plaintext: _unused, ...c }) => c),
  });
});
