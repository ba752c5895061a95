import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { minified: string; originalBytes: number; minifiedBytes: number; savedPercent: number };
const min = (code: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { code, ...extra });
// eslint-disable-next-line no-new-func -- test-only: run the original and the minified program
const run = (code: string) => new Function(`${code}\n;return typeof result === 'undefined' ? undefined : result;`)();

describe('js-minifier', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { code: '' }, 'MISSING_REQUIRED');
  });

  it('keeps behaviour: random programs compute the same result minified', async () => {
    const rnd = testRandom(22);
    for (let n = 0; n < 12; n++) {
      const k = Math.floor(rnd() * 50);
      const src = `function fib(count) { const seen = [0, 1]; for (let index = 2; index <= count; index++) { seen.push(seen[index - 1] + seen[index - 2]); } return seen[count]; }
        const label = "n=" + ${k}; var result = [label, fib(${k % 30}), ${JSON.stringify(UNICODE_SAMPLE)}.length, [3, 1, 2].sort().join("-")].join(" ");`;
      const out = await min(src);
      expect(out.minifiedBytes).toBeLessThan(out.originalBytes);
      expect(run(out.minified)).toBe(run(src));
    }
  });

  it('drops console calls and comments on request, mangles module top level', async () => {
    expect((await min('console.log(1); var x = 2;', { dropConsole: true })).minified).toBe('var x=2;');
    expect((await min('/*! keep */ var a = 1;', { keepLicense: false })).minified).toBe('var a=1;');
    expect((await min('export function longName(value) { return value * 2 }', { module: true })).minified).toBe('export function longName(n){return 2*n}');
    expect((await min('function f(value) { return value }', { mangle: false, compress: false })).minified).toBe('function f(value){return value}');
  });

  it('reports syntax errors with line and column', async () => {
    expect(await runError(tool, { code: 'let a = 1;\nlet = = 2;' }, 'INVALID_INPUT')).toMatch(/^JavaScript syntax error at line 2, column \d+: /);
    expect(await runError(tool, { code: 'function (' }, 'INVALID_INPUT')).toMatch(/syntax error at line 1/);
  });

  it('handles the largest allowed input', async () => {
    // a large bundle's worth of characters, mostly data (terser's work grows with statements, see bench notes)
    const statements = Array.from({ length: 2_000 }, (_, i) => `total = total + ${i}; // step ${i}`).join('\n');
    const head = `var total = 0;\n${statements}\nvar blob = "`;
    const code = `${head}${'x'.repeat(largestInput(tool, 'code').length - head.length - 2)}";`;
    expect(code.length).toBe(1_000_000);
    const out = await min(code);
    expect(out.minifiedBytes).toBeLessThan(out.originalBytes);
  }, 60_000);
});
