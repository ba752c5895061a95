import { defineTool, failure, success } from '@ctp/core';
import { letterIndex } from '../../_shared/latin-letters.js';
import definition from './definition.js';

const SEPARATORS = { dash: '-', space: ' ', comma: ',' } as const;

function encode(text: string, separator: string): { result: string; skipped: number } {
  const wordGap = separator === ' ' ? ' / ' : ' ';
  const words: string[] = [];
  let word: number[] = [];
  let skipped = 0;
  const flush = () => {
    if (word.length > 0) words.push(word.join(separator));
    word = [];
  };
  for (const ch of text) {
    const index = ch.length === 1 ? letterIndex(ch.charCodeAt(0)) : -1;
    if (index >= 0) word.push(index + 1);
    else if (/\s/.test(ch)) flush();
    else skipped++;
  }
  flush();
  return { result: words.join(wordGap), skipped };
}

type Decoded = { ok: true; result: string } | { ok: false; message: string };

function decode(text: string): Decoded {
  const tokens = text.trim().match(/\d+|\D+/g) ?? [];
  // A separator token holding "/" (or whitespace while the letter separator is not whitespace) ends a word.
  const letterSepIsSpace = !/\d[-,;.:]\d/.test(text) && !/\d[-,;.:]\s*\d/.test(text);
  let result = '';
  let offset = text.length - text.trimStart().length;
  for (const token of tokens) {
    if (/^\d+$/.test(token)) {
      const n = Number(token);
      if (n < 1 || n > 26) return { ok: false, message: `${token} at position ${offset + 1} is not a letter number (1–26).` };
      result += String.fromCharCode(64 + n);
    } else {
      const bad = token.match(/[^\s\-,;.:/|]/);
      if (bad) return { ok: false, message: `'${bad[0]}' at position ${offset + bad.index! + 1} is neither a number nor a separator (- , ; . : / or space).` };
      if (token.includes('/') || token.includes('|')) result += ' ';
      else if (!/[-,;.:]/.test(token) && (!letterSepIsSpace || /\s\s/.test(token))) result += ' ';
    }
    offset += token.length;
  }
  return { ok: true, result: result.replace(/ {2,}/g, ' ') };
}

export default defineTool(definition, (params) => {
  if (params.mode === 'encode') return success(encode(params.text, SEPARATORS[params.separator]));
  const decoded = decode(params.text);
  if (!decoded.ok) return failure('INVALID_INPUT', decoded.message);
  if (decoded.result === '') return failure('INVALID_INPUT', 'The text holds no numbers to decode.');
  return success({ result: decoded.result, skipped: 0 });
});
