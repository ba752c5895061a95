import { isDeepStrictEqual } from 'node:util';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, largestInput, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { result: string; operations: number };
const run = (document: unknown, patch: unknown) => runOk<Out>(tool, { document: JSON.stringify(document), patch: JSON.stringify(patch), indent: '0' });
const require = createRequire(import.meta.url);
type SuiteTest = { doc: unknown; patch: unknown; expected?: unknown; error?: string; comment?: string; disabled?: boolean };
const suite: SuiteTest[] = [...require('json-patch-test-suite/tests.json'), ...require('json-patch-test-suite/spec_tests.json')];

describe('json-patch-apply', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { document: '', patch: '[]' }, 'MISSING_REQUIRED');
  });

  it('passes the json-patch-tests suite (tests.json and spec_tests.json)', async () => {
    let checked = 0;
    for (const t of suite) {
      if (t.disabled) continue;
      const r = await runTool(tool, { document: JSON.stringify(t.doc), patch: JSON.stringify(t.patch), indent: '0' });
      const label = `${t.comment ?? ''} ${JSON.stringify(t.patch)}`;
      if (t.error) expect(r.success, label).toBe(false);
      else {
        expect(r.success, `${label}: ${r.error}`).toBe(true);
        if (t.expected !== undefined) expect(isDeepStrictEqual(JSON.parse(r.data.result), t.expected), label).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(90);
  });

  it('is all or nothing and names the failing operation', async () => {
    expect(await runError(tool, { document: '{"a":1}', patch: '[{"op":"remove","path":"/a"},{"op":"test","path":"/a","value":1}]' }, 'INVALID_INPUT')).toMatch(/^Operation 2 \(test "\/a"\) failed: .*Nothing was applied\.$/);
    expect(await runError(tool, { document: '{"a":1}', patch: '[{"op":"replace","path":"/b","value":1}]' }, 'INVALID_INPUT')).toMatch(/^Operation 1 \(replace "\/b"\) failed: nothing at that path/);
    expect(await runError(tool, { document: '{}', patch: '[{"op":"frob","path":"/a"}]' }, 'INVALID_INPUT')).toMatch(/op "frob"; it must be one of/);
    expect(await runError(tool, { document: '{}', patch: '{"op":"add"}' }, 'INVALID_INPUT')).toMatch(/must be a JSON array/);
    expect(await runError(tool, { document: '{}', patch: '[{"op":"add","path":"a","value":1}]' }, 'INVALID_INPUT')).toMatch(/is not a JSON Pointer/);
    expect(await runError(tool, { document: '{', patch: '[]' }, 'INVALID_INPUT')).toMatch(/^Invalid JSON in the document at line 1, column 2/);
  });

  it('replaces the root, escapes ~0 ~1 and keeps unicode', async () => {
    expect((await run({ a: 1 }, [{ op: 'replace', path: '', value: [UNICODE_SAMPLE] }])).result).toBe(`["${UNICODE_SAMPLE}"]`);
    expect((await run({ 'a/b': 1, 'm~n': 2 }, [{ op: 'remove', path: '/a~1b' }, { op: 'move', from: '/m~0n', path: '/x' }])).result).toBe('{"x":2}');
  });

  it('refuses __proto__ paths and never pollutes prototypes', async () => {
    await runError(tool, { document: '{}', patch: '[{"op":"add","path":"/__proto__/polluted","value":1}]' }, 'INVALID_INPUT');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('handles the largest allowed input', async () => {
    const inner = largestInput(tool, 'document', '1,').slice(0, 999_990);
    const out = await runOk<Out>(tool, { document: `[${inner}1]`, patch: '[{"op":"add","path":"/0","value":0}]', indent: '0' });
    expect(out.result.startsWith('[0,1,1')).toBe(true);
    expect(JSON.parse(out.result)).toHaveLength(499_997);
  });
});
