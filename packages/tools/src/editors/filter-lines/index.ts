import { defineTool, failure, success } from '@ctp/core';
import { joinLineRecords, splitLineRecords } from '../../_shared/line-records.js';
import definition from './definition.js';

/** Case-insensitive comparison key: upper then lower approximates Unicode full case folding (ß ~ SS, ς ~ σ). */
function fold(text: string): string {
  return text.toUpperCase().toLowerCase();
}

const HINTS: Record<string, string> = {
  'Invalid escape': 'in Unicode mode only syntax characters ^$\\.*+?()[]{}|/ may be escaped outside a class, so write - " \' : without a backslash',
  'Lone quantifier brackets': 'in Unicode mode a literal { } or ] must be escaped as \\{ \\} \\]',
};

function regexError(error: unknown, flags: string): string {
  const message = error instanceof Error ? error.message : String(error);
  // V8: "Invalid regular expression: /<pattern>/<flags>: <reason>": drop the (possibly long) pattern
  const marker = `/${flags}: `;
  const at = message.lastIndexOf(marker);
  const reason = at === -1 ? message.replace(/^Invalid regular expression:\s*/, '') : message.slice(at + marker.length);
  const hint = HINTS[reason];
  return `Invalid regular expression: ${reason}${hint ? ` (${hint})` : ''}`;
}

export default defineTool(definition, (params, context) => {
  const { pattern, match: mode, caseSensitive } = params;
  const keep = params.action === 'keep';

  let test: (line: string) => boolean;
  if (mode === 'regex') {
    const flags = caseSensitive ? 'u' : 'iu';
    let re: RegExp;
    try {
      re = new RegExp(pattern, flags);
    } catch (error) {
      return failure('INVALID_INPUT', regexError(error, flags));
    }
    test = (line) => re.test(line);
  } else {
    const needle = caseSensitive ? pattern : fold(pattern);
    const key = caseSensitive ? (line: string) => line : fold;
    test =
      mode === 'startsWith'
        ? (line) => key(line).startsWith(needle)
        : mode === 'endsWith'
          ? (line) => key(line).endsWith(needle)
          : mode === 'equals'
            ? (line) => key(line) === needle
            : (line) => key(line).includes(needle);
  }

  const { lines, ends, finalNewline, eol } = splitLineRecords(params.text);
  const keptLines: string[] = [];
  const keptEnds: string[] = [];
  let matchedLines = 0;
  for (let i = 0; i < lines.length; i++) {
    if ((i & 0x3ff) === 0 && context.signal.aborted) return failure('TIMEOUT', `Stopped at the time limit at line ${i + 1} of ${lines.length}`);
    const matched = test(lines[i]!);
    if (matched) matchedLines++;
    if (matched !== keep) continue;
    keptLines.push(lines[i]!);
    keptEnds.push(ends[i]!);
  }

  return success({
    result: joinLineRecords(keptLines, keptEnds, finalNewline, eol),
    matchedLines,
    keptLines: keptLines.length,
    totalLines: lines.length,
  });
});
