import { defineTool, failure, success, withWarnings } from '@ctp/core';
import Papa from 'papaparse';
import { displayWidth } from '../../_shared/display-width.js';
import definition from './definition.js';

const DELIMITERS: Record<string, string> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };
const GUESSABLE = [',', ';', '\t', '|'];
const MAX_LISTED = 10;

/** 1-based line numbers of ascending offsets, in one pass (\n, \r\n and lone \r end lines). */
function linesOf(text: string, offsets: number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let pos = 0;
  for (const offset of offsets) {
    for (; pos < offset && pos < text.length; pos++) {
      const c = text.charCodeAt(pos);
      if (c === 10 || (c === 13 && text.charCodeAt(pos + 1) !== 10)) line++;
    }
    lines.push(line);
  }
  return lines;
}

function listed(items: number[]): string {
  const shown = items.slice(0, MAX_LISTED).join(', ');
  return items.length > MAX_LISTED ? `${shown} and ${items.length - MAX_LISTED} more` : shown;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export default defineTool(definition, (params) => {
  let text = params.csv as string;
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  const inputEol = /\r\n/.test(text) ? '\r\n' : /\r(?!\n)/.test(text) && !text.includes('\n') ? '\r' : '\n';
  const finalNewline = /(?:\r\n|\n|\r)$/.test(text);
  text = text.replace(/(?:\r\n|\n|\r)$/, ''); // a final line break ends the last record

  let delimiter = DELIMITERS[params.inputDelimiter as string];
  if (delimiter === undefined) {
    const guess = Papa.parse<string[]>(text, { preview: 1, skipEmptyLines: true, delimitersToGuess: GUESSABLE });
    delimiter = GUESSABLE.includes(guess.meta.delimiter) ? guess.meta.delimiter : ',';
  }
  const outDelimiter = DELIMITERS[params.outputDelimiter as string] ?? delimiter;

  const records: string[][] = [];
  const starts: number[] = [];
  const malformedQuotes: number[] = [];
  let unterminated: number | undefined;
  let cursor = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    header: false,
    dynamicTyping: false,
    skipEmptyLines: params.skipEmptyLines as boolean,
    step: (result) => {
      let start = cursor;
      while (text.charCodeAt(start) === 10 || text.charCodeAt(start) === 13) start++;
      records.push(result.data);
      starts.push(start);
      cursor = result.meta.cursor;
      for (const error of result.errors) {
        if (error.code === 'MissingQuotes') unterminated ??= typeof error.index === 'number' ? error.index - 1 : start;
        else if (error.code === 'InvalidQuotes') malformedQuotes.push(records.length - 1);
      }
    },
  });
  if (unterminated !== undefined) {
    const [line] = linesOf(text, [unterminated]);
    return failure(
      'INVALID_INPUT',
      `Unterminated quoted field: the quote opened on line ${line} is never closed, so the rest of the input would become one field. Close it, or double every quote inside a quoted field ("").`,
    );
  }

  const trim = params.trimFields as boolean;
  if (trim) for (const r of records) for (let i = 0; i < r.length; i++) r[i] = r[i]!.trim();

  // ragged rows: compared with the first row (usually the header)
  const width = records[0]?.length ?? 0;
  let columns = width;
  const ragged: number[] = [];
  records.forEach((r, i) => {
    if (r.length !== width) ragged.push(i);
    if (r.length > columns) columns = r.length;
  });

  const quoting = params.quoting as string;
  const eol = params.lineEnding === 'crlf' ? '\r\n' : params.lineEnding === 'lf' ? '\n' : inputEol;
  const special = (f: string) => f.includes(outDelimiter) || f.includes('"') || f.includes('\n') || f.includes('\r');
  let forcedQuotes = 0;
  const quote = (f: string): string => {
    if (quoting === 'all') return `"${f.replaceAll('"', '""')}"`;
    const needed = special(f);
    const wanted = needed || (quoting === 'minimal' && f !== '' && (/^\s/.test(f) || /\s$/.test(f)));
    if (!wanted) return f;
    if (quoting === 'none') forcedQuotes++;
    return `"${f.replaceAll('"', '""')}"`;
  };
  const cells = records.map((r) => r.map(quote));

  const align = params.align as boolean;
  let lines: string[];
  if (align) {
    const widths: number[] = [];
    const cellWidths = cells.map((r) =>
      r.map((c, i) => {
        const w = c.includes('\n') || c.includes('\r') ? 0 : displayWidth(c);
        if (w > (widths[i] ?? 0)) widths[i] = w;
        return w;
      }),
    );
    const sep = outDelimiter === '\t' ? '\t' : `${outDelimiter} `;
    lines = cells.map((r, ri) => r.map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat((widths[i] ?? 0) - cellWidths[ri]![i]!))).join(sep));
  } else {
    lines = cells.map((r) => r.join(outDelimiter));
  }
  const formatted = lines.join(eol) + (finalNewline && lines.length > 0 ? eol : '');

  const warnings: string[] = [];
  if (bom) warnings.push('The input starts with a byte order mark (U+FEFF); it was removed.');
  if (ragged.length) {
    const rows = linesOf(text, ragged.map((i) => starts[i]!));
    warnings.push(`${plural(ragged.length, 'row has', 'rows have')} a different number of fields than the first row (${width}): line ${listed(rows)}. They were kept as they are.`);
  }
  if (malformedQuotes.length) {
    const rows = linesOf(text, malformedQuotes.map((i) => starts[i]!));
    warnings.push(`Malformed quotes (text after a closing quote) in ${plural(malformedQuotes.length, 'record')}, kept as read (line ${listed(rows)}).`);
  }
  if (forcedQuotes) warnings.push(`${plural(forcedQuotes, 'field')} contain the delimiter, a quote or a line break and had to stay quoted.`);
  if (align) warnings.push('Columns were padded with spaces for reading: the output is no longer strict CSV (the padding becomes part of the values). Use it for display only.');
  const delimiterName = Object.keys(DELIMITERS).find((k) => DELIMITERS[k] === delimiter)!;
  return withWarnings(success({ formatted, rows: records.length, columns, delimiter: delimiterName }), warnings);
});
