import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { comparison: number; relation: string; difference: string | null };
const cmp = (a: string, b: string, coerce = false) => runOk<Out>(tool, { a, b, coerce });

describe('semver-compare', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { a: '', b: '1.0.0' }, 'MISSING_REQUIRED');
  });

  it('orders the precedence chain of the SemVer 2.0.0 spec (section 11)', async () => {
    const chain = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '2.0.0', '2.1.0', '2.1.1'];
    for (let i = 0; i + 1 < chain.length; i++) {
      expect((await cmp(chain[i]!, chain[i + 1]!)).comparison, `${chain[i]} < ${chain[i + 1]}`).toBe(-1);
      expect((await cmp(chain[i + 1]!, chain[i]!)).comparison).toBe(1);
    }
  });

  it('names the difference and ignores build metadata', async () => {
    expect(await cmp('1.0.0', '2.0.0')).toMatchObject({ difference: 'major', relation: '1.0.0 < 2.0.0' });
    expect((await cmp('1.2.3', '1.3.0-beta.1')).difference).toBe('preminor');
    expect(await cmp('1.0.0+build.1', '1.0.0+build.2')).toMatchObject({ comparison: 0, difference: null, relation: '1.0.0 = 1.0.0' });
    expect((await cmp('v1.2.3', '=1.2.3')).comparison).toBe(0);
  });

  it('coerces loose versions on request', async () => {
    expect((await cmp('v2', 'release-1.9', true)).relation).toBe('2.0.0 > 1.9.0');
  });

  it('explains invalid versions', async () => {
    expect(await runError(tool, { a: '1.2', b: '1.0.0' }, 'INVALID_INPUT')).toBe('Version A: "1.2" has 2 numeric parts; a semantic version has exactly three: MAJOR.MINOR.PATCH (e.g. 1.4.0). Turn on "coerce" to read "1.2" loosely.');
    expect(await runError(tool, { a: '1.0.0', b: '01.0.0' }, 'INVALID_INPUT')).toMatch(/"01" is not a valid number part/);
    expect(await runError(tool, { a: '1.0.0', b: `1.0.0-${UNICODE_SAMPLE}` }, 'INVALID_INPUT')).toMatch(/pre-release/);
    await runError(tool, { a: 'x'.repeat(257), b: '1.0.0' }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const long = `1.0.0-${'a'.repeat(250)}`;
    expect((await cmp(long, '1.0.0')).comparison).toBe(-1);
  });
});
