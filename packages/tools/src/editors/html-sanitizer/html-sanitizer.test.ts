import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { sanitized: string; removedTags: Record<string, number>; removedAttributes: Record<string, number>; changed: boolean };
const clean = (html: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { html, ...extra });

// Classic vectors from the OWASP XSS filter evasion cheat sheet (re-typed here)
const VECTORS = [
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
  '<BODY ONLOAD=alert(\'XSS\')>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<svg/onload=alert(1)>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<object data="javascript:alert(1)"></object><embed src=x>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
];

describe('html-sanitizer', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { html: '' }, 'MISSING_REQUIRED');
  });

  it('neutralizes the OWASP cheat-sheet vectors under every profile (checked by parsing the output)', async () => {
    for (const profile of ['text', 'basic', 'standard', 'rich']) {
      for (const vector of VECTORS) {
        const { sanitized } = await clean(vector, { profile });
        const doc = parseDocument(sanitized);
        const elements = findAll(() => true, doc.children);
        for (const el of elements) {
          expect(['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'body'], `${profile}: ${vector} → ${sanitized}`).not.toContain(el.name);
          for (const [name, value] of Object.entries(el.attribs)) {
            expect(name.startsWith('on'), `${vector} → ${sanitized}`).toBe(false);
            expect(name).not.toBe('style');
            expect(value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase(), `${vector} → ${sanitized}`).not.toMatch(/^(javascript|data|vbscript):/);
          }
        }
      }
    }
  });

  it('keeps what each profile allows', async () => {
    const html = `<h1>T</h1><p class="x">a <b>b</b> <a href="https://e.com" title="t">l</a></p><img src="https://e.com/i.png" alt="i"><table><tr><td colspan="2">c</td></tr></table><details><summary>s</summary>${UNICODE_SAMPLE}</details>`;
    expect((await clean(html, { profile: 'text' })).sanitized).toBe(`Ta b lcs${UNICODE_SAMPLE}`);
    expect((await clean(html, { profile: 'basic' })).sanitized).toBe(`T<p>a <b>b</b> <a href="https://e.com" title="t">l</a></p>cs${UNICODE_SAMPLE}`);
    expect((await clean(html)).sanitized).toBe(`<h1>T</h1><p>a <b>b</b> <a href="https://e.com" title="t">l</a></p><table><tr><td colspan="2">c</td></tr></table>s${UNICODE_SAMPLE}`);
    const rich = await clean(html, { profile: 'rich', extraTags: 'details, summary', allowClass: true, linkTargetBlank: true });
    expect(rich.sanitized).toBe(`<h1>T</h1><p class="x">a <b>b</b> <a href="https://e.com" title="t" target="_blank" rel="noopener noreferrer">l</a></p><img src="https://e.com/i.png" alt="i" /><table><tr><td colspan="2">c</td></tr></table><details><summary>s</summary>${UNICODE_SAMPLE}</details>`);
    expect((await clean('<p>fine</p>')).changed).toBe(false);
  });

  it('refuses to allow dangerous tags', async () => {
    expect(await runError(tool, { html: '<p>x</p>', extraTags: 'script' }, 'INVALID_INPUT')).toBe('<script> cannot be allowed: it can run code or change how the page loads.');
    await runError(tool, { html: '<p>x</p>', extraTags: 'a b' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const html = largestInput(tool, 'html', '<p onclick="x()">a</p>');
    const out = await clean(html);
    expect(out.removedAttributes).toEqual({ onclick: 45_454 });
    expect(out.sanitized).toBe('<p>a</p>'.repeat(45_454));
  });
});
