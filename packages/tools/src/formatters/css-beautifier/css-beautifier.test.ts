import { describe, expect, it } from 'vitest';
import { minify } from 'csso';
import beautify from 'js-beautify';
import tool, { breakLongLines } from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { formatted: string; lines: number };
const fmt = async (css: string, extra: Record<string, unknown> = {}) => (await runOk<Out>(tool, { css, ...extra })).formatted;

describe('css-beautifier', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { css: '' }, 'MISSING_REQUIRED');
  });

  it('changes only layout: csso minifies the original and the formatted stylesheet alike', async () => {
    const css = 'a:hover>b~c{color:#ff0000;margin:0 auto!important}/* note */@supports (display:grid){.g{display:grid;grid-template-columns:repeat(2,1fr)}}@font-face{font-family:X;src:url(x.woff2)format("woff2")}';
    const formatted = await fmt(css);
    expect(formatted.split('\n').length).toBeGreaterThan(8);
    expect(minify(formatted).css).toBe(minify(css).css);
  });

  it('gives js-beautify\'s own output (line breaks added only to keep it linear)', async () => {
    for (const css of ['a::before{content:"x;}{"}b{background:url(data:a;b{c})}', 'h1,h2{margin:0}/*a{b}*/@media (x){p{q:r}}', `s{t:'\\'}'}u{v:w}`]) {
      expect(breakLongLines(css)).not.toBe(css);
      expect(await fmt(css)).toBe(beautify.css(css, { indent_size: 2, newline_between_rules: true, selector_separator_newline: true, end_with_newline: false }));
    }
  });

  it('applies the layout options', async () => {
    expect(await fmt('a,b{x:1}c{y:2}', { indent: '4', blankLineBetweenRules: false, selectorPerLine: false })).toBe('a, b {\n    x: 1\n}\nc {\n    y: 2\n}');
    expect(await fmt('a{x:1}', { indent: 'tab' })).toBe('a {\n\tx: 1\n}');
  });

  it('keeps unicode and comments', async () => {
    expect(await fmt(`a::before{content:"${UNICODE_SAMPLE}"}/*c*/`)).toBe(`a::before {\n  content: "${UNICODE_SAMPLE}"\n}\n\n/*c*/`);
  });

  it('rejects an oversized stylesheet', async () => {
    await runError(tool, { css: 'a'.repeat(1_000_001) }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const css = largestInput(tool, 'css', 'a{b:c}');
    const out = await runOk<Out>(tool, { css, blankLineBetweenRules: false });
    expect(out.lines).toBe(3 * 166_666);
  });
});
