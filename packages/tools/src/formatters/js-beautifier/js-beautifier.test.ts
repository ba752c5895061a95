import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';
import { testRandom } from '../../_test/random.js';

type Out = { formatted: string; lines: number };
const fmt = async (code: string, extra: Record<string, unknown> = {}) => (await runOk<Out>(tool, { code, ...extra })).formatted;

describe('js-beautifier', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { code: '' }, 'MISSING_REQUIRED');
  });

  it('applies indent and brace styles', async () => {
    expect(await fmt('if(a){b()}else{c()}', { indent: '4' })).toBe('if (a) {\n    b()\n} else {\n    c()\n}');
    expect(await fmt('if(a){b()}else{c()}', { indent: 'tab', braceStyle: 'expand' })).toBe('if (a)\n{\n\tb()\n}\nelse\n{\n\tc()\n}');
    expect(await fmt('if(a){b()}else{c()}', { braceStyle: 'end-expand' })).toBe('if (a) {\n  b()\n}\nelse {\n  c()\n}');
  });

  it('keeps the meaning: formatting random minified programs and running them gives the same result', async () => {
    const rnd = testRandom(21);
    for (let n = 0; n < 15; n++) {
      const a = Math.floor(rnd() * 100), b = Math.floor(rnd() * 100);
      const src = `var r=[];for(var i=0;i<${a % 7 + 1};i++){if(i%2){r.push(i*${b})}else{r.push("s"+i)}}var o={k:r,t:\`x\${r.length}\`};o.k.join("|")+o.t`;
      const formatted = await fmt(src);
      expect(formatted.split('\n').length).toBeGreaterThan(3);
      // eslint-disable-next-line no-new-func -- test-only: compare behaviour of original and formatted code
      expect(new Function(`return eval(${JSON.stringify(formatted)})`)()).toBe(new Function(`return eval(${JSON.stringify(src)})`)());
    }
  });

  it('leaves strings and unicode alone', async () => {
    expect(await fmt(`var s="${UNICODE_SAMPLE}  x";`)).toBe(`var s = "${UNICODE_SAMPLE}  x";`);
  });

  it('formats without judging: broken code still comes back laid out', async () => {
    expect(await fmt('function (')).toBe('function(');
    await runError(tool, { code: 'x'.repeat(1_000_001) }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const code = largestInput(tool, 'code', 'a=1;');
    const out = await runOk<Out>(tool, { code });
    expect(out.lines).toBe(250_000);
  });
});
