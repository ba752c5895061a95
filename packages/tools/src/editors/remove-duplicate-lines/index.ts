import { defineTool, success } from '@ctp/core';
import { joinLineRecords, splitLineRecords } from '../../_shared/line-records.js';
import definition from './definition.js';

const MAX_LISTED = 100;

/** Unicode full case folding, approximated: upper then lower maps ß → SS → ss, ς/σ → σ, K (Kelvin) → k. */
function fold(text: string): string {
  return text.toUpperCase().toLowerCase();
}

export default defineTool(definition, (params) => {
  const { lines, ends, finalNewline, eol } = splitLineRecords(params.text as string);
  const keepLast = params.keep === 'last';
  const caseSensitive = params.caseSensitive as boolean;
  const trim = params.trim as boolean;
  const ignoreBlank = params.ignoreBlank as boolean;

  const keyOf = (line: string): string | undefined => {
    if (ignoreBlank && line.trim() === '') return undefined;
    const key = trim ? line.trim() : line;
    return caseSensitive ? key : fold(key);
  };

  // count occurrences and find the kept index of every key
  const groups = new Map<string, { first: number; kept: number; count: number }>();
  const keys: (string | undefined)[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const key = keyOf(lines[i]!);
    keys[i] = key;
    if (key === undefined) continue;
    const group = groups.get(key);
    if (group) {
      group.count++;
      if (keepLast) group.kept = i;
    } else groups.set(key, { first: i, kept: i, count: 1 });
  }

  const keptLines: string[] = [];
  const keptEnds: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const key = keys[i];
    if (key !== undefined && groups.get(key)!.kept !== i) continue;
    keptLines.push(lines[i]!);
    keptEnds.push(ends[i]!);
  }

  const duplicates: { line: string; count: number }[] = [];
  let duplicateGroups = 0;
  for (const group of groups.values()) {
    if (group.count < 2) continue;
    duplicateGroups++;
    if (duplicates.length < MAX_LISTED) duplicates.push({ line: lines[group.kept]!, count: group.count });
  }

  return success({
    result: joinLineRecords(keptLines, keptEnds, finalNewline, eol),
    totalLines: lines.length,
    uniqueLines: keptLines.length,
    removedCount: lines.length - keptLines.length,
    duplicateGroups,
    duplicates,
    duplicatesTruncated: duplicateGroups > MAX_LISTED,
  });
});
