/**
 * Listing the catalog (ctp list, MCP tools/list, server start-up) loads only
 * definitions: no tool module and no tool library is imported until a tool runs.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { definitions } from '@ctp/tools';

const script = fileURLToPath(new URL('./fixtures/list-catalog.mjs', import.meta.url));

describe('lazy loading', () => {
  it('lists and derives every tool without importing a tool module or library', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', cwd: fileURLToPath(new URL('..', import.meta.url)) });
    expect(run.status, run.stderr).toBe(0);
    expect(Number(run.stdout)).toBe(definitions.length);
    const imported = run.stderr.split('\n').filter((l) => l.startsWith('IMPORT ')).map((l) => l.slice(7));
    // definitions are loaded (one module each), functions are not
    expect(imported.filter((u) => /\/packages\/tools\/dist\/[a-z]+\/[a-z0-9-]+\/definition\.js$/.test(u))).toHaveLength(definitions.length);
    expect(imported.filter((u) => /\/packages\/tools\/dist\/[a-z]+\/[a-z0-9-]+\/index\.js$/.test(u))).toEqual([]);
    // shared helpers a definition uses (e.g. the seed parameter) must be dependency-free: the
    // library check below covers them
    // the only packages from node_modules are our own workspace packages
    const libraries = imported.filter((u) => u.includes('/node_modules/') && !u.includes('/node_modules/@ctp/'));
    expect(libraries).toEqual([]);
  });
});
