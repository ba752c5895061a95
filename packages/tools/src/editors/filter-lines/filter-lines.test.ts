import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  matchedLines: number;
  keptLines: number;
  totalLines: number;
}

const run = (text: string, pattern: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, pattern, ...options });
const filter = async (text: string, pattern: string, options: Record<string, unknown> = {}) => (await run(text, pattern, options)).result;

const LOG = 'INFO start\nERROR disk\nWARN slow\nerror retry\nINFO done';

describe('filter-lines', () => {
  itReproducesItsExample(tool);

  it('treats an empty text or pattern as missing', async () => {
    await runError(tool, { text: '', pattern: 'a' }, 'MISSING_REQUIRED');
    await runError(tool, { text: 'a', pattern: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an invalid regex with the reason', async () => {
    expect(await runError(tool, { text: 'a', pattern: '(a', match: 'regex' }, 'INVALID_INPUT')).toBe('Invalid regular expression: Unterminated group');
    expect(await runError(tool, { text: 'a', pattern: '\\-', match: 'regex' }, 'INVALID_INPUT')).toMatch(/^Invalid regular expression: Invalid escape \(in Unicode mode/);
  });

  it('keeps lines containing the text, case-sensitively by default', async () => {
    const data = await run(LOG, 'ERROR');
    expect(data).toEqual({ result: 'ERROR disk', matchedLines: 1, keptLines: 1, totalLines: 5 });
    expect(await filter(LOG, 'error', { caseSensitive: false })).toBe('ERROR disk\nerror retry');
  });

  it('removes matching lines (invert)', async () => {
    const data = await run(LOG, 'INFO', { action: 'remove' });
    expect(data).toEqual({ result: 'ERROR disk\nWARN slow\nerror retry', matchedLines: 2, keptLines: 3, totalLines: 5 });
  });

  it('matches starts with, ends with and equals literally', async () => {
    const text = 'a.b\nxa.b\na.bx\naxb\nA.B';
    expect(await filter(text, 'a.b', { match: 'startsWith' })).toBe('a.b\na.bx');
    expect(await filter(text, 'a.b', { match: 'endsWith' })).toBe('a.b\nxa.b');
    expect(await filter(text, 'a.b', { match: 'equals' })).toBe('a.b');
    expect(await filter(text, 'a.b', { match: 'equals', caseSensitive: false })).toBe('a.b\nA.B');
    expect(await filter(text, '.', { match: 'contains' })).toBe('a.b\nxa.b\na.bx\nA.B');
  });

  it('folds case for Unicode text', async () => {
    expect(await filter('STRASSE\nStraße\nstrasse\nother', 'straße', { caseSensitive: false })).toBe('STRASSE\nStraße\nstrasse');
    expect(await filter('ÉTÉ\nété\nete', 'Été', { caseSensitive: false })).toBe('ÉTÉ\nété');
  });

  it('runs a regex per line (^ and $ are line bounds) and agrees with grep-like filtering', async () => {
    expect(await filter(LOG, '^(INFO|WARN) ', { match: 'regex' })).toBe('INFO start\nWARN slow\nINFO done');
    expect(await filter('a\n\n  \nb\n', '^\\s*$', { match: 'regex', action: 'remove' })).toBe('a\nb\n');
    expect(await filter('Ab\nab\nAB', '^a', { match: 'regex', caseSensitive: false })).toBe('Ab\nab\nAB');
    expect(await filter('x1\nxx\n٣', '\\p{Nd}', { match: 'regex' })).toBe('x1\n٣');
    const lines = Array.from({ length: 300 }, (_, i) => `item ${i}${i % 3 === 0 ? ' done' : ''}`);
    const re = /\d+ done$/u;
    expect(await filter(lines.join('\n'), '\\d+ done$', { match: 'regex' })).toBe(lines.filter((l) => re.test(l)).join('\n'));
  });

  it('keeps line endings and the final newline', async () => {
    expect(await filter('a1\r\nb\r\na2\r\n', 'a')).toBe('a1\r\na2\r\n');
    expect(await filter('a1\nb\na2', 'a2', { action: 'remove' })).toBe('a1\nb');
    expect(await filter('a\nb\n', 'z')).toBe('');
  });

  it('handles unicode', async () => {
    const data = await run(`${UNICODE_SAMPLE}\nplain\n😀`, '😀');
    expect(data.result).toBe(`${UNICODE_SAMPLE}\n😀`);
    expect(await filter(`${UNICODE_SAMPLE}\nplain`, '^.😀.$', { match: 'regex' })).toBe(UNICODE_SAMPLE);
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab\ncd\n');
    const data = await run(text, 'c', { match: 'startsWith', caseSensitive: false });
    expect(data).toMatchObject({ matchedLines: 166_666, keptLines: 166_666, totalLines: 333_332 });
    expect(data.result).toBe('cd\n'.repeat(166_666));
    expect((await run(text, 'b$', { match: 'regex' })).matchedLines).toBe(166_666);
  });

  it('declares itself isolated with a time limit (it runs user regexes)', () => {
    expect(tool.definition.isolate).toBe(true);
    expect(tool.definition.timeoutMs).toBe(5_000);
  });
});
