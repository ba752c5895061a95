import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

/** Latin letters with a stroke or other built-in mark that NFD does not separate. */
const NON_DECOMPOSING: Record<string, string> = {
  ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', ħ: 'h', Ħ: 'H', ı: 'i', ŀ: 'l', Ŀ: 'L',
  ŧ: 't', Ŧ: 'T', ƀ: 'b', Ƀ: 'B', ɨ: 'i', Ɨ: 'I', ƶ: 'z', Ƶ: 'Z', ɍ: 'r', Ɍ: 'R', ȼ: 'c', Ȼ: 'C', ɇ: 'e', Ɇ: 'E',
};
const LIGATURES: Record<string, string> = { ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', þ: 'th', Þ: 'TH' };
const MARK = /\p{M}/u;

export function removeDiacritics(text: string, expandLigatures: boolean): { result: string; changed: number } {
  let result = '';
  let changed = 0;
  for (const ch of text) {
    const mapped = NON_DECOMPOSING[ch] ?? (expandLigatures ? LIGATURES[ch] : undefined);
    if (mapped !== undefined) {
      result += mapped;
      changed++;
      continue;
    }
    if (ch.charCodeAt(0) < 0xc0) {
      result += ch;
      continue;
    }
    // decompose, drop the marks, recompose what is left (Hangul and the like stay whole)
    const base = ch.normalize('NFD');
    let kept = '';
    for (const part of base) if (!MARK.test(part)) kept += part;
    const out = kept === '' ? '' : kept.normalize('NFC');
    if (out !== ch) changed++;
    result += out;
  }
  return { result, changed };
}

export default defineTool(definition, (params) => success(removeDiacritics(params.text, params.expandLigatures)));
