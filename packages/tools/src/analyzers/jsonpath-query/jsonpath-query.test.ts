import { describe, expect, it } from 'vitest';
import { JSONPath } from 'jsonpath-plus';
import tool from './index.js';
import { RFC9535_EXAMPLES } from './rfc9535-examples.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  count: number;
  results?: unknown[];
  paths: string[];
}

const STORE = {
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 },
      { category: 'fiction', author: 'J. R. R. Tolkien', title: 'The Lord of the Rings', isbn: '0-395-19395-8', price: 22.99 },
    ],
    bicycle: { color: 'red', price: 19.95 },
  },
};
const json = JSON.stringify(STORE);
const query = (path: string, extra: Record<string, unknown> = {}, doc = json) => runOk<Out>(tool, { json: doc, path, ...extra });

describe('jsonpath-query', () => {
  itReproducesItsExample(tool);

  it('RFC 9535: runs every example of the RFC with its nodelist and normalized paths', async () => {
    const sorted = (values: unknown[]) => values.map((v) => JSON.stringify(v)).sort();
    for (const { document, examples } of RFC9535_EXAMPLES) {
      for (const example of examples) {
        const label = `§${example.section} ${example.query}`;
        const result = await runTool(tool, { json: JSON.stringify(document), path: example.query, syntax: 'rfc9535' });
        if (example.invalid || example.libraryDeviation) {
          expect(result.success, `${label}${example.libraryDeviation ? ` (${example.libraryDeviation}: fixed upstream? then drop the mark)` : ''}`).toBe(false);
          expect(result.error, label).toMatch(/^Invalid RFC 9535 JSONPath at position \d+: /);
          continue;
        }
        expect(result.success, label).toBe(true);
        const data = result.data as Out;
        if (example.values) {
          if (example.unordered) expect(sorted(data.results!), label).toEqual(sorted(example.values));
          else expect(data.results, label).toEqual(example.values);
        }
        if (example.paths) expect(data.paths, label).toEqual(example.paths);
        expect(result.metadata?.warnings, label).toBeUndefined();
      }
    }
  });

  it('RFC 9535: negative indexes and reversed slices in the default (auto) mode, where they returned [] before', async () => {
    expect((await query('$..book[-1].title')).results).toEqual(['The Lord of the Rings']);
    expect((await query('$.store.book[-1]')).paths).toEqual(["$['store']['book'][3]"]);
    expect((await query('$.store.book[::-1].price')).results).toEqual([22.99, 8.99, 12.99, 8.95]);
    expect((await query('$.a[-1]', {}, '{"a":[1,2,3]}')).results).toEqual([3]);
    expect((await query('$.a[-4]', {}, '{"a":[1,2,3]}')).results).toEqual([]);
  });

  it('runs the Goessner examples', async () => {
    expect((await query('$.store.book[*].author')).results).toEqual(['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']);
    expect((await query('$..author')).count).toBe(4);
    expect((await query('$.store.*')).paths).toEqual(["$['store']['book']", "$['store']['bicycle']"]);
    expect((await query('$.store..price')).results).toEqual([8.95, 12.99, 8.99, 22.99, 19.95]);
    expect((await query('$..book[2].title')).results).toEqual(['Moby Dick']);
    expect((await query('$..book[-1:].title')).results).toEqual(['The Lord of the Rings']);
    expect((await query('$..book[0,1].title')).results).toEqual(['Sayings of the Century', 'Sword of Honour']);
    expect((await query('$..book[:2].price')).results).toEqual([8.95, 12.99]);
    expect((await query('$..book[?(@.isbn)].title')).results).toEqual(['Moby Dick', 'The Lord of the Rings']);
    expect((await query('$')).results).toEqual([STORE]);
  });

  it('filters with $..book[?(@.price < 10)] and the RFC 9535 form [?@.price < 10]', async () => {
    const classic = await query('$..book[?(@.price < 10)]');
    expect(classic.paths).toEqual(["$['store']['book'][0]", "$['store']['book'][2]"]);
    expect(classic.results).toEqual([STORE.store.book[0], STORE.store.book[2]]);
    expect(await query('$..book[?@.price < 10]')).toEqual(classic);
    expect((await query('$..book[?@.price < 10 && @.category == "fiction"].title')).results).toEqual(['Moby Dick']);
    expect((await query('$..book[?(@.price > 10) || (@.price < 9)].title')).results).toEqual(['Sayings of the Century', 'Sword of Honour', 'Moby Dick', 'The Lord of the Rings']);
  });

  it('compares strictly, as RFC 9535 does', async () => {
    const doc = JSON.stringify([{ v: 1 }, { v: '1' }, { v: true }]);
    expect((await query('$[?(@.v == 1)]', {}, doc)).paths).toEqual(['$[0]']);
    expect((await query('$[?@.v != 1]', {}, doc)).paths).toEqual(['$[1]', '$[2]']);
    expect((await query('$[?(@.v === "1")]', {}, doc)).paths).toEqual(['$[1]']);
    // == inside a string literal is left alone
    expect((await query('$[?(@.k == "a==b")]', {}, JSON.stringify([{ k: 'a==b' }, { k: 'a===b' }]))).paths).toEqual(['$[0]']);
  });

  it('supports length(), match(), search() and value()', async () => {
    expect((await query('$..book[?length(@.title) > 15].title')).results).toEqual(['Sayings of the Century', 'The Lord of the Rings']);
    expect((await query('$..book[?match(@.author, "[A-Z][a-z]+ [A-Z][a-z]+")].author')).results).toEqual(['Nigel Rees', 'Evelyn Waugh', 'Herman Melville']);
    expect((await query('$..book[?search(@.title, "of")].title')).results).toEqual(['Sayings of the Century', 'Sword of Honour', 'The Lord of the Rings']);
    expect((await query('$..book[?value(@.price) == 8.99].title')).results).toEqual(['Moby Dick']);
    expect((await query('$..book[?match(@.title, "(")].title')).results).toEqual([]);
  });

  it('treats a missing member in a filter as no match instead of failing', async () => {
    const doc = JSON.stringify([null, 1, { a: { b: 2 } }, { a: null }, 'text']);
    expect((await query('$[?(@.a.b == 2)]', {}, doc)).paths).toEqual(['$[2]']);
  });

  it('never executes code from hostile filters', async () => {
    const g = globalThis as Record<string, unknown>;
    const hostile = [
      '$[?(@.constructor.constructor("globalThis.__pwned=1")())]',
      '$..[?(@.toString.call.constructor("globalThis.__pwned=1")())]',
      '$..[?(@.title["constructor"]["constructor"]("globalThis.__pwned=1")())]',
      '$..[?(@.title.toString.bind.constructor("globalThis.__pwned=1")())]',
      '$..[?(@root.__proto__)]',
      '$..[?(@.__lookupGetter__("x"))]',
      '$..[?(@.__defineGetter__("x", 1))]',
      '$..[?(_$_v.constructor)]',
    ];
    for (const path of hostile) {
      const result = await runTool(tool, { json, path });
      if (result.success) expect((result.data as Out).count, path).toBe(0);
    }
    const errors: Array<[string, RegExp]> = [
      ['$[?(process.exit(1))]', /process is not defined/],
      ['$[?(globalThis.__pwned = 1)]', /Invalid left-hand side in assignment/],
      ['$[?(Function("globalThis.__pwned=1")())]', /Function is not defined/],
      ['$[?(eval("globalThis.__pwned=1"))]', /eval is not defined/],
      ['$[?(this.constructor)]', /Unexpected expression/],
      ['$[?(new Function("x"))]', /is not defined/],
      ['$[?(require("fs"))]', /require is not defined/],
      ['$..[?(@.__proto__.polluted = 1)]', /Invalid left-hand side/],
    ];
    for (const [path, message] of errors) {
      // the sandbox's own refusal, and in auto mode the RFC's (none of these is RFC 9535)
      expect(await runError(tool, { json, path, syntax: 'jsonpath-plus' }, 'INVALID_INPUT'), path).toMatch(message);
      expect(await runError(tool, { json, path }, 'INVALID_INPUT'), path).toMatch(/^Invalid RFC 9535 JSONPath at position \d+: /);
    }
    for (const path of hostile) {
      const result = await runTool(tool, { json, path, syntax: 'jsonpath-plus' });
      if (result.success) expect((result.data as Out).count, path).toBe(0);
    }
    expect(g.__pwned).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes RFC 9535 normalized paths with escapes, or JSON Pointers', async () => {
    const doc = JSON.stringify({ "it's": { 'a/b~c': [{ 'line\nbreak\u0001': 1 }] } });
    expect((await query('$..*', { pathsOnly: true }, doc)).paths).toEqual([
      "$['it\\'s']",
      "$['it\\'s']['a/b~c']",
      "$['it\\'s']['a/b~c'][0]",
      "$['it\\'s']['a/b~c'][0]['line\\nbreak\\u0001']",
    ]);
    expect((await query('$..*', { pathFormat: 'pointer' }, doc)).paths).toEqual(["/it's", "/it's/a~1b~0c", "/it's/a~1b~0c/0", "/it's/a~1b~0c/0/line\nbreak\u0001"]);
  });

  it('returns only paths on request', async () => {
    expect(await query('$..bicycle.color', { pathsOnly: true })).toEqual({ count: 1, paths: ["$['store']['bicycle']['color']"] });
  });

  it('always wraps results in an array, also for one match or none', async () => {
    expect(await query('$.store.bicycle.color')).toEqual({ count: 1, results: ['red'], paths: ["$['store']['bicycle']['color']"] });
    expect(await query('$.nothing')).toEqual({ count: 0, results: [], paths: [] });
    expect(await query('$', {}, '42')).toEqual({ count: 1, results: [42], paths: ['$'] });
    expect(await query('$[*]', {}, '[null, false]')).toEqual({ count: 2, results: [null, false], paths: ['$[0]', '$[1]'] });
  });

  it('leaves out JavaScript properties that are not JSON (.length, string characters)', async () => {
    const result = await runTool(tool, { json, path: '$..book.length', syntax: 'jsonpath-plus' });
    expect(result.success && result.data).toEqual({ count: 0, results: [], paths: [] });
    expect(result.metadata?.warnings).toEqual(['1 match was left out because it is not part of the JSON (JavaScript properties such as .length or string characters).']);
    // RFC 9535 has no such properties at all: a member named length, or nothing
    const rfc = await runTool(tool, { json, path: '$..book.length' });
    expect([rfc.success && rfc.data, rfc.metadata?.warnings]).toEqual([{ count: 0, results: [], paths: [] }, undefined]);
    expect((await query('$.store.bicycle.color[0]')).count).toBe(0);
    expect((await query('$.length', {}, '{"length": 3}')).results).toEqual([3]);
  });

  it('supports the jsonpath-plus extensions ~ (names), ^ (parent) and @property, with a warning', async () => {
    const names = await runTool(tool, { json, path: '$.store.*~' });
    expect(names.success && names.data).toMatchObject({ results: ['book', 'bicycle'] });
    expect(names.metadata?.warnings).toEqual(['Not RFC 9535 (position 10: expected \'.\', \'..\' or a bracketed selection, found \'~\'), so it ran with the jsonpath-plus extensions (JavaScript-like filters, ^, ~, @property).']);
    expect(await runError(tool, { json, path: '$.store.*~', syntax: 'rfc9535' }, 'INVALID_INPUT')).toMatch(/^Invalid RFC 9535 JSONPath at position 10: /);
    expect((await query('$..isbn^')).paths).toEqual(["$['store']['book'][2]", "$['store']['book'][3]"]);
    expect((await query("$.store.bicycle[?(@property === 'color')]")).results).toEqual(['red']);
  });

  it('agrees with plain jsonpath-plus on ordinary queries in jsonpath-plus mode', async () => {
    for (const path of ['$..price', '$.store.book[1:3].author', '$..book[?(@.price > 10)].title', '$..*', '$.store.book[-2]']) {
      const expected = JSONPath({ path, json: STORE, eval: 'safe', wrap: true });
      expect((await query(path, { syntax: 'jsonpath-plus' })).results, path).toEqual(expected);
    }
  });

  it('warns when big integers lose precision', async () => {
    const result = await runTool(tool, { json: '{"id": 12345678901234567890}', path: '$.id' });
    expect(result.metadata?.warnings).toEqual(['Integers beyond ±2^53 lose precision in the results (12345678901234567890 is read as 12345678901234567000).']);
  });

  it('rejects malformed paths with the position', async () => {
    expect(await runError(tool, { json, path: '$.store[' }, 'INVALID_INPUT')).toBe('Invalid RFC 9535 JSONPath at position 9: unclosed bracketed selection');
    expect(await runError(tool, { json, path: "$['store]" }, 'INVALID_INPUT')).toBe('Invalid RFC 9535 JSONPath at position 10: unclosed string starting at position 3');
    expect(await runError(tool, { json, path: `$['${UNICODE_SAMPLE}'][?@ = 1]`, syntax: 'rfc9535' }, 'INVALID_INPUT')).toBe("Invalid RFC 9535 JSONPath at position 13: unexpected filter selector token '='");
    expect(await runError(tool, { json, path: 'store.book' }, 'INVALID_INPUT')).toMatch(/^A JSONPath starts with \$/);
    // the jsonpath-plus reading keeps its own messages
    expect(await runError(tool, { json, path: '$.store]', syntax: 'jsonpath-plus' }, 'INVALID_INPUT')).toBe("Invalid JSONPath: Unexpected ']' at position 8: nothing to close");
    expect(await runError(tool, { json, path: '$[?(@.a]', syntax: 'jsonpath-plus' }, 'INVALID_INPUT')).toBe("Invalid JSONPath: '(' at position 4 is closed by ']' at position 8");
    expect(await runError(tool, { json, path: '$[?]', syntax: 'jsonpath-plus' }, 'INVALID_INPUT')).toBe('Invalid JSONPath: Empty filter at position 2: write e.g. [?(@.price < 10)]');
    expect(await runError(tool, { json, path: '$[?(@.price <)]', syntax: 'jsonpath-plus' }, 'INVALID_INPUT')).toMatch(/^Invalid JSONPath: Expected expression/);
  });

  it('rejects invalid JSON with line and column', async () => {
    expect(await runError(tool, { json: '{\n  "a": 1,\n}', path: '$' }, 'INVALID_INPUT')).toBe('Invalid JSON at line 3, column 1: property name (in double quotes) expected');
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '', path: '$' }, 'MISSING_REQUIRED');
    await runError(tool, { json: '{}', path: '' }, 'MISSING_REQUIRED');
  });

  it('handles unicode keys and values', async () => {
    const doc = JSON.stringify({ [UNICODE_SAMPLE]: [UNICODE_SAMPLE] });
    expect(await query(`$['${UNICODE_SAMPLE}'][0]`, {}, doc)).toEqual({ count: 1, results: [UNICODE_SAMPLE], paths: [`$['${UNICODE_SAMPLE}'][0]`] });
    expect((await query(`$..[?(@ == '${UNICODE_SAMPLE}')]`, { pathFormat: 'pointer' }, doc)).paths).toEqual([`/${UNICODE_SAMPLE}/0`]);
  });

  it('queries the largest allowed input', async () => {
    const unit = '{"p":1,"q":"x"},';
    const body = largestInput(tool, 'json', unit);
    const doc = `[${body.slice(0, -unit.length - 1)}]`;
    expect(doc.length).toBeLessThanOrEqual(1_000_000);
    const items = (doc.length - 2 + 1) / unit.length;
    const d = await query('$[?(@.p == 1)].q', { pathsOnly: true }, doc);
    expect(d.count).toBe(items);
    expect(d.paths[items - 1]).toBe(`$[${items - 1}]['q']`);
  });

  it('refuses recursive descent over huge, deeply nested documents', async () => {
    let doc = `[${'1,'.repeat(99_999)}1]`;
    for (let i = 0; i < 100; i++) doc = `[${doc}]`;
    expect(await runError(tool, { json: doc, path: '$..*' }, 'CONSTRAINT_VIOLATION')).toBe(
      'Recursive descent (..) over this document is too costly: its nodes sit 10,105,050 levels deep in total (limit 3,000,000). Start from a narrower path, e.g. $.items[*].price instead of $..price',
    );
    expect((await query(`$${'[0]'.repeat(100)}[99999]`, {}, doc)).results).toEqual([1]);
  });

  it('runs recursive descent over the largest ordinary documents', async () => {
    const doc = JSON.stringify(Array.from({ length: 25_000 }, (_, i) => ({ id: i, tags: ['a', 'b'], price: i % 7 })));
    expect(doc.length).toBeGreaterThan(900_000);
    expect((await query('$..price', { pathsOnly: true }, doc)).count).toBe(25_000);
  });

  it('refuses a result set that would explode in size', async () => {
    let doc = '"' + 'x'.repeat(200_000) + '"';
    for (let i = 0; i < 200; i++) doc = `[${doc}]`;
    expect(await runError(tool, { json: doc, path: '$..*' }, 'CONSTRAINT_VIOLATION')).toMatch(/over 16 million characters/);
    expect((await query('$..*', { pathsOnly: true }, doc)).count).toBe(200);
  });
});
