import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

const ts = async (json: string, options: Record<string, unknown> = {}) => (await runOk<{ typescript: string }>(tool, { json, ...options })).typescript;

/** Type-checks declarations plus statements with the repository's TypeScript; returns tsc's output ('' when clean). */
function tsc(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'json-to-ts-'));
  try {
    const file = join(dir, 'check.ts');
    writeFileSync(file, source);
    try {
      execFileSync('node', [fileURLToPath(new URL('../../../../../node_modules/typescript/bin/tsc', import.meta.url)), '--noEmit', '--ignoreConfig', '--strict', '--target', 'es2022', file], { encoding: 'utf8' });
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('json-to-typescript', () => {
  itReproducesItsExample(tool);

  it('names nested objects from their keys in PascalCase and de-duplicates names', async () => {
    const out = await ts('{"user_info":{"home-address":{"zip":"1"},"work":{"address":{"zip":2}}},"address":{"x":true}}');
    expect(out).toBe(
      'export interface Root {\n  user_info: UserInfo;\n  address: Address;\n}\n\n' +
        'export interface UserInfo {\n  "home-address": HomeAddress;\n  work: Work;\n}\n\n' +
        'export interface Address {\n  x: boolean;\n}\n\n' +
        'export interface HomeAddress {\n  zip: string;\n}\n\n' +
        'export interface Work {\n  address: Address2;\n}\n\n' +
        'export interface Address2 {\n  zip: number;\n}\n',
    );
  });

  it('merges array elements: unions, optional keys and null', async () => {
    const out = await ts('{"items":[{"a":1,"b":null},{"a":2,"b":"x","c":[]}],"mixed":[1,"a",null,[true]]}');
    expect(out).toBe(
      'export interface Root {\n  items: Item[];\n  mixed: (boolean[] | string | number | null)[];\n}\n\n' +
        'export interface Item {\n  a: number;\n  b: string | null;\n  c?: unknown[];\n}\n',
    );
  });

  it('types a non-object root with a type alias', async () => {
    expect(await ts('[{"a":1}]')).toBe('export type Root = RootItem[];\n\nexport interface RootItem {\n  a: number;\n}\n');
    expect(await ts('[{"a":1}]', { rootName: 'Users' })).toBe('export type Users = User[];\n\nexport interface User {\n  a: number;\n}\n');
    expect(await ts('42')).toBe('export type Root = number;\n');
    expect(await ts('null')).toBe('export type Root = null;\n');
    expect(await ts('{}')).toBe('export interface Root {}\n');
  });

  it('supports type aliases, readonly and no export', async () => {
    const out = await ts('{"a":[1],"b":{"c":"d"}}', { style: 'type', readonly: true, export: false, rootName: 'Doc' });
    expect(out).toBe('type Doc = {\n  readonly a: readonly number[];\n  readonly b: B;\n};\n\ntype B = {\n  readonly c: string;\n};\n');
  });

  it('quotes keys that are not identifiers, unicode included', async () => {
    const out = await ts(`{"${UNICODE_SAMPLE}":{"x":1},"1a":2,"$ok":3,"":4}`);
    expect(out).toBe(
      `export interface Root {\n  "${UNICODE_SAMPLE}": A;\n  "1a": number;\n  $ok: number;\n  "": number;\n}\n\nexport interface A {\n  x: number;\n}\n`,
    );
  });

  it('output compiles and accepts the sample (checked with tsc)', async () => {
    const samples = [
      '[{"id":1,"name":"Ada","address":{"city":"London","geo":[51.5,-0.1]},"tags":["a",1,null]},{"id":2,"name":null,"extra-key":{"deep":{"deeper":[{"x":1},{"y":"z"}]}}}]',
    ];
    for (const style of ['interface', 'type']) {
      for (const readonly of [false, true]) {
        const out = await ts(samples[0]!, { mergeSamples: true, rootName: 'Rec', style, readonly });
        const program = `${out}\nconst samples: Rec[] = ${samples[0]};\nexport { samples };\n`;
        expect(tsc(program)).toBe('');
      }
    }
    const single = '{"a":{"b":[1,"x",{"c":null}]},"d e":[[1],[2,3]],"e":[],"__proto__":{"p":1},"constructor":"c"}';
    expect(tsc(`${await ts(single)}\nconst v: Root = ${single};\nexport { v };\n`)).toBe('');
    // and a wrong value is rejected, so the check can fail
    expect(tsc(`${await ts('{"a":1}')}\nconst v: Root = {"a":"x"};\nexport { v };\n`)).toMatch(/TS2322/);
  }, 30_000);

  it('rejects an empty sample list and reports JSON errors with line and column', async () => {
    expect(await runError(tool, { json: '[]', mergeSamples: true }, 'INVALID_INPUT')).toMatch(/sample array is empty/);
    expect(await runError(tool, { json: '{\n  "a": }' }, 'INVALID_INPUT')).toBe('Invalid JSON at line 2, column 8: value expected');
  });

  it('treats an empty input as missing and rejects a bad root name', async () => {
    await runError(tool, { json: '' }, 'MISSING_REQUIRED');
    await runError(tool, { json: '{}', rootName: 'my type' }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const unit = '{"k":1},';
    const json = `[${largestInput(tool, 'json', unit).slice(0, -unit.length)}{}]`;
    const out = await ts(json, { mergeSamples: true });
    expect(out).toBe('export interface Root {\n  k?: number;\n}\n');
  });
});
