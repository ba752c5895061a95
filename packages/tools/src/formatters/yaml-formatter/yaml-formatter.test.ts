import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  formatted: string;
  documentCount: number;
}

const format = async (yaml: string, options: Record<string, unknown> = {}) => (await runOk<Out>(tool, { yaml, ...options })).formatted;

/** The data every document denotes (aliases expanded, big integers exact). */
function meaning(yaml: string): unknown[] {
  return parseAllDocuments(yaml, { intAsBigInt: true }).map((doc) => {
    expect(doc.errors, yaml).toEqual([]);
    return doc.toJS({ maxAliasCount: -1 });
  });
}

const CORPUS = [
  'a: 1\nb: [1, 2, {c: d}]\n',
  '# head\nkey: value # trailing\n\n# before list\nlist:\n  - one # first\n  - two\n  - nested:\n      deep: true\n',
  'base: &base {x: 1, y: 2}\nderived:\n  <<: *base\n  y: 3\nrefs: [*base, *base]\n',
  'big: 12345678901234567890\nneg: -98765432109876543210\noct: 0o17\nhex: 0x1F\nfloat: 1.50\nexp: 6.02e+23\ninf: .inf\nnan_key: .nan\n',
  'single: \'it\'\'s\'\ndouble: "tab\\tnewline\\n"\nplain: hello world\nempty: ""\nnull1: ~\nnull2: null\nbool: true\nstr_bool: "yes"\n',
  'literal: |\n  line 1\n   indented\n  line 3\nfolded: >-\n  folded\n  text\n\n  paragraph\nkeep: |+\n  keep\n\n',
  '%YAML 1.2\n---\nfirst: 1\n...\n---\nsecond: [a, b]\n--- !!map\nthird: {}\n',
  '- a\n- - nested\n  - seq\n- {flow: map, with: [items]}\n- ? complex key\n  : complex value\n',
  `${UNICODE_SAMPLE}: ${UNICODE_SAMPLE}\nquoted: "${UNICODE_SAMPLE}"\nlist: [${UNICODE_SAMPLE}]\n`,
  'long: ' + 'lorem ipsum dolor sit amet '.repeat(12) + '\nlongq: "' + 'consectetur adipiscing elit '.repeat(10) + '"\n',
  'z: 3\ny: &shared [1, 2]\nx: *shared\nw:\n  d: *shared\n  c: &inner {k: v}\n  b: *inner\n',
  '- &a first\n- *a\n- &a second\n- *a\n',
  'Resources:\n  Bucket:\n    Type: AWS::S3::Bucket\n    Properties:\n      BucketName: !Sub "${AWS::StackName}-data"\n      Arn: !GetAtt Role.Arn\n',
];

describe('yaml-formatter', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { yaml: '' }, 'MISSING_REQUIRED');
  });

  it('keeps unicode keys and values', async () => {
    expect(await format(`${UNICODE_SAMPLE}:   [ ${UNICODE_SAMPLE},  "${UNICODE_SAMPLE}" ]`)).toBe(`${UNICODE_SAMPLE}: [ ${UNICODE_SAMPLE}, "${UNICODE_SAMPLE}" ]\n`);
  });

  it('reports syntax errors with line and column (in code points)', async () => {
    expect(await runError(tool, { yaml: 'a: 1\nb: [1, 2\n' }, 'INVALID_INPUT')).toBe(
      'Invalid YAML at line 3, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]',
    );
    expect(await runError(tool, { yaml: `${UNICODE_SAMPLE}: x\n\tb: 1\n` }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 2, column 1: /);
    expect(await runError(tool, { yaml: `k: "${UNICODE_SAMPLE}" x: 1\n` }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 1, column 4: /);
    expect(await runError(tool, { yaml: 'a: 1\n---\nb: [\n---\nc: ]\n' }, 'INVALID_INPUT')).toMatch(/\(and \d+ more errors?\)$/);
  });

  it('rejects duplicate keys and aliases without an anchor, with their position', async () => {
    expect(await runError(tool, { yaml: 'a: 1\nb:\n  x: 1\n  x: 2\n' }, 'INVALID_INPUT')).toBe(
      'Invalid YAML at line 4, column 3: duplicate key "x" (map keys must be unique)',
    );
    expect(await runError(tool, { yaml: 'a: *missing\n' }, 'INVALID_INPUT')).toBe(
      'Invalid YAML at line 1, column 4: alias *missing refers to no anchor &missing before it',
    );
    expect(await runError(tool, { yaml: 'a: *later\nb: &later 1\n' }, 'INVALID_INPUT')).toMatch(/line 1, column 4: alias \*later/);
  });

  it('checks duplicate keys in linear time', async () => {
    const yaml = Array.from({ length: 20_000 }, (_, i) => `key${i}: ${i}`).join('\n') + '\n';
    expect(await format(yaml)).toBe(yaml);
  });

  it('preserves comments, anchors, aliases, tags, quoting and number formats', async () => {
    const yaml =
      '# head\nkey: value # trailing\n\n# before list\nlist:\n  - one # first\n  - &anchor two\n  - *anchor\nbig: 12345678901234567890\nf: 1.50\nq: \'single\'\nd: "double"\ntag: !Ref MyBucket\n';
    const result = await runTool(tool, { yaml });
    expect(result.success && result.data).toEqual({ formatted: yaml, documentCount: 1 });
    expect(result.metadata?.warnings).toEqual(['YAML warning at line 13, column 6: Unresolved tag: !Ref']);
  });

  it('keeps every document of a stream', async () => {
    const data = await runOk<Out>(tool, { yaml: '%YAML 1.2\n---\na:   1\n---\nb:    2\n...\n---\n- c\n' });
    expect(data).toEqual({ formatted: '%YAML 1.2\n---\na: 1\n---\nb: 2\n...\n---\n- c\n', documentCount: 3 });
    expect(await format('a: 1\n...\nb: 2\n')).toBe('a: 1\n...\n---\nb: 2\n');
  });

  it('keeps a comment-only stream, or empties it without comments', async () => {
    expect(await runOk(tool, { yaml: '# only\n\n# comments\n' })).toEqual({ formatted: '# only\n\n# comments\n', documentCount: 0 });
    expect(await runOk(tool, { yaml: '# only\n', keepComments: false })).toEqual({ formatted: '', documentCount: 0 });
  });

  it('indents with 2 or 4 spaces', async () => {
    const yaml = 'a:\n b:\n  - c: 1\n    d: 2\n';
    expect(await format(yaml)).toBe('a:\n  b:\n    - c: 1\n      d: 2\n');
    expect(await format(yaml, { indent: '4' })).toBe('a:\n    b:\n        - c: 1\n          d: 2\n');
  });

  it('can put sequence items at the level of their key', async () => {
    expect(await format('steps:\n  - run: a\n  - run: b\n', { indentSequences: false })).toBe('steps:\n- run: a\n- run: b\n');
  });

  it('folds long strings at the line width, or never with 0', async () => {
    const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa';
    expect(await format(`text: ${words}\n`, { lineWidth: 30 })).toBe('text: alpha beta gamma delta\n  epsilon zeta eta theta iota\n  kappa\n');
    const long = `text: ${'word '.repeat(40).trim()}\n`;
    expect(await format(long, { lineWidth: 0 })).toBe(long);
    expect((await format(long)).split('\n').every((line) => line.length <= 80)).toBe(true);
    await runError(tool, { yaml: 'a: 1', lineWidth: -1 }, 'CONSTRAINT_VIOLATION');
  });

  it('never lets line folding change a folded block scalar (a printer bug at narrow widths)', async () => {
    const yaml = 'folded: >-\n  folded\n  text\n\n  paragraph\n';
    const result = await runTool(tool, { yaml, lineWidth: 20 });
    expect(result.success && result.data).toEqual({ formatted: 'folded: >-\n  folded text\n\n  paragraph\n', documentCount: 1 });
    expect(result.metadata?.warnings).toEqual(["Document 1: long lines were not folded, because folding changed a block scalar's value"]);
    const fine = await runTool(tool, { yaml, lineWidth: 40 });
    expect(fine.success && fine.data).toEqual({ formatted: 'folded: >-\n  folded text\n\n  paragraph\n', documentCount: 1 });
    expect(fine.metadata?.warnings).toBeUndefined();
    const deep = Array.from({ length: 35 }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n') + ` >\n${'  '.repeat(35)}some folded words here\n`;
    expect(meaning(await format(deep))).toEqual(meaning(deep));
  });

  it('sorts keys at every level, keeping sequences in order and comments with their keys', async () => {
    const yaml = 'zeta: 1\n# about beta\nbeta:\n  y: [3, 1, 2]\n  x: 0\nalpha: {d: 1, c: 2}\n';
    expect(await format(yaml, { sortKeys: true })).toBe('alpha: { c: 2, d: 1 }\n# about beta\nbeta:\n  x: 0\n  y: [ 3, 1, 2 ]\nzeta: 1\n');
  });

  it('moves an anchor ahead of its aliases when sorting would break them', async () => {
    const yaml = 'b: &x {k: 1}\na: *x\nc:\n  z: &y 2\n  a: *y\n';
    const sorted = await format(yaml, { sortKeys: true });
    expect(sorted).toBe('a: &x { k: 1 }\nb: *x\nc:\n  a: &y 2\n  z: *y\n');
    expect(meaning(sorted)).toEqual(meaning(yaml));
  });

  it('renames reused anchor names when sorting so each alias keeps its node', async () => {
    const yaml = 'b: &a 1\nc: *a\nd: &a 2\na: *a\n';
    const sorted = await format(yaml, { sortKeys: true });
    expect(sorted).toBe('a: &a2 2\nb: &a 1\nc: *a\nd: *a2\n');
    expect(meaning(sorted)).toEqual(meaning(yaml));
    expect(await format(yaml)).toBe(yaml);
  });

  it('removes comments when asked', async () => {
    expect(await format('# top\na: 1 # one\n# lead\nb: [x] # two\n', { keepComments: false })).toBe('a: 1\nb: [ x ]\n');
  });

  it('never changes what the documents mean (round trip over options)', async () => {
    const optionSets = [{}, { indent: '4', lineWidth: 20 }, { sortKeys: true }, { keepComments: false, indentSequences: false }, { lineWidth: 0, sortKeys: true, indent: '4' }];
    for (const yaml of CORPUS) {
      const before = meaning(yaml);
      for (const options of optionSets) {
        const formatted = await format(yaml, options);
        expect(meaning(formatted), `${JSON.stringify(options)}\n${yaml}\n→\n${formatted}`).toEqual(before);
        expect(await format(formatted, options), 'formatting is idempotent').toBe(formatted);
      }
    }
  });

  it('never expands aliases, so alias bombs format in linear time', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const bomb = levels.join('\n') + '\n'; // 9^10 strings if expanded
    const formatted = await format(bomb);
    expect(formatted.split('\n')[1]).toBe('b: &b [ *a, *a, *a, *a, *a, *a, *a, *a, *a ]');
    expect(formatted.length).toBeLessThan(bomb.length * 2);
  });

  it('refuses nesting deeper than 200 levels instead of overflowing the stack', async () => {
    const nested = (n: number) => Array.from({ length: n }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1\n';
    expect((await format(nested(200))).startsWith('k:\n  k:\n    k:')).toBe(true);
    expect(await runError(tool, { yaml: nested(300) }, 'INVALID_INPUT')).toBe(
      'YAML nested too deeply at line 201, column 202: this tool formats up to 200 levels of nested mappings and sequences',
    );
    expect(await runError(tool, { yaml: '['.repeat(500_000) }, 'INVALID_INPUT')).toMatch(/^YAML nested too deeply at line 1, column 201: /);
  });

  it('formats the largest allowed input and rejects one character more', async () => {
    const yaml = largestInput(tool, 'yaml', '- a list item with some words\n');
    expect(yaml.length).toBeGreaterThan(499_970);
    const data = await runOk<Out>(tool, { yaml });
    expect(data).toEqual({ formatted: yaml, documentCount: 1 });
    await runError(tool, { yaml: oversizedInput(tool, 'yaml') }, 'CONSTRAINT_VIOLATION');
  });

  it('formats a stream of many documents one at a time, as the library prints each, and reports as if all were read first', async () => {
    const docs = Array.from({ length: 1500 }, (_, i) => `# doc ${i}
kind:   Thing
metadata: {name: n${i}, labels: [a,  b]}
spec:
- x: ${i}
`);
    const yaml = docs.join('---\n');
    const data = await runOk<Out>(tool, { yaml });
    expect(data.documentCount).toBe(1500);
    const expected = parseAllDocuments(yaml, { intAsBigInt: true }).map((doc, i) => {
      if (i > 0) doc.directives.docStart = true;
      return doc.toString();
    });
    expect(data.formatted).toBe(expected.join(''));
    // a later document's syntax error wins over an earlier one's duplicate key, and every error counts
    const bad = `${docs.slice(0, 5).join('---\n')}---\na: 1\na: 2\n${docs.slice(5, 10).join('---\n')}---\nb: [1\n---\nc: ]\n`;
    expect(await runError(tool, { yaml: bad }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line 64, column 1: Flow sequence .* \(and \d+ more errors?\)$/);
    expect(await runError(tool, { yaml: `${docs.slice(0, 5).join('---\n')}---\na: 1\na: 2\n` }, 'INVALID_INPUT')).toBe(
      'Invalid YAML at line 32, column 1: duplicate key "a" (map keys must be unique)',
    );
  });
});
