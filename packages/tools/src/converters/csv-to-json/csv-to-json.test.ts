import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  json: string;
  rows: unknown[];
  rowCount: number;
  columns: string[];
  delimiter: string;
}
const run = (csv: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { csv, ...options });
const rowsOf = async (csv: string, options: Record<string, unknown> = {}) => (await run(csv, options)).rows;
const warningsOf = async (csv: string, options: Record<string, unknown> = {}) => {
  const result = await runTool(tool, { csv, ...options });
  expect(result.success).toBe(true);
  return result.metadata?.warnings ?? [];
};

describe('csv-to-json', () => {
  itReproducesItsExample(tool);

  it('converts a header row and records to objects, with the JSON text matching the rows', async () => {
    const data = await run('id,name\n1,Ada\n2,Linus\n');
    expect(data).toEqual({
      json: '[\n  {\n    "id": "1",\n    "name": "Ada"\n  },\n  {\n    "id": "2",\n    "name": "Linus"\n  }\n]',
      rows: [
        { id: '1', name: 'Ada' },
        { id: '2', name: 'Linus' },
      ],
      rowCount: 2,
      columns: ['id', 'name'],
      delimiter: ',',
    });
    expect(JSON.parse(data.json)).toEqual(data.rows);
  });

  it('handles quoted fields with delimiters, line breaks and escaped quotes', async () => {
    const csv = 'a,b,c\n"x, y","line 1\nline 2","he said ""hi"""\n"","""",plain\n';
    expect(await rowsOf(csv)).toEqual([
      { a: 'x, y', b: 'line 1\nline 2', c: 'he said "hi"' },
      { a: '', b: '"', c: 'plain' },
    ]);
  });

  it('strips a byte-order mark and accepts CRLF and CR line endings', async () => {
    const expected = [{ a: '1', b: '2' }, { a: '3', b: 'x\r\ny' }];
    expect(await run('\ufeffa,b\r\n1,2\r\n3,"x\r\ny"\r\n')).toMatchObject({ rows: expected, columns: ['a', 'b'] });
    expect(await rowsOf('a,b\r1,2\r3,4\r')).toEqual([{ a: '1', b: '2' }, { a: '3', b: '4' }]);
  });

  it('detects comma, semicolon, tab and pipe delimiters, or uses the one given', async () => {
    for (const [name, d] of [['comma', ','], ['semicolon', ';'], ['tab', '\t'], ['pipe', '|']] as const) {
      const csv = `a${d}b\n1${d}"x, y; z"\n3${d}4\n`;
      const auto = await run(csv);
      expect(auto.delimiter).toBe(d);
      expect(auto.rows).toEqual([{ a: '1', b: 'x, y; z' }, { a: '3', b: '4' }]);
      expect((await run(csv, { delimiter: name })).rows).toEqual(auto.rows);
    }
    // a single column: nothing to detect, comma is assumed
    expect(await run('name\nAda\n')).toMatchObject({ rows: [{ name: 'Ada' }], delimiter: ',' });
    // forcing a delimiter overrides detection
    expect(await rowsOf('a;b\n1;2\n', { delimiter: 'comma' })).toEqual([{ 'a;b': '1;2' }]);
  });

  it('returns arrays of fields when header is off', async () => {
    expect(await run('a,b\n1,2\n', { header: false })).toMatchObject({ rows: [['a', 'b'], ['1', '2']], rowCount: 2, columns: [] });
  });

  it('converts types only when asked, and only losslessly', async () => {
    const csv = 'n,f,e,b,B,z,lead,plus,big,long,empty,word,neg\n42,1.50,1e3,true,FALSE,0,007,+1,12345678901234567890,3.14159265358979323846,,null,-0.5\n';
    expect(await rowsOf(csv)).toEqual([
      { n: '42', f: '1.50', e: '1e3', b: 'true', B: 'FALSE', z: '0', lead: '007', plus: '+1', big: '12345678901234567890', long: '3.14159265358979323846', empty: '', word: 'null', neg: '-0.5' },
    ]);
    expect(await rowsOf(csv, { dynamicTyping: true })).toEqual([
      { n: 42, f: 1.5, e: 1000, b: true, B: false, z: 0, lead: '007', plus: '+1', big: '12345678901234567890', long: '3.14159265358979323846', empty: null, word: 'null', neg: -0.5 },
    ]);
    expect(await rowsOf('9007199254740991,9007199254740993,1e400,1e-400,0.000\n', { header: false, dynamicTyping: true })).toEqual([
      [9007199254740991, '9007199254740993', '1e400', '1e-400', 0],
    ]);
  });

  it('agrees with papaparse dynamicTyping where both convert', async () => {
    const csv = 'a,b,c,d,e\n1,2.5,true,false,-3\n0,1e2,TRUE,FALSE,10\n-7.25,0.125,x,,1e-3\n';
    const reference = Papa.parse(csv, { header: true, dynamicTyping: true, skipEmptyLines: true }).data;
    expect(await rowsOf(csv, { dynamicTyping: true })).toEqual(reference);
  });

  it('skips empty lines by default, keeps them as records on request', async () => {
    const csv = 'a\n1\n\n2\n\n\n3\n';
    expect(await rowsOf(csv)).toEqual([{ a: '1' }, { a: '2' }, { a: '3' }]);
    expect(await rowsOf(csv, { skipEmptyLines: false })).toEqual([{ a: '1' }, { a: '' }, { a: '2' }, { a: '' }, { a: '' }, { a: '3' }]);
  });

  it('trims column names by default (never values)', async () => {
    expect(await run(' id , full name \n 1 , Ada \n')).toMatchObject({ columns: ['id', 'full name'], rows: [{ id: ' 1 ', 'full name': ' Ada ' }] });
    expect(await run(' id ,x\n1,2\n', { trimHeaders: false })).toMatchObject({ columns: [' id ', 'x'] });
  });

  it('renames duplicate and empty column names, with warnings', async () => {
    const csv = 'a,a,b,,a,a_2\n1,2,3,4,5,6\n';
    const data = await run(csv);
    expect(data.columns).toEqual(['a', 'a_3', 'b', 'column_4', 'a_4', 'a_2']);
    expect(data.rows).toEqual([{ a: '1', a_3: '2', b: '3', column_4: '4', a_4: '5', a_2: '6' }]);
    expect(await warningsOf(csv)).toEqual([
      'Empty column names were named by position: column_4',
      'Duplicate column names were renamed: "a" (column 2) → "a_3", "a" (column 5) → "a_4"',
    ]);
  });

  it('fills short rows with null and keeps extra fields, warning with line numbers', async () => {
    const csv = 'a,b,c\n1,2,3\n4\n"multi\nline",5,6,7,8\n9,10\n';
    expect(await rowsOf(csv)).toEqual([
      { a: '1', b: '2', c: '3' },
      { a: '4', b: null, c: null },
      { a: 'multi\nline', b: '5', c: '6', __parsed_extra: ['7', '8'] },
      { a: '9', b: '10', c: null },
    ]);
    expect(await warningsOf(csv)).toEqual([
      '2 rows have fewer fields than the 3 columns; the missing fields are null (line 3, 6)',
      '1 row has more fields than the 3 columns; the extra fields are kept in "__parsed_extra" (line 4)',
    ]);
    expect(await warningsOf('a,b\n1,2\n3\n', { header: false })).toEqual(['1 row has fewer fields than the first row (2) (line 3)']);
  });

  it('lists at most ten lines or names in a warning', async () => {
    const csv = 'a,b\n' + Array.from({ length: 25 }, (_, i) => String(i)).join('\n');
    expect(await warningsOf(csv)).toEqual(['25 rows have fewer fields than the 2 columns; the missing fields are null (line 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 15 more)']);
    const wide = await runTool(tool, { csv: ','.repeat(299_999) + '\n' + 'x,'.repeat(299_999) + 'x' });
    expect(wide.success && wide.data.rowCount).toBe(1);
    expect(wide.metadata?.warnings).toEqual([
      'Empty column names were named by position: column_1, column_2, column_3, column_4, column_5, column_6, column_7, column_8, column_9, column_10 and 299990 more',
    ]);
  });

  it('keeps a column named __proto__ as data', async () => {
    const data = await run('__proto__,constructor\n1,2\n');
    expect(data.json).toBe('[\n  {\n    "__proto__": "1",\n    "constructor": "2"\n  }\n]');
    expect(Object.keys(data.rows[0] as object)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it('rejects an unterminated quoted field with its line', async () => {
    expect(await runError(tool, { csv: 'a,b\n1,2\n3,"open\n5,6\n7,8\n' }, 'INVALID_INPUT')).toBe(
      'Unterminated quoted field: the quote opened on line 3 is never closed, so the rest of the input would become one field. Close it, or double every quote inside a quoted field ("").',
    );
  });

  it('warns about text after a closing quote', async () => {
    const csv = 'a,b\n1,2\n"x"y",3\n';
    expect(await rowsOf(csv)).toEqual([{ a: '1', b: '2' }, { a: 'x"y', b: '3' }]);
    expect(await warningsOf(csv)).toEqual(['Malformed quotes (text after a closing quote) in 1 record, kept as written (line 3)']);
  });

  it('outputs minified or 4-space JSON', async () => {
    expect((await run('a\n1\n', { indent: '0' })).json).toBe('[{"a":"1"}]');
    expect((await run('a\n1\n', { indent: '4' })).json).toBe('[\n    {\n        "a": "1"\n    }\n]');
  });

  it('handles a header without data and a lone line break', async () => {
    expect(await run('a,b\n')).toEqual({ json: '[]', rows: [], rowCount: 0, columns: ['a', 'b'], delimiter: ',' });
    expect(await run('\n')).toEqual({ json: '[]', rows: [], rowCount: 0, columns: [], delimiter: ',' });
  });

  it('round-trips what Papa.unparse writes (differential)', async () => {
    const records = [
      { id: '1', text: 'plain', other: '' },
      { id: '2', text: 'comma, inside', other: 'quote " inside' },
      { id: '3', text: 'line\nbreak', other: 'crlf\r\ninside' },
      { id: '4', text: ' padded ', other: '"fully quoted"' },
      { id: '5', text: UNICODE_SAMPLE, other: 'tab\there' },
    ];
    for (const [delimiter, name] of [[',', 'comma'], [';', 'semicolon'], ['\t', 'tab'], ['|', 'pipe']] as const) {
      const csv = Papa.unparse(records, { delimiter, newline: '\r\n' });
      expect(await rowsOf(csv, { delimiter: name })).toEqual(records);
      expect(await rowsOf(csv)).toEqual(records);
    }
    const arrays = records.map((r) => Object.values(r));
    expect(await rowsOf(Papa.unparse(arrays), { header: false })).toEqual(arrays);
  });

  it('handles unicode column names and values', async () => {
    expect(await rowsOf(`${UNICODE_SAMPLE},Àrvíztűrő\n${UNICODE_SAMPLE},tükörfúrógép\n`)).toEqual([{ [UNICODE_SAMPLE]: UNICODE_SAMPLE, Àrvíztűrő: 'tükörfúrógép' }]);
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { csv: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown delimiter option', async () => {
    await runError(tool, { csv: 'a', delimiter: 'colon' }, 'CONSTRAINT_VIOLATION');
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = '12345,"Doe, Jane",true\n';
    const csv = 'id,name,active\n' + largestInput(tool, 'csv', unit).slice(unit.length);
    expect(csv.length).toBeLessThanOrEqual(1_000_000);
    const data = await run(csv, { dynamicTyping: true, indent: '0' });
    const count = Math.floor(1_000_000 / unit.length) - 1;
    expect(data.rowCount).toBe(count);
    expect(data.rows[count - 1]).toEqual({ id: 12345, name: 'Doe, Jane', active: true });
    expect(data.json).toBe(`[${Array(count).fill('{"id":12345,"name":"Doe, Jane","active":true}').join(',')}]`);
    await runError(tool, { csv: oversizedInput(tool, 'csv') }, 'CONSTRAINT_VIOLATION');
  });
});
