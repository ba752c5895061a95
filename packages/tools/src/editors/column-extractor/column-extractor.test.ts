import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; rows: number; columns: number; selected: number[]; headers: string[] };
const extract = (text: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { text, ...options });
const table = 'a,b,c,d,e\n1,2,3,4,5\n6,7,8,9,10\n';

describe('column-extractor', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { text: '' }, 'MISSING_REQUIRED');
  });

  it('keeps the unicode sample and finds unicode header names', async () => {
    expect((await extract(`x,${UNICODE_SAMPLE}\n1,"${UNICODE_SAMPLE},2"`, { columns: UNICODE_SAMPLE })).result).toBe(`${UNICODE_SAMPLE}\n"${UNICODE_SAMPLE},2"`);
  });

  it('understands numbers, ranges, negatives, open and reversed ranges', async () => {
    const pick = async (columns: string) => (await extract(table, { columns })).selected;
    expect(await pick('1,3-5,-1')).toEqual([1, 3, 4, 5, 5]);
    expect(await pick('2-')).toEqual([2, 3, 4, 5]);
    expect(await pick('-2')).toEqual([4]);
    expect(await pick('5-3')).toEqual([5, 4, 3]);
    expect(await pick('2--2, C')).toEqual([2, 3, 4, 3]);
    expect((await extract(table, { columns: '-1,1' })).result).toBe('e,a\n5,1\n10,6\n');
  });

  it('drops columns and transposes', async () => {
    expect((await extract(table, { columns: '2,4', mode: 'drop' })).result).toBe('a,c,e\n1,3,5\n6,8,10\n');
    const t = await extract(table, { columns: '1-3', mode: 'transpose' });
    expect(t).toEqual({ result: 'a,1,6\nb,2,7\nc,3,8\n', rows: 3, columns: 3, selected: [1, 2, 3], headers: ['a', 'b', 'c'] });
  });

  it('rejects columns that do not exist, zero and unknown names', async () => {
    expect(await runError(tool, { text: table, columns: '7' }, 'INVALID_INPUT')).toBe('Column 7 in "7" does not exist: the input has 5 columns');
    expect(await runError(tool, { text: table, columns: '0' }, 'INVALID_INPUT')).toBe('Column numbers start at 1 ("0")');
    expect(await runError(tool, { text: table, columns: 'zz' }, 'INVALID_INPUT')).toBe('No column named "zz"; the header has: "a", "b", "c", "d", "e"');
    expect(await runError(tool, { text: table, columns: 'b', header: false }, 'INVALID_INPUT')).toMatch(/turn on header/);
  });

  it('fills short rows with empty cells and warns', async () => {
    const result = await runTool(tool, { text: 'a,b,c\n1\n2,3,4', columns: '3,1' });
    expect(result.data.result).toBe('c,a\n,1\n4,2');
    expect(result.metadata?.warnings).toEqual(['1 cell(s) were missing in short rows and were written as empty fields.']);
  });

  it('matches cut -f and awk on whitespace and TSV input', async () => {
    const tsv = 'h1\th2\th3\nx\ty\tz\n1\t2\t3\n';
    const cut = execFileSync('cut', ['-f', '1,3'], { input: tsv }).toString();
    expect((await extract(tsv, { columns: '1,3' })).result).toBe(cut);
    const ps = '  PID TTY          TIME CMD\n 4242 pts/0    00:00:01 bash\n 4711 pts/0    00:00:00 ps\n';
    const awk = execFileSync('awk', ['{print $4, $1}'], { input: ps }).toString();
    expect((await extract(ps, { inputFormat: 'whitespace', columns: 'CMD,PID' })).result).toBe(awk);
  });

  it('writes quoted CSV where the output delimiter needs it', async () => {
    expect((await extract('a\tb\nx,y\tz', { columns: '2,1', outputDelimiter: 'comma' })).result).toBe('b,a\nz,"x,y"');
  });

  it('handles the largest allowed input', async () => {
    const text = largestInput(tool, 'text', 'alpha,"b,c",3\n');
    const out = await extract(text, { columns: '-1,1', header: false });
    expect(out.rows).toBe(Math.floor(1_000_000 / 14));
    expect(out.result.slice(0, 16)).toBe('3,alpha\n3,alpha\n');
  });
});
