import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  changed: boolean;
  changes: Record<string, number | boolean>;
  invisibleFound: { codePoint: string; name: string; count: number }[];
}

const run = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...options });
const clean = async (text: string, options: Record<string, unknown> = {}) => (await run(text, options)).result;

describe('whitespace-cleaner', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('rejects a tab width out of range', async () => {
    await runError(tool, { text: 'a', tabs: 'toSpaces', tabWidth: 0 }, 'CONSTRAINT_VIOLATION');
    await runError(tool, { text: 'a', tabs: 'toSpaces', tabWidth: 2.5 }, 'CONSTRAINT_VIOLATION');
  });

  it('trims only line ends by default and leaves everything else', async () => {
    const data = await run('  a  \t\r\n b\u3000\r\n\r\n\r\n c');
    expect(data.result).toBe('  a\r\n b\r\n\r\n\r\n c');
    expect(data.changes.trailingTrimmed).toBe(2);
    expect(data.changed).toBe(true);
    const same = await run('a\nb\n');
    expect(same.result).toBe('a\nb\n');
    expect(same.changed).toBe(false);
    expect(await clean('a  \n', { trimTrailing: false })).toBe('a  \n');
  });

  it('trims line starts', async () => {
    const data = await run('\t a\n  b\nc', { trimLeading: true });
    expect(data.result).toBe('a\nb\nc');
    expect(data.changes.leadingTrimmed).toBe(2);
  });

  it('collapses runs of spaces and tabs but keeps indentation', async () => {
    const data = await run('    if  (a \t b)   x\nsingle\ttab', { collapseSpaces: true });
    expect(data.result).toBe('    if (a b) x\nsingle\ttab');
    expect(data.changes.spacesCollapsed).toBe(3);
    expect(await clean('   a   b', { collapseSpaces: true, trimLeading: true })).toBe('a b');
  });

  it('expands tabs to tab stops, counting code points', async () => {
    expect(await clean('\ta\tbc\td', { tabs: 'toSpaces' })).toBe('    a   bc  d');
    expect(await clean('a\tb', { tabs: 'toSpaces', tabWidth: 8 })).toBe('a       b');
    expect(await clean('😀\tx', { tabs: 'toSpaces', tabWidth: 4 })).toBe('😀   x');
    const data = await run('\tx\ny\n\tz', { tabs: 'toSpaces', tabWidth: 2 });
    expect(data.result).toBe('  x\ny\n  z');
    expect(data.changes.tabsConverted).toBe(2);
  });

  it('converts indentation spaces to tabs, leaving inner spaces', async () => {
    expect(await clean('        a  b\n      c\n  \td', { tabs: 'toTabs' })).toBe('\t\ta  b\n\t  c\n\td');
    const data = await run('\tok\nx\n        \n', { tabs: 'toTabs' });
    expect(data.result).toBe('\tok\nx\n\n');
    expect(data.changes.tabsConverted).toBe(0);
    expect(data.changes.trailingTrimmed).toBe(1);
  });

  it('removes or collapses blank lines (whitespace-only counts as blank)', async () => {
    const text = 'a\n\n \n\t\nb\n\nc\n';
    expect(await clean(text, { blankLines: 'collapse', trimTrailing: false })).toBe('a\n\nb\n\nc\n');
    const data = await run(text, { blankLines: 'remove' });
    expect(data.result).toBe('a\nb\nc\n');
    expect(data.changes.blankLinesRemoved).toBe(4);
    expect(await clean('\n\n', { blankLines: 'remove' })).toBe('');
    expect(await clean('a\n\n', { blankLines: 'remove' })).toBe('a\n');
  });

  it('normalizes line endings', async () => {
    const data = await run('a\r\nb\nc\rd\n', { lineEndings: 'lf' });
    expect(data.result).toBe('a\nb\nc\nd\n');
    expect(data.changes.lineEndingsChanged).toBe(2);
    expect(await clean('a\nb\r\nc', { lineEndings: 'crlf' })).toBe('a\r\nb\r\nc');
    expect(await clean('a\nb\r\nc\rd')).toBe('a\nb\r\nc\rd');
    expect(Buffer.from(await clean('x\r\ny', { lineEndings: 'lf' })).toString('hex')).toBe('780a79');
  });

  it('ensures exactly one final newline, or none', async () => {
    const added = await run('a\nb', { finalNewline: 'single' });
    expect(added.result).toBe('a\nb\n');
    expect(added.changes.finalNewlineAdded).toBe(true);
    const trimmed = await run('a\n\n  \n', { finalNewline: 'single' });
    expect(trimmed.result).toBe('a\n');
    expect(trimmed.changes.blankLinesRemoved).toBe(2);
    expect(trimmed.changes.finalNewlineAdded).toBe(false);
    expect(await clean('a\r\nb\r\n', { finalNewline: 'single' })).toBe('a\r\nb\r\n');
    expect(await clean('a\r\nb', { finalNewline: 'single' })).toBe('a\r\nb\r\n');
    const none = await run('a\n\n', { finalNewline: 'none' });
    expect(none.result).toBe('a');
    expect(none.changes.finalNewlineRemoved).toBe(true);
    expect(await clean('  \n\n', { finalNewline: 'single' })).toBe('');
  });

  it('removes zero-width characters and replaces non-breaking spaces, listing them', async () => {
    const text = '\ufeffa\u200bb\u00a0c\u202fd\u00ade\u2060f\u200b\u200d👩\u200d💻\u200c';
    const data = await run(text, { removeInvisible: true });
    expect(data.result).toBe('ab c de\u2060f'.replace('\u2060', '') + '\u200d👩\u200d💻\u200c');
    expect(data.changes.invisibleRemoved).toBe(5);
    expect(data.changes.nbspReplaced).toBe(2);
    expect(data.invisibleFound).toEqual([
      { codePoint: 'U+00A0', name: 'NO-BREAK SPACE', count: 1 },
      { codePoint: 'U+00AD', name: 'SOFT HYPHEN', count: 1 },
      { codePoint: 'U+200B', name: 'ZERO WIDTH SPACE', count: 2 },
      { codePoint: 'U+202F', name: 'NARROW NO-BREAK SPACE', count: 1 },
      { codePoint: 'U+2060', name: 'WORD JOINER', count: 1 },
      { codePoint: 'U+FEFF', name: 'ZERO WIDTH NO-BREAK SPACE', count: 1 },
    ]);
    const off = await run('a\u200bb');
    expect(off.result).toBe('a\u200bb');
    expect(off.invisibleFound).toEqual([]);
    // a trailing non-breaking space is whitespace for trimming
    expect(await clean('a\u00a0')).toBe('a');
  });

  it('handles unicode text', async () => {
    expect(await clean(`  ${UNICODE_SAMPLE}   ${UNICODE_SAMPLE}  `, { collapseSpaces: true, trimLeading: true })).toBe(
      `${UNICODE_SAMPLE} ${UNICODE_SAMPLE}`,
    );
  });

  it('handles the largest allowed input in linear time (one huge line of spaces, many lines)', async () => {
    const spaces = largestInput(tool, 'text', ' ');
    const all = { trimLeading: true, collapseSpaces: true, tabs: 'toTabs', blankLines: 'collapse', finalNewline: 'single', removeInvisible: true };
    expect(await clean('a' + spaces.slice(2) + 'b', all)).toBe('a b\n');
    const lines = largestInput(tool, 'text', 'x \t\r\n');
    const data = await run(lines, { ...all, lineEndings: 'lf', tabs: 'toSpaces' });
    expect(data.result).toBe('x\n'.repeat(200_000));
    expect(data.changes.lineEndingsChanged).toBe(200_000);
  });
});
