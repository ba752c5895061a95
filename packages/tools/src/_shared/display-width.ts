/**
 * Display width of text in a monospaced font (terminal columns): East Asian Wide
 * and Fullwidth characters and emoji take 2 columns, combining marks 0. Used to
 * pad table columns (markdown-table-formatter, csv-formatter). Same rules as
 * editors/wrap-text.
 */
import { forEachGrapheme } from './grapheme-scan.js';

/** East Asian Wide and Fullwidth ranges (UAX #11) outside emoji, as [from, to] pairs. */
const WIDE: readonly number[] = [
  0x1100, 0x115f, 0x2e80, 0x303e, 0x3041, 0x33ff, 0x3400, 0x4dbf, 0x4e00, 0x9fff, 0xa000, 0xa4cf, 0xa960, 0xa97f,
  0xac00, 0xd7a3, 0xf900, 0xfaff, 0xfe10, 0xfe19, 0xfe30, 0xfe6f, 0xff00, 0xff60, 0xffe0, 0xffe6, 0x16fe0, 0x16fe4,
  0x17000, 0x18cff, 0x1b000, 0x1b2ff, 0x1f200, 0x1f2ff, 0x20000, 0x2fffd, 0x30000, 0x3fffd,
];
const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}/u;
const EMOJI = /^\p{Emoji}/u;
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}]/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function isWide(cp: number): boolean {
  if (cp < 0x1100) return false;
  for (let i = 0; i < WIDE.length; i += 2) {
    if (cp < WIDE[i]!) return false;
    if (cp <= WIDE[i + 1]!) return true;
  }
  return false;
}

/** Columns one grapheme cluster takes. */
function clusterWidth(s: string): number {
  const cp = s.codePointAt(0)!;
  if (cp < 0x7f) return cp < 0x20 ? 0 : 1;
  if (isWide(cp) || EMOJI_PRESENTATION.test(s)) return 2;
  if (s.length > 1 && (s.includes('\uFE0F') || s.includes('\u200D')) && EMOJI.test(s)) return 2; // ❤️, 1️⃣, ZWJ sequences
  if (cp >= 0x1f1e6 && cp <= 0x1f1ff) return s.length >= 4 ? 2 : 1; // a flag
  if (ZERO_WIDTH.test(s)) return 0;
  return 1;
}

/** Columns `text` (one line, no tabs) takes in a monospaced font. */
export function displayWidth(text: string): number {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let width = 0;
  forEachGrapheme(text, (start, end) => {
    const c = text.charCodeAt(start);
    width += end - start === 1 && c < 0x7f ? (c < 0x20 ? 0 : 1) : clusterWidth(text.slice(start, end));
  });
  return width;
}
