import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  unknown: string[];
  unknownCount: number;
}

const encode = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, mode: 'encode', ...options });
const decode = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, mode: 'decode', ...options });

describe('morse-code', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('encodes the ITU reference word PARIS and every figure', async () => {
    expect((await encode('paris')).result).toBe('.--. .- .-. .. ...');
    expect((await encode('0123456789')).result).toBe('----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.');
  });

  it('encodes ITU punctuation and É', async () => {
    expect((await encode('.,:?\'-/()"=+@')).result).toBe(
      '.-.-.- --..-- ---... ..--.. .----. -....- -..-. -.--. -.--.- .-..-. -...- .-.-. .--.-.',
    );
    expect((await encode('é É ×')).result).toBe('..-.. / ..-.. / -..-');
  });

  it('uses the chosen separators', async () => {
    expect((await encode('hi you', { separator: 'spaces' })).result).toBe('....   ..       -.--   ---   ..-');
    expect((await encode('hi you', { separator: 'compact' })).result).toBe('.... ..   -.-- --- ..-');
    expect((await encode('a  \t b\nc')).result).toBe('.- / -...\n-.-.');
  });

  it('decodes every separator style back to the same text', async () => {
    for (const separator of ['slash', 'spaces', 'compact']) {
      const morse = (await encode('Hello world 42', { separator })).result;
      expect((await decode(morse)).result, separator).toBe('HELLO WORLD 42');
    }
    expect((await decode('.... .. | -.-- --- ..-')).result).toBe('HI YOU');
    expect((await decode('... --- ...')).result).toBe('SOS');
    expect((await decode('...\n---\r\n...')).result).toBe('S\nO\nS');
  });

  it('round-trips every character of the table', async () => {
    const all = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÉ0123456789.,:?\'-/()"=+@!&;_$';
    const morse = (await encode([...all].join(' '))).result;
    expect((await decode(morse)).result).toBe([...all].join(' '));
  });

  it('accepts typographic dots and dashes', async () => {
    expect((await decode('··· −−− ···')).result).toBe('SOS');
    expect((await decode('•– _•')).result).toBe('AN');
  });

  it('marks, skips or rejects unknown characters and lists them', async () => {
    expect(await encode('a#b~#')).toEqual({ result: '.- # -... # #', unknown: ['#', '~'], unknownCount: 3 });
    expect(await encode('a#b', { onUnknown: 'skip' })).toEqual({ result: '.- -...', unknown: ['#'], unknownCount: 1 });
    expect(await runError(tool, { text: 'ok\nno ~', onUnknown: 'error' }, 'INVALID_INPUT')).toBe(
      '"~" at line 2, column 4 has no Morse code; choose "mark" or "skip" to go on without it.',
    );
    expect(await decode('.- ....... x -...')).toEqual({ result: 'A\uFFFD\uFFFDB', unknown: ['.......', 'x'], unknownCount: 2 });
    expect(await decode('.- ....... -...', { onUnknown: 'skip' })).toEqual({ result: 'AB', unknown: ['.......'], unknownCount: 1 });
    expect(await runError(tool, { text: '.- .......', mode: 'decode', onUnknown: 'error' }, 'INVALID_INPUT')).toBe(
      '"......." is not a Morse code; choose "mark" or "skip" to go on without it.',
    );
  });

  it('encodes and decodes prosigns only when asked', async () => {
    expect((await encode('<SK> <ar>', { prosigns: true })).result).toBe('...-.- / .-.-.');
    expect((await encode('<SK>')).result).toBe('# ... -.- #');
    expect((await encode('<XY>', { prosigns: true })).unknown).toEqual(['<', '>']);
    expect((await decode('...-.- ...---... ........', { prosigns: true })).result).toBe('<SK><SOS><HH>');
    expect((await decode('...-.-')).unknown).toEqual(['...-.-']);
    // a code shared with a character decodes as the character
    expect((await decode('.-.-.', { prosigns: true })).result).toBe('+');
  });

  it('handles unicode: é is ITU, the rest is reported', async () => {
    expect(await encode(`${UNICODE_SAMPLE} é`)).toEqual({ result: '# # # / ..-..', unknown: ['À', '😀', '中'], unknownCount: 3 });
  });

  it('encodes and decodes the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'sos ');
    const morse = (await encode(text)).result;
    expect(morse.startsWith('... --- ... / ... --- ...')).toBe(true);
    const back = await decode(morse.slice(0, 200_000).replace(/ \/ [^/]*$/, ''));
    expect(back.result.startsWith('SOS SOS')).toBe(true);
    expect(back.unknownCount).toBe(0);
  });
});
