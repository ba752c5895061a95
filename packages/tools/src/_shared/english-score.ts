/**
 * How much a text or byte string looks like English: for ranking brute-force candidates
 * (XOR keys, Affine keys, Vigenère shifts). Letter frequencies are the usual published
 * English table (per cent, A–Z); the score is a log-likelihood per character, so texts of
 * different lengths compare, with penalties for bytes that plain text rarely holds.
 */
export const ENGLISH_LETTER_FREQUENCIES: readonly number[] = [
  8.167, 1.492, 2.782, 4.253, 12.702, 2.228, 2.015, 6.094, 6.966, 0.153, 0.772, 4.025, 2.406,
  6.749, 7.507, 1.929, 0.095, 5.987, 6.327, 9.056, 2.758, 0.978, 2.36, 0.15, 1.974, 0.074,
];

const LOG_LETTER = ENGLISH_LETTER_FREQUENCIES.map((f) => Math.log(f / 100));
/** Space is about 1 character in 6 of running English text. */
const LOG_SPACE = Math.log(0.18);
const LOG_PUNCT = Math.log(0.02);
const LOG_DIGIT = Math.log(0.005);
const LOG_OTHER_PRINTABLE = Math.log(0.0005);
const LOG_CONTROL = Math.log(0.00001);

/** Log-likelihood of one byte (or UTF-16 unit below 256) under a crude English model. */
function byteLogLikelihood(c: number): number {
  if (c >= 97 && c <= 122) return LOG_LETTER[c - 97]! + Math.log(0.8);
  if (c >= 65 && c <= 90) return LOG_LETTER[c - 65]! + Math.log(0.05);
  if (c === 32) return LOG_SPACE;
  if (c === 10 || c === 13) return LOG_PUNCT;
  if (c === 44 || c === 46 || c === 39 || c === 34 || c === 33 || c === 63 || c === 45 || c === 58 || c === 59) return LOG_PUNCT;
  if (c >= 48 && c <= 57) return LOG_DIGIT;
  if (c > 32 && c < 127) return LOG_OTHER_PRINTABLE;
  if (c === 9) return LOG_OTHER_PRINTABLE;
  return LOG_CONTROL;
}

/** Mean log-likelihood per byte; higher is more English-like (plain English ≈ −3, noise ≈ −9). */
export function englishScoreBytes(bytes: Uint8Array): number {
  if (bytes.length === 0) return 0;
  let sum = 0;
  for (const b of bytes) sum += byteLogLikelihood(b);
  return sum / bytes.length;
}

/** The same score for text (characters above U+00FF count as rare printable). */
export function englishScoreText(text: string): number {
  if (text.length === 0) return 0;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    sum += c < 256 ? byteLogLikelihood(c) : LOG_OTHER_PRINTABLE;
    n++;
  }
  return sum / n;
}

/** Chi-squared distance of letter counts (26 entries) from English; lower is more English-like. */
export function chiSquaredEnglish(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return Number.POSITIVE_INFINITY;
  let chi = 0;
  for (let i = 0; i < 26; i++) {
    const expected = (ENGLISH_LETTER_FREQUENCIES[i]! / 100) * total;
    const d = counts[i]! - expected;
    chi += (d * d) / expected;
  }
  return chi;
}

/** Rounds a score for output (3 decimals), keeping results stable across platforms. */
export function roundScore(score: number): number {
  return Math.round(score * 1000) / 1000;
}
