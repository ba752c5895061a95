import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

const LETTERS = 'Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu'.split(' ');
const ICAO_FIGURES = 'Zero One Two Tree Fower Fife Six Seven Eight Niner'.split(' ');
const PLAIN_FIGURES = 'Zero One Two Three Four Five Six Seven Eight Nine'.split(' ');
/** ICAO Annex 10 words for the decimal point and the hyphen. */
const ICAO_MARKS: Record<string, string> = { '.': 'Decimal', '-': 'Dash' };
const PLAIN_MARKS: Record<string, string> = { '.': 'Point', '-': 'Dash' };

function table(style: string): Map<string, string> {
  const map = new Map<string, string>();
  LETTERS.forEach((word, i) => map.set(String.fromCharCode(65 + i), style === 'plain' ? word.replace('Alfa', 'Alpha').replace('Juliett', 'Juliet') : word));
  (style === 'plain' ? PLAIN_FIGURES : ICAO_FIGURES).forEach((word, i) => map.set(String(i), word));
  for (const [ch, word] of Object.entries(style === 'plain' ? PLAIN_MARKS : ICAO_MARKS)) map.set(ch, word);
  return map;
}

/** Every accepted spelling (lower case) → its character. */
const READ = new Map<string, string>();
for (const style of ['icao', 'plain'])
  for (const [ch, word] of table(style)) READ.set(word.toLowerCase(), ch);
for (const [word, ch] of Object.entries({ xray: 'X', whisky: 'W', hyphen: '-', stop: '.', period: '.', dot: '.', decimal: '.', space: ' ' })) READ.set(word, ch);

const SEPARATORS: Record<string, string> = { slash: ' / ', newline: '\n', space: ' ' };

export default defineTool(definition, (params) => {
  const text = params.text;
  const unknown: string[] = [];
  const seen = new Set<string>();
  const keep = (item: string) => {
    if (!seen.has(item)) seen.add(item) && unknown.push(item);
    return item;
  };
  const lines = text.split(/\r\n|\r|\n/);

  if (params.mode === 'encode') {
    const words = table(params.style);
    const separator = SEPARATORS[params.wordSeparator]!;
    const result = lines.map((line) =>
      line
        .split(/\s+/)
        .filter((w) => w !== '')
        .map((word) => Array.from(word, (ch) => words.get(ch.toUpperCase()) ?? keep(ch)).join(' '))
        .join(separator),
    );
    return success({ result: result.join('\n'), unknown });
  }

  const result = lines.map((line) => {
    let out = '';
    // "/" or "|" stand for a space between words; code words are separated by blanks or commas
    for (const token of line.split(/[\s,]+|(?=[/|])|(?<=[/|])/)) {
      if (token === '') continue;
      if (token === '/' || token === '|') out += ' ';
      else out += READ.get(token.toLowerCase()) ?? keep(token);
    }
    return out.replace(/ +/g, ' ').trim();
  });
  return success({ result: result.join('\n'), unknown });
});
