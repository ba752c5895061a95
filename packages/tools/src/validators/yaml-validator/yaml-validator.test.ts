import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import tool from './index.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Issue {
  code: string;
  message: string;
  line: number;
  column: number;
}
interface Data {
  valid: boolean;
  summary: string;
  version: string;
  documentCount: number;
  errors: Issue[];
  warnings: Issue[];
  documents: Array<{ index: number; line: number; rootType: string; jsonCompatible: boolean; jsonIssues: Array<{ message: string; line: number; column: number }> }>;
}

const check = (yaml: string, version?: string) => runOk<Data>(tool, version ? { yaml, version } : { yaml });

describe('yaml-validator', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing, and blank lines or comments as zero documents', async () => {
    await runError(tool, { yaml: '' }, 'MISSING_REQUIRED');
    expect(await check('  \n# just a comment\n')).toEqual({
      valid: true,
      summary: 'Valid YAML 1.2: 0 documents.',
      version: '1.2',
      documentCount: 0,
      errors: [],
      warnings: [],
      documents: [],
    });
  });

  it('accepts unicode and counts error columns in code points', async () => {
    const ok = await check(`${UNICODE_SAMPLE}: ${UNICODE_SAMPLE}\nlist: [${UNICODE_SAMPLE}]\n`);
    expect(ok.valid).toBe(true);
    const bad = await check(`${UNICODE_SAMPLE}: "open\n`);
    expect(bad.errors).toEqual([{ code: 'MISSING_CHAR', message: 'Missing closing "quote', line: 2, column: 1 }]);
    const dup = await check(`x: 1\n${UNICODE_SAMPLE}: 1\n  \n${UNICODE_SAMPLE}: 2\n`);
    expect(dup.errors).toEqual([{ code: 'DUPLICATE_KEY', message: `Duplicate key \`${UNICODE_SAMPLE}\`: keys of a mapping must be unique`, line: 4, column: 1 }]);
  });

  it('reports syntax errors with line and column', async () => {
    expect((await check('a:\n\tb: 1\n')).errors).toEqual([{ code: 'TAB_AS_INDENT', message: 'Tabs are not allowed as indentation', line: 2, column: 1 }]);
    expect((await check('a:\n  b: 1\n c: 2\n')).errors).toEqual([{ code: 'BAD_INDENT', message: 'All mapping items must start at the same column', line: 3, column: 1 }]);
    const data = await check('a: 1\nb: [1, 2\nc: 3\n');
    expect(data.valid).toBe(false);
    expect(data.summary).toBe('Invalid YAML: 1 error; the first at line 3, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]');
    expect(data.documents[0]).toEqual({ index: 0, line: 1, rootType: 'mapping', jsonCompatible: false, jsonIssues: [] });
  });

  it('lists every error in source order, at most 100', async () => {
    const many = await check(`${'a: b: c\n'.repeat(150)}`);
    expect(many.valid).toBe(false);
    expect(many.errors).toHaveLength(100);
    expect(many.errors.map((e) => e.line)).toEqual([...many.errors.map((e) => e.line)].sort((x, y) => x - y));
    expect(many.summary).toMatch(/^Invalid YAML: 1[0-9]{2} errors; the first at line 1, column 4: /);
  });

  it('finds duplicate keys in block and flow mappings, per mapping', async () => {
    const data = await check('a: 1\nnested:\n  a: 1\n  b: {x: 1, "x": 2}\n"a": 3\n1: one\n"1": string one\n');
    expect(data.errors).toEqual([
      { code: 'DUPLICATE_KEY', message: 'Duplicate key `"x"`: keys of a mapping must be unique', line: 4, column: 13 },
      { code: 'DUPLICATE_KEY', message: 'Duplicate key `"a"`: keys of a mapping must be unique', line: 5, column: 1 },
    ]);
    expect(data.documents[0]!.jsonCompatible).toBe(false);
  });

  it('checks aliases: undefined anchors are errors, merge keys and later anchors are fine', async () => {
    expect((await check('c: &x {d: *y}\nk: *x\n')).errors).toEqual([
      { code: 'UNDEFINED_ALIAS', message: 'Alias *y refers to no anchor: define &y before it in the same document', line: 1, column: 11 },
    ]);
    expect((await check('k: *x\nc: &x 1\n')).errors[0]).toMatchObject({ code: 'UNDEFINED_ALIAS', line: 1, column: 4 });
    // anchors do not cross document boundaries
    expect((await check('a: &x 1\n---\nb: *x\n')).errors[0]).toMatchObject({ code: 'UNDEFINED_ALIAS', line: 3, column: 4 });
    expect((await check('a:\n  <<: 1\n')).errors).toEqual([
      { code: 'BAD_MERGE', message: 'The << merge key needs a mapping, an alias to one (*name), or a sequence of them', line: 2, column: 7 },
    ]);
    expect((await check('a: &a {x: 1}\nb: &b {y: 2}\nc:\n  <<: [*a, *b, {z: 3}]\n')).valid).toBe(true);
    const merge = await check('base: &b {x: 1}\nd:\n  <<: *b\n  y: 2\n');
    expect(merge.valid).toBe(true);
    expect(merge.documents[0]!.jsonCompatible).toBe(true);
  });

  it('explains what keeps a document from converting to JSON unchanged', async () => {
    const data = await check('1: a\n? [a]\n: b\nnull: c\nx: .inf\nbin: !!binary aGVsbG8=\nself: &s [1, *s]\n');
    expect(data.valid).toBe(true);
    expect(data.summary).toBe('Valid YAML 1.2: 1 document; it does not convert to JSON unchanged.');
    expect(data.documents[0]!.jsonIssues).toEqual([
      { message: 'key `1` is a number, not a string (JSON keys are strings: it would become "1")', line: 1, column: 1 },
      { message: 'a sequence used as a key: JSON keys are strings', line: 2, column: 3 },
      { message: 'key `null` is null, not a string', line: 4, column: 1 },
      { message: '`.inf` is not a finite number (JSON has no .inf or .nan)', line: 5, column: 4 },
      { message: '`aGVsbG8=` is binary data (!!binary); JSON has no binary type', line: 6, column: 15 },
      { message: 'alias *s is inside its own anchor: a recursive structure JSON cannot represent', line: 7, column: 14 },
    ]);
  });

  it('flags alias bombs without expanding them', async () => {
    const levels = ['a: &a [x,x,x,x,x,x,x,x,x,x]'];
    for (let i = 1; i < 8; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(',')}]`);
    }
    const data = await check(levels.join('\n'));
    expect(data.valid).toBe(true);
    expect(data.documents[0]!.jsonIssues).toEqual([
      { message: 'aliases copy anchored content into more than 10,000,000 nodes (an alias bomb such as "billion laughs")', line: 7, column: 7 },
    ]);
  });

  it('reads YAML 1.1 booleans on request, and honours a %YAML directive', async () => {
    const workflow = 'on: push\njobs: {}\n';
    expect((await check(workflow)).documents[0]!.jsonCompatible).toBe(true);
    const old = await check(workflow, '1.1');
    expect(old.version).toBe('1.1');
    expect(old.documents[0]!.jsonIssues).toEqual([
      { message: 'key `on` is the boolean true (YAML 1.1 reads y/n, yes/no and on/off as booleans), not a string; quote it to keep it as text', line: 1, column: 1 },
    ]);
    expect((await check(`%YAML 1.1\n---\n${workflow}`)).documents[0]!.jsonCompatible).toBe(false);
    // a 1.1 octal and a 1.2 string-looking key collide only in 1.1
    expect((await check('010: a\n8: b\n', '1.1')).valid).toBe(false);
    expect((await check('010: a\n8: b\n')).valid).toBe(true);
  });

  it('YAML 1.2 §9.2: directives that no document follows are an error (\'%%% not valid {{{\' is a directive, not a plain scalar)', async () => {
    expect(await check('%%% not valid {{{')).toEqual({
      valid: false,
      summary: 'Invalid YAML: 1 error; the first at line 1, column 1: A directive must be followed by a document that starts with ---; nothing follows this one',
      version: '1.2',
      documentCount: 0,
      errors: [{ code: 'MISSING_CHAR', message: 'A directive must be followed by a document that starts with ---; nothing follows this one', line: 1, column: 1 }],
      warnings: [{ code: 'BAD_DIRECTIVE', message: 'Unknown directive %%%', line: 1, column: 1 }],
      documents: [],
    });
    expect((await check('a: 1\n...\n%YAML 1.2\n# nothing after\n')).errors).toEqual([
      { code: 'MISSING_CHAR', message: 'A directive must be followed by a document that starts with ---; nothing follows this one', line: 3, column: 1 },
    ]);
    expect((await check('%%% not valid {{{\n---\na\n')).valid).toBe(true);
    expect((await check('%YAML 1.2\n--- a\n...\n%YAML 1.2\n--- b\n')).valid).toBe(true);
    expect((await check('not valid {{{')).documents).toEqual([{ index: 0, line: 1, rootType: 'scalar', jsonCompatible: true, jsonIssues: [] }]); // without the %: a plain scalar
  });

  it('reports warnings (unknown tags) without failing', async () => {
    const data = await check('Resources:\n  Bucket: !Ref MyBucket\n');
    expect(data.valid).toBe(true);
    expect(data.warnings).toEqual([{ code: 'TAG_RESOLVE_FAILED', message: 'Unresolved tag: !Ref', line: 2, column: 11 }]);
    expect(data.summary).toBe('Valid YAML 1.2: 1 document, 1 warning.');
  });

  it('counts documents and describes each', async () => {
    const data = await check('--- \na: 1\n---\n- x\n--- plain\n---\n...\n');
    expect(data.documentCount).toBe(4);
    expect(data.documents.map((d) => [d.index, d.line, d.rootType])).toEqual([
      [0, 2, 'mapping'],
      [1, 4, 'sequence'],
      [2, 5, 'scalar'],
      [3, 6, 'empty'],
    ]);
  });

  it('checks a long stream document by document, with every issue where it is', async () => {
    const docs = Array.from({ length: 1000 }, (_, i) => (i === 600 ? 'a: 1\na: 2\n' : i === 900 ? 'k: .inf\n' : `n: ${i}\nlist: [a, b]\n`));
    const data = await check(docs.join('---\n'));
    expect(data.documentCount).toBe(1000);
    expect(data.valid).toBe(false);
    expect(data.errors.map((e) => [e.line, e.message])).toEqual([[600 * 3 + 2, expect.stringMatching(/duplicate key/i)]]);
    expect(data.documents[600]!.jsonCompatible).toBe(false);
    expect(data.documents[900]!.jsonIssues.map((i) => i.line)).toEqual([900 * 3 + 1]);
    expect(data.documents.filter((d) => !d.jsonCompatible).length).toBe(2);
  });

  it('refuses nesting deeper than 200 levels instead of crashing', async () => {
    let deep = '';
    for (let i = 0; i < 200; i++) deep += `${' '.repeat(i)}a:\n`;
    expect((await check(`${deep}${' '.repeat(200)}x`)).valid).toBe(true);
    expect(await runError(tool, { yaml: `${deep}${' '.repeat(200)}b:\n${' '.repeat(201)}x` }, 'INVALID_INPUT')).toBe(
      'YAML nested too deeply at line 201, column 202: this tool checks up to 200 levels of nested mappings and sequences',
    );
    expect(await runError(tool, { yaml: '['.repeat(1_000_000) }, 'INVALID_INPUT')).toBe('YAML nested too deeply at line 1, column 201: this tool checks up to 200 levels of nested mappings and sequences');
  });

  it('agrees with the yaml package (uniqueKeys on) about validity and document count', async () => {
    const corpus = [
      'a: 1\nb: 2\n',
      'a: 1\na: 2\n',
      '- a\n- b: c\n  d: e\n',
      'a: [1, 2\n',
      'a: "x\n',
      'key: value: other\n',
      '--- 1\n--- 2\n--- {a: b}\n',
      '? complex key\n: value\n',
      'a: |\n  literal\n  block\nb: >\n  folded\n',
      "'single ''quoted''': \"double \\\"quoted\\\"\"\n",
      'a:\n- 1\n -2\n',
      '{a: 1, b: [x, y], c: {d: e}}',
    ];
    for (const yaml of corpus) {
      const reference = parseAllDocuments(yaml);
      const docs = Array.isArray(reference) ? reference : [];
      const referenceValid = docs.every((d) => d.errors.length === 0);
      const data = await check(yaml);
      expect(data.valid, yaml).toBe(referenceValid);
      expect(data.documentCount, yaml).toBe(docs.length);
    }
  });

  it('checks the largest allowed input', async () => {
    const unit = '- name: web-server\n  image: nginx:1.27\n  ports: [80, 443]\n  env: {MODE: prod}\n';
    const yaml = largestInput(tool, 'yaml', unit);
    const data = await check(yaml);
    expect(data).toMatchObject({ valid: true, documentCount: 1, errors: [] });
    expect(data.documents[0]).toEqual({ index: 0, line: 1, rootType: 'sequence', jsonCompatible: true, jsonIssues: [] });
    await runError(tool, { yaml: oversizedInput(tool, 'yaml') }, 'CONSTRAINT_VIOLATION');
  });

  it('rejects an unknown version', async () => {
    await runError(tool, { yaml: 'a: 1', version: '1.3' }, 'CONSTRAINT_VIOLATION');
  });
});
