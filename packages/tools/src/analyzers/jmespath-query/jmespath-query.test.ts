import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string };
const value = async (expression: string, json: unknown) => JSON.parse((await runOk<Out>(tool, { expression, json: JSON.stringify(json) })).result);

describe('jmespath-query', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { expression: '', json: '{}' }, 'MISSING_REQUIRED');
  });

  it('answers the tutorial examples of jmespath.org', async () => {
    expect(await value('a', { a: 'foo', b: 'bar', c: 'baz' })).toBe('foo');
    expect(await value('a.b.c.d', { a: { b: { c: { d: 'value' } } } })).toBe('value');
    expect(await value('[1]', ['a', 'b', 'c', 'd', 'e', 'f'])).toBe('b');
    expect(await value('[0:5:2]', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([0, 2, 4]);
    const people = { people: [{ first: 'James', last: 'd' }, { first: 'Jacob', last: 'e' }, { first: 'Jayden', last: 'f' }, { missing: 'different' }], foo: { bar: 'baz' } };
    expect(await value('people[*].first', people)).toEqual(['James', 'Jacob', 'Jayden']);
    const ops = { ops: { functionA: { numArgs: 2 }, functionB: { numArgs: 3 }, functionC: { variadic: true } } };
    expect(await value('ops.*.numArgs', ops)).toEqual([2, 3]);
    expect(await value('reservations[].instances[].state', { reservations: [{ instances: [{ state: 'running' }, { state: 'stopped' }] }, { instances: [{ state: 'terminated' }] }] })).toEqual(['running', 'stopped', 'terminated']);
    expect(await value("machines[?state=='running'].name", { machines: [{ name: 'a', state: 'running' }, { name: 'b', state: 'stopped' }] })).toEqual(['a']);
    expect(await value('length(people)', { people: [1, 2, 3] })).toBe(3);
    expect(await value("join(', ', names)", { names: ['a', UNICODE_SAMPLE] })).toBe(`a, ${UNICODE_SAMPLE}`);
    expect(await value('max_by(people, &age).name', { people: [{ name: 'a', age: 3 }, { name: 'b', age: 9 }] })).toBe('b');
  });

  it('returns null when nothing matches', async () => {
    expect(await value('nope.nothing', { a: 1 })).toBeNull();
  });

  it('reports syntax and type errors', async () => {
    expect(await runError(tool, { expression: 'people[?', json: '{}' }, 'INVALID_INPUT')).toMatch(/^JMESPath (parser|lexer|syntax) error/);
    expect(await runError(tool, { expression: 'length(`1`)', json: '{}' }, 'INVALID_INPUT')).toMatch(/^JMESPath .*error/);
    expect(await runError(tool, { expression: 'a', json: '[1,' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON/);
  });

  it('handles the largest allowed input', async () => {
    const json = `[${largestInput(tool, 'json', '1,').slice(0, 999_990)}1]`;
    expect(await value('length(@)', JSON.parse(json))).toBe(499_996);
  });
});
