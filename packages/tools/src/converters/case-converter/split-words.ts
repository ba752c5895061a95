/**
 * How the case converter splits a line into words. change-case's own split uses ASCII-only digit
 * classes and drops combining marks (\p{M}), which breaks decomposed accents and scripts such as
 * Devanagari (हिन्दी → हि-न-द). This split keeps letters, marks and every Unicode digit, and also
 * splits an uncased letter (中文) from a capital.
 */

const LOWER_UPPER = /([\p{Ll}\p{Lo}\p{N}]\p{M}*)(\p{Lu})/gu;
const UPPER_UPPER = /(\p{Lu}\p{M}*)(\p{Lu}\p{M}*\p{Ll})/gu;
/** Anything but letters, digits and the spacing/non-spacing marks on them (variation selectors and enclosing marks belong to emoji). */
const NOT_WORD = /(?:[^\p{L}\p{Mn}\p{Mc}\p{N}]|[\uFE00-\uFE0F\u{E0100}-\u{E01EF}])+/gu;
const LEADING_MARKS = /^\p{M}+/u;
const NUMBER_BOUNDARY = /(\p{N})(?=\p{L})|(\p{L}\p{M}*)(?=\p{N})/u;

/** The Unicode split: three regular-expression passes mark the boundaries. */
export function splitUnicode(value: string): string[] {
  const marked = value.replace(LOWER_UPPER, '$1\0$2').replace(UPPER_UPPER, '$1\0$2').replace(NOT_WORD, '\0');
  const words: string[] = [];
  for (const part of marked.split('\0')) {
    const word = part.replace(LEADING_MARKS, ''); // a mark with no letter before it
    if (word !== '') words.push(word);
  }
  return words;
}

const OTHER = 0;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;
/** The class of each ASCII code: in ASCII, \p{Ll} is a-z, \p{Lu} A-Z, \p{N} 0-9, and there are no marks or \p{Lo}. */
const ASCII_CLASS = new Uint8Array(128);
ASCII_CLASS.fill(LOWER, 97, 123);
ASCII_CLASS.fill(UPPER, 65, 91);
ASCII_CLASS.fill(DIGIT, 48, 58);

/**
 * The same words as splitUnicode, found in one pass over the character codes while they are
 * ASCII (four times faster than the regular expressions on log lines; the converter's time is
 * mostly its split). A word is a run of letters and digits, cut before a capital that follows a
 * lower-case letter or digit, and before the last capital of a run when a lower-case letter
 * follows it (XMLHttp → XML Http). The first non-ASCII character hands the line to splitUnicode.
 */
export function splitWords(value: string): string[] {
  const words: string[] = [];
  let start = -1; // where the current word began, or -1 between words
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 128) return splitUnicode(value);
    const kind = ASCII_CLASS[code]!;
    if (kind === OTHER) {
      if (start >= 0) words.push(value.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
    else if (kind === UPPER) {
      const before = ASCII_CLASS[value.charCodeAt(i - 1)]!;
      if (before !== UPPER || ASCII_CLASS[value.charCodeAt(i + 1)] === LOWER) {
        words.push(value.slice(start, i));
        start = i;
      }
    }
  }
  if (start >= 0) words.push(value.slice(start));
  return words;
}

/** splitWords, and digits cut from the letters next to them (version2Beta → version 2 Beta). */
export function splitSeparateNumbers(value: string): string[] {
  const words = splitWords(value);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const match = NUMBER_BOUNDARY.exec(word);
    if (match) {
      const offset = match.index + (match[1] ?? match[2]!).length;
      words.splice(i, 1, word.slice(0, offset), word.slice(offset));
    }
  }
  return words;
}
