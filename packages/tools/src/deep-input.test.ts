/**
 * Issue 15 item 3: 10,000 levels of nesting sent to every `json` parameter of the catalog (found
 * from the registry, so a new tool is covered without touching this file) is refused by core with
 * CONSTRAINT_VIOLATION naming the parameter. It used to throw "Maximum call stack size exceeded"
 * out of `execute` in eight tools.
 */
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@ctp/core';
import { execute } from '@ctp/runtime';
import { createRegistry, definitions } from './index.js';

const registry = createRegistry();
const LEVELS = 10_000;

function nestedObject(): unknown {
  let v: unknown = 1;
  for (let i = 0; i < LEVELS; i++) v = { a: v };
  return v;
}

function nestedArray(): unknown {
  let v: unknown = [];
  for (let i = 0; i < LEVELS; i++) v = [v];
  return v;
}

const shapes: Array<[string, () => unknown]> = [
  ['an object', nestedObject],
  ['an array', nestedArray],
  ['JSON text', () => '['.repeat(LEVELS) + ']'.repeat(LEVELS)],
  ['objects and arrays as JSON text', () => '{"a":['.repeat(LEVELS / 2) + ']}'.repeat(LEVELS / 2)],
];

const cases = definitions.flatMap((d) => d.parameters.filter((p) => p.type === 'json').map((p) => [d.id, p.name, d.example.input] as const));

describe('deep input never escapes execute', () => {
  it('finds the json parameters in the registry', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  describe.each(cases)('%s: %s', (id, name, example) => {
    it.each(shapes)(`refuses ${LEVELS} levels as %s with CONSTRAINT_VIOLATION naming the parameter`, async (_shape, make) => {
      for (const limits of ['definition', 'none'] as const) {
        const result = await execute(registry, id, { ...example, [name]: make() }, { limits });
        expect(result).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
        if (!result.success) expect(result.error).toContain(`"${name}"`);
        // with the definition's limits a long text may be refused for its size first
        if (!result.success && (limits === 'none' || typeof make() !== 'string')) expect(result.error).toContain(`${MAX_JSON_DEPTH} levels`);
      }
    });
  });
});
