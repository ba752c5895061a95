import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

const text = async (html: string, extra: Record<string, unknown> = {}) => (await runOk<{ text: string }>(tool, { html, ...extra })).text;

describe('html-to-text', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { html: '' }, 'MISSING_REQUIRED');
  });

  it('runs without a DOM (htmlparser2)', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(typeof (globalThis as { DOMParser?: unknown }).DOMParser).toBe('undefined');
    expect(await text('<p>ok</p>')).toBe('ok');
  });

  it('handles unicode and decodes entities', async () => {
    expect(await text(`<p>${UNICODE_SAMPLE} &amp; &lt;tag&gt; &#x1F600; &eacute;&nbsp;x &quot;q&quot; &copy;</p>`)).toBe(`${UNICODE_SAMPLE} & <tag> 😀 é\u00a0x "q" ©`);
  });

  it('drops head, scripts, styles, noscript and templates', async () => {
    const html = '<html><head><title>T</title><style>p{color:red}</style></head><body><script>var s = "<p>no</p>";</script><p>yes</p><noscript>enable JS</noscript><template><p>tpl</p></template><style>.x{}</style><!-- comment --></body></html>';
    expect(await text(html)).toBe('yes');
  });

  it('shows links inline, as footnotes, or not at all', async () => {
    const html = '<p><a href="https://a.example/">A</a>, <a href="/b">B</a>, <a href="https://a.example/">again</a>, <a href="#top">top</a>, <a href="mailto:x@y.z">mail</a>, <a href="https://c.example/">https://c.example/</a></p>';
    expect(await text(html, { wordwrap: 0 })).toBe('A [https://a.example/], B [/b], again [https://a.example/], top, mail [x@y.z], https://c.example/');
    expect(await text(html, { links: 'footnotes', baseUrl: 'https://site.example/docs/', wordwrap: 0 })).toBe(
      'A [1], B [2], again [1], top, mail [3], https://c.example/ [4]\n\n[1] https://a.example/\n[2] https://site.example/b\n[3] x@y.z\n[4] https://c.example/',
    );
    expect(await text(html, { links: 'none' })).toBe('A, B, again, top, mail, https://c.example/');
  });

  it('resolves relative URLs against the base URL', async () => {
    const html = '<a href="../up">u</a> <a href="same">s</a> <a href="?q=1">q</a> <img src="img/p.png" alt="pic">';
    expect(await text(html, { baseUrl: 'https://h.example/a/b/', images: 'alt-and-src', wordwrap: 0 })).toBe(
      'u [https://h.example/a/up] s [https://h.example/a/b/same] q [https://h.example/a/b/?q=1] pic [https://h.example/a/b/img/p.png]',
    );
  });

  it('shows images as alt text, with their source, or not at all', async () => {
    const html = '<p>Logo: <img src="/l.png" alt="ACME logo"> <img src="/x.png"></p>';
    expect(await text(html)).toBe('Logo: ACME logo');
    expect(await text(html, { images: 'alt-and-src' })).toBe('Logo: ACME logo [/l.png] [/x.png]');
    expect(await text(html, { images: 'none' })).toBe('Logo:');
  });

  it('lays tables out in columns or blocks, headings in capitals on request', async () => {
    const html = '<h2>Prices</h2><table><tr><th>Item</th><th>Cost</th></tr><tr><td>Tea</td><td>2.50</td></tr><tr><td>Coffee beans</td><td>12</td></tr></table>';
    expect(await text(html)).toBe('Prices\n\nItem           Cost\nTea            2.50\nCoffee beans   12');
    expect(await text(html, { uppercaseHeadings: true })).toBe('PRICES\n\nITEM           COST\nTea            2.50\nCoffee beans   12');
    expect(await text(html, { tables: 'rows' })).toBe('Prices\n\nItem | Cost\nTea | 2.50\nCoffee beans | 12');
  });

  it('wraps words at the column, or not at all with 0', async () => {
    const html = `<p>${'word '.repeat(30)}</p>`;
    expect(await text(html, { wordwrap: 0 })).toBe('word '.repeat(30).trim());
    expect((await text(html, { wordwrap: 20 })).split('\n')).toEqual([...Array(7).fill('word word word word'), 'word word']);
    expect((await text(html)).split('\n').map((l) => l.length)).toEqual([79, 69]);
  });

  it('lists and block quotes', async () => {
    expect(await text('<ol><li>one</li><li>two<ul><li>sub</li></ul></li></ol><blockquote>quoted</blockquote>')).toBe(' 1. one\n 2. two\n    * sub\n\n> quoted');
  });

  it('refuses HTML nested too deeply, quickly, and accepts 500 levels', async () => {
    expect(await runError(tool, { html: '<b>'.repeat(300_000) }, 'INVALID_INPUT')).toBe('HTML nested too deeply: more than 500 open elements at line 1, column 1501.');
    expect(await runError(tool, { html: '<div>\n'.repeat(600) }, 'INVALID_INPUT')).toBe('HTML nested too deeply: more than 500 open elements at line 501, column 1.');
    expect(await text('<div>'.repeat(500) + 'deep' + '</div>'.repeat(500))).toBe('deep');
    // pathological tag soup stays linear (a blow-up would hit the per-test time limit: no clock here)
    expect(await text('<a'.repeat(300_000))).toBe('');
    expect((await text('<script>x'.repeat(100_000), { wordwrap: 0 })).length).toBe(0);
    // implied end tags and raw text do not count
    expect(await text('<p>x'.repeat(2000) + '<script>' + '<b>'.repeat(1000) + '</script>', { wordwrap: 0 })).toBe(Array(2000).fill('x').join('\n\n'));
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = '<p>Hello <b>world</b> &amp; <i>more</i>.</p>\n';
    const out = await text(largestInput(tool, 'html', unit), { wordwrap: 0 });
    expect(out).toBe(Array(Math.floor(1_000_000 / unit.length)).fill('Hello world & more.').join('\n\n'));
    await runError(tool, { html: oversizedInput(tool, 'html') }, 'CONSTRAINT_VIOLATION');
  });
});
