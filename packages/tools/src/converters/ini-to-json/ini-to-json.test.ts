import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { json: string; sections: string[] };
const conv = async (ini: string, numbers = false) => JSON.parse((await runOk<Out>(tool, { ini, numbers })).json);

describe('ini-to-json', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { ini: '' }, 'MISSING_REQUIRED');
  });

  it('parses the ini package README example', async () => {
    const ini = '; this comment is being ignored\nscope = global\n\n[database]\nuser = dbuser\npassword = dbpassword\ndatabase = use_this_database\n\n[paths.default]\ndatadir = /var/lib/data\narray[] = first value\narray[] = second value\narray[] = third value\n';
    expect(await conv(ini)).toEqual({
      scope: 'global',
      database: { user: 'dbuser', password: 'dbpassword', database: 'use_this_database' },
      paths: { default: { datadir: '/var/lib/data', array: ['first value', 'second value', 'third value'] } },
    });
  });

  it('types numbers on request, keeps quoted text and unicode', async () => {
    expect(await conv('a = 1\nb = 1.50\nc = 007\nd = "42"\ne = 99999999999999999999', true)).toEqual({ a: 1, b: 1.5, c: '007', d: '42', e: '99999999999999999999' });
    expect(await conv(`k = ${UNICODE_SAMPLE}\n# hash comment`)).toEqual({ k: UNICODE_SAMPLE });
  });

  it('reports repeated keys', async () => {
    const r = await runTool(tool, { ini: '[s]\nx = 1\nx = 2' });
    expect(JSON.parse(r.data.json)).toEqual({ s: { x: '2' } });
    expect(JSON.stringify(r.metadata)).toMatch(/Repeated keys.*s\.x/);
  });

  it('refuses oversized input', async () => {
    await runError(tool, { ini: 'a'.repeat(1_000_001) }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const ini = largestInput(tool, 'ini', '[s]\nkey = value\n');
    const out = await runOk<Out>(tool, { ini, indent: '0' });
    expect(out.sections).toHaveLength(62_500);
  });
});
