import { describe, expect, it } from 'vitest';
import { joinLineRecords, splitLineRecords } from './line-records.js';
import { testRandom } from '../_test/random.js';
import { randomUnicode } from '../_test/stream.js';

/** The records written out with a regex, the way the general path reads any line ending. */
function reference(text: string) {
  const lines: string[] = [];
  const ends: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/\r\n|\r|\n/g)) {
    lines.push(text.slice(start, m.index));
    ends.push(m[0]);
    start = m.index + m[0].length;
  }
  const finalNewline = start === text.length && lines.length > 0;
  if (!finalNewline) {
    lines.push(text.slice(start));
    ends.push('');
  }
  return { lines, ends, finalNewline };
}

describe('line records', () => {
  it('split LF-only text natively exactly as the general reader does, and join it back unchanged', () => {
    const rand = testRandom(131);
    for (let k = 0; k < 300; k++) {
      const text = randomUnicode(rand, Math.floor(rand() * 200)).replace(/\r/g, '') + ['', '\n', '\n\n'][k % 3];
      const records = splitLineRecords(text);
      expect({ lines: records.lines, ends: records.ends, finalNewline: records.finalNewline }, JSON.stringify(text)).toEqual(reference(text));
      expect(records.uniform).toBe(true);
      expect(joinLineRecords(records.lines, records.ends, records.finalNewline, records.eol, true)).toBe(text);
      expect(joinLineRecords(records.lines, records.ends, records.finalNewline, records.eol)).toBe(text);
    }
  });
});
