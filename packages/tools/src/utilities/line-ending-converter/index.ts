import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

const EOL: Record<string, string> = { lf: '\n', crlf: '\r\n', cr: '\r' };

interface Counts {
  lf: number;
  crlf: number;
  cr: number;
}

function countEndings(text: string): Counts {
  const counts = { lf: 0, crlf: 0, cr: 0 };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) counts.lf++;
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) {
        counts.crlf++;
        i++;
      } else counts.cr++;
    }
  }
  return counts;
}

function style({ lf, crlf, cr }: Counts): string {
  const kinds = [lf && 'LF', crlf && 'CRLF', cr && 'CR'].filter(Boolean) as string[];
  return kinds.length === 0 ? 'none' : kinds.length === 1 ? kinds[0]! : 'mixed';
}

export default defineTool(definition, (params) => {
  const text = params.text;
  const eol = EOL[params.target]!;
  let converted = text.replace(/\r\n|\r|\n/g, eol);
  const endsWithBreak = (s: string) => s.endsWith('\n') || s.endsWith('\r');
  if (params.finalNewline === 'ensure' && !endsWithBreak(converted)) converted += eol;
  else if (params.finalNewline === 'remove') converted = converted.replace(/[\r\n]+$/, '');
  const before = countEndings(text);
  const after = countEndings(converted);
  const breaks = after.lf + after.crlf + after.cr;
  const endsWithNewline = endsWithBreak(converted);
  return success({
    converted,
    detected: style(before),
    before,
    after,
    result: style(after),
    lineCount: breaks + (endsWithNewline ? 0 : 1) || 1,
    endsWithNewline,
    unicodeLineSeparators: text.match(/[\u0085\u2028\u2029]/g)?.length ?? 0,
    changed: converted !== text,
  });
});
