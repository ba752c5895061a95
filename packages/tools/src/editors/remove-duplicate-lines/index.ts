import { defineTool, success } from '@ctp/core';
import { joinLineRecords, splitLineRecords } from '../../_shared/line-records.js';
import { Dedupe } from './dedupe.js';
import definition from './definition.js';
import { dedupeStream } from './stream.js';

export default defineTool(
  definition,
  (params) => {
    const { lines, ends, finalNewline, eol, uniform } = splitLineRecords(params.text);
    const dedupe = new Dedupe(params);
    const keptEnds: string[] = [];
    let keptLines: readonly string[];
    const pushed: string[] = [];
    if (params.keep === 'first' && uniform && dedupe.isPlain) keptLines = dedupe.addAllPlainFirst(lines);
    else if (params.keep === 'first') {
      for (let i = 0; i < lines.length; i++) {
        if (!dedupe.add(lines[i]!)) continue;
        pushed.push(lines[i]!);
        if (!uniform) keptEnds.push(ends[i]!);
      }
      keptLines = pushed;
    } else {
      for (const line of lines) dedupe.add(line);
      const keep = dedupe.keptLast(lines);
      for (let i = 0; i < lines.length; i++) {
        if (!keep[i]) continue;
        pushed.push(lines[i]!);
        keptEnds.push(ends[i]!);
      }
      keptLines = pushed;
    }
    return success({ result: joinLineRecords(keptLines, keptEnds, finalNewline, eol, uniform), ...dedupe.stats() });
  },
  { stream: dedupeStream },
);
