import { describe, expect, it } from 'vitest';
import { LineJoiner } from './line-joiner.js';
import { testRandom } from '../_test/random.js';

describe('LineJoiner', () => {
  it('joins nothing, one empty line and several lines as Array#join does', () => {
    expect(new LineJoiner('\n').text()).toBe('');
    const one = new LineJoiner('\n');
    one.push('');
    expect(one.text()).toBe('');
    const some = new LineJoiner('\r\n');
    for (const line of ['a', '', 'b']) some.push(line);
    expect(some.text()).toBe('a\r\n\r\nb');
  });

  it('gives the same text across block boundaries (seeded)', () => {
    const rand = testRandom(7);
    for (let k = 0; k < 20; k++) {
      const lines = Array.from({ length: Math.floor(rand() * 3000) }, () => 'x'.repeat(Math.floor(rand() * (rand() < 0.1 ? 70_000 : 120))));
      const joiner = new LineJoiner(', ');
      for (const line of lines) joiner.push(line);
      expect(joiner.text() === lines.join(', '), `case ${k}: ${lines.length} lines`).toBe(true);
    }
  });
});
