import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  result: string;
  lineCount: number;
  changedLines: number;
}

const run = (text: string, options: Record<string, unknown>) => runOk<Out>(tool, { text, ...options });

describe('prefix-suffix-lines', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '', prefix: '>' }, 'MISSING_REQUIRED');
  });

  it('adds a prefix, a suffix or both to every line', async () => {
    expect(await run('a\nb', { prefix: '> ' })).toEqual({ result: '> a\n> b', lineCount: 2, changedLines: 2 });
    expect(await run('a\nb', { suffix: ';' })).toEqual({ result: 'a;\nb;', lineCount: 2, changedLines: 2 });
    expect(await run('a\n\nb', { prefix: '"', suffix: '"' })).toEqual({ result: '"a"\n""\n"b"', lineCount: 3, changedLines: 3 });
  });

  it('skips empty and whitespace-only lines when asked', async () => {
    expect(await run('a\n\n  \t\nb', { prefix: '- ', skipBlank: true })).toEqual({ result: '- a\n\n  \t\n- b', lineCount: 4, changedLines: 2 });
  });

  it('keeps CRLF and CR line endings and the final newline, which is not a line', async () => {
    expect((await run('a\r\nb\r\n', { prefix: '#' })).result).toBe('#a\r\n#b\r\n');
    expect((await run('a\rb', { suffix: '!' })).result).toBe('a!\rb!');
    expect(await run('x\n', { prefix: '-' })).toEqual({ result: '-x\n', lineCount: 1, changedLines: 1 });
    expect(await run('\n', { prefix: '-' })).toEqual({ result: '-\n', lineCount: 1, changedLines: 1 });
  });

  it('fills a template with {line} and {n}, literally ($ and other braces untouched)', async () => {
    expect((await run('a\nb', { mode: 'template' })).result).toBe('1. a\n2. b');
    expect((await run('x$&\ny', { mode: 'template', template: '<li id="{n}">{line}</li> {x} {{n}} $1' })).result).toBe(
      '<li id="1">x$&</li> {x} {1} $1\n<li id="2">y</li> {x} {2} $1',
    );
    expect((await run('a\nb', { mode: 'template', template: '{line}{line}' })).result).toBe('aa\nbb');
  });

  it('numbers from startNumber and does not number skipped blank lines', async () => {
    expect((await run('a\n\nb', { mode: 'template', template: '{n}:{line}', startNumber: 0 })).result).toBe('0:a\n1:\n2:b');
    expect(await run('a\n\nb', { mode: 'template', template: '{n}:{line}', startNumber: -1, skipBlank: true })).toEqual({
      result: '-1:a\n\n0:b',
      lineCount: 3,
      changedLines: 2,
    });
  });

  it('removes a prefix and/or suffix only where present, exactly', async () => {
    expect(await run('// a\n//b\n// c // \nd', { mode: 'remove', prefix: '// ' })).toEqual({
      result: 'a\n//b\nc // \nd',
      lineCount: 4,
      changedLines: 2,
    });
    expect(await run('a;\nb;;\nc', { mode: 'remove', suffix: ';' })).toEqual({ result: 'a\nb;\nc', lineCount: 3, changedLines: 2 });
    expect(await run('"a"\n"b\nC"', { mode: 'remove', prefix: '"', suffix: '"' })).toEqual({ result: 'a\nb\nC', lineCount: 3, changedLines: 3 });
    // a line that is only the prefix becomes empty; the suffix is not removed from the same characters again
    expect((await run('"', { mode: 'remove', prefix: '"', suffix: '"' })).result).toBe('');
    expect((await run('A', { mode: 'remove', prefix: 'a' })).result).toBe('A');
  });

  it('handles unicode prefixes and lines', async () => {
    expect((await run(`${UNICODE_SAMPLE}\n中`, { prefix: '😀 ', suffix: ' À' })).result).toBe(`😀 ${UNICODE_SAMPLE} À\n😀 中 À`);
    expect((await run(`😀${UNICODE_SAMPLE}`, { mode: 'remove', prefix: '😀' })).result).toBe(UNICODE_SAMPLE);
  });

  it('rejects add/remove with neither prefix nor suffix', async () => {
    expect(await runError(tool, { text: 'a' }, 'INVALID_INPUT')).toBe('Give a prefix or a suffix to add (both are empty)');
    expect(await runError(tool, { text: 'a', mode: 'remove' }, 'INVALID_INPUT')).toBe('Give a prefix or a suffix to remove (both are empty)');
    await runError(tool, { text: 'a', mode: 'prepend', prefix: 'x' }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'ab\n');
    const data = await run(text, { mode: 'template', template: '{n}\t{line}' });
    expect(data.lineCount).toBe(333_333);
    expect(data.result.startsWith('1\tab\n2\tab\n')).toBe(true);
    expect(data.result.endsWith('\n333333\tab\n')).toBe(true);
  });
});
