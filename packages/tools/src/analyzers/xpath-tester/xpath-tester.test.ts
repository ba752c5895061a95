import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { type: string; count: number; value: string; nodes: Array<{ kind: string; name: string; text: string; markup: string }> };
const q = (expression: string, document: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { expression, document, ...extra });

// The bookstore sample used throughout XPath tutorials (abridged)
const BOOKSTORE = `<?xml version="1.0"?>
<bookstore>
  <book category="cooking"><title lang="en">Everyday Italian</title><author>Giada De Laurentiis</author><year>2005</year><price>30.00</price></book>
  <book category="children"><title lang="en">Harry Potter</title><author>J K. Rowling</author><year>2005</year><price>29.99</price></book>
  <book category="web"><title lang="en">XQuery Kick Start</title><author>James McGovern</author><author>Per Bothner</author><year>2003</year><price>49.99</price></book>
  <book category="web"><title lang="en">Learning XML</title><author>Erik T. Ray</author><year>2003</year><price>39.95</price></book>
</bookstore>`;

describe('xpath-tester', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { expression: '', document: '<a/>' }, 'MISSING_REQUIRED');
  });

  it('answers the tutorial queries on the bookstore document', async () => {
    expect((await q('/bookstore/book[1]/title', BOOKSTORE)).value).toBe('Everyday Italian');
    expect((await q('/bookstore/book[last()]/title', BOOKSTORE)).value).toBe('Learning XML');
    expect((await q('/bookstore/book[price>35.00]/title', BOOKSTORE)).nodes.map((n) => n.text)).toEqual(['XQuery Kick Start', 'Learning XML']);
    expect((await q('//title/@lang', BOOKSTORE)).nodes[0]).toEqual({ kind: 'attribute', name: 'lang', text: 'en', markup: 'lang="en"' });
    expect(await q('count(//book[@category="web"])', BOOKSTORE)).toMatchObject({ type: 'number', value: '2' });
    expect(await q('sum(//price)', BOOKSTORE)).toMatchObject({ type: 'number', value: '149.93' });
    expect(await q('boolean(//book[year=2004])', BOOKSTORE)).toMatchObject({ type: 'boolean', value: 'false' });
    expect(await q('concat(//book[2]/author, "!")', BOOKSTORE)).toMatchObject({ type: 'string', value: 'J K. Rowling!' });
  });

  it('uses namespaces and reads HTML', async () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>${UNICODE_SAMPLE}</title></entry></feed>`;
    expect((await q('//a:entry/a:title', atom, { namespaces: { a: 'http://www.w3.org/2005/Atom' } })).value).toBe(UNICODE_SAMPLE);
    expect((await q('//entry', atom)).count).toBe(0);
    const html = '<html><body><div class="item"><a href="/x">X</a><br></div><DIV class="item"><a href="/y">Y</a></DIV></body></html>';
    expect((await q('//div[@class="item"]/a/@href', html, { mode: 'html' })).nodes.map((n) => n.text)).toEqual(['/x', '/y']);
  });

  it('reports bad documents and bad expressions', async () => {
    expect(await runError(tool, { expression: '//a', document: '<root>\n<a></root>' }, 'INVALID_INPUT')).toMatch(/^The XML cannot be parsed at line 2, column \d+: /);
    expect(await runError(tool, { expression: '//a[', document: '<a/>' }, 'INVALID_INPUT')).toMatch(/^Invalid XPath expression/);
    await runError(tool, { expression: '//a', document: '<a/>', namespaces: '[1]' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const units = Math.floor((largestInput(tool, 'document').length - 7) / 8);
    const out = await q('count(//i)', `<r>${'<i>x</i>'.repeat(units)}</r>`);
    expect(out.value).toBe(String(units));
  });
});
