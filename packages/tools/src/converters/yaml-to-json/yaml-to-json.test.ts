import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  json: string;
  documentCount: number;
}
const convert = async (yaml: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { yaml, ...options })).json;
const warningsOf = async (input: Record<string, unknown>) => {
  const result = await runTool(tool, input);
  expect(result.success).toBe(true);
  return result.metadata?.warnings ?? [];
};

describe('yaml-to-json', () => {
  itReproducesItsExample(tool);

  it('converts block and flow collections and scalars of the core schema', async () => {
    const yaml = 'a: 1\nb: -2.5\nc: true\nd: null\ne: ~\nf:\ng: "quoted"\nh: [x, {y: z}]\ni:\n  - 0x1F\n  - 0o17\n  - 1e3\n  - .5\n';
    expect(JSON.parse(await convert(yaml))).toEqual({ a: 1, b: -2.5, c: true, d: null, e: null, f: null, g: 'quoted', h: ['x', { y: 'z' }], i: [31, 15, 1000, 0.5] });
  });

  it('matches the yaml package (JSON.stringify of parse) on ordinary documents', async () => {
    const yaml = [
      'version: "3.9"',
      'services:',
      '  web:',
      '    image: nginx:1.25',
      '    ports: ["80:80", "443:443"]',
      '    environment:',
      '      DEBUG: "false"',
      '      RATIO: 0.5',
      '    command: >',
      '      folded text',
      '      on two lines',
      '    script: |',
      '      echo one',
      '      echo two',
      '# a comment',
      'empty: {}',
      'list: []',
    ].join('\n');
    for (const indent of ['0', '2', '4']) {
      const n = Number(indent);
      expect(await convert(yaml, { indent })).toBe(JSON.stringify(parse(yaml), null, n || undefined));
    }
  });

  it('accepts a byte-order mark and CRLF line endings', async () => {
    expect(await convert('\ufeffa: 1\r\nb: [1,\r\n  2]\r\nc: |\r\n  x\r\n  y\r\n', { indent: '0' })).toBe('{"a":1,"b":[1,2],"c":"x\\ny\\n"}');
    expect(await runError(tool, { yaml: 'a: 1\r\nb: [\r\n' }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 3, column 1: /);
  });

  it('keeps big integers exact', async () => {
    expect(await convert('id: 12345678901234567890\nneg: -98765432109876543210\nhex: 0xFFFFFFFFFFFFFFFFFF\n', { indent: '0' })).toBe(
      '{"id":12345678901234567890,"neg":-98765432109876543210,"hex":4722366482869645213695}',
    );
  });

  it('expands merge keys (single, list, overridden) and aliases', async () => {
    const yaml = [
      'base: &base {a: 1, b: 2}',
      'extra: &extra {b: 20, c: 30}',
      'one:',
      '  <<: *base',
      '  b: 3',
      'many:',
      '  <<: [*base, *extra]',
      '  d: 4',
      'alias: *base',
    ].join('\n');
    expect(JSON.parse(await convert(yaml))).toEqual({
      base: { a: 1, b: 2 },
      extra: { b: 20, c: 30 },
      one: { a: 1, b: 3 },
      many: { a: 1, b: 2, c: 30, d: 4 },
      alias: { a: 1, b: 2 },
    });
  });

  it('returns the first document with a warning, or all documents as an array', async () => {
    const yaml = 'kind: A\n---\nkind: B\n...\n---\n- 1\n';
    const first = await runTool(tool, { yaml, indent: '0' });
    expect(first.success && first.data).toEqual({ json: '{"kind":"A"}', documentCount: 3 });
    expect(first.metadata?.warnings).toEqual([
      'The input holds 3 YAML documents; only the first was converted (set documents to "all" to get every document in an array)',
    ]);
    expect(await runOk(tool, { yaml, indent: '0', documents: 'all' })).toEqual({ json: '[{"kind":"A"},{"kind":"B"},[1]]', documentCount: 3 });
    expect(await runOk(tool, { yaml: 'a: 1\n', indent: '0', documents: 'all' })).toEqual({ json: '[{"a":1}]', documentCount: 1 });
  });

  it('reads a long stream document by document and reports as if all were read first', async () => {
    const docs = Array.from({ length: 1500 }, (_, i) => `kind: K${i}\nspec: {n: ${i}, tags: [a, b]}\n`);
    const all = await runOk<Out>(tool, { yaml: docs.join('---\n'), indent: '0', documents: 'all' });
    expect(all.documentCount).toBe(1500);
    expect(JSON.parse(all.json)).toEqual(docs.map((_, i) => ({ kind: `K${i}`, spec: { n: i, tags: ['a', 'b'] } })));
    const stream = (...parts: string[]) => parts.join('---\n');
    // a later syntax error wins over an earlier document JSON cannot hold, which wins over an unknown alias before it
    expect(await runError(tool, { yaml: stream('a: *nope\n', 'b: .inf\n', 'c: [1\n'), documents: 'all' }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 6, column 1: /);
    expect(await runError(tool, { yaml: stream('a: *nope\n', 'b: .inf\n', 'c: 1\n'), documents: 'all' }, 'INVALID_INPUT')).toMatch(
      /^YAML cannot be converted to JSON at line 3, column 4: \.inf is not a finite number/,
    );
    expect(await runError(tool, { yaml: stream('a: *nope\n', 'c: 1\n'), documents: 'all' }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 1, column 4: unknown alias \*nope/);
    // a document that is not converted is still checked
    expect(await runError(tool, { yaml: stream('a: 1\n', 'b: {x: 1, x: 2}\n') }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 3, column 11: duplicate key "x"/);
  });

  it('gives null (or an empty array) for input without documents', async () => {
    expect(await runOk(tool, { yaml: '# only a comment\n' })).toEqual({ json: 'null', documentCount: 0 });
    expect(await runOk(tool, { yaml: '--- # empty document\n' })).toEqual({ json: 'null', documentCount: 1 });
    expect(await runOk(tool, { yaml: '\n\n  \n' })).toEqual({ json: 'null', documentCount: 0 });
    expect(await runOk(tool, { yaml: '\n\n', documents: 'all' })).toEqual({ json: '[]', documentCount: 0 });
  });

  it('distinguishes YAML 1.2 from YAML 1.1', async () => {
    const yaml = 'a: yes\nb: on\nc: 0777\nd: 1:30\ne: y\nf: 0o17\n';
    expect(await convert(yaml, { indent: '0' })).toBe('{"a":"yes","b":"on","c":777,"d":"1:30","e":"y","f":15}');
    expect(await convert(yaml, { indent: '0', version: '1.1' })).toBe('{"a":true,"b":true,"c":511,"d":90,"e":true,"f":"0o17"}');
  });

  it('keeps timestamps as written and !!binary as base64 text, in both versions', async () => {
    const yaml = 'date: 2024-05-01\nstamp: !!timestamp 2001-12-14t21:59:43.10-05:00\nbin: !!binary |\n  aGVs\n  bG8=\n';
    const expected = '{"date":"2024-05-01","stamp":"2001-12-14t21:59:43.10-05:00","bin":"aGVsbG8="}';
    expect(await convert(yaml, { indent: '0' })).toBe(expected);
    expect(await convert(yaml, { indent: '0', version: '1.1' })).toBe(expected);
  });

  it('converts !!set to an array and !!omap to an object', async () => {
    expect(await convert('s: !!set {a, b}\no: !!omap [{x: 1}, {y: 2}]\n', { indent: '0' })).toBe('{"s":["a","b"],"o":{"x":1,"y":2}}');
  });

  it('turns scalar keys into strings and keeps key order (integer-like keys included)', async () => {
    expect(await convert('b: 0\n2: two\n1: one\ntrue: t\nnull: n\n1.5: f\n__proto__: p\n', { indent: '0' })).toBe(
      '{"b":0,"2":"two","1":"one","true":"t","null":"n","1.5":"f","__proto__":"p"}',
    );
  });

  it('warns when two keys become the same JSON string, keeping the last value', async () => {
    const result = await runTool(tool, { yaml: '1: int\n"1": string\n', indent: '0' });
    expect(result.success && result.data).toEqual({ json: '{"1":"string"}', documentCount: 1 });
    expect(result.metadata?.warnings).toEqual(['At $: keys "1" collide once converted to JSON strings; the last value is kept']);
  });

  it('ignores unknown tags with a warning', async () => {
    const result = await runTool(tool, { yaml: 'Bucket: !Ref MyBucket\nArn: !GetAtt [Role, Arn]\n', indent: '0' });
    expect(result.success && result.data).toEqual({ json: '{"Bucket":"MyBucket","Arn":["Role","Arn"]}', documentCount: 1 });
    expect(result.metadata?.warnings).toEqual([
      'Line 1, column 9: Unresolved tag: !Ref (tag ignored: the value is converted as plain YAML)',
      'Line 2, column 6: Unresolved tag: !GetAtt (tag ignored: the value is converted as plain YAML)',
    ]);
  });

  it('refuses .inf and .nan values with their position', async () => {
    expect(await runError(tool, { yaml: 'a: 1\nb: .inf\n' }, 'INVALID_INPUT')).toBe(
      'YAML cannot be converted to JSON at line 2, column 4: .inf is not a finite number and has no JSON equivalent; quote it (".inf") to keep it as a string',
    );
    expect(await runError(tool, { yaml: '- .NaN\n' }, 'INVALID_INPUT')).toMatch(/^YAML cannot be converted to JSON at line 1, column 3: \.NaN is not a finite number/);
    expect(await runOk(tool, { yaml: 'a: ".inf"\n', indent: '0' })).toEqual({ json: '{"a":".inf"}', documentCount: 1 });
  });

  it('refuses mapping and sequence keys with their position', async () => {
    expect(await runError(tool, { yaml: 'ok: 1\n[a, b]: 2\n' }, 'INVALID_INPUT')).toBe(
      'YAML cannot be converted to JSON at line 2, column 1: a mapping or sequence used as a key has no JSON equivalent (JSON keys are strings)',
    );
    expect(await runError(tool, { yaml: '? {x: 1}\n: 2\n' }, 'INVALID_INPUT')).toMatch(/at line 1, column 3: a mapping or sequence used as a key/);
  });

  it('reports syntax errors with line and column', async () => {
    expect(await runError(tool, { yaml: 'a: [1, 2\nb: 3\n' }, 'INVALID_INPUT')).toBe(
      'Invalid YAML at line 2, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]',
    );
    expect(await runError(tool, { yaml: 'a:\n\tb: 1\n' }, 'INVALID_INPUT')).toBe('Invalid YAML at line 2, column 1: Tabs are not allowed as indentation');
    expect(await runError(tool, { yaml: 'a:\n  b: 1\n c: 2\n' }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 3, column 1: /);
    // errors in a later document count even when only the first is converted
    expect(await runError(tool, { yaml: 'a: 1\n---\nb: [\n' }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 4, column 1: /);
  });

  it('reports duplicate keys with their position', async () => {
    expect(await runError(tool, { yaml: 'a: 1\nb: 2\na: 3\n' }, 'INVALID_INPUT')).toBe(
      'Invalid YAML at line 3, column 1: duplicate key "a": keys must be unique',
    );
    // in every document, even when only the first is converted
    expect(await runError(tool, { yaml: 'a: 1\n---\nb: 1\nb: 2\n' }, 'INVALID_INPUT')).toBe('Invalid YAML at line 4, column 1: duplicate key "b": keys must be unique');
    // what JSON cannot hold only matters in the documents converted
    expect(await runOk(tool, { yaml: 'a: 1\n---\nb: .inf\n[x]: 1\n', indent: '0' })).toEqual({ json: '{"a":1}', documentCount: 2 });
    expect(await runError(tool, { yaml: 'null: 1\n~: 2\n' }, 'INVALID_INPUT')).toMatch(/line 2, column 1: duplicate key "~"/);
  });

  it('reports an alias to an unknown anchor', async () => {
    expect(await runError(tool, { yaml: 'a: 1\nb: *nope\n' }, 'INVALID_INPUT')).toBe(
      'Invalid YAML at line 2, column 4: unknown alias *nope; an alias must refer to an anchor (&nope) defined before it in the same document',
    );
  });

  it('refuses a billion laughs alias bomb quickly', async () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    expect(await runError(tool, { yaml: lines.join('\n') }, 'INVALID_INPUT')).toMatch(/^YAML refused: its aliases expand exponentially \(an alias bomb such as "billion laughs"\)/);
  });

  it('refuses output that aliases blow up past the size limit', async () => {
    const big = `a: &a "${'x'.repeat(200_000)}"\nb: [${Array(60).fill('*a').join(', ')}]\n`;
    expect(await runError(tool, { yaml: big }, 'INVALID_INPUT')).toBe(
      'YAML cannot be converted to JSON: the JSON would exceed 10,000,000 characters: aliases copy their anchored content at every use',
    );
  });

  it('refuses a recursive alias', async () => {
    expect(await runError(tool, { yaml: 'a: &a [1, *a]\n' }, 'INVALID_INPUT')).toBe(
      'YAML cannot be converted to JSON at $.a[1]: an alias refers to its own anchor (a recursive structure), which JSON cannot represent',
    );
  });

  it('refuses JSON nested deeper than 1000 levels once aliases are expanded', async () => {
    const lines = ['a0: &a0 1'];
    for (let i = 1; i <= 11; i++) lines.push(`a${i}: &a${i} ${'['.repeat(100)}*a${i - 1}${']'.repeat(100)}`);
    expect(await runError(tool, { yaml: lines.join('\n') }, 'INVALID_INPUT')).toBe(
      `YAML cannot be converted to JSON at $.a10${'[0]'.repeat(999)}: nested deeper than 1000 levels once aliases are expanded`,
    );
  });

  it('refuses too many aliases', async () => {
    const yaml = `a: &a 1\nb: [${Array(2001).fill('*a').join(',')}]\n`;
    expect(await runError(tool, { yaml }, 'INVALID_INPUT')).toMatch(/^YAML refused at line 2, column \d+: more than 2000 aliases/);
  });

  it('refuses deep nesting before parsing, in flow and block style, and accepts reasonable depth', async () => {
    expect(await runError(tool, { yaml: '['.repeat(400_000) + ']'.repeat(400_000) }, 'INVALID_INPUT')).toBe(
      'YAML refused at line 1, column 201: nested too deeply (this tool accepts 200 levels of nested mappings and sequences)',
    );
    expect(await runError(tool, { yaml: '- '.repeat(400_000) + 'x' }, 'INVALID_INPUT')).toMatch(/^YAML refused at line 1, column 401: nested too deeply/);
    const mapLines = Array.from({ length: 400 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' v';
    expect(await runError(tool, { yaml: mapLines }, 'INVALID_INPUT')).toMatch(/^YAML refused at line 201, column 205: nested too deeply/);
    // exactly at the limit is accepted: 200 levels, block and flow mixed
    const mixed = Array.from({ length: 100 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' ' + '['.repeat(100) + ']'.repeat(100);
    expect(await convert(mixed, { indent: '0' })).toBe(Array.from({ length: 100 }, (_, i) => `{"k${i}":`).join('') + '['.repeat(100) + ']'.repeat(100) + '}'.repeat(100));
    expect(await runError(tool, { yaml: mixed.replace('[', '[[') + ']' }, 'INVALID_INPUT')).toMatch(/^YAML refused at line 100, column 205: nested too deeply/);
    // 128 levels (what json-to-yaml writes at most) in every style
    const flow = '['.repeat(128) + ']'.repeat(128);
    expect(JSON.parse(await convert(flow))).toEqual(JSON.parse(flow));
    const nested = JSON.parse(flow);
    expect(JSON.parse(await convert(stringify(nested)))).toEqual(nested);
    const deepMap = Array.from({ length: 128 }, (_, i) => `${'  '.repeat(i)}k:`).join('\n') + ' v';
    expect(await convert(deepMap, { indent: '0' })).toBe('{"k":'.repeat(128) + '"v"' + '}'.repeat(128));
    const pretty = JSON.stringify(nested, null, 2); // JSON is YAML: flow nesting across lines
    expect(JSON.parse(await convert(pretty))).toEqual(nested);
  });

  it('handles unicode keys and values', async () => {
    expect(await convert(`${UNICODE_SAMPLE}: ${UNICODE_SAMPLE}\n"\\u00e9": "\\U0001F600"\n`, { indent: '0' })).toBe(`{"${UNICODE_SAMPLE}":"${UNICODE_SAMPLE}","é":"😀"}`);
    expect(await runError(tool, { yaml: `${UNICODE_SAMPLE}: [\n` }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line \d+, column \d+/);
  });

  it('treats an empty input as missing', async () => {
    await runError(tool, { yaml: '' }, 'MISSING_REQUIRED');
  });

  it('rejects an unknown option value', async () => {
    await runError(tool, { yaml: 'a: 1', documents: 'last' }, 'CONSTRAINT_VIOLATION');
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    const unit = '- {id: 12345678901234567890, name: yes, ok: true}\n';
    const yaml = largestInput(tool, 'yaml', unit);
    const json = await convert(yaml, { indent: '0' });
    const count = Math.floor(1_000_000 / unit.length);
    expect(json).toBe(`[${Array(count).fill('{"id":12345678901234567890,"name":"yes","ok":true}').join(',')}]`);
    await runError(tool, { yaml: oversizedInput(tool, 'yaml') + ': [' }, 'CONSTRAINT_VIOLATION');
  });

  it('converts a large flat mapping in linear time', async () => {
    const yaml = Array.from({ length: 60_000 }, (_, i) => `key${i}: ${i}`).join('\n');
    const json = await convert(yaml, { indent: '0' });
    expect(json.slice(0, 26)).toBe('{"key0":0,"key1":1,"key2":');
    expect(Object.keys(JSON.parse(json)).length).toBe(60_000);
  });
});
