import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { formatted: string; rows: number; columns: number };
const fmt = (markdown: string, mode = 'aligned') => runOk<Out>(tool, { markdown, mode });

describe('markdown-table-formatter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { markdown: '' }, 'MISSING_REQUIRED');
  });

  it('warns about filled rows', async () => {
    const result = await runTool(tool, tool.definition.example.input);
    expect(result.metadata?.warnings).toEqual(['1 row had fewer than 3 cells and were filled with empty cells (line 4).']);
  });

  it('measures the unicode sample in display columns (À=1, 😀=2, 中=2)', async () => {
    const data = await fmt(`| a | b |\n|---|---|\n| ${UNICODE_SAMPLE} | x |\n| abcde | y |`);
    expect(data.formatted).toBe(`| a     | b   |\n| ----- | --- |\n| ${UNICODE_SAMPLE} | x   |\n| abcde | y   |`);
    const combining = await fmt('|x|\n|-|\n|e\u0301e\u0301|\n|abc|');
    expect(combining.formatted).toBe('| x   |\n| --- |\n| e\u0301e\u0301  |\n| abc |');
  });

  it('pads by alignment and keeps escaped pipes', async () => {
    const data = await fmt('|L|C|R|N|\n|:-|:-:|-:|-|\n|a \\| b|c|r|`x\\|y`|\n|longer text|centered!|1234567|n|');
    expect(data.formatted).toBe(
      [
        '| L           |     C     |       R | N      |',
        '| :---------- | :-------: | ------: | ------ |',
        '| a \\| b      |     c     |       r | `x\\|y` |',
        '| longer text | centered! | 1234567 | n      |',
      ].join('\n'),
    );
    expect(data.rows).toBe(2);
    expect(data.columns).toBe(4);
  });

  it('formats compactly, keeping CRLF line endings and the final newline', async () => {
    const data = await fmt('|  a  |  b  |\r\n| :---: | ---: |\r\n|  1  |  2  |\r\n', 'compact');
    expect(data.formatted).toBe('|a|b|\r\n|:-:|--:|\r\n|1|2|\r\n');
  });

  it('drops extra cells with a warning, and ignores a trailing empty cell', async () => {
    const result = await runTool(tool, { markdown: '| a |\n| - |\n| 1 | extra |\n| 2 | |' });
    expect(result.success && result.data.formatted).toBe('| a   |\n| --- |\n| 1   |\n| 2   |');
    expect(result.metadata?.warnings).toEqual(['1 row had more than 1 cells; the extra cells were dropped, as GFM ignores them (line 3). Add header columns to keep them.']);
  });

  it('accepts surrounding blank lines and indentation', async () => {
    expect((await fmt('\n\n  a | b\n  --|--\n  1 | 2\n\n')).formatted).toBe('| a   | b   |\n| --- | --- |\n| 1   | 2   |\n');
  });

  it('rejects input that is not a table, naming the line', async () => {
    expect(await runError(tool, { markdown: 'just text' }, 'INVALID_INPUT')).toBe('Line 1 is not a table header row: it has no "|" column separator.');
    expect(await runError(tool, { markdown: '\n| a | b |\n| x | y |' }, 'INVALID_INPUT')).toBe(
      'Line 3 is not a table delimiter row: cell 1 is "x"; each cell must be dashes with optional colons (---, :--, :-:, --:) and the row needs "|" separators.',
    );
    expect(await runError(tool, { markdown: '| a | b |\n| --- |' }, 'INVALID_INPUT')).toBe('Line 2: the delimiter row has 1 cells but the header on line 1 has 2; they must match.');
    expect(await runError(tool, { markdown: '| a |' }, 'INVALID_INPUT')).toMatch(/^Line 2 should be the delimiter row/);
    expect(await runError(tool, { markdown: '|a|\n|-|\n|1|\n\nmore text' }, 'INVALID_INPUT')).toBe('Line 5 comes after the blank line 4, which ends the table; format one table at a time.');
    expect(await runError(tool, { markdown: '   \n  ' }, 'INVALID_INPUT')).toBe('The input has no table: it contains only blank lines.');
  });

  it('formats the largest allowed input', async () => {
    const unit = '|a|bb|\n';
    const body = largestInput(tool, 'markdown', unit);
    const markdown = '|x|y|\n|-|-:|\n' + body.slice(unit.length * 2);
    const count = body.length / unit.length - 2;
    const data = await fmt(markdown);
    expect(data.rows).toBe(count);
    expect(data.formatted).toBe('| x   |   y |\n| --- | --: |\n' + '| a   |  bb |\n'.repeat(count));
  });
});
