import { defineTool, success, withWarnings } from '@ctp/core';
import { parse } from 'ini';
import { writeJson } from '../../_shared/json-input.js';
import definition from './definition.js';

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** Plain decimal strings as numbers, except values written in quotes (their paths are in `quoted`). */
function typed(value: unknown, path: string, quoted: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return NUMBER.test(value) && !quoted.has(path) && Number.isSafeInteger(Math.trunc(Number(value))) ? Number(value) : value;
  if (Array.isArray(value)) return value.map((v) => typed(v, path, quoted));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typed(v, path ? `${path}\u0000${k}` : k, quoted)]));
  return value;
}

export default defineTool(definition, (params) => {
  const sections: string[] = [];
  const duplicates = new Set<string>();
  let section = '';
  const seen = new Set<string>();
  const quoted = new Set<string>();
  for (const raw of params.ini.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith(';') || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!.trim();
      sections.push(section);
      continue;
    }
    const eq = line.indexOf('=');
    const key = (eq < 0 ? line : line.slice(0, eq)).trim();
    if (eq >= 0 && /^["']/.test(line.slice(eq + 1).trim())) quoted.add([...(section ? section.split('.') : []), key.replace(/\[\]$/, '')].join('\u0000'));
    if (key.endsWith('[]')) continue;
    const full = `${section}\u0000${key}`;
    if (seen.has(full)) duplicates.add(section ? `${section}.${key}` : key);
    seen.add(full);
  }
  const parsed = parse(params.ini);
  const value = params.numbers ? typed(parsed, '', quoted) : parsed;
  const warnings = duplicates.size ? [`Repeated keys (the last value counts): ${[...duplicates].slice(0, 5).join(', ')}.`] : [];
  return withWarnings(success({ json: writeJson(value, Number(params.indent)), sections }), warnings);
});
