/**
 * A–Z letter arithmetic for the classical ciphers: map a character to its index 0–25 and
 * back, keeping case; everything else (digits, punctuation, accented letters, other scripts)
 * is not a letter and passes through unchanged.
 */

/** 0–25 for A–Z / a–z, −1 otherwise. */
export function letterIndex(code: number): number {
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 97 && code <= 122) return code - 97;
  return -1;
}

/** The letter with index `index` (0–25) in the case of `code` (an ASCII letter's code). */
export function letterLike(index: number, code: number): string {
  return String.fromCharCode((code >= 97 ? 97 : 65) + index);
}

/** Replaces every ASCII letter of `text` by `map(index, position among letters)` in the same case. */
export function mapLetters(text: string, map: (index: number, letterNumber: number) => number): string {
  let out = '';
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const index = letterIndex(code);
    out += index < 0 ? text[i]! : letterLike(((map(index, n++) % 26) + 26) % 26, code);
  }
  return out;
}

/** Count of each letter A–Z in `text`, case-insensitive. */
export function letterCounts(text: string): number[] {
  const counts = new Array<number>(26).fill(0);
  for (let i = 0; i < text.length; i++) {
    const index = letterIndex(text.charCodeAt(i));
    if (index >= 0) counts[index]!++;
  }
  return counts;
}

/** The letters of a key as indexes, or the first character that is not a letter. */
export function keyIndexes(key: string): { ok: true; indexes: number[] } | { ok: false; bad: string; position: number } {
  const indexes: number[] = [];
  let position = 0;
  for (const ch of key) {
    position++;
    const index = ch.length === 1 ? letterIndex(ch.charCodeAt(0)) : -1;
    if (index < 0) return { ok: false, bad: ch, position };
    indexes.push(index);
  }
  return { ok: true, indexes };
}
