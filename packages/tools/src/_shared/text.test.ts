import { describe, expect, it } from 'vitest';
import { graphemeChunks, graphemeCount, mapLines } from './text.js';
import { testRandom } from '../_test/random.js';

const whole = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;

describe('graphemeCount', () => {
  it('matches whole-string segmentation on mixed scripts, combining marks and emoji sequences', () => {
    const units = ['a', 'é', 'e\u0301', '😀', '👨‍👩‍👧‍👦', '🇫🇷', '中', '\r\n', '\n', ' ', 'क्षि', '🏳️‍🌈'];
    let seed = 7;
    for (let round = 0; round < 20; round++) {
      let text = '';
      for (let i = 0; i < 1500; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        text += units[seed % units.length];
      }
      expect(graphemeCount(text)).toBe(whole(text));
      expect([...graphemeChunks(text)].join('')).toBe(text);
    }
  });

  // whole-string segmentation of this takes minutes on Node 20 (the test's time limit catches a regression)
  it('counts a 1M-character single line', () => {
    expect(graphemeCount('À😀中 abc'.repeat(150_000))).toBe(7 * 150_000);
  });
});

describe('mapLines', () => {
  it('gives what split, map and join give, across blocks and with every kind of line break', () => {
    const rand = testRandom(77);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
    for (let k = 0; k < 60; k++) {
      const breaks = pick([['\n'], ['\r\n'], ['\r'], ['\n', '\r\n', '\r']]);
      const count = k < 40 ? Math.floor(rand() * 12) : 4090 + Math.floor(rand() * 9000); // past one 4096-line block
      let text = '';
      for (let i = 0; i < count; i++) text += pick(['', 'a', 'Hello World', ' x ', 'é😀', '\r\r']) + pick(breaks);
      if (rand() < 0.5) text += 'last';
      let calls = 0;
      const fn = (line: string) => `${++calls}:${line.toUpperCase()}`;
      const expected = text.split(/\r\n|\r|\n/).map((line, i) => `${i + 1}:${line.toUpperCase()}`).join('\n');
      expect(mapLines(text, fn, '\n') === expected, JSON.stringify({ k, count })).toBe(true);
    }
    expect(mapLines('', (l) => `[${l}]`, '\n')).toBe('[]');
    expect(mapLines('a\r\nb\rc\n', (l) => `[${l}]`, '\r\n')).toBe('[a]\r\n[b]\r\n[c]\r\n[]');
  });
});
