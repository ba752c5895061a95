import { defineTool, failure, success } from '@ctp/core';
import semver, { type ReleaseType } from 'semver';
import { explainInvalidVersion } from '../../_shared/semver-text.js';
import definition from './definition.js';

const KINDS = ['major', 'minor', 'patch', 'premajor', 'preminor', 'prepatch', 'prerelease', 'release'] as const;

export default defineTool(definition, (params) => {
  const current = semver.parse(params.version.trim().replace(/^=+\s*/, ''));
  if (!current) return failure('INVALID_INPUT', explainInvalidVersion(params.version));
  const base = params.identifierBase;
  const bump = (kind: (typeof KINDS)[number]): string | null => {
    try {
      return semver.inc(current.version, kind as ReleaseType, {}, params.preid, base);
    } catch {
      return null;
    }
  };
  const all = Object.fromEntries(KINDS.map((k) => [k, bump(k)])) as Record<(typeof KINDS)[number], string | null>;
  const next = all[params.release];
  if (next === null)
    return failure('INVALID_INPUT', params.release === 'release' ? `${current.version} is not a pre-release, so there is nothing to release: choose major, minor or patch.` : `Cannot apply a ${params.release} bump to ${current.version}.`);
  return success({ next, all });
});
