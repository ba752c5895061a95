import { describe, expect, it } from 'vitest';
import { graphemeChunks, graphemeCount } from './text.js';

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
