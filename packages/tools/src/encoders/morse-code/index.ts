import { defineTool, failure, success } from '@ctp/core';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

/** ITU-R M.1677-1 letters, figures and punctuation (× is the multiplication sign, sent as X). */
const ITU: Record<string, string> = {
  A: '.-', B: '-...', C: '-.-.', D: '-..', E: '.', F: '..-.', G: '--.', H: '....', I: '..', J: '.---', K: '-.-', L: '.-..', M: '--',
  N: '-.', O: '---', P: '.--.', Q: '--.-', R: '.-.', S: '...', T: '-', U: '..-', V: '...-', W: '.--', X: '-..-', Y: '-.--', Z: '--..',
  É: '..-..',
  '0': '-----', '1': '.----', '2': '..---', '3': '...--', '4': '....-', '5': '.....', '6': '-....', '7': '--...', '8': '---..', '9': '----.',
  '.': '.-.-.-', ',': '--..--', ':': '---...', '?': '..--..', "'": '.----.', '-': '-....-', '/': '-..-.', '(': '-.--.', ')': '-.--.-',
  '"': '.-..-.', '=': '-...-', '+': '.-.-.', '@': '.--.-.', '×': '-..-',
};
/** Widely used, not in the ITU recommendation. */
const EXTRA: Record<string, string> = { '!': '-.-.--', '&': '.-...', ';': '-.-.-.', _: '..--.-', $: '...-..-' };
const PROSIGNS: Record<string, string> = {
  AR: '.-.-.', SK: '...-.-', BT: '-...-', KN: '-.--.', SN: '...-.', CT: '-.-.-', AS: '.-...', SOS: '...---...', HH: '........',
};

const ENCODE = new Map(Object.entries({ ...ITU, ...EXTRA }));
const DECODE = new Map<string, string>();
for (const [ch, code] of ENCODE) if (ch !== '×') DECODE.set(code, ch);
const PROSIGN_DECODE = new Map<string, string>();
for (const [name, code] of Object.entries(PROSIGNS)) if (!DECODE.has(code)) PROSIGN_DECODE.set(code, `<${name}>`);

const PLAIN_TOKEN = /(\r\n|\r|\n)|([^\S\r\n]+)|(?!)()|\S/gu;
const PROSIGN_TOKEN = new RegExp(`(\\r\\n|\\r|\\n)|([^\\S\\r\\n]+)|<(${Object.keys(PROSIGNS).join('|')})>|\\S`, 'giu');

const GAPS: Record<string, [string, string]> = { slash: [' ', ' / '], spaces: ['   ', '       '], compact: [' ', '   '] };

interface Tally {
  unknown: string[];
  seen: Set<string>;
  count: number;
}

function note(t: Tally, item: string): void {
  t.count++;
  if (!t.seen.has(item)) {
    t.seen.add(item);
    t.unknown.push(item);
  }
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const onUnknown = params.onUnknown;
  const tally: Tally = { unknown: [], seen: new Set(), count: 0 };
  const out: string[] = [];

  if (params.mode === 'encode') {
    const [letterGap, wordGap] = GAPS[params.separator]!;
    // line breaks, blanks between words, a <prosign> when enabled, else one character
    const token = params.prosigns ? PROSIGN_TOKEN : PLAIN_TOKEN;
    let words: string[] = [];
    let codes: string[] = [];
    const endWord = () => {
      if (codes.length > 0) words.push(codes.join(letterGap));
      codes = [];
    };
    const endLine = () => {
      endWord();
      out.push(words.join(wordGap));
      words = [];
    };
    for (const m of text.matchAll(token)) {
      if (m[1]) endLine();
      else if (m[2]) endWord();
      else {
        const prosign = m[3] && PROSIGNS[m[3].toUpperCase()];
        const code = prosign || ENCODE.get(m[0].toUpperCase());
        if (code) codes.push(code);
        else {
          if (onUnknown === 'error') {
            const { line, column } = lineColumn(text, m.index!);
            return failure('INVALID_INPUT', `"${m[0]}" at line ${line}, column ${column} has no Morse code; choose "mark" or "skip" to go on without it.`);
          }
          note(tally, m[0]);
          if (onUnknown === 'mark') codes.push('#');
        }
      }
    }
    endLine();
    return success({ result: out.join('\n'), unknown: tally.unknown, unknownCount: tally.count });
  }

  for (const line of text.split(/\r\n|\r|\n/)) {
    const normal = line.replace(/[·•∙⋅]/g, '.').replace(/[_−–—‒]/g, '-');
    // word gaps: a slash or pipe, else whitespace runs longer than the shortest one
    let words: string[];
    if (/[/|]/.test(normal)) words = normal.split(/[/|]/);
    else {
      const runs = (normal.trim().match(/\s+/g) ?? []).map((r) => r.length);
      const shortest = runs.reduce((a, b) => Math.min(a, b), Infinity);
      words = runs.length > 0 && runs.some((r) => r > shortest) ? normal.split(new RegExp(`\\s{${shortest + 1},}`)) : [normal];
    }
    const decoded: string[] = [];
    for (const word of words) {
      let letters = '';
      for (const code of word.split(/\s+/)) {
        if (code === '') continue;
        const ch = DECODE.get(code) ?? (params.prosigns ? PROSIGN_DECODE.get(code) : undefined);
        if (ch !== undefined) letters += ch;
        else {
          if (onUnknown === 'error') {
            const reason = /^[.-]+$/.test(code) ? 'is not a Morse code' : 'contains characters other than dots and dashes';
            return failure('INVALID_INPUT', `"${code}" ${reason}; choose "mark" or "skip" to go on without it.`);
          }
          note(tally, code);
          if (onUnknown === 'mark') letters += '\uFFFD';
        }
      }
      if (letters !== '') decoded.push(letters);
    }
    out.push(decoded.join(' '));
  }
  return success({ result: out.join('\n'), unknown: tally.unknown, unknownCount: tally.count });
});
