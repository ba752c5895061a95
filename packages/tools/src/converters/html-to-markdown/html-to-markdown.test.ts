import { describe, expect, it } from 'vitest';
import tool from './index.js';
import markdownToHtml from '../markdown-to-html/index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

const md = async (html: string, options: Record<string, unknown> = {}) => (await runOk<{ markdown: string }>(tool, { html, ...options })).markdown;
const render = async (markdown: string) => (await runOk<{ html: string }>(markdownToHtml, { markdown })).html;

describe('html-to-markdown', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { html: '' }, 'MISSING_REQUIRED');
  });

  it('keeps unicode text', async () => {
    expect(await md(`<h1>${UNICODE_SAMPLE}</h1><p><em>${UNICODE_SAMPLE}</em></p>`)).toBe(`# ${UNICODE_SAMPLE}\n\n_${UNICODE_SAMPLE}_`);
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = '<p>para <b>bold</b> <a href="https://e.com/">l</a></p>';
    const html = largestInput(tool, 'html', unit);
    const out = await md(html);
    const paragraphs = out.split('\n\n');
    expect(paragraphs).toHaveLength(html.length / unit.length);
    expect(new Set(paragraphs)).toEqual(new Set(['para **bold** [l](https://e.com/)']));
    await runError(tool, { html: oversizedInput(tool, 'html') }, 'CONSTRAINT_VIOLATION');
  });

  it('refuses deep nesting before parsing it, with the position', async () => {
    expect(await runError(tool, { html: '<div>\n' + '<div>'.repeat(20_000) }, 'INVALID_INPUT')).toBe('HTML refused at line 2, column 2496: elements are nested more than 500 levels deep');
    expect(await runError(tool, { html: '<svg>'.repeat(600) }, 'INVALID_INPUT')).toBe('HTML refused at line 1, column 2501: elements are nested more than 500 levels deep');
    // nesting the estimate does not count (<li> may omit its end tag) is caught after parsing
    expect(await runError(tool, { html: '<ul><li>'.repeat(300) }, 'INVALID_INPUT')).toBe('HTML refused: elements are nested more than 500 levels deep');
    // elements with optional end tags do not count
    expect(await md('<li>a'.repeat(5000))).toBe(Array(5000).fill('- a').join('\n'));
  });

  it('refuses block quotes and lists nested so deep that every line would carry a huge prefix', async () => {
    expect(await runError(tool, { html: '<blockquote>'.repeat(20) + '<ul><li>'.repeat(13) + 'x' }, 'INVALID_INPUT')).toBe(
      'HTML refused: block quotes and list items are nested more than 32 levels deep (each level indents every line of its content)',
    );
    // 32 levels are fine
    const out = await md('<blockquote>'.repeat(32) + 'x<br>'.repeat(2000));
    expect(out.split('\n')).toHaveLength(2000);
    expect(out.startsWith(`${'> '.repeat(32)}x  \n${'> '.repeat(32)}x`)).toBe(true);
  });

  it('numbers long ordered lists in linear time', async () => {
    const out = await md(`<ol start="0">${'<li>a'.repeat(60_000)}</ol>`);
    expect(out.endsWith('\n59998. a\n59999. a')).toBe(true);
    expect(await md('<div>'.repeat(400) + 'x')).toBe('x');
  });

  describe('elements', () => {
    it('converts headings, paragraphs, emphasis, code, links, images, rules and breaks', async () => {
      const html =
        '<h1>One</h1><h3>Three</h3><p>A <em>b</em> <i>c</i> <strong>d</strong> <b>e</b> <code>f`g</code> <a href="https://x.y/a b" title="T &quot;q&quot;">link</a> ' +
        '<img src="/i.png" alt="alt" title="t"> x<br>y</p><hr><blockquote><p>quote</p><blockquote><p>nested</p></blockquote></blockquote>';
      expect(await md(html)).toBe(
        '# One\n\n### Three\n\nA _b_ _c_ **d** **e** ``f`g`` [link](<https://x.y/a b> "T \\"q\\"") ![alt](/i.png "t") x  \ny\n\n---\n\n> quote\n>\n> > nested',
      );
    });

    it('escapes text Markdown would misread', async () => {
      expect(await md('<p>1. not a list *not em* [x] # no heading</p><p># hash</p><p>- dash</p>')).toBe('1\\. not a list \\*not em\\* \\[x\\] # no heading\n\n\\# hash\n\n\\- dash');
    });

    it('converts nested, ordered and task lists with one space after the marker', async () => {
      const html = '<ol start="9"><li>nine<ul><li>sub</li></ul></li><li><p>para</p><p>two</p></li></ol><ul><li><input type="checkbox" checked>done</li><li><p><input type="checkbox"> todo</p></li></ul>';
      expect(await md(html)).toBe('9. nine\n   - sub\n10. para\n\n    two\n\n- [x] done\n- [ ] todo');
    });

    it('writes fenced code blocks with the language, also for a bare <pre>, lengthening the fence', async () => {
      const html = '<pre><code class="language-ts">let a = 1;\n</code></pre><pre class="lang-py">print(1)\n  indented</pre><pre><code>```\ninner\n```</code></pre>';
      expect(await md(html)).toBe('```ts\nlet a = 1;\n```\n\n```py\nprint(1)\n  indented\n```\n\n````\n```\ninner\n```\n````');
    });

    it('converts strikethrough', async () => {
      expect(await md('<p><del>a</del> <s>b</s> <strike>c</strike> <del> </del></p>')).toBe('~~a~~ ~~b~~ ~~c~~');
    });

    it('converts tables: alignment, header from the first row, colspan, ragged rows, pipes, caption', async () => {
      const html =
        '<table><caption>Prices</caption><thead><tr><th align="left">Item</th><th style="text-align: center">a|b</th><th align="right">€</th></tr></thead>' +
        '<tbody><tr><td colspan="2">wide <b>x</b></td><td>1</td></tr><tr><td>short</td></tr><tr><td><p>p1</p><p>p2</p></td><td>l1<br>l2</td><td></td></tr></tbody></table>';
      expect(await md(html)).toBe(
        'Prices\n\n| Item | a\\|b | € |\n| :--- | :---: | ---: |\n| wide **x** |  | 1 |\n| short |  |  |\n| p1 p2 | l1 l2 |  |',
      );
      expect(await md('<table><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></table>')).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
      expect(await md('<table></table><p>after</p>')).toBe('after');
    });

    it('drops scripts, styles, head content, embedded objects and form controls', async () => {
      const html =
        '<!doctype html><html><head><title>T</title><style>p{}</style><meta charset="utf-8"><script>var x;</script></head><body><h1>H</h1><noscript>n</noscript>' +
        '<p>p<script>alert(1)</script><style>.a{}</style></p><iframe src="https://e"></iframe><svg><text>svg</text></svg><form><input value="v"><select><option>o</option></select><textarea>t</textarea><button>Go</button></form><template><p>tpl</p></template></body></html>';
      expect(await md(html)).toBe('# H\n\np');
    });

    it('keeps only the text of javascript:, vbscript: and data: links, and drops such images', async () => {
      const html =
        '<p><a href="javascript:alert(1)">a</a> <a href=" JaVa\tScRiPt:alert(1)">b</a> <a href="vbscript:x">c</a> <a href="data:text/html,x">d</a> ' +
        '<img src="javascript:x" alt="e"><img src="data:image/png;base64,AA" alt="f"><img src="data:image/svg+xml,x" alt="g"> <a href="https://ok">h</a></p>';
      expect(await md(html)).toBe('a b c d ![f](data:image/png;base64,AA) [h](https://ok)');
    });

    it('does not lose content after a stray closing tag', async () => {
      expect(await md('<p>a</p></x-turndown></body></html><p>b</p>')).toBe('a\n\nb');
    });

    it('keeps the content of elements with no Markdown form', async () => {
      expect(await md('<div><span>a</span> <section><p>b</p></section><custom-tag>c</custom-tag></div>')).toBe('a\n\nb\n\nc');
    });
  });

  describe('options', () => {
    it('writes Setext headings for levels 1 and 2', async () => {
      expect(await md('<h1>One</h1><h2>Two</h2><h3>Three</h3>', { headingStyle: 'setext' })).toBe('One\n===\n\nTwo\n---\n\n### Three');
    });

    it('uses another bullet marker', async () => {
      expect(await md('<ul><li>a</li><li>b</li></ul>', { bulletMarker: '*' })).toBe('* a\n* b');
      expect(await md('<ul><li>a</li></ul>', { bulletMarker: '+' })).toBe('+ a');
    });

    it('writes indented code blocks (without the language)', async () => {
      expect(await md('<pre><code class="language-js">a\n  b\n</code></pre>', { codeBlockStyle: 'indented' })).toBe('    a\n      b');
    });

    it('fences with tildes', async () => {
      expect(await md('<pre><code class="language-js">a</code></pre>', { fence: '~~~' })).toBe('~~~js\na\n~~~');
    });

    it('uses other emphasis delimiters', async () => {
      expect(await md('<p><em>a</em> <strong>b</strong></p>', { emDelimiter: '*', strongDelimiter: '__' })).toBe('*a* __b__');
    });

    it('writes reference links, numbered per conversion', async () => {
      const html = '<p><a href="https://a.b/x y" title="T">a</a> <a href="/rel">b</a></p>';
      const expected = '[a][1] [b][2]\n\n[1]: <https://a.b/x y> "T"\n[2]: /rel';
      expect(await md(html, { linkStyle: 'referenced' })).toBe(expected);
      expect(await md(html, { linkStyle: 'referenced' })).toBe(expected);
    });

    it('rejects an unknown option value', async () => {
      await runError(tool, { html: '<p>x</p>', headingStyle: 'underlined' }, 'CONSTRAINT_VIOLATION');
    });
  });

  describe('round trips with markdown-to-html', () => {
    const documents = [
      '# Title\n\nA paragraph with _emphasis_, **strong**, `code` and a [link](https://example.com "Title").',
      '## List\n\n- one\n- two\n  - nested\n\n1. first\n\n2. second\n\n   second paragraph\n\n3. third',
      '> A quote\n>\n> > nested\n\n---\n\n![image](https://example.com/a.png)',
      '```js\nconst a = 1;\n\nconsole.log(a);\n```\n\n    indented? no: fenced wins',
      '| Tool | Stars |\n| :--- | ---: |\n| ctp | 42 |\n| ~~old~~ | 1 |',
      '- [x] done\n- [ ] todo',
      `Unicode: ${UNICODE_SAMPLE} and escapes: \\*not em\\* 1. \\[x\\]`,
    ];

    it('Markdown → HTML → Markdown gives the Markdown back', async () => {
      for (const doc of documents.slice(0, 3).concat(documents.slice(4))) expect(await md(await render(doc)), doc).toBe(doc);
    });

    it('HTML → Markdown → HTML keeps the rendered HTML', async () => {
      for (const doc of documents) {
        const html = await render(doc);
        expect(await render(await md(html)), doc).toBe(html);
      }
    });
  });
});
