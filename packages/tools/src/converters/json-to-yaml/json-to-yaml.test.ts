import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  yaml: string;
  duplicateKeys: number;
}
const convert = async (json: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { json, ...options })).yaml;

/** Reads YAML back the strict way: YAML 1.2 core schema, big integers as BigInt. */
const readBack = (yaml: string, version: '1.1' | '1.2' = '1.2') => {
  // uniqueKeys is quadratic in the yaml package; JSON.stringify never writes duplicates anyway
  const doc = parseDocument(yaml, { version, intAsBigInt: true, uniqueKeys: false });
  expect(doc.errors).toEqual([]);
  return doc.toJS();
};

describe('json-to-yaml', () => {
  itReproducesItsExample(tool);

  it('converts nested objects and arrays', async () => {
    expect(await convert('{"a":{"b":[1,{"c":true,"d":null}],"e":[]},"f":{}}')).toBe(
      'a:\n  b:\n    - 1\n    - c: true\n      d: null\n  e: []\nf: {}\n',
    );
    expect(await convert('[[1,2],[3]]')).toBe('- - 1\n  - 2\n- - 3\n');
  });

  it('converts top-level scalars', async () => {
    expect(await convert('"abc"')).toBe('abc\n');
    expect(await convert('42')).toBe('42\n');
    expect(await convert('null')).toBe('null\n');
    expect(await convert('"true"')).toBe('"true"\n');
  });

  it('keeps numbers exactly as written (no rounding of big integers or long decimals)', async () => {
    const json = '{"big":12345678901234567890,"neg":-98765432109876543210,"dec":3.14159265358979323846264338,"exp":1e400,"f":1.10,"z":-0}';
    const yaml = await convert(json);
    expect(yaml).toBe('big: 12345678901234567890\nneg: -98765432109876543210\ndec: 3.14159265358979323846264338\nexp: 1.0e+400\nf: 1.10\nz: -0\n');
    const back = readBack(yaml) as Record<string, unknown>;
    expect(back.big).toBe(12345678901234567890n);
    expect(back.neg).toBe(-98765432109876543210n);
    expect(back.f).toBe(1.1);
  });

  it('writes exponents so YAML 1.1 parsers read them as numbers too', async () => {
    const json = '[1e10,-2E5,1.5e-3,2.5E+2,0e0]';
    const yaml = await convert(json);
    expect(yaml).toBe('- 1.0e+10\n- -2.0E+5\n- 1.5e-3\n- 2.5E+2\n- 0.0e+0\n');
    expect(parse(yaml)).toEqual(JSON.parse(json));
    expect(parse(yaml, { version: '1.1' })).toEqual(JSON.parse(json));
  });

  it('quotes strings that YAML 1.1 or 1.2 would read as another type, so they round-trip', async () => {
    const tricky = ['yes', 'no', 'on', 'off', 'y', 'n', 'Y', 'NO', 'True', 'null', 'Null', '~', '', '1.0', '1', '-1', '0o17', '012', '0x1F', '1e10', '.5', '1_000',
      '.inf', '-.inf', '.NaN', '1:20', '190:20:30', '2024-01-01', '2001-12-14t21:59:43.10-05:00', '<<', '=', '- a', 'a: b', '#x', '@x', '`x', '!x', '&x', '*x', '|', '>', '?', ':', '-', '---', '...', ' lead', 'trail ', 'a #b', '%x', '"q"', "'q'", '[x]', '{x}', 'x,y'];
    const object = Object.fromEntries(tricky.map((s) => [s, s]));
    const json = JSON.stringify({ list: tricky, object });
    const yaml = await convert(json);
    expect(yaml).toContain('  - "yes"\n  - "no"\n  - "on"\n  - "off"\n  - "y"\n  - "n"\n');
    expect(yaml).toContain('  - "null"\n');
    expect(yaml).toContain('  - "1.0"\n');
    expect(yaml).toContain('  "=": "="\n');
    // same data whether read as YAML 1.2 (core schema) or YAML 1.1 (merge keys, sexagesimal, yes/no…)
    expect(readBack(yaml, '1.2')).toEqual(JSON.parse(json));
    expect(parse(yaml, { version: '1.1' })).toEqual(JSON.parse(json));
    expect(parse(yaml, { version: '1.2', merge: true })).toEqual(JSON.parse(json));
  });

  it('round-trips control characters, line separators and lone surrogates', async () => {
    const strings = ['tab\there', 'a\r\nb', 'a\rb', 'nul\u0000', 'bell\u0007', 'del\u007f', 'nel\u0085x', 'ls\u2028x', 'ps\u2029x', '\ufeffbom', 'lone\ud800', 'x\n', '\n', '\n\nx', ' \nx', 'x\n ', 'ends\n\n\n'];
    const json = JSON.stringify(strings);
    const yaml = await convert(json);
    expect(yaml).not.toMatch(/[\u0085\u2028\u2029\ufeff]/);
    expect(yaml).toContain('- "nel\\Nx"\n- "ls\\Lx"\n- "ps\\Px"\n- "\\uFEFFbom"\n');
    expect(readBack(yaml)).toEqual(strings);
    expect(parse(yaml, { version: '1.1' })).toEqual(strings);
    expect(readBack(await convert(json, { multilineStrings: 'quoted' }))).toEqual(strings);
  });

  it('writes multi-line strings as literal blocks, or double-quoted on request', async () => {
    const json = '{"script":"set -e\\nnpm ci\\nnpm test\\n","long":"a much longer line of text, well over forty characters\\nsecond line"}';
    expect(await convert(json)).toBe(
      'script: |\n  set -e\n  npm ci\n  npm test\nlong: |-\n  a much longer line of text, well over forty characters\n  second line\n',
    );
    expect(await convert(json, { multilineStrings: 'quoted' })).toBe(
      'script: "set -e\\nnpm ci\\nnpm test\\n"\nlong: "a much longer line of text, well over forty characters\\nsecond line"\n',
    );
  });

  it('never folds long lines', async () => {
    const long = 'word '.repeat(60).trim();
    expect(await convert(JSON.stringify({ long }))).toBe(`long: ${long}\n`);
  });

  it('indents with 4 spaces', async () => {
    expect(await convert('{"a":{"b":[{"c":1,"d":2}]}}', { indent: '4' })).toBe('a:\n    b:\n        - c: 1\n          d: 2\n');
  });

  it('sorts keys at every level when asked, keeping array order', async () => {
    const json = '{"b":1,"a":{"z":[3,1,2],"y":0},"B":2,"é":3}';
    expect(await convert(json)).toBe('b: 1\na:\n  z:\n    - 3\n    - 1\n    - 2\n  "y": 0\nB: 2\né: 3\n');
    expect(await convert(json, { sortKeys: true })).toBe('B: 2\na:\n  "y": 0\n  z:\n    - 3\n    - 1\n    - 2\nb: 1\né: 3\n');
  });

  it('keeps the last of duplicate keys (like JSON.parse), at the first position, with a warning', async () => {
    const result = await runTool(tool, { json: '{"a":1,"b":2,\n"a":3}' });
    expect(result.success && result.data).toEqual({ yaml: 'a: 3\nb: 2\n', duplicateKeys: 1 });
    expect(result.metadata?.warnings).toEqual(['Duplicate key "a" at line 2, column 1: the last value is kept']);
  });

  it('converts unicode keys and values unchanged', async () => {
    const json = JSON.stringify({ [UNICODE_SAMPLE]: UNICODE_SAMPLE, 'Àrvíztűrő': ['tükörfúrógép', '日本語'] });
    const yaml = await convert(json);
    expect(yaml).toBe(`${UNICODE_SAMPLE}: ${UNICODE_SAMPLE}\nÀrvíztűrő:\n  - tükörfúrógép\n  - 日本語\n`);
    expect(readBack(yaml)).toEqual(JSON.parse(json));
  });

  it('keeps keys that are not identifiers, including __proto__', async () => {
    const json = '{"__proto__":{"x":1},"":0,"with space":1,"k\\nl":2,"1":3}';
    const yaml = await convert(json);
    expect(yaml).toBe('__proto__:\n  x: 1\n"": 0\nwith space: 1\n"k\\nl": 2\n"1": 3\n');
    const back = parseDocument(yaml).toJS({ mapAsMap: true }) as Map<string, unknown>;
    expect([...back.keys()]).toEqual(['__proto__', '', 'with space', 'k\nl', '1']);
    // YAML limits implicit keys to 1024 characters: longer ones become explicit "? key"
    const long = 'k'.repeat(1100);
    const longYaml = await convert(JSON.stringify({ [long]: 1 }));
    expect(longYaml).toBe(`? ${long}\n: 1\n`);
    expect(readBack(longYaml)).toEqual({ [long]: 1n });
  });

  it('round-trips a realistic document through the yaml package', async () => {
    const value = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web', labels: { app: 'web', tier: 'frontend' } },
      spec: {
        replicas: 3,
        template: {
          spec: {
            containers: [{ name: 'web', image: 'nginx:1.25', ports: [{ containerPort: 80 }], env: [{ name: 'DEBUG', value: 'false' }, { name: 'RATIO', value: '0.5' }] }],
          },
        },
      },
      ratio: 0.25,
      nothing: null,
      empty: { list: [], map: {} },
    };
    const yaml = await convert(JSON.stringify(value));
    expect(readBack(yaml)).toEqual(JSON.parse(JSON.stringify(value), (_k, v) => (Number.isInteger(v) ? BigInt(v) : v)));
    expect(parse(yaml)).toEqual(value);
  });

  it('reports invalid JSON with its line and column', async () => {
    expect(await runError(tool, { json: '{\n  "a": 1,\n  b: 2\n}' }, 'INVALID_INPUT')).toBe(
      'Invalid JSON at line 3, column 3: unexpected character',
    );
    expect(await runError(tool, { json: "{'a': 1}" }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 1, column 2:/);
    expect(await runError(tool, { json: '   ' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 1, column 4: value expected/);
    // YAML is not JSON: comments and trailing commas are refused
    expect(await runError(tool, { json: '[1,]' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON at line 1/);
  });

  it('refuses JSON nested deeper than 128 levels, accepts 128', async () => {
    const ok = '['.repeat(128) + ']'.repeat(128);
    expect(readBack(await convert(ok))).toBeDefined();
    const deep = `{"a":\n${'['.repeat(129)}${']'.repeat(129)}}`;
    expect(await runError(tool, { json: deep }, 'INVALID_INPUT')).toBe(
      'JSON nested too deeply for YAML conversion: more than 128 levels of objects/arrays (level 129 at line 2, column 128)',
    );
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown option value', async () => {
    await runError(tool, { json: '{}', indent: 'tab' }, 'CONSTRAINT_VIOLATION');
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = '{"id":12345678901234567890,"name":"yes","ok":true},';
    const body = largestInput(tool, 'json', unit);
    const json = `[${body.slice(0, -unit.length - 1)}]`;
    expect(json.length).toBeLessThanOrEqual(1_000_000);
    const yaml = await convert(json);
    const count = Math.floor(1_000_000 / unit.length) - 1;
    expect(yaml).toBe('- id: 12345678901234567890\n  name: "yes"\n  ok: true\n'.repeat(count));
    await runError(tool, { json: oversizedInput(tool, 'json') }, 'CONSTRAINT_VIOLATION');
  });

  it('converts one large object with many keys', async () => {
    const object = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`key${i}`, i]));
    const yaml = await convert(JSON.stringify(object));
    expect(yaml.split('\n').length).toBe(40_001);
    expect(yaml.slice(0, 24)).toBe('key0: 0\nkey1: 1\nkey2: 2\n');
    expect(parse(yaml, { uniqueKeys: false })).toEqual(object);
  });
});
