import { defineTool, failure, success } from '@ctp/core';
import semver, { type SemVer } from 'semver';
import definition from './definition.js';

const MAX_LINES = 10_000;

export default defineTool(definition, (params) => {
  const lines = params.versions.split(/\r\n|\r|\n/);
  if (lines.length > MAX_LINES) return failure('INVALID_INPUT', `The list has ${lines.length} lines; at most ${MAX_LINES} are sorted at once.`);
  const entries: Array<{ text: string; version: SemVer }> = [];
  const invalid: Array<{ line: number; text: string }> = [];
  lines.forEach((raw, i) => {
    const text = raw.trim();
    if (text === '') return;
    const version = params.coerce ? semver.coerce(text, { includePrerelease: true }) : semver.parse(text.replace(/^=+\s*/, ''));
    if (version) entries.push({ text, version });
    else invalid.push({ line: i + 1, text: raw.length > 200 ? `${raw.slice(0, 200)}…` : raw });
  });
  // stable: equal versions keep their input order
  entries.sort((x, y) => semver.compare(x.version, y.version));
  if (params.order === 'descending') entries.reverse();
  const kept = params.unique ? entries.filter((e, i) => i === 0 || semver.compare(e.version, entries[i - 1]!.version) !== 0) : entries;
  const latest = kept.length === 0 ? '' : (params.order === 'descending' ? kept[0]! : kept[kept.length - 1]!).version.version;
  return success({ sorted: kept.map((e) => e.text).join('\n'), latest, count: kept.length, invalid });
});
