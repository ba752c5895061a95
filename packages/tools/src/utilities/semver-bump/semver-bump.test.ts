import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { next: string; all: Record<string, string | null> };
const bump = async (version: string, release: string, preid?: string, identifierBase?: string) =>
  (await runOk<Out>(tool, { version, release, ...(preid ? { preid } : {}), ...(identifierBase ? { identifierBase } : {}) })).next;

describe('semver-bump', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { version: '' }, 'MISSING_REQUIRED');
  });

  it('follows npm version for each kind (node-semver inc cases)', async () => {
    expect(await bump('1.2.3', 'major')).toBe('2.0.0');
    expect(await bump('1.2.3', 'minor')).toBe('1.3.0');
    expect(await bump('1.2.3', 'patch')).toBe('1.2.4');
    expect(await bump('1.2.3-tag', 'major')).toBe('2.0.0');
    expect(await bump('1.2.0-0', 'patch')).toBe('1.2.0');
    expect(await bump('1.2.3', 'prerelease')).toBe('1.2.4-0');
    expect(await bump('1.2.3-0', 'prerelease')).toBe('1.2.3-1');
    expect(await bump('1.2.3-alpha.0', 'prerelease', 'alpha')).toBe('1.2.3-alpha.1');
    expect(await bump('1.2.3-alpha.1', 'prerelease', 'beta')).toBe('1.2.3-beta.0');
    expect(await bump('1.2.3', 'premajor', 'rc', '1')).toBe('2.0.0-rc.1');
    expect(await bump('1.3.0-beta.2', 'release')).toBe('1.3.0');
  });

  it('explains bad versions and impossible releases', async () => {
    expect(await runError(tool, { version: '1.2.3', release: 'release' }, 'INVALID_INPUT')).toBe('1.2.3 is not a pre-release, so there is nothing to release: choose major, minor or patch.');
    expect(await runError(tool, { version: UNICODE_SAMPLE }, 'INVALID_INPUT')).toMatch(/numeric part/);
    await runError(tool, { version: '1.2.3', preid: 'a b' }, 'CONSTRAINT_VIOLATION');
  });

  it('handles the largest allowed input', async () => {
    const version = `1.2.3-${'a'.repeat(249)}`;
    expect(await bump(version, 'release')).toBe('1.2.3');
  });
});
