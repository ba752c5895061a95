import { defineTool, failure, success } from '@ctp/core';
import semver, { type SemVer } from 'semver';
import { explainInvalidVersion, type VersionParts } from '../../_shared/semver-text.js';
import definition from './definition.js';

export function readVersion(text: string, coerce: boolean): SemVer | null {
  return coerce ? semver.coerce(text, { includePrerelease: true }) : semver.parse(text.trim().replace(/^=+\s*/, ''));
}

export function partsOf(v: SemVer): VersionParts {
  return { version: v.version, major: v.major, minor: v.minor, patch: v.patch, prerelease: [...v.prerelease], build: [...v.build] };
}

export default defineTool(definition, (params) => {
  const a = readVersion(params.a, params.coerce);
  if (!a) return failure('INVALID_INPUT', `Version A: ${explainInvalidVersion(params.a)}`);
  const b = readVersion(params.b, params.coerce);
  if (!b) return failure('INVALID_INPUT', `Version B: ${explainInvalidVersion(params.b)}`);
  const comparison = semver.compare(a, b);
  const sign = comparison < 0 ? '<' : comparison > 0 ? '>' : '=';
  return success({
    comparison,
    relation: `${a.version} ${sign} ${b.version}`,
    difference: semver.diff(a, b),
    a: partsOf(a),
    b: partsOf(b),
  });
});
