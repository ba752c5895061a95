import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = {
  range: string;
  comparatorSets: string[][];
  minVersion: string | null;
  results: Array<{ version: string; line: number; valid: boolean; satisfies: boolean; reason: string | null }>;
  maxSatisfying: string | null;
  summary: string;
};
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
    expect(out.results[1]).toEqual({ version: UNICODE_SAMPLE, line: 2, valid: false, satisfies: false, reason: `"${UNICODE_SAMPLE}" has 1 numeric part; a semantic version has exactly three: MAJOR.MINOR.PATCH (e.g. 1.4.0).` });
    expect(out.summary).toBe('1 of 2 versions satisfy >=1 (1 not valid versions)');
    expect((await run({ range: '>=1' })).summary).toBe('>=1 means >=1.0.0');
    expect((await run({ range: '>2 <1' })).minVersion).toBeNull();
  });

  it('answers a malformed version with valid=false, satisfies=false, its line and the reason, not an error', async () => {
    const out = await run({ range: '^1.0.0', versions: '1.2.0\n\n%%% not valid {{{\n  1.02.0 \nv1.3.0\n1.4.0-01' });
    expect(out.results).toEqual([
      { version: '1.2.0', line: 1, valid: true, satisfies: true, reason: null },
      { version: '%%% not valid {{{', line: 3, valid: false, satisfies: false, reason: '"%%% not valid {{{" has 1 numeric part; a semantic version has exactly three: MAJOR.MINOR.PATCH (e.g. 1.4.0).' },
      { version: '1.02.0', line: 4, valid: false, satisfies: false, reason: '"1.02.0": "02" is not a valid number part (digits only, no leading zeros).' },
      { version: 'v1.3.0', line: 5, valid: true, satisfies: true, reason: null },
      { version: '1.4.0-01', line: 6, valid: false, satisfies: false, reason: expect.stringMatching(/the pre-release \(after "-"\) and build/) },
    ]);
    expect(out.summary).toBe('2 of 5 versions satisfy ^1.0.0 (3 not valid versions)');
  });

  it('refuses a malformed range (the rule, not what is checked) and a missing one', async () => {
    expect(await runError(tool, { range: '>=x.y' }, 'INVALID_INPUT')).toMatch(/is not a valid semver range/);
    expect(await runError(tool, { range: '%%% not valid {{{', versions: '1.0.0' }, 'INVALID_INPUT')).toMatch(/^"%%% not valid \{\{\{" is not a valid semver range/);
    await runError(tool, { range: '', versions: '1.0.0' }, 'MISSING_REQUIRED');
  });

  it('handles the largest allowed input', async () => {
    const versions = Array.from({ length: 10_000 }, (_, i) => `1.${i}.0`).join('\n');
    const out = await run({ range: '~1.42', versions });
    expect(out.summary).toBe('1 of 10000 versions satisfy ~1.42');
  });
});
