import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  csv: string;
  rowCount: number;
  columnCount: number;
  columns: string[];
}
const convert = (json: unknown, options: Record<string, unknown> = {}) =>
  runOk<Out>(tool, { json: typeof json === 'string' ? json : JSON.stringify(json), ...options });
const csvOf = async (json: unknown, options: Record<string, unknown> = {}) => (await convert(json, options)).csv;

describe('json-to-csv', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('keeps unicode keys and values', async () => {
    expect(await csvOf([{ [UNICODE_SAMPLE]: UNICODE_SAMPLE }])).toBe(`${UNICODE_SAMPLE}\n${UNICODE_SAMPLE}`);
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = '{"id":1,"n":"x"},';
    const body = largestInput(tool, 'json', unit).slice(0, -unit.length);
    const json = `[${body}{"id":2}]`;
    expect(json.length).toBeLessThanOrEqual(1_000_000);
    const data = await convert(json);
    expect(data.rowCount).toBe(body.length / unit.length + 1);
    expect(data.csv.startsWith('id,n\n1,x\n1,x\n')).toBe(true);
    expect(data.csv.endsWith('\n1,x\n2,')).toBe(true);
    await runError(tool, { json: oversizedInput(tool, 'json') }, 'CONSTRAINT_VIOLATION');
  });

  describe('input shape', () => {
    it('reports invalid JSON with line and column', async () => {
      expect(await runError(tool, { json: '[\n  {"a": 1,}\n]' }, 'INVALID_INPUT')).toBe('Invalid JSON at line 2, column 11: property name (in double quotes) expected');
    });

    it('explains the expected shape for a non-array', async () => {
      expect(await runError(tool, { json: '{"a":1}' }, 'INVALID_INPUT')).toBe(
        'Expected a JSON array of objects (one row each, keys are columns) or of arrays (rows of cells), such as [{"name":"Ada","age":36}]; got an object. To convert one object, wrap it in [ ]',
      );
      expect(await runError(tool, { json: '"text"' }, 'INVALID_INPUT')).toMatch(/; got a string$/);
    });

    it('names the first item that does not fit, with its position', async () => {
      expect(await runError(tool, { json: '[{"a":1},\n [1,2]]' }, 'INVALID_INPUT')).toBe(
        'Item 2 (at line 2, column 2) is an array, but item 1 is an object: every item must be an object',
      );
      expect(await runError(tool, { json: '[1, 2]' }, 'INVALID_INPUT')).toBe(
        'Item 1 (at line 1, column 2) is a number: every item of the array must be an object (a row with named columns) or an array (a row of cells)',
      );
      expect(await runError(tool, { json: '[[1], null]' }, 'INVALID_INPUT')).toMatch(/^Item 2 \(at line 1, column 7\) is null, but item 1 is an array/);
    });

    it('refuses sparse rows that would make a huge table', async () => {
      const json = `[${Array.from({ length: 3000 }, (_, i) => `{"k${i}":1}`).join(',')}]`;
      expect(await runError(tool, { json }, 'INVALID_INPUT')).toBe(
        'The CSV would have 3,000 rows × 3,000 columns = 9,000,000 cells, more than the 5,000,000 this tool writes; the rows have too many different keys (use nested "json" or "objects" if arrays are flattened)',
      );
    });

    it('gives an empty CSV for an empty array', async () => {
      expect(await convert([])).toEqual({ csv: '', rowCount: 0, columnCount: 0, columns: [] });
    });
  });

  describe('columns and cells', () => {
    it('takes the union of keys in first-seen order, missing values empty', async () => {
      const data = await convert([{ a: 1 }, { b: 2, a: 3 }, { c: 4 }]);
      expect(data.columns).toEqual(['a', 'b', 'c']);
      expect(data.csv).toBe('a,b,c\n1,,\n3,2,\n,,4');
    });

    it('writes null as an empty cell, booleans as true/false, numbers exactly as written', async () => {
      expect(await csvOf('[{"n":null,"t":true,"f":false,"big":12345678901234567890,"x":1.50,"e":1E+3,"neg":-0}]')).toBe(
        'n,t,f,big,x,e,neg\n,true,false,12345678901234567890,1.50,1E+3,-0',
      );
    });

    it('quotes only what needs it: delimiters, quotes, line breaks, edge spaces', async () => {
      expect(await csvOf([{ a: 'x,y', b: 'say "hi"', c: 'two\nlines', d: ' pad', e: 'plain' }])).toBe('a,b,c,d,e\n"x,y","say ""hi""","two\nlines"," pad",plain');
    });

    it('quotes an empty value in a single-column CSV so it is not a blank line', async () => {
      expect(await csvOf([{ a: 'x' }, { a: '' }, {}])).toBe('a\nx\n""\n""');
    });

    it('writes arrays of arrays as rows, padding short ones', async () => {
      const data = await convert([['id', 'name'], [1, 'Ada', { x: [1, 2] }], [2]]);
      expect(data).toEqual({ csv: 'id,name,\n1,Ada,"{""x"":[1,2]}"\n2,,', rowCount: 3, columnCount: 3, columns: [] });
    });

    it('handles keys named like Object.prototype members', async () => {
      expect(await csvOf('[{"__proto__":1,"constructor":{"x":2},"toString":3}]')).toBe('__proto__,constructor.x,toString\n1,2,3');
    });

    it('warns when two values map to one column and keeps the last', async () => {
      const result = await runTool(tool, { json: '[{"a.b":1,"a":{"b":2}},{"k":1,"k":2}]' });
      expect(result.success && result.data).toMatchObject({ csv: 'a.b,k\n2,\n,2' });
      expect(result.metadata?.warnings).toEqual([
        'Row 1 (at line 1, column 2): two values map to column "a.b" (a repeated key, or a key containing the path separator); the last one is kept',
        'Row 2 (at line 1, column 24): two values map to column "k" (a repeated key, or a key containing the path separator); the last one is kept',
      ]);
    });
  });

  describe('options', () => {
    const people = [
      { name: 'Ada', address: { city: 'London', geo: { lat: 51.5 } }, tags: ['a', 'b'], meta: {} },
      { name: 'Alan', tags: [], address: { city: 'Wilmslow' } },
    ];

    it('flattens objects and writes arrays as JSON by default', async () => {
      expect(await csvOf(people)).toBe('name,address.city,address.geo.lat,tags,meta\nAda,London,51.5,"[""a"",""b""]",{}\nAlan,Wilmslow,,[],');
    });

    it('flattens arrays too', async () => {
      // an empty array or object is kept as [] or {} in a column named by its own path
      expect(await csvOf(people, { nested: 'all' })).toBe('name,address.city,address.geo.lat,tags.0,tags.1,meta,tags\nAda,London,51.5,a,b,{},\nAlan,Wilmslow,,,,,[]');
    });

    it('writes every nested value as compact JSON', async () => {
      expect(await csvOf('[{"a":{ "x" : [1, 2.50] },"b":[ ]}]', { nested: 'json' })).toBe('a,b\n"{""x"":[1,2.50]}",[]');
    });

    it('joins paths with another separator', async () => {
      expect((await convert(people, { separator: '_' })).columns).toEqual(['name', 'address_city', 'address_geo_lat', 'tags', 'meta']);
    });

    it('uses other delimiters', async () => {
      const rows = [{ a: '1;2', b: 'x|y', c: 'tab\there' }];
      expect(await csvOf(rows, { delimiter: 'semicolon' })).toBe('a;b;c\n"1;2";x|y;tab\there');
      expect(await csvOf(rows, { delimiter: 'tab' })).toBe('a\tb\tc\n1;2\tx|y\t"tab\there"');
      expect(await csvOf(rows, { delimiter: 'pipe' })).toBe('a|b|c\n1;2|"x|y"|tab\there');
    });

    it('omits the header row', async () => {
      expect(await csvOf([{ a: 1, b: 2 }], { header: false })).toBe('1,2');
    });

    it('quotes every field', async () => {
      expect(await csvOf([{ a: 1, b: null }], { quoteAll: true })).toBe('"a","b"\n"1",""');
    });

    it('ends lines with CRLF, leaving line breaks inside fields alone', async () => {
      expect(await csvOf([{ a: 'x\ny' }, { a: 'z' }], { lineEnding: 'crlf' })).toBe('a\r\n"x\ny"\r\nz');
    });

    it('escapes formula-like text only when asked, never numbers', async () => {
      const rows = '[{"=cmd":"=1+2","b":"+x","c":"-y","d":"@SUM(A1)","e":"\\tz","f":-5,"g":"=a\\nb","h":"ok"}]';
      expect(await csvOf(rows)).toBe('=cmd,b,c,d,e,f,g,h\n=1+2,+x,-y,@SUM(A1),\tz,-5,"=a\nb",ok');
      expect(await csvOf(rows, { escapeFormulas: true })).toBe(`'=cmd,b,c,d,e,f,g,h\n'=1+2,'+x,'-y,'@SUM(A1),'\tz,-5,"'=a\nb",ok`);
    });

    it('rejects an unknown delimiter', async () => {
      await runError(tool, { json: '[]', delimiter: 'colon' }, 'CONSTRAINT_VIOLATION');
    });
  });

  it('round-trips through Papa.parse', async () => {
    const rows = [
      { id: '1', text: 'comma, "quote"\nnewline', blank: '', spaced: '  x  ', emoji: UNICODE_SAMPLE },
      { id: '2', text: 'plain', blank: '', spaced: 'y', emoji: '' },
    ];
    for (const delimiter of ['comma', 'semicolon', 'tab', 'pipe'])
      for (const lineEnding of ['lf', 'crlf'])
        for (const quoteAll of [false, true]) {
          const csv = await csvOf(rows, { delimiter, lineEnding, quoteAll });
          const back = Papa.parse<Record<string, string>>(csv, { header: true, newline: lineEnding === 'lf' ? '\n' : '\r\n' });
          expect(back.errors).toEqual([]);
          expect(back.data).toEqual(rows);
        }
  });
});
