import { describe, expect, it } from 'vitest';
import { reindentJson } from './json-reindent.js';
import { parseJsonText, printJson } from './json-text.js';
import { testRandom } from '../_test/random.js';
import { randomUnicode } from '../_test/stream.js';

/** What the tree printer makes of `source`, or undefined when the checking parser refuses it. */
function printed(source: string, indent: string, lenient = false): string | undefined {
  const parsed = parseJsonText(source, lenient);
  return parsed.ok ? printJson(parsed.json, { indent }) : undefined;
}

/** Random JSON text: nested values, every string escape, raw astral characters and lone surrogates, big and odd numbers, random whitespace. */
function randomJson(rand: () => number, depth = 0): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const ws = () => (rand() < 0.5 ? '' : pick([' ', '\n', '\t', '\r\n', '  \n    ', ' \t ']));
  const k = rand();
  if (depth < 6 && k < 0.3) {
    const n = Math.floor(rand() * 5);
    const members = Array.from({ length: n }, () => `${ws()}${randomString(rand)}${ws()}:${ws()}${randomJson(rand, depth + 1)}${ws()}`);
    return `{${members.join(',') || ws()}}`;
  }
  if (depth < 6 && k < 0.55) {
    const n = Math.floor(rand() * 5);
    return `[${Array.from({ length: n }, () => `${ws()}${randomJson(rand, depth + 1)}${ws()}`).join(',') || ws()}]`;
  }
  if (k < 0.8) return randomString(rand);
  return pick(['0', '-0', '12345678901234567890123', '-1.5e+300', '3.14159265358979323846', '1E-7', '0.0', 'true', 'false', 'null', '-12']);
}

function randomString(rand: () => number): string {
  const escapes = ['\\"', '\\\\', '\\/', '\\b', '\\f', '\\n', '\\r', '\\t', '\\u00e9', '\\uD83D\\uDE00', '\\ud800'];
  let s = randomUnicode(rand, Math.floor(rand() * 12)).replace(/["\\\x00-\x1f]/g, '');
  if (rand() < 0.4) s += escapes[Math.floor(rand() * escapes.length)];
  return `"${s}"`;
}

const INDENTS = ['', '  ', '    ', '\t'];

describe('reindentJson (differential against the checking parser and the tree printer)', () => {
  it('prints exactly what printJson prints, for random documents in every indent', () => {
    const rand = testRandom(101);
    let fast = 0;
    for (let k = 0; k < 500; k++) {
      const source = `${rand() < 0.3 ? ' \n' : ''}${randomJson(rand)}${rand() < 0.3 ? '\n' : ''}`;
      const indent = INDENTS[k % 4]!;
      const expected = printed(source, indent);
      const result = reindentJson(source, indent);
      if (result) {
        fast++;
        expect(result.text, JSON.stringify(source)).toBe(expected);
        expect(result.lines).toBe(expected!.split('\n').length);
      } else expect(expected, `a valid document was not taken: ${JSON.stringify(source)}`).toBeUndefined();
    }
    expect(fast).toBe(500); // all of them are plain JSON
  });

  it('never prints what the parser refuses, and leaves comments, trailing commas, BOMs and exotic whitespace to it', () => {
    const rand = testRandom(102);
    const damage = ['', ',', ']', '}', '"', '\\', ':', '/*c*/', '//c\n', '\u00a0', '\ufeff', '\u000b', '01', '1.', '.5', 'tru', 'nul', '-', '1e', '\u0001', 'x', ',]'];
    for (let k = 0; k < 1000; k++) {
      const valid = randomJson(rand);
      const at = Math.floor(rand() * (valid.length + 1));
      const source = valid.slice(0, at) + damage[Math.floor(rand() * damage.length)] + valid.slice(at + (rand() < 0.5 ? 1 : 0));
      const indent = INDENTS[k % 4]!;
      const result = reindentJson(source, indent);
      if (result) expect(result.text, JSON.stringify(source)).toBe(printed(source, indent));
    }
    for (const source of ['[1,]', '{"a":1,}', '{"a":1 /* c */}', '\ufeff{}', '[\u00a01]', '', ' ', '[1]x', '"\t"', '1 2'])
      expect(reindentJson(source, '  '), JSON.stringify(source)).toBeUndefined();
  });

  it('hands documents nested past the limit to the parser, which names the depth', () => {
    const deep = '['.repeat(1200) + ']'.repeat(1200);
    expect(reindentJson(deep, '  ')).toBeUndefined();
    expect(parseJsonText(deep)).toMatchObject({ ok: false, message: expect.stringMatching(/nested too deeply/) });
    const fine = '['.repeat(500) + '1' + ']'.repeat(500);
    expect(reindentJson(fine, '')?.text).toBe(fine);
  });

  it('writes output longer than one chunk, ASCII and non-ASCII, lone surrogates kept', () => {
    for (const item of ['{"k":"value","n":12345678901234567890}', '{"k":"é😀\ud800","n":1}']) {
      const source = `[${Array(30_000).fill(item).join(',')}]`;
      expect(reindentJson(source, '\t')?.text).toBe(printed(source, '\t'));
      expect(reindentJson(source, '')?.text).toBe(source);
    }
  });
});
