/**
 * Sentence boundaries for text tools: UAX #29 (Intl.Segmenter) as the base, tailored for
 * French spacing. French sets a space (often U+00A0 or U+202F) before closing punctuation,
 * « Bonjour ! », and UAX #29's default rules (SB9–SB11) end the sentence at that space, so
 * the closing » would open the next "sentence". A closer after the space still belongs to
 * the sentence before it.
 */

/** Unambiguous closing punctuation: closing brackets and final quotation marks (», ”, ’, ›, ）…). */
export const CLOSER = /[\p{Pe}\p{Pf}]/u;

/** Closing punctuation and spaces at the start of a segment, straight quotes included. */
const LEADING_CLOSERS = /^[\s\p{Pe}\p{Pf}"']+/u;

/**
 * Whether a sentence segment (from Intl.Segmenter) is a sentence of its own: something is left
 * once the closing punctuation it starts with, which ends the sentence before, is set aside.
 */
export function isOwnSentence(segment: string): boolean {
  return /\S/u.test(segment.replace(LEADING_CLOSERS, ''));
}
