import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { range: string; comparatorSets: string[][]; minVersion: string | null; results: Array<{ version: string; valid: boolean; satisfies: boolean }>; maxSatisfying: string | null; summary: string };
const run = (input: Record<string, unknown>) => runOk<Out>(tool, input);

describe('semver-range-checker', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { range: '' }, 'MISSING_REQUIRED');
  });

  it('desugars ranges as the node-semver README documents', async () => {
    const cases: Array<[string, string]> = [
      ['^1.2.3', '>=1.2.3 <2.0.0-0'],
      ['^0.2.3', '>=0.2.3 <0.3.0-0'],
      ['^0.0.3', '>=0.0.3 <0.0.4-0'],
      ['~1.2.3', '>=1.2.3 <1.3.0-0'],
      ['~1', '>=1.0.0 <2.0.0-0'],
      ['1.2.3 - 2.3.4', '>=1.2.3 <=2.3.4'],
      ['1.2 - 2.3.4', '>=1.2.0 <=2.3.4'],
      ['1.x', '>=1.0.0 <2.0.0-0'],
    ];
    for (const [range, expected] of cases) expect((await run({ range })).range, range).toBe(expected);
    expect((await run({ range: '*' })).range).toBe('*');
    expect((await run({ range: '1.x || >=2.5.0' })).comparatorSets).toEqual([['>=1.0.0', '<2.0.0-0'], ['>=2.5.0']]);
  });

  it('applies the pre-release rule and the include flag', async () => {
    const v = '1.2.3-alpha.7\n3.4.5-alpha.9\n3.4.5';
    const strict = await run({ range: '>1.2.3-alpha.3', versions: v });
    expect(strict.results.map((r) => r.satisfies)).toEqual([true, false, true]);
    const loose = await run({ range: '>1.2.3-alpha.3', versions: v, includePrerelease: true });
    expect(loose.results.map((r) => r.satisfies)).toEqual([true, true, true]);
    expect(loose.maxSatisfying).toBe('3.4.5');
  });

  it('marks invalid versions and describes a range alone', async () => {
    const out = await run({ range: '>=1', versions: `1.0.0\n${UNICODE_SAMPLE}` });
    expect(out.results[1]).toEqual({ version: UNICODE_SAMPLE, valid: false, satisfies: false });
    expect(out.summary).toBe('1 of 2 versions satisfy >=1 (1 not valid versions)');
    expect((await run({ range: '>=1' })).summary).toBe('>=1 means >=1.0.0');
    expect((await run({ range: '>2 <1' })).minVersion).toBeNull();
  });

  it('rejects invalid ranges', async () => {
    expect(await runError(tool, { range: '>=x.y' }, 'INVALID_INPUT')).toMatch(/is not a valid semver range/);
  });

  it('handles the largest allowed input', async () => {
    const versions = Array.from({ length: 10_000 }, (_, i) => `1.${i}.0`).join('\n');
    const out = await run({ range: '~1.42', versions });
    expect(out.summary).toBe('1 of 10000 versions satisfy ~1.42');
  });
});
