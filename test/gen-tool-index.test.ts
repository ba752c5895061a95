/** The catalog generator: derived files from a tool tree, and the mistakes it refuses with a message saying which. */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain JS script
import { generateToolIndex, ToolIndexError } from '../scripts/gen-tool-index.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function definition(id: string, extra = ''): string {
  return `import { defineDefinition } from '@ctp/core';
export default defineDefinition({
  id: '${id}', name: 'Tool ${id}', description: 'A fixture.', category: 'encoders', tags: ['x'], method: 'POST',
  parameters: [
    { name: 'mode', type: 'select', label: 'Mode', description: 'Way', required: false, defaultValue: 'a', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
    { name: 'text', type: 'textarea', label: 'Text', description: 'Input', required: true, validation: { maxLength: 10 } },
  ],
  outputDescription: 'x', outputSchema: { type: 'object' }, example: { input: { text: 'a' }, output: {} },
  ${extra}
});
`;
}

/** A repository-shaped tree with tools at category/folder holding the given definition source. */
function tree(tools: Array<[string, string, string]>): string {
  const root = mkdtempSync(join(tmpdir(), 'ctp-gen-'));
  roots.push(root);
  for (const [category, folder, source] of tools) {
    const dir = join(root, 'packages/tools/src', category, folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'definition.ts'), source);
    writeFileSync(join(dir, 'index.ts'), 'export {};\n');
  }
  mkdirSync(join(root, 'packages/tools/src/_shared'), { recursive: true });
  return root;
}

const read = (root: string, file: string) => readFileSync(join(root, 'packages/tools/src', file), 'utf8');

describe('gen-tool-index', () => {
  it('writes the definitions, the loaders and the handlers by kind, from the definitions themselves', () => {
    const root = tree([
      ['encoders', 'zeta-tool', definition('zeta-tool', "handles: [{ kind: 'base64', params: { mode: 'b' } }, { kind: 'json' }],")],
      ['formatters', 'alpha-tool', definition('alpha-tool', "handles: [{ kind: 'json' }], featured: true,")],
      ['formatters', 'plain-tool', definition('plain-tool')],
    ]);
    const tools = generateToolIndex(root);
    expect(tools.map((t: { id: string }) => t.id)).toEqual(['alpha-tool', 'plain-tool', 'zeta-tool']);
    expect(read(root, 'tools.generated.ts')).toContain("'zeta-tool': () => import('./encoders/zeta-tool/index.js')");
    expect(read(root, 'loaders.generated.ts')).toContain("'alpha-tool': () => import('./formatters/alpha-tool/index.js')");
    const handles = read(root, 'handles.generated.ts');
    expect(handles).toContain('"base64": [{"id":"zeta-tool","name":"Tool zeta-tool","params":{"mode":"b"},"input":"text"}],');
    // featured first
    expect(handles).toContain('"json": [{"id":"alpha-tool","name":"Tool alpha-tool","input":"text"},{"id":"zeta-tool","name":"Tool zeta-tool","input":"text"}],');
    expect(handles).not.toContain('plain-tool');
  });

  it('refuses a folder whose name is not its tool id, naming the file and both names', () => {
    const root = tree([['encoders', 'good-tool', definition('other-tool')]]);
    expect(() => generateToolIndex(root)).toThrow(ToolIndexError);
    expect(() => generateToolIndex(root)).toThrow(
      'packages/tools/src/encoders/good-tool/definition.ts declares the tool id "other-tool", but its folder is named "good-tool": a tool folder is named after its tool\'s id (rename the folder to encoders/other-tool or fix the id)',
    );
  });

  it('refuses an id used twice, naming both folders', () => {
    const root = tree([
      ['encoders', 'same-tool', definition('same-tool')],
      ['converters', 'same-tool', definition('same-tool')],
    ]);
    expect(() => generateToolIndex(root)).toThrow(/^tool id "same-tool" is used twice: (converters|encoders)\/same-tool and (converters|encoders)\/same-tool/);
  });

  it('refuses a folder without its two files, and a definition that does not compile', () => {
    const missing = tree([['encoders', 'half-tool', definition('half-tool')]]);
    rmSync(join(missing, 'packages/tools/src/encoders/half-tool/index.ts'));
    expect(() => generateToolIndex(missing)).toThrow('tool folder encoders/half-tool needs definition.ts and index.ts');
    const broken = tree([['encoders', 'broken-tool', 'export default {']]);
    expect(() => generateToolIndex(broken)).toThrow(/^the tool definitions could not be bundled: .*broken-tool\/definition\.ts:1: /);
  });
});
