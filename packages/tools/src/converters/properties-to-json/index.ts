import { defineTool, success, withWarnings } from '@ctp/core';
import { parse, parseLines } from 'dot-properties';
import { writeJson } from '../../_shared/json-input.js';
import definition from './definition.js';

export default defineTool(definition, (params) => {
  const lines = parseLines(params.properties);
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const line of lines) {
    if (!Array.isArray(line)) continue;
    const key = line[0]!;
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  }
  const tree = parse(lines, params.nested);
  const warnings = duplicates.size ? [`${duplicates.size} key(s) appear more than once; the last value counts: ${[...duplicates].slice(0, 5).join(', ')}.`] : [];
  return withWarnings(success({ json: writeJson(tree, Number(params.indent)), keys: seen.size, duplicates: [...duplicates] }), warnings);
});
