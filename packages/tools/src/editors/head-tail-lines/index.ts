import { defineTool, failure, success } from '@ctp/core';
import { splitLines } from '../../_shared/text.js';
import definition from './definition.js';

/** Resolves a 1-based line number (negative from the end) to a 0-based index, unclamped. */
function resolve(line: number, total: number): number {
  return line > 0 ? line - 1 : total + line;
}

export default defineTool(definition, (params) => {
  const { text, mode, count, invert } = params;

  const { lines, eol } = splitLines(text);
  const finalNewline = lines.length > 1 && lines[lines.length - 1] === '';
  if (finalNewline) lines.pop();
  const total = lines.length;

  // the selection is [start, end) of line indexes
  let start: number;
  let end: number;
  if (mode === 'first') {
    start = 0;
    end = count >= 0 ? count : total + count;
  } else if (mode === 'last') {
    start = count >= 0 ? total - count : -count;
    end = total;
  } else {
    const { from, to } = params;
    for (const [name, value] of [['from', from], ['to', to]] as const) {
      if (value === 0) return failure('INVALID_INPUT', `"${name}" is 0, but line numbers are 1-based: use 1 for the first line or -1 for the last`);
    }
    start = resolve(from, total);
    end = resolve(to, total) + 1;
  }
  start = Math.min(Math.max(start, 0), total);
  end = Math.min(Math.max(end, start), total);

  let kept: string[];
  let firstLine: number | null;
  if (!invert) {
    kept = lines.slice(start, end);
    firstLine = kept.length > 0 ? start + 1 : null;
  } else {
    kept = lines.slice(0, start).concat(lines.slice(end));
    firstLine = kept.length === 0 ? null : start > 0 ? 1 : end + 1;
  }
  // a kept line ends with a newline when it had one in the input: every line but the last, and the last when the text ended with one
  const lastKeptIsLast = kept.length > 0 && (invert ? end < total : end === total);
  const trailing = kept.length > 0 && (!lastKeptIsLast || finalNewline) ? eol : '';
  return success({ result: kept.join(eol) + trailing, totalLines: total, keptLines: kept.length, firstLine });
});
