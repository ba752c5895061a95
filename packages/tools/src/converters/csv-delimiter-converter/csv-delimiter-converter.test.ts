import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { converted: string; inputDelimiter: string; outputDelimiter: string; rows: number; columns: number; raggedRows: Array<{ row: number; line: number; fields: number }>; raggedRowCount: number };
const convert = (csv: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { csv, ...options });

describe('csv-delimiter-converter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { csv: '' }, 'MISSING_REQUIRED');
  });

  it('keeps the unicode sample', async () => {
    expect((await convert(`a;b\n${UNICODE_SAMPLE};"x;y"`, { outputDelimiter: 'comma' })).converted).toBe(`a,b\n${UNICODE_SAMPLE},x;y`);
  });

  it('converts TSV, semicolon and pipe input by auto-detection', async () => {
    for (const [input, sep] of [['a\tb\n1\t2', '\t'], ['a;b\n1;2', ';'], ['a|b\n1|2', '|']] as const) {
      const out = await convert(input, { outputDelimiter: 'comma' });
      expect([out.converted, out.inputDelimiter]).toEqual(['a,b\n1,2', sep]);
    }
  });

  it('uses custom delimiters, multi-character too', async () => {
    expect((await convert('a::b\n"x::y"::2', { inputDelimiter: 'custom', inputCustom: '::', outputDelimiter: 'custom', outputCustom: '^' })).converted).toBe('a^b\nx::y^2');
    expect((await convert('a,b^c', { outputDelimiter: 'custom', outputCustom: '^' })).converted).toBe('a^"b^c"');
    expect(await runError(tool, { csv: 'a,b', outputDelimiter: 'custom', outputCustom: '"' }, 'INVALID_INPUT')).toBe(
      'The custom output delimiter "\\"" cannot contain a double quote, a line break or a byte order mark',
    );
  });

  it('quotes minimal, all and non-numeric fields; the header is text', async () => {
    const csv = 'id,name,price\n1,"Ann ""A""",3.50\n2,,-1e3\n';
    expect((await convert(csv, { outputDelimiter: 'semicolon' })).converted).toBe('id;name;price\n1;"Ann ""A""";3.50\n2;;-1e3\n');
    expect((await convert(csv, { outputDelimiter: 'semicolon', quoting: 'all' })).converted).toBe('"id";"name";"price"\n"1";"Ann ""A""";"3.50"\n"2";"";"-1e3"\n');
    expect((await convert(csv, { outputDelimiter: 'semicolon', quoting: 'nonNumeric' })).converted).toBe('"id";"name";"price"\n1;"Ann ""A""";3.50\n2;"";-1e3\n');
    expect((await convert('2024,x\n1,y', { quoting: 'nonNumeric', header: false, outputDelimiter: 'comma' })).converted).toBe('2024,"x"\n1,"y"');
  });

  it('keeps line breaks in fields and sets line endings', async () => {
    const csv = 'a,b\r\n"two\nlines",2\r\n';
    expect((await convert(csv)).converted).toBe('a\tb\r\n"two\nlines"\t2\r\n');
    expect((await convert(csv, { lineEnding: 'lf' })).converted).toBe('a\tb\n"two\nlines"\t2\n');
  });

  it('reports ragged rows with their lines', async () => {
    const result = await runTool(tool, { csv: 'a,b,c\n1,2\n"x\ny",2,3,4\n5,6,7' });
    expect(result.data).toMatchObject({ rows: 4, columns: 3, raggedRowCount: 2, raggedRows: [{ row: 2, line: 2, fields: 2 }, { row: 3, line: 3, fields: 4 }] });
    expect(result.metadata?.warnings).toEqual(['2 row(s) have a different number of fields than the first row (3); they were kept as they are.']);
  });

  it('rejects an unterminated quote', async () => {
    expect(await runError(tool, { csv: 'a,b\n"open,2\n3,4' }, 'INVALID_INPUT')).toMatch(/^Unterminated quoted field: the quote opened on line 2/);
  });

  it('round-trips random records through Papa.parse', async () => {
    const cells = ['plain', 'with,comma', 'with\ttab', 'say "hi"', ' edge ', 'line\nbreak', '', '3.14', 'a;b|c'];
    const data = Array.from({ length: 40 }, (_, r) => Array.from({ length: 5 }, (_, c) => cells[(r * 7 + c * 3) % cells.length]!));
    const csv = Papa.unparse(data, { newline: '\n' });
    for (const outputDelimiter of ['tab', 'semicolon', 'pipe']) {
      const out = await convert(csv, { outputDelimiter, quoting: 'nonNumeric', header: false });
      expect(Papa.parse<string[]>(out.converted, { delimiter: out.outputDelimiter }).data).toEqual(data);
    }
  });

  it('converts the largest allowed input', async () => {
    const csv = largestInput(tool, 'csv', 'abc,"d,e",12\n');
    const out = await convert(csv);
    expect(out.rows).toBe(Math.floor(1_000_000 / 13));
    expect(out.converted.slice(0, 26)).toBe('abc\td,e\t12\nabc\td,e\t12\nabc\t');
  });
});
