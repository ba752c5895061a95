import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { testRandom } from '../../_test/random.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { minified: string; originalBytes: number; minifiedBytes: number; savedBytes: number; savingsPercent: number };
const minify = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('json-minifier', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('keeps number literals and string escapes exactly as written', async () => {
    const json = '{ "big": 12345678901234567890, "f": 1.10, "e": 1E+2, "neg": -0, "s": "\\u00e9\\n\\/\\"", "t": true, "n": null }';
    expect((await minify({ json })).minified).toBe('{"big":12345678901234567890,"f":1.10,"e":1E+2,"neg":-0,"s":"\\u00e9\\n\\/\\"","t":true,"n":null}');
  });

  it('keeps whitespace inside strings and removes it everywhere else', async () => {
    const json = '\r\n\t[ "a  b\\t" ,\n {  } , [ ] ,\t" "  ]\n';
    expect((await minify({ json })).minified).toBe('["a  b\\t",{},[]," "]');
  });

  it('measures sizes in UTF-8 bytes, with the unicode sample', async () => {
    // 'À😀中' is 2 + 4 + 3 = 9 bytes in UTF-8 (4 UTF-16 code units)
    const data = await minify({ json: `{ "${UNICODE_SAMPLE}" : "${UNICODE_SAMPLE}" }` });
    expect(data).toEqual({
      minified: `{"${UNICODE_SAMPLE}":"${UNICODE_SAMPLE}"}`,
      originalBytes: 29,
      minifiedBytes: 25,
      savedBytes: 4,
      savingsPercent: 13.79,
    });
    expect(data.minifiedBytes).toBe(Buffer.byteLength(data.minified, 'utf8'));
  });

  it('agrees with JSON.stringify(JSON.parse()) on JSON without special literals', async () => {
    const value = { a: [1, 2.5, -3, { b: 'x y', c: [true, false, null] }], 'key with space': '', nested: { deep: [[[]]] } };
    const pretty = JSON.stringify(value, null, 4);
    const data = await minify({ json: pretty });
    expect(data.minified).toBe(JSON.stringify(value));
    expect(data.originalBytes).toBe(Buffer.byteLength(pretty));
    expect(data.savedBytes).toBe(data.originalBytes - data.minifiedBytes);
    expect(data.savingsPercent).toBe(Math.round((data.savedBytes / data.originalBytes) * 10000) / 100);
  });

  it('counts the minified bytes exactly, whichever way the text was minified', async () => {
    const rand = testRandom(29);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
    for (let k = 0; k < 200; k++) {
      const space = () => pick(['', ' ', '\n  ', '\r\n\t', '  ']);
      const value = () => pick(['1', '-2.5e3', '"é"', '"😀 x"', '"\\u00e9"', 'true', 'null', `"${UNICODE_SAMPLE}"`]);
      const items = Array.from({ length: 1 + Math.floor(rand() * 6) }, () => `${space()}${pick([value(), `{${space()}"k${pick(['', 'é', '中'])}"${space()}:${space()}${value()}${space()}}`])}${space()}`);
      const json = `${rand() < 0.2 ? '\uFEFF' : ''}${space()}[${items.join(',')}]${space()}${k % 5 === 0 ? '// note' : ''}`;
      const result = await runTool(tool, { json, allowComments: k % 5 === 0 });
      if (!result.success) throw new Error(`${JSON.stringify(json)}: ${result.error}`);
      const data = result.data as Out;
      expect(data.minifiedBytes, JSON.stringify(json)).toBe(Buffer.byteLength(data.minified, 'utf8'));
      expect(data.originalBytes).toBe(Buffer.byteLength(json, 'utf8'));
    }
  });

  it('reports 0% savings for already minified JSON', async () => {
    expect(await minify({ json: '[1,2]' })).toEqual({ minified: '[1,2]', originalBytes: 5, minifiedBytes: 5, savedBytes: 0, savingsPercent: 0 });
  });

  it('accepts JSONC (comments, trailing commas) only when asked', async () => {
    const jsonc = '{\n  // line comment\n  "a": 1, /* block */\n  "b": [1, 2,],\n}';
    expect(await runError(tool, { json: jsonc }, 'INVALID_INPUT')).toBe('Invalid JSON at line 2, column 3: comments are not allowed in JSON');
    expect((await minify({ json: jsonc, allowComments: true })).minified).toBe('{"a":1,"b":[1,2]}');
  });

  it('reports the line and column of a syntax error', async () => {
    expect(await runError(tool, { json: '{\n  "a": 1\n  "b": 2\n}' }, 'INVALID_INPUT')).toBe("Invalid JSON at line 3, column 3: ',' expected");
    expect(await runError(tool, { json: '[1, 2' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 1, column 6: /);
    expect(await runError(tool, { json: '   ' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 1, column \d+: value expected$/);
    expect(await runError(tool, { json: "{'a': 1}" }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 1, column 2: /);
  });

  it('drops a leading byte order mark with a warning', async () => {
    const result = await runTool(tool, { json: '\uFEFF{ "a": 1 }' });
    expect(result.success && result.data).toEqual({ minified: '{"a":1}', originalBytes: 13, minifiedBytes: 7, savedBytes: 6, savingsPercent: 46.15 });
    expect(result.metadata?.warnings).toEqual(['The input starts with a byte order mark (U+FEFF); it was removed.']);
  });

  it('rejects JSON nested past 1000 levels instead of overflowing the stack', async () => {
    expect(await runError(tool, { json: '['.repeat(2000) + ']'.repeat(2000) }, 'INVALID_INPUT')).toMatch(/nested too deeply/);
  });

  it('minifies the largest allowed input and rejects one character more', async () => {
    const unit = '{ "k" : "v" },\n';
    const body = largestInput(tool, 'json', unit);
    const json = `[${body.slice(0, -unit.length)}1]`;
    expect(json.length).toBeLessThanOrEqual(1_000_000);
    const data = await minify({ json });
    const count = body.length / unit.length - 1;
    expect(data.minified).toBe(`[${'{"k":"v"},'.repeat(count)}1]`);
    expect(data.savedBytes).toBe(count * 5);
    await runError(tool, { json: oversizedInput(tool, 'json') }, 'CONSTRAINT_VIOLATION');
  });
});
