/**
 * Rules every tool in the catalog must meet, checked over the registry (so a
 * new tool folder is covered without touching this file).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from '@ctp/core';
import { createRegistry, definitions, folders } from './index.js';
// the same checks `ctp validate`, `ctp test` and `ctp serve --tools-dir` run on anyone's tools
import { DEFINITION_CHECKS, reproduceExample, type ToolProblem } from './checks/index.js';

const registry = createRegistry();
/** Problems as readable lines, so a failure says where and how to fix it. */
const lines = (problems: ToolProblem[]) => problems.map((p) => `${p.pointer || '(root)'}: ${p.message}${p.hint ? ` (${p.hint})` : ''}`);
const srcDir = fileURLToPath(new URL('.', import.meta.url));

describe('catalog', () => {
  it('has unique ids', () => {
    expect(new Set(definitions.map((d) => d.id)).size).toBe(definitions.length);
  });

  describe.each(definitions.map((d) => [d.id, d] as const))('%s', (id, definition) => {
    // every shared check, warnings included (a missing primaryOutput): the catalog allows none
    it.each(DEFINITION_CHECKS.map((c) => [c.title, c] as const))('%s', (_title, check) => {
      expect(lines(check.run(definition))).toEqual([]);
    });

    it('sits in the folder of its category with a test beside it', () => {
      expect(folders[id]).toBe(`${definition.category}/${id}`);
      expect(existsSync(`${srcDir}${folders[id]}/${id}.test.ts`)).toBe(true);
    });

    it('has a definition file that stays cheap to load (no imports but core and _shared, no Intl)', () => {
      // every definition loads at start-up (ctp list, tools/list): Intl initialises ICU data
      const source = readFileSync(`${srcDir}${folders[id]}/definition.ts`, 'utf8');
      expect(source).not.toMatch(/toLocale\w*\(|\bIntl\.\w+\(|new Intl\./);
      for (const [, from = ''] of source.matchAll(/from\s+'([^']+)'/g)) {
        expect(from, from).toMatch(/^(@ctp\/core|\.\.\/\.\.\/_shared\/[\w-]+\.js|\.\/[\w-]+\.js)$/);
        // a sibling data module (constants shared with index.ts) obeys the same rule, one level deep
        if (from.startsWith('./')) {
          const sibling = readFileSync(`${srcDir}${folders[id]}/${from.slice(2, -3)}.ts`, 'utf8');
          expect(sibling).not.toMatch(/toLocale\w*\(|\bIntl\.\w+\(|new Intl\./);
          for (const [, inner] of sibling.matchAll(/from\s+'([^']+)'/g)) expect(inner, inner).toMatch(/^(@ctp\/core|\.\.\/\.\.\/_shared\/[\w-]+\.js)$/);
        }
      }
      // the CLI bundle serves every definition from one chunk by its default export only
      expect(source, 'definition.ts exports only its default').not.toMatch(/^export (?!default\b)/m);
    });

    it('reproduces its example through the runtime with a result valid against tool-result.schema.json', async () => {
      expect(lines(await reproduceExample(registry, id))).toEqual([]);
    });
  });

  it('uses only spec categories', () => {
    for (const d of definitions) expect(CATEGORIES).toContain(d.category);
  });

  it('lists related tools that exist', () => {
    for (const d of definitions)
      for (const related of d.relatedTools ?? []) {
        if (!registry.has(related)) console.warn(`${d.id}: related tool ${related} is not in the catalog yet`);
      }
  });
});
