import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { formatEnvValue, parseEnv } from './dotenv-syntax.js';
import { itReproducesItsExample, largestInput, oversizedInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

const toJson = async (input: string) => JSON.parse((await runOk<{ output: string }>(tool, { input })).output);
const toEnv = async (input: string, options: Record<string, unknown> = {}) => (await runOk<{ output: string }>(tool, { input, mode: 'json-to-env', ...options })).output;

// Cases from dotenv's documented behaviour (README "What rules does the parsing engine follow?" and its test .env)
const DOTENV_CASES: Array<[string, Record<string, string>]> = [
  ['BASIC=basic', { BASIC: 'basic' }],
  ['# COMMENTS=work', {}],
  ['EMPTY=', { EMPTY: '' }],
  ["EMPTY_SINGLE_QUOTES=''", { EMPTY_SINGLE_QUOTES: '' }],
  ["SINGLE_QUOTES_SPACED='    single quotes    '", { SINGLE_QUOTES_SPACED: '    single quotes    ' }],
  ['DOUBLE_QUOTES_SPACED="    double quotes    "', { DOUBLE_QUOTES_SPACED: '    double quotes    ' }],
  ['BACKTICKS_SPACED=`    backticks    `', { BACKTICKS_SPACED: '    backticks    ' }],
  [`DOUBLE_QUOTES_INSIDE_SINGLE='double "quotes" work inside single quotes'`, { DOUBLE_QUOTES_INSIDE_SINGLE: 'double "quotes" work inside single quotes' }],
  [`SINGLE_QUOTES_INSIDE_DOUBLE="single 'quotes' work inside double quotes"`, { SINGLE_QUOTES_INSIDE_DOUBLE: "single 'quotes' work inside double quotes" }],
  ['DOUBLE_AND_SINGLE_QUOTES_INSIDE_BACKTICKS=`double "quotes" and single \'quotes\' work inside backticks`', { DOUBLE_AND_SINGLE_QUOTES_INSIDE_BACKTICKS: `double "quotes" and single 'quotes' work inside backticks` }],
  ['EXPAND_NEWLINES="expand\\nnew\\nlines"', { EXPAND_NEWLINES: 'expand\nnew\nlines' }],
  ['DONT_EXPAND_UNQUOTED=dontexpand\\nnewlines', { DONT_EXPAND_UNQUOTED: 'dontexpand\\nnewlines' }],
  ["DONT_EXPAND_SQUOTED='dontexpand\\nnewlines'", { DONT_EXPAND_SQUOTED: 'dontexpand\\nnewlines' }],
  ['INLINE_COMMENTS=inline comments # work #very #well', { INLINE_COMMENTS: 'inline comments' }],
  ["INLINE_COMMENTS_SINGLE_QUOTES='inline comments outside of #singlequotes' # work", { INLINE_COMMENTS_SINGLE_QUOTES: 'inline comments outside of #singlequotes' }],
  ['INLINE_COMMENTS_BACKTICKS=`inline comments outside of #backticks` # work', { INLINE_COMMENTS_BACKTICKS: 'inline comments outside of #backticks' }],
  ['INLINE_COMMENTS_SPACE=inline comments start with a#number sign. no space required.', { INLINE_COMMENTS_SPACE: 'inline comments start with a' }],
  ['EQUAL_SIGNS=equals==', { EQUAL_SIGNS: 'equals==' }],
  ['RETAIN_INNER_QUOTES={"foo": "bar"}', { RETAIN_INNER_QUOTES: '{"foo": "bar"}' }],
  ["RETAIN_INNER_QUOTES_AS_STRING='{\"foo\": \"bar\"}'", { RETAIN_INNER_QUOTES_AS_STRING: '{"foo": "bar"}' }],
  ['TRIM_SPACE_FROM_UNQUOTED=    some spaced out string', { TRIM_SPACE_FROM_UNQUOTED: 'some spaced out string' }],
  ['    SPACED_KEY = parsed', { SPACED_KEY: 'parsed' }],
  ['export EXPORTED=yes', { EXPORTED: 'yes' }],
  ['export =1', { export: '1' }],
  ['COLON: value', { COLON: 'value' }],
  ['MULTI_DOUBLE_QUOTED="THIS\nIS\nA\nMULTILINE\nSTRING"', { MULTI_DOUBLE_QUOTED: 'THIS\nIS\nA\nMULTILINE\nSTRING' }],
  ["MULTI_SINGLE='one\n# not a comment\ntwo'\nNEXT=1", { MULTI_SINGLE: 'one\n# not a comment\ntwo', NEXT: '1' }],
  ['A="escaped \\" quote"', { A: 'escaped \\" quote' }],
  ['UNCLOSED="abc\nB=2', { UNCLOSED: '"abc', B: '2' }],
  ["JUNK='a' b", { JUNK: "'a' b" }],
  ['CRLF=one\r\nOTHER="x\\r"\r\n', { CRLF: 'one', OTHER: 'x\r' }],
];

describe('env-to-json', () => {
  itReproducesItsExample(tool);

  it.each(DOTENV_CASES)('parses %j like dotenv', async (env, expected) => {
    expect(await toJson(env)).toEqual(expected);
  });

  it('skips non-binding lines with a warning and keeps the last of repeated keys', async () => {
    const result = await runTool(tool, { input: 'A=1\nnot a binding\n\n# comment\nA=2\nB\n', indent: '0' });
    expect(result.data).toEqual({ output: '{"A":"2"}', variableCount: 1 });
    expect(result.metadata?.warnings).toEqual(['Skipped 2 lines that are not KEY=value (as dotenv does): line 2, 6', 'Repeated keys keep their last value: A (line 5)']);
  });

  it('writes .env that parses back to the same values (json-to-env round trip)', async () => {
    const values = {
      PLAIN: 'abc',
      EMPTY: '',
      SPACED: '  padded  ',
      HASH: 'a # b',
      NEWLINES: 'line 1\nline 2',
      QUOTES: `it's "quoted"`,
      BOTH_QUOTES: "it's \"x\"\nnext line",
      CR: 'a\rb',
      BACKSLASH_N: 'C:\\new\\dir',
      TRAILING_BACKSLASH: 'end\\',
      LEADING_QUOTE: "'x",
      UNICODE: UNICODE_SAMPLE,
    };
    const env = await toEnv(JSON.stringify(values));
    expect(env).toBe(
      "PLAIN=abc\nEMPTY=\nSPACED='  padded  '\nHASH='a # b'\nNEWLINES='line 1\nline 2'\nQUOTES=it's \"quoted\"\nBOTH_QUOTES=`it's \"x\"\nnext line`\nCR=\"a\\rb\"\nBACKSLASH_N=C:\\new\\dir\nTRAILING_BACKSLASH=end\\\nLEADING_QUOTE=\"'x\"\nUNICODE=À😀中\n",
    );
    expect(await toJson(env)).toEqual(values);
  });

  it('round-trips random values through formatEnvValue and parseEnv', () => {
    const alphabet = ['a', ' ', '\t', '#', '\n', '\r', "'", '"', '`', '\\', 'n', 'r', '=', 'é', '😀'];
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    let written = 0;
    for (let i = 0; i < 3000; i++) {
      const value = Array.from({ length: next() % 8 }, () => alphabet[next() % alphabet.length]).join('');
      const env = formatEnvValue(value);
      if (env === undefined) continue;
      written++;
      const { bindings } = parseEnv(`A=${env}\nB=after\n`);
      expect(bindings.map((b) => [b.key, b.value]), JSON.stringify(value)).toEqual([['A', value], ['B', 'after']]);
    }
    expect(written).toBeGreaterThan(2000);
  });

  it('writes numbers, booleans and null as text and adds export on request', async () => {
    expect(await toEnv('{"N":12345678901234567890,"B":true,"Z":null}', { exportPrefix: true })).toBe('export N=12345678901234567890\nexport B=true\nexport Z=\n');
  });

  it('refuses JSON that has no .env form', async () => {
    expect(await runError(tool, { input: '{"A":{"b":1}}', mode: 'json-to-env' }, 'INVALID_INPUT')).toBe(
      'Value of A at line 1, column 6 is an object; .env values are text: flatten it or pass it as a JSON string',
    );
    expect(await runError(tool, { input: '{"MY KEY":1}', mode: 'json-to-env' }, 'INVALID_INPUT')).toMatch(/Key "MY KEY" at line 1, column 2 cannot be a .env name/);
    expect(await runError(tool, { input: '[1]', mode: 'json-to-env' }, 'INVALID_INPUT')).toMatch(/must be an object of variables/);
    expect(await runError(tool, { input: '{"A":"\'\\"`\\r"}', mode: 'json-to-env' }, 'INVALID_INPUT')).toMatch(/cannot be written in dotenv syntax/);
    expect(await runError(tool, { input: '{"A":', mode: 'json-to-env' }, 'INVALID_INPUT')).toBe('Invalid JSON at line 1, column 6: value expected');
  });

  it('handles unicode values', async () => {
    expect(await toJson(`UNI=${UNICODE_SAMPLE}\nQ="${UNICODE_SAMPLE}"`)).toEqual({ UNI: UNICODE_SAMPLE, Q: UNICODE_SAMPLE });
  });

  it('converts a file without bindings to {} and treats empty input as missing', async () => {
    expect(await toJson('# just a comment\n\n')).toEqual({});
    await runError(tool, { input: '' }, 'MISSING_REQUIRED');
  });

  it('converts the largest allowed input and rejects one character more', async () => {
    let n = 0;
    const env = largestInput(tool, 'input', 'K000000="value # x"\n').replace(/K000000/g, () => `K${(n++).toString().padStart(6, '0')}`);
    const data = await runOk<{ output: string; variableCount: number }>(tool, { input: env, indent: '0' });
    expect(data.variableCount).toBe(n);
    expect(data.output.slice(0, 44)).toBe('{"K000000":"value # x","K000001":"value # x"');
    await runError(tool, { input: oversizedInput(tool, 'input') + '\n' }, 'CONSTRAINT_VIOLATION');
  });
});
