/**
 * Rules every tool in the catalog must meet, checked over the registry (so a
 * new tool folder is covered without touching this file).
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkDefinition, toCtpDefinition, toMcpTool, CATEGORIES } from '@ctp/core';
import { execute } from '@ctp/runtime';
import { createRegistry, definitions, folders } from './index.js';
import { createAjv, loadSpecSchema, schemaErrors } from './_test/ajv.js';

const registry = createRegistry();
const ajv = createAjv();
const specAjv = createAjv({ specSchemas: true });
const validateDefinition = specAjv.compile(loadSpecSchema('tool-definition.schema.json'));
const validateResult = specAjv.compile(loadSpecSchema('tool-result.schema.json'));
const srcDir = fileURLToPath(new URL('.', import.meta.url));

describe('catalog', () => {
  it('has unique ids', () => {
    expect(new Set(definitions.map((d) => d.id)).size).toBe(definitions.length);
  });

  describe.each(definitions.map((d) => [d.id, d] as const))('%s', (id, definition) => {
    it('passes the definition checker', () => {
      expect(checkDefinition(definition)).toEqual([]);
    });

    it('is valid against tool-definition.schema.json', () => {
      const ok = validateDefinition(toCtpDefinition(definition));
      expect(ok, specAjv.errorsText(validateDefinition.errors)).toBe(true);
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

    it('has a primary output: the one obvious thing to copy (web pages, the CLI, pipes and recipes use it)', () => {
      expect(definition.primaryOutput, 'set primaryOutput to the data key users copy').toBeDefined();
      expect(Object.hasOwn((definition.outputSchema.properties ?? {}) as object, definition.primaryOutput!)).toBe(true);
    });

    it('has an output schema that compiles (Ajv strict) and describes its example output', () => {
      expect(() => ajv.compile(definition.outputSchema)).not.toThrow();
      expect(schemaErrors(definition.outputSchema, definition.example.output)).toBeUndefined();
    });

    it('maps to an MCP tool whose input schema accepts its example input', () => {
      const mcp = toMcpTool(definition);
      expect(mcp.name).toBe(id);
      expect(schemaErrors(mcp.inputSchema, definition.example.input)).toBeUndefined();
    });

    it('reproduces its example through the runtime with a result valid against tool-result.schema.json', async () => {
      const result = await execute(registry, id, definition.example.input);
      expect(validateResult(result), specAjv.errorsText(validateResult.errors)).toBe(true);
      expect(result.success ? result.data : result).toEqual(definition.example.output);
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
