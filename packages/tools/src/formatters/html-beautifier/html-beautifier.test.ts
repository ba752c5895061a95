import { parseDocument } from 'htmlparser2';
import { textContent } from 'domutils';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { formatted: string; lines: number };
const fmt = async (html: string, extra: Record<string, unknown> = {}) => (await runOk<Out>(tool, { html, ...extra })).formatted;
/** Visible text without whitespace: what layout must not change (block boundaries gain line breaks). */
const text = (html: string) => textContent(parseDocument(html).children.filter((n) => !('name' in n) || !['script', 'style'].includes((n as { name: string }).name))).replace(/\s+/g, '');

describe('html-beautifier', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { html: '' }, 'MISSING_REQUIRED');
  });

  it('keeps the text (htmlparser2 reads the same words before and after) and <pre> as is', async () => {
    const html = `<!doctype html><html><head><title>T</title></head><body><h1>Title ${UNICODE_SAMPLE}</h1><p>Some <em>inline</em> text, <a href="#">a link</a>.</p><pre>  keep\n    this</pre><table><tr><td>1</td><td>2</td></tr></table></body></html>`;
    const formatted = await fmt(html);
    expect(text(formatted)).toBe(text(html));
    expect(formatted).toContain('<pre>  keep\n    this</pre>');
    expect(formatted.split('\n').length).toBeGreaterThan(10);
  });

  it('wraps attributes and indents as asked', async () => {
    expect(await fmt('<input type="text" name="q" required>', { wrapAttributes: 'force-expand-multiline' })).toBe('<input\n  type="text"\n  name="q"\n  required\n>');
    expect(await fmt('<div><p>x</p></div>', { indent: 'tab' })).toBe('<div>\n\t<p>x</p>\n</div>');
    expect(await fmt('<style>a{b:c}</style>', { formatEmbedded: false })).toBe('<style>a{b:c}</style>');
  });

  it('rejects an oversized document', async () => {
    await runError(tool, { html: 'a'.repeat(1_000_001) }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const html = largestInput(tool, 'html', '<p>ab</p>');
    const out = await runOk<Out>(tool, { html });
    expect(out.lines).toBe(111_111);
  });
});
