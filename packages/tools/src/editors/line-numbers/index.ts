import { defineTool, success } from '@ctp/core';
import { joinLineRecords, splitLineRecords } from '../../_shared/line-records.js';
import definition from './definition.js';

/**
 * A leading line number: optional indentation, digits, then either a punctuation
 * separator followed by a space/tab (or the end of the line) plus that one
 * space/tab, or a single space/tab, or the end of the line. "1.5" and "3rd" do
 * not match. Anchored and linear.
 */
const LEADING_NUMBER = /^[ \t]*\d+(?:[ \t]*[:.)\]|>-](?:[ \t]|$)|[ \t]|$)/;

function isBlank(line: string): boolean {
  return line.trim() === '';
}

export default defineTool(definition, (params) => {
  const { lines, ends, finalNewline, eol } = splitLineRecords(params.text);
  let changedLines = 0;

  if (params.mode === 'remove') {
    for (let i = 0; i < lines.length; i++) {
      const match = LEADING_NUMBER.exec(lines[i]!);
      if (!match) continue;
      lines[i] = lines[i]!.slice(match[0].length);
      changedLines++;
    }
  } else {
    const { start, step, padding, skipBlank } = params;
    const separator = params.separator.replaceAll('\\t', '\t');
    let count = 0;
    for (const line of lines) if (!skipBlank || !isBlank(line)) count++;
    const largest = start + step * Math.max(0, count - 1);
    const width = padding === 'none' ? 0 : Math.max(params.width, String(largest).length);
    const fill = padding === 'zeros' ? '0' : ' ';
    let n = start;
    for (let i = 0; i < lines.length; i++) {
      if (skipBlank && isBlank(lines[i]!)) continue;
      lines[i] = String(n).padStart(width, fill) + separator + lines[i]!;
      n += step;
      changedLines++;
    }
  }

  return success({ result: joinLineRecords(lines, ends, finalNewline, eol), lineCount: lines.length, changedLines });
});
