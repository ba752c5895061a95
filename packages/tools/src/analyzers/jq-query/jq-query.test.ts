import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { execute } from '@ctp/runtime';
import { createWorkerRunner } from '@ctp/runtime/node';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  results: unknown[];
  text: string;
  resultCount: number;
  messages: string[];
}

const jq = (filter: string, json: string, options: Record<string, unknown> = {}) => runOk<Out>(tool, { filter, json, ...options });
const PEOPLE = '[{"name":"Ann","x":1},{"name":"Bo","x":2},{"name":"Cy","x":3}]';

describe('jq-query', () => {
  itReproducesItsExample(tool);

  it('runs common filters with exact output', async () => {
    expect(await jq('.a', '{"a":{"b":[1,2]}}')).toEqual({ results: [{ b: [1, 2] }], text: '{\n  "b": [\n    1,\n    2\n  ]\n}', resultCount: 1, messages: [] });
    expect((await jq('.[] | select(.x>1)', PEOPLE, { compact: true })).text).toBe('{"name":"Bo","x":2}\n{"name":"Cy","x":3}');
    expect((await jq('map(.+1)', '[1,2,3]', { compact: true })).results).toEqual([[2, 3, 4]]);
    expect((await jq('keys', '{"b":1,"a":2}', { compact: true })).text).toBe('["a","b"]');
    expect((await jq('@base64', '"hello"', { rawOutput: true })).text).toBe('aGVsbG8=');
    expect((await jq('.name | @base64d', '{"name":"aGVsbG8="}')).results).toEqual(['hello']);
    expect((await jq('to_entries', '{"a":1,"b":2}', { compact: true })).text).toBe('[{"key":"a","value":1},{"key":"b","value":2}]');
    expect((await jq('group_by(.x > 1) | map(length)', PEOPLE, { compact: true })).text).toBe('[1,2]');
    expect((await jq('.[] | [.name, .x] | @csv', PEOPLE, { rawOutput: true })).text).toBe('"Ann",1\n"Bo",2\n"Cy",3');
    expect((await jq('empty', '1')).resultCount).toBe(0);
  });

  it('prints like the jq CLI: indented by default, raw strings, sorted keys', async () => {
    expect((await jq('.', '{"b":[1,{"c":{}}],"a":[]}')).text).toBe('{\n  "b": [\n    1,\n    {\n      "c": {}\n    }\n  ],\n  "a": []\n}');
    expect((await jq('.', '{"b":1,"a":{"d":1,"c":2}}', { sortKeys: true, compact: true })).text).toBe('{"a":{"c":2,"d":1},"b":1}');
    const raw = await jq('.[]', '["a\\nb", 1, {"k":"v"}]', { rawOutput: true });
    expect(raw.text).toBe('a\nb\n1\n{\n  "k": "v"\n}');
    expect(raw.results).toEqual(['a\nb', 1, { k: 'v' }]);
  });

  it('keeps big number literals exact in the text', async () => {
    const data = await jq('.', '100000000000000000001 [1.000]');
    expect(data.text).toBe('100000000000000000001\n[\n  1.000\n]');
    expect(data.results).toEqual([100000000000000000000, [1]]);
  });

  it('slurps, reads null input with inputs, and reads raw lines', async () => {
    expect((await jq('add', '1 2 3', { slurp: true })).results).toEqual([6]);
    expect((await jq('[inputs]', '1 2 3', { nullInput: true, compact: true })).text).toBe('[1,2,3]');
    expect((await jq('[range(3)]', '', { nullInput: true, compact: true })).text).toBe('[0,1,2]');
    expect((await jq('length', 'ab\ncde', { rawInput: true })).results).toEqual([2, 3]);
    expect((await jq('split("\\n")', 'ab\ncd', { rawInput: true, slurp: true, compact: true })).text).toBe('["ab","cd"]');
  });

  it('binds variables like --arg and --argjson', async () => {
    const data = await runOk<Out>(tool, { filter: '.[] | select(.x >= $min) | "\\($greeting) \\(.name)"', json: PEOPLE, variables: { min: 2, greeting: 'Hi' }, rawOutput: true });
    expect(data.text).toBe('Hi Bo\nHi Cy');
    expect((await runOk<Out>(tool, { filter: '$o.a[1]', json: 'null', variables: '{"o":{"a":[1,"two"]}}' })).results).toEqual(['two']);
    expect(await runError(tool, { filter: '.', json: '1', variables: { 'a-b': 1 } }, 'INVALID_INPUT')).toBe(
      'Variable name "a-b" is not a jq identifier (letters, digits, _; not ENV).',
    );
    await runError(tool, { filter: '.', json: '1', variables: { ENV: 1 } }, 'INVALID_INPUT');
    await runError(tool, { filter: '.', json: '1', variables: [1] }, 'INVALID_INPUT');
  });

  it("returns jq's messages for syntax, runtime and input errors", async () => {
    expect(await runError(tool, { filter: '.a |||', json: '{}' }, 'INVALID_INPUT')).toBe(
      "jq: error: syntax error, unexpected '|' (Unix shell quoting issues?) at <top-level>, line 1:\n.a |||\njq: 1 compile error",
    );
    expect(await runError(tool, { filter: '.a\n| .b |||', json: '{}' }, 'INVALID_INPUT')).toBe(
      "jq: error: syntax error, unexpected '|' (Unix shell quoting issues?) at <top-level>, line 2:\n| .b |||\njq: 1 compile error",
    );
    expect(await runError(tool, { filter: 'nosuchfn', json: '{}' }, 'INVALID_INPUT')).toBe(
      'jq: error: nosuchfn/0 is not defined at <top-level>, line 1:\nnosuchfn\njq: 1 compile error',
    );
    expect(await runError(tool, { filter: 'error("boom")', json: '{}' }, 'INVALID_INPUT')).toBe('jq: error (at <stdin>:0): boom');
    expect(await runError(tool, { filter: '.a + 1', json: '{"a":"x"}' }, 'INVALID_INPUT')).toBe('jq: error (at <stdin>:0): string ("x") and number (1) cannot be added');
    expect(await runError(tool, { filter: '.a', json: '{"a":1' }, 'INVALID_INPUT')).toBe('jq: parse error: Unfinished JSON term at EOF at line 1, column 6');
    expect(await runError(tool, { filter: '"stop" | halt_error', json: '1' }, 'INVALID_INPUT')).toBe('stop');
    expect(await runError(tool, { filter: 'import "m" as m; .', json: '1' }, 'INVALID_INPUT')).toMatch(/modules \(import\/include\) are not available/);
  });

  it('never reads a filter as a command-line option', async () => {
    expect((await jq('-1', 'null')).results).toEqual([-1]);
    expect(await runError(tool, { filter: '--version', json: 'null' }, 'INVALID_INPUT')).toBe(
      'jq: error: version/0 is not defined at <top-level>, line 1:\n--version\njq: 1 compile error',
    );
  });

  it('hides the environment and collects debug output', async () => {
    expect((await jq('[env, $ENV]', 'null', { compact: true })).text).toBe('[{},{}]');
    expect(await jq('.a | debug | . * 2', '{"a":1}')).toEqual({ results: [2], text: '2', resultCount: 1, messages: ['["DEBUG:",1]'] });
  });

  it('needs input unless null input is on', async () => {
    await runError(tool, { filter: '', json: '1' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { filter: '.' }, 'MISSING_REQUIRED')).toBe('Give the JSON input, or turn on nullInput to run the filter without input.');
  });

  it('handles unicode', async () => {
    const data = await jq(`.k + "${UNICODE_SAMPLE}" | [., length, (explode | length), @uri]`, `{"k":"${UNICODE_SAMPLE}"}`, { compact: true });
    expect(data.results).toEqual([[`${UNICODE_SAMPLE}${UNICODE_SAMPLE}`, 6, 6, '%C3%80%F0%9F%98%80%E4%B8%AD%C3%80%F0%9F%98%80%E4%B8%AD']]);
  });

  it('handles the largest input and refuses oversized output', async () => {
    const json = '[' + '1,'.repeat(499_998) + '11]';
    expect(json.length).toBe(1_000_000);
    expect((await jq('length', json)).results).toEqual([499_999]);
    const big = JSON.stringify(['a'.repeat(999_990)]);
    expect(await runError(tool, { filter: '[.[0], .[0], .[0], .[0], .[0], .[0], .[0], .[0], .[0], .[0], .[0]]', json: big, compact: true }, 'CONSTRAINT_VIOLATION')).toBe(
      'The output exceeds 10,000,000 characters; narrow the filter.',
    );
  });

  // The isolated worker runs the compiled tool: this runs after a build that includes jq-query.
  const built = existsSync(fileURLToPath(new URL('../../../dist/analyzers/jq-query/index.js', import.meta.url)));
  describe.skipIf(!built)('in the worker pool', () => {
    const runner = createWorkerRunner({ registryModule: new URL('../../../dist/index.js', import.meta.url).href, size: 1 });
    afterAll(() => runner.close());

    it('stops a filter that never ends with TIMEOUT and keeps answering', async () => {
      const { createRegistry } = await import('../../index.js');
      const registry = createRegistry();
      const slow = await execute(registry, 'jq-query', { filter: 'last(repeat(.))', json: '1' }, { isolatedRunner: runner.run, timeoutMs: 1000 });
      expect(!slow.success && slow.errorCode).toBe('TIMEOUT');
      const ok = await execute(registry, 'jq-query', { filter: '.a', json: '{"a":1}' }, { isolatedRunner: runner.run });
      expect(ok.success && (ok.data as Out).results).toEqual([1]);
    });
  });
});
