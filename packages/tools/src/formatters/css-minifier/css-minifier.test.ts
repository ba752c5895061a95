import { describe, expect, it } from 'vitest';
import { minify, syntax } from 'csso';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { minified: string; originalSize: number; minifiedSize: number; savedBytes: number; savedPercent: number };
const min = async (css: string, extra: Record<string, unknown> = {}) => (await runOk<Out>(tool, { css, ...extra })).minified;
const parseErrors = (css: string) => {
  const errors: string[] = [];
  syntax.parse(css, { onParseError: (e: Error) => errors.push(e.message) });
  return errors;
};

const SHEETS = [
  '/*! license */\n/* note */\nhtml, body { margin: 0px; padding: 0 0 0 0 }\n.a { color: #FF0000; background: url("x.png") no-repeat 0% 0% }\n.b { color: #ff0000 }\n.a { font-weight: normal }',
  '@media (max-width: 600px) { .nav { display: none } .nav { display: block !important } }\n@media (max-width: 600px) { .main { width: 100.0% } }',
  '@font-face { font-family: "My Font"; src: url(a.woff2) format("woff2") }\n@keyframes spin { from { transform: rotate(0deg) } to { transform: rotate(360deg) } }',
  ':root { --gap: 8px; --empty: ; }\n.grid { display: grid; gap: var(--gap); grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)) }',
  'a:hover > b + i ~ u::before { content: "\\201C"; margin: calc(1px + 2 * 3px) }\n@supports (display: grid) and (not (display: inline-grid)) { a { float: none } }',
  `@import url("theme.css") screen;\n.x${UNICODE_SAMPLE}::after { content: "${UNICODE_SAMPLE}" }`,
];

describe('css-minifier', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { css: '' }, 'MISSING_REQUIRED');
  });

  it('handles unicode and counts sizes in UTF-8 bytes', async () => {
    const css = `.${UNICODE_SAMPLE} { content: "${UNICODE_SAMPLE}"; }`;
    expect(await runOk(tool, { css })).toEqual({
      minified: `.${UNICODE_SAMPLE}{content:"${UNICODE_SAMPLE}"}`,
      originalSize: 36,
      minifiedSize: 31,
      savedBytes: 5,
      savedPercent: 13.89,
    });
  });

  it('gives exactly what csso.minify gives, in every option combination', async () => {
    for (const css of SHEETS)
      for (const restructure of [true, false])
        for (const comments of ['exclamation', 'first-exclamation', 'none']) {
          const expected = minify(css, { restructure, comments: comments === 'none' ? false : comments }).css;
          expect(await min(css, { restructure, comments }), `${css} ${restructure} ${comments}`).toBe(expected);
        }
  });

  it('produces CSS that parses back cleanly, and is stable when minified again', async () => {
    for (const css of SHEETS) {
      for (const restructure of [true, false]) {
        const once = await min(css, { restructure });
        expect(parseErrors(once)).toEqual([]);
        expect(await min(once, { restructure })).toBe(once);
      }
      // without restructuring the tree keeps its shape: the same rules and at-rules, in the same order
      const shape = (text: string) => {
        const nodes: string[] = [];
        syntax.walk(syntax.parse(text), (node) => {
          if (node.type === 'Rule' || node.type === 'Atrule') nodes.push(node.type === 'Atrule' ? node.name : node.type);
        });
        return nodes;
      };
      expect(shape(await min(css, { restructure: false }))).toEqual(shape(css));
    }
    // already minimal CSS comes back unchanged
    const minimal = '.a{color:red}@media print{.b{display:none}}';
    expect(await min(minimal, { restructure: false })).toBe(syntax.generate(syntax.parse(minimal)));
  });

  it('restructures only when asked', async () => {
    const css = '.a { color: red } .b { color: red } .a { margin: 0 }';
    expect(await min(css)).toBe('.a,.b{color:red}.a{margin:0}');
    expect(await min(css, { restructure: false })).toBe('.a{color:red}.b{color:red}.a{margin:0}');
  });

  it('keeps /*! */ comments as asked', async () => {
    const css = '/*! one */ a { color: red } /* plain */ /*! two */ b { color: blue }';
    expect(await min(css)).toBe('/*! one */\na{color:red}\n/*! two */\nb{color:#00f}');
    expect(await min(css, { comments: 'first-exclamation' })).toBe('/*! one */\na{color:red}b{color:#00f}');
    expect(await min(css, { comments: 'none' })).toBe('a{color:red}b{color:#00f}');
  });

  it('refuses what csso would drop, with line and column', async () => {
    expect(await runError(tool, { css: '.card {\n  color: red;\n  & .title { color: blue }\n}' }, 'INVALID_INPUT')).toBe(
      'CSS not understood at line 3, column 4: Identifier is expected; csso would drop "& .title { color: blue }" (CSS nesting — rules inside rules — is not supported: flatten it first).',
    );
    expect(await runError(tool, { css: 'a { color: red }\nb[ { color: red }' }, 'INVALID_INPUT')).toBe(
      'CSS not understood at line 2, column 4: Identifier is expected; csso would drop "b[".',
    );
    expect(await runError(tool, { css: 'a { color: red; } }}} @@@ { foo' }, 'INVALID_INPUT')).toBe(
      'CSS not understood at line 1, column 19: Selector is expected; csso would drop "}}} @@@".',
    );
    expect(await runError(tool, { css: '@media screen and (max-width:) { a { b: c } }' }, 'INVALID_INPUT')).toMatch(/^CSS not understood at line 1, column 30: /);
  });

  it('keeps syntax it does not know but would keep, with a warning', async () => {
    const result = await runTool(tool, { css: '@container sidebar (min-width: 400px) {\n  .card { display: grid }\n}' });
    expect(result.data.minified).toBe('@container sidebar (min-width: 400px){.card{display:grid}}');
    expect(result.metadata?.warnings).toEqual(['Unknown syntax at line 1, column 30: ")" is expected; "sidebar (min-width: 400px)" was kept as written.']);
    // stray semicolons are harmless
    expect(await runTool(tool, { css: 'a { color: red;; }' })).toMatchObject({ success: true, data: { minified: 'a{color:red}' } });
    expect((await runTool(tool, { css: 'a { color: red;; }' })).metadata?.warnings).toBeUndefined();
  });

  it('skips restructuring above 10,000 rules, quickly', async () => {
    let css = '';
    for (let i = 0; i < 10_001; i++) css += `.a${i}{color:red}`;
    const result = await runTool(tool, { css });
    expect(result.data.minified).toBe(css);
    expect(result.metadata?.warnings).toEqual(['Restructuring was skipped: the stylesheet has 10,001 rules (more than 10,000).']);
  });

  it('minifies the largest allowed input and rejects one character more', async () => {
    const unit = '.btn-primary:hover { color: #FFFFFF; margin: 0px; }\n';
    const out = await runOk<Out>(tool, { css: largestInput(tool, 'css', unit), restructure: false });
    const count = Math.floor(1_000_000 / unit.length);
    expect(out.minified).toBe('.btn-primary:hover{color:#fff;margin:0}'.repeat(count));
    expect(out.originalSize).toBe(count * unit.length);
    await runError(tool, { css: oversizedInput(tool, 'css') }, 'CONSTRAINT_VIOLATION');
  });
});
