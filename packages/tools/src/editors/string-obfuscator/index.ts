import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { forEachGrapheme } from '../../_shared/grapheme-scan.js';
import definition from './definition.js';

const SPACE = /^[^\S\r\n]+$/;
const PUNCTUATION = /^[\p{P}\p{S}]/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
/** Line breaks are kept and are not characters of the masked string. */
const isBreak = (g: string) => g === '\n' || g === '\r' || g === '\r\n';
const counted = (list: string[]) => list.reduce((n, g) => (isBreak(g) ? n : n + 1), 0);

interface Options {
  keepStart: number;
  keepEnd: number;
  mask: string;
  maskLength: number;
  keep: (g: string) => boolean;
}

interface Tally {
  masked: number;
  visible: number;
  shrunk: boolean;
}

/** Masks one string given as grapheme clusters. */
function maskOne(graphemes: string[], o: Options, tally: Tally): string {
  const n = graphemes.length;
  let start = o.keepStart;
  let end = o.keepEnd;
  if (n > 0 && start + end >= n) {
    // too short to show that much: show at most half, the end first being more useful (…1234)
    const visible = Math.floor(n / 2);
    end = Math.min(end, Math.ceil(visible / 2));
    start = Math.min(start, visible - end);
    end = Math.min(o.keepEnd, visible - start);
    tally.shrunk = true;
  }
  let out = graphemes.slice(0, start).join('');
  const middle = graphemes.slice(start, n - end);
  if (o.maskLength > 0) {
    out += o.mask.repeat(o.maskLength);
    tally.masked += counted(middle);
  } else
    for (const g of middle) {
      if (isBreak(g)) out += g;
      else if (o.keep(g)) {
        out += g;
        tally.visible++;
      } else {
        out += o.mask;
        tally.masked++;
      }
    }
  const tail = graphemes.slice(n - end);
  tally.visible += counted(graphemes.slice(0, start)) + counted(tail);
  return out + tail.join('');
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const mask = params.maskChar;
  let maskGraphemes = 0;
  forEachGrapheme(mask, () => void maskGraphemes++);
  if (maskGraphemes !== 1) return failure('INVALID_INPUT', `The mask must be one character; "${mask}" has ${maskGraphemes}.`);
  const options: Options = {
    keepStart: params.keepStart,
    keepEnd: params.keepEnd,
    mask,
    maskLength: params.maskLength,
    keep: (g) => (params.keepSpaces === true && SPACE.test(g)) || (params.keepPunctuation === true && PUNCTUATION.test(g) && !PICTOGRAPHIC.test(g)),
  };
  const tally: Tally = { masked: 0, visible: 0, shrunk: false };
  const graphemesOf = (s: string) => {
    const list: string[] = [];
    forEachGrapheme(s, (a, b) => void list.push(s.slice(a, b)));
    return list;
  };
  let masked: string;
  if (params.perLine) masked = text.split(/(\r\n|\r|\n)/).map((p, i) => (i % 2 === 1 ? p : maskOne(graphemesOf(p), options, tally))).join('');
  else masked = maskOne(graphemesOf(text), options, tally);
  const warnings = tally.shrunk ? ['The text is not longer than keepStart + keepEnd: fewer characters were left visible so that at least half is masked.'] : [];
  return withWarnings(success({ masked, maskedCount: tally.masked, visibleCount: tally.visible }), warnings);
});
