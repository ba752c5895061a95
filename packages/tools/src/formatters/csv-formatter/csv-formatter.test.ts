import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { formatted: string; rows: number; columns: number; delimiter: string };
const fmt = (csv: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { csv, ...options });

describe('csv-formatter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { csv: '' }, 'MISSING_REQUIRED');
  });

  it('keeps the unicode sample and aligns it by display width', async () => {
    const csv = `a,b\n${UNICODE_SAMPLE},x\nabcdef,y`;
    expect((await fmt(csv)).formatted).toBe(csv);
    const result = await runTool(tool, { csv, align: true });
    // À=1, 😀=2, 中=2 → 5 columns wide
    expect(result.success && result.data.formatted).toBe(`a     , b\n${UNICODE_SAMPLE} , x\nabcdef, y`);
    expect(result.metadata?.warnings).toEqual([
      'Columns were padded with spaces for reading: the output is no longer strict CSV (the padding becomes part of the values). Use it for display only.',
    ]);
  });

  it('re-quotes: minimal, all and none where safe', async () => {
    const csv = '"a","b c"," lead",x\n"1,5","say ""hi""","two\nlines",\n';
    expect((await fmt(csv)).formatted).toBe('a,b c," lead",x\n"1,5","say ""hi""","two\nlines",\n');
    expect((await fmt(csv, { quoting: 'all' })).formatted).toBe('"a","b c"," lead","x"\n"1,5","say ""hi""","two\nlines",""\n');
    const none = await runTool(tool, { csv, quoting: 'none' });
    expect(none.success && none.data.formatted).toBe('a,b c, lead,x\n"1,5","say ""hi""","two\nlines",\n');
    expect(none.metadata?.warnings).toEqual(['3 fields contain the delimiter, a quote or a line break and had to stay quoted.']);
  });

  it('matches Papa.unparse and round-trips through Papa.parse', async () => {
    const data = [['id', 'name', 'note'], ['1', 'Zoë', 'a "quoted" word'], ['2', 'x;y', 'multi\nline'], ['3', '', 'comma, here']];
    const csv = Papa.unparse(data, { newline: '\n' });
    const out = await fmt(csv, { quoting: 'all', outputDelimiter: 'semicolon', lineEnding: 'crlf' });
    expect(out.formatted).toBe(Papa.unparse(data, { quotes: true, delimiter: ';', newline: '\r\n' }));
    expect(Papa.parse<string[]>(out.formatted, { delimiter: ';' }).data).toEqual(data);
    const minimal = await fmt(csv, { outputDelimiter: 'tab' });
    expect(minimal.formatted).toBe(Papa.unparse(data, { delimiter: '\t', newline: '\n' }));
  });

  it('detects the delimiter, converts line endings and keeps the final newline state', async () => {
    const out = await fmt('a\tb\r\n1\t2\r\n', { lineEnding: 'lf' });
    expect(out).toEqual({ formatted: 'a\tb\n1\t2\n', rows: 2, columns: 2, delimiter: 'tab' });
    expect((await fmt('a|b\n1|2', { lineEnding: 'crlf', outputDelimiter: 'comma' })).formatted).toBe('a,b\r\n1,2');
    expect((await fmt('a,b\r\n1,2')).formatted).toBe('a,b\r\n1,2');
    expect((await fmt('a;b\n1;2', { inputDelimiter: 'comma' })).formatted).toBe('a;b\n1;2');
  });

  it('trims fields and drops or keeps empty lines', async () => {
    expect((await fmt(' a , b \n\n 1 ,2', { trimFields: true })).formatted).toBe('a,b\n1,2');
    const kept = await runTool(tool, { csv: 'a,b\n\n1,2', skipEmptyLines: false });
    expect(kept.success && kept.data.formatted).toBe('a,b\n\n1,2');
  });

  it('reports ragged rows and malformed quotes with their lines', async () => {
    const result = await runTool(tool, { csv: 'a,b,c\n1,2\n1,2,3\n1,2,3,4\n' });
    expect(result.success && result.data).toEqual({ formatted: 'a,b,c\n1,2\n1,2,3\n1,2,3,4\n', rows: 4, columns: 4, delimiter: 'comma' });
    expect(result.metadata?.warnings).toEqual(['2 rows have a different number of fields than the first row (3): line 2, 4. They were kept as they are.']);
    const bad = await runTool(tool, { csv: 'a,b\n"x"y",1' });
    expect(bad.success && bad.data.formatted).toBe('a,b\n"x""y",1');
    expect(bad.metadata?.warnings).toEqual(['Malformed quotes (text after a closing quote) in 1 record, kept as read (line 2).']);
  });

  it('rejects an unterminated quoted field with its line', async () => {
    expect(await runError(tool, { csv: 'a,b\n1,2\n"open,3\n4,5' }, 'INVALID_INPUT')).toBe(
      'Unterminated quoted field: the quote opened on line 3 is never closed, so the rest of the input would become one field. Close it, or double every quote inside a quoted field ("").',
    );
  });

  it('formats a large text slice by slice exactly as a whole read does, quoted line breaks and ragged rows across slice edges', async () => {
    const rand = testRandom(61);
    const pick = <T,>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
    const rows: string[][] = [['id', 'name', 'note']];
    for (let i = 1; rows.length < 50_000; i++) {
      const row = [String(i), pick(['Zoë', 'x;y', ' padded ', 'plain', '']), pick(['a "quoted" word', 'two\nlines', 'cr\r\nlf', 'comma, here', 'ok'])];
      if (rand() < 0.01) row.push('extra'); // ragged
      rows.push(row);
    }
    const csv = Papa.unparse(rows, { newline: '\r\n' });
    expect(csv.length).toBeGreaterThan(4 * (1 << 18)); // several batches
    const result = await runTool(tool, { csv, quoting: 'all', outputDelimiter: 'semicolon', lineEnding: 'lf', trimFields: true }, { limits: 'none' });
    const parsed = Papa.parse<string[]>(csv, { delimiter: ',' }).data.map((r) => r.map((f) => f.trim()));
    expect(result.success && result.data.formatted).toBe(Papa.unparse(parsed, { quotes: true, delimiter: ';', newline: '\n' }));
    expect(result.success && result.data.rows).toBe(rows.length);
    const ragged = rows.flatMap((r, i) => (r.length !== 3 ? [i] : []));
    const lines = ragged.slice(0, 10).map((i) => 1 + Papa.unparse(rows.slice(0, i), { newline: '\r\n' }).split(/\r\n|\n/).length - (i === 0 ? 1 : 0));
    expect(result.metadata?.warnings?.[0]).toContain(`line ${lines.join(', ')}`);
  }, 60_000);

  it('counts and warns from scratch when a problem late in a large input sends it to the whole read', async () => {
    // clean slices are formatted and counted first; the malformed quote in the last record makes
    // the tool read everything again: no row, ragged row or forced quote may be counted twice
    const rows = ['id,name,note'];
    for (let i = 1; i < 60_000; i++) rows.push(i === 2 || i === 5 ? `${i},n${i},"a,b",extra` : `${i},n${i},"a,b"`);
    const last = rows.length;
    const csv = `${rows.join('\r\n')}\r\n${last},"x"y",z\r\n`;
    expect(csv.length).toBeGreaterThan(4 * (1 << 18)); // several slices before the problem
    const result = await runTool(tool, { csv, quoting: 'none' }, { limits: 'none' });
    const expected = `${rows.join('\r\n')}\r\n${last},"x""y",z\r\n`;
    expect(result.success && result.data.formatted === expected).toBe(true);
    expect(result.success && result.data.rows).toBe(last + 1);
    expect(result.metadata?.warnings).toEqual([
      '2 rows have a different number of fields than the first row (3): line 3, 6. They were kept as they are.',
      `Malformed quotes (text after a closing quote) in 1 record, kept as read (line ${last + 1}).`,
      `${last} fields contain the delimiter, a quote or a line break and had to stay quoted.`,
    ]);
  }, 60_000);

  it('keeps CRLF record ends, quoted line breaks and kept empty lines across slice edges', async () => {
    const rand = testRandom(62);
    const pick = <T,>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
    let csv = 'a,b\r\n';
    while (csv.length < 5 * (1 << 18)) csv += `${pick(['x', '"two\nlines"', '"cr\r\nlf"', '"q""q"', ''])},${pick(['1', '" lead"', 'é😀'])}\r\n${rand() < 0.05 ? '\r\n' : ''}`;
    const parsed = Papa.parse<string[]>(csv.slice(0, -2), { delimiter: ',' }).data;
    const result = await runTool(tool, { csv, quoting: 'all', skipEmptyLines: false }, { limits: 'none' });
    expect(result.success && result.data.formatted === `${Papa.unparse(parsed, { quotes: true, newline: '\r\n' })}\r\n`).toBe(true);
    expect(result.success && result.data.rows).toBe(parsed.length);
  }, 60_000);

  it('formats the largest allowed input', async () => {
    const unit = '"a";b\n';
    const csv = largestInput(tool, 'csv', unit);
    const count = csv.length / unit.length;
    const out = await fmt(csv, { outputDelimiter: 'comma' });
    expect(out.formatted).toBe('a,b\n'.repeat(count));
    expect(out.rows).toBe(count);
  });
});
