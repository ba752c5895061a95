import { describe, expect, it } from 'vitest';
import MarkdownIt from 'markdown-it';
import { Window } from 'happy-dom';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

const html = async (markdown: string, options: Record<string, unknown> = {}) => (await runOk<{ html: string }>(tool, { markdown, ...options })).html;

const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'class', 'style', 'type', 'disabled', 'checked', 'start']);
const FORBIDDEN_ELEMENTS = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'FORM', 'BASE', 'META', 'LINK', 'TEMPLATE']);

/** Parses the output with a real HTML parser: no active element, no unexpected attribute, only safe URL schemes. */
function expectInert(out: string): void {
  const window = new Window();
  const doc = new window.DOMParser().parseFromString(`<!doctype html><body>${out}</body>`, 'text/html');
  for (const element of doc.body.querySelectorAll('*')) {
    expect(FORBIDDEN_ELEMENTS.has(element.tagName.toUpperCase()), element.outerHTML).toBe(false);
    for (const attribute of element.attributes) {
      expect(ALLOWED_ATTRIBUTES.has(attribute.name), `${attribute.name} in ${element.outerHTML}`).toBe(true);
      if (attribute.name === 'style') expect(attribute.value).toMatch(/^text-align:(left|right|center)$/);
      if (attribute.name === 'href' || attribute.name === 'src') {
        const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(attribute.value ?? '')?.[1]?.toLowerCase();
        if (scheme === 'data') expect(attribute.value).toMatch(/^data:image\/(png|gif|jpeg|webp);/);
        else if (scheme !== undefined) expect(['http', 'https', 'mailto', 'ftp']).toContain(scheme);
      }
    }
  }
  void window.happyDOM.close();
}

describe('markdown-to-html', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { markdown: '' }, 'MISSING_REQUIRED');
  });

  it('keeps unicode text', async () => {
    expect(await html(`# ${UNICODE_SAMPLE}\n\n*${UNICODE_SAMPLE}*`)).toBe(`<h1>${UNICODE_SAMPLE}</h1>\n<p><em>${UNICODE_SAMPLE}</em></p>\n`);
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = '- item *x* [l](https://example.com/a) `c`\n';
    const markdown = largestInput(tool, 'markdown', unit);
    const out = await html(markdown);
    const items = markdown.length / unit.length;
    expect(out.split('<li>').length - 1).toBe(items);
    expect(out.startsWith('<ul>\n<li>item <em>x</em> <a href="https://example.com/a">l</a> <code>c</code></li>\n')).toBe(true);
    await runError(tool, { markdown: oversizedInput(tool, 'markdown') }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects an unknown flavor', async () => {
    await runError(tool, { markdown: 'x', flavor: 'markdown-extra' }, 'CONSTRAINT_VIOLATION');
  });

  it('renders CommonMark exactly like markdown-it itself', async () => {
    const sample =
      '# H1\n## H2\nSetext\n===\n\n> quote\n> > nested\n\n1. one\n2. two\n   - sub\n\n```js\nconst a = 1 < 2;\n```\n\n    indented\n\n' +
      'Text with `code`, **bold**, _em_, [ref][r], ![img](/a.png "t"), <https://auto.link>, hard  \nbreak, \\*escaped\\*, &copy; &#35;.\n\n---\n\n[r]: https://example.com "Title"\n';
    expect(await html(sample, { flavor: 'commonmark', linkify: false })).toBe(new MarkdownIt('commonmark').render(sample));
    expect(await html(sample, { linkify: false })).toBe(new MarkdownIt('default').render(sample));
  });

  describe('safety', () => {
    it('uses a check that does catch active HTML', () => {
      for (const active of ['<script>x</script>', '<a href="javascript:x">a</a>', '<a href=" JAVASCRIPT:x">a</a>', '<b onclick="x">b</b>', '<img src="data:text/html,x">', '<svg></svg>'])
        expect(() => expectInert(active), active).toThrow();
      expect(() => expectInert('<p title="x&quot; onclick=&quot;y"><a href="https://a.b">a</a></p>')).not.toThrow();
    });

    it('escapes raw HTML: script, style, iframes and inline handlers', async () => {
      const out = await html(
        '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\nInline <b onclick="x()">b</b> <iframe src="https://evil"></iframe>\n\n<style>body{}</style>\n\n<!-- comment -->\n\n<div>\n*md*\n</div>',
        { linkify: false },
      );
      expect(out).toBe(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=alert(1)&gt;</p>\n<p>Inline &lt;b onclick=&quot;x()&quot;&gt;b&lt;/b&gt; &lt;iframe src=&quot;https://evil&quot;&gt;&lt;/iframe&gt;</p>\n' +
          '<p>&lt;style&gt;body{}&lt;/style&gt;</p>\n<p>&lt;!-- comment --&gt;</p>\n<p>&lt;div&gt;\n<em>md</em>\n&lt;/div&gt;</p>\n',
      );
      expectInert(out);
    });

    it('does not link javascript:, vbscript:, file: or non-image data: URLs, however they are spelled', async () => {
      const attacks = [
        '[a](javascript:alert(1))',
        '[a](JaVaScRiPt:alert(1))',
        '[a](<javascript:alert(1)>)',
        '[a](&#106;avascript:alert(1))',
        '[a](javascript&#58;alert(1))',
        '[a](java%73cript:alert(1))',
        '[a](\njavascript:alert(1))',
        '[a](vbscript:msgbox(1))',
        '[a](file:///etc/passwd)',
        '[a](data:text/html;base64,PHNjcmlwdD4=)',
        '![i](data:image/svg+xml;base64,PHN2Zz4=)',
        '<javascript:alert(1)>',
        '[a][r]\n\n[r]: javascript:alert(1)',
        'javascript:alert(1)',
      ];
      for (const attack of attacks) {
        const out = await html(attack);
        expectInert(out);
        expect(out, attack).not.toContain('<a href="javascript');
      }
      expect(await html('[a](javascript:alert(1))')).toBe('<p>[a](javascript:alert(1))</p>\n');
      // an image data: URL of a raster type is allowed
      expect(await html('![i](data:image/png;base64,iVBORw0KGgo=)')).toBe('<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="i"></p>\n');
    });

    it('cannot inject attributes through code info strings, titles or link text', async () => {
      const out = await html('```js" onmouseover="alert(1)\nx\n```\n\n[t](https://e.com "x\\" onclick=\\"y") ![a" onerror="b](/i.png)');
      expect(out).toBe(
        '<pre><code class="language-js&quot;">x\n</code></pre>\n<p><a href="https://e.com" title="x&quot; onclick=&quot;y">t</a> <img src="/i.png" alt="a&quot; onerror=&quot;b"></p>\n',
      );
      expectInert(out);
    });
  });

  describe('options', () => {
    it('renders GFM tables and strikethrough, which strict CommonMark leaves as text', async () => {
      const md = '| a | b |\n|---|:-:|\n| 1 | ~~2~~ |';
      expect(await html(md)).toBe(
        '<table>\n<thead>\n<tr>\n<th>a</th>\n<th style="text-align:center">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td style="text-align:center"><s>2</s></td>\n</tr>\n</tbody>\n</table>\n',
      );
      expect(await html(md, { flavor: 'commonmark' })).toBe('<p>| a | b |\n|---|:-:|\n| 1 | ~~2~~ |</p>\n');
    });

    it('renders GFM task lists only in the gfm flavor', async () => {
      const md = '1. [x] done\n2. [ ] todo\n3. not a task [x]\n\n- [X] upper\n- [y] no';
      expect(await html(md)).toBe(
        '<ol class="contains-task-list">\n<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled="" checked=""> done</li>\n' +
          '<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled=""> todo</li>\n<li>not a task [x]</li>\n</ol>\n' +
          '<ul class="contains-task-list">\n<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled="" checked=""> upper</li>\n<li>[y] no</li>\n</ul>\n',
      );
      expect(await html('- [ ] todo', { flavor: 'commonmark' })).toBe('<ul>\n<li>[ ] todo</li>\n</ul>\n');
    });

    it('autolinks URLs, www. addresses and e-mails, but not bare domains, and only when asked', async () => {
      const md = 'See https://example.com/a?b, www.example.org, ada@example.com and example.com.';
      expect(await html(md)).toBe(
        '<p>See <a href="https://example.com/a?b">https://example.com/a?b</a>, <a href="http://www.example.org">www.example.org</a>, <a href="mailto:ada@example.com">ada@example.com</a> and example.com.</p>\n',
      );
      expect(await html(md, { linkify: false })).toBe(`<p>${md}</p>\n`);
      expect(await html('`www.example.com` [x](https://a.b) www.x.dev', { linkify: true })).toBe(
        '<p><code>www.example.com</code> <a href="https://a.b">x</a> <a href="http://www.x.dev">www.x.dev</a></p>\n',
      );
    });

    it('applies smart typography only when asked', async () => {
      const md = '"Quotes" -- dash --- em... (c)';
      expect(await html(md)).toBe('<p>&quot;Quotes&quot; -- dash --- em... (c)</p>\n');
      expect(await html(md, { typographer: true })).toBe('<p>“Quotes” – dash — em… ©</p>\n');
    });

    it('turns single line breaks into <br> only when asked', async () => {
      expect(await html('a\nb')).toBe('<p>a\nb</p>\n');
      expect(await html('a\nb', { breaks: true })).toBe('<p>a<br>\nb</p>\n');
    });
  });

  it('refuses reference links that would copy a long URL into a huge output', async () => {
    const markdown = '[a][r] '.repeat(60) + `\n\n[r]: https://e.com/${'a'.repeat(400_000)}\n`;
    expect(await runError(tool, { markdown }, 'INVALID_INPUT')).toBe(
      'Markdown refused: its links and images would write more than 20,000,000 characters of URLs and titles (a long reference-link definition used many times)',
    );
    // a few uses are fine
    const few = await html('[a][r] [b][r]\n\n[r]: https://e.com/x "T"');
    expect(few).toBe('<p><a href="https://e.com/x" title="T">a</a> <a href="https://e.com/x" title="T">b</a></p>\n');
  });

  it('stays fast on pathological nesting and delimiters', async () => {
    for (const markdown of ['>'.repeat(200_000), '['.repeat(100_000) + ']'.repeat(100_000), '*a '.repeat(100_000), '`'.repeat(300_000)]) {
      expectInert(await html(markdown));
    }
  });
});
