import { defineTool, failure, success } from '@ctp/core';
import semver from 'semver';
import { explainInvalidVersion } from '../../_shared/semver-text.js';
import definition from './definition.js';

const MAX_VERSIONS = 10_000;

export default defineTool(definition, (params) => {
  const options = { includePrerelease: params.includePrerelease };
  let range: semver.Range;
  try {
    range = new semver.Range(params.range, options);
  } catch (error) {
    return failure('INVALID_INPUT', `"${params.range}" is not a valid semver range (${error instanceof Error ? error.message : 'invalid'}). Examples: ^1.2.3, ~1.4, >=1.0.0 <2.0.0, 1.x || 2.x.`);
  }
  // the range is the rule (a bad one is an error); the versions are what is checked (a bad one is a verdict with its reason)
  const lines = (params.versions ?? '')
    .split(/\r\n|\r|\n/)
    .map((text, i) => ({ version: text.trim(), line: i + 1 }))
    .filter((l) => l.version !== '');
  if (lines.length > MAX_VERSIONS) return failure('INVALID_INPUT', `${lines.length} versions given; at most ${MAX_VERSIONS} are checked at once.`);
  const results = lines.map(({ version, line }) => {
    const valid = semver.valid(version) !== null;
    const reason = valid ? null : explainInvalidVersion(version, { coerceHint: false });
    return { version, line, valid, satisfies: valid && semver.satisfies(version, range, options), reason };
  });
  const matching = results.filter((r) => r.satisfies).map((r) => r.version);
  const max = semver.maxSatisfying(matching, range, options);
  const min = semver.minSatisfying(matching, range, options);
  const lowest = semver.minVersion(range);
  const invalidCount = results.filter((r) => !r.valid).length;
  const summary = lines.length === 0
    ? `${params.range.trim()} means ${range.range || '*'} (any version)`.replace(/ \(any version\)$/, range.range ? '' : ' (any version)')
    : `${matching.length} of ${lines.length} versions satisfy ${params.range.trim()}${invalidCount ? ` (${invalidCount} not valid versions)` : ''}`;
  return success({
    range: range.range || '*',
    comparatorSets: range.set.map((set) => set.map((c) => c.value || '*')),
    minVersion: lowest ? lowest.version : null,
    results,
    maxSatisfying: max ? semver.parse(max)!.version : null,
    minSatisfying: min ? semver.parse(min)!.version : null,
    summary,
  });
});
