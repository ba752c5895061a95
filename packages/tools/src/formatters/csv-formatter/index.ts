import { defineTool, success, withWarnings } from '@ctp/core';
import { displayWidth } from '../../_shared/display-width.js';
import { chooseDelimiter, csvRecordLines, DELIMITERS, eachCsvRecord, readCsvRecordsLazily } from '../../_shared/csv-records.js';
import { LineJoiner } from '../../_shared/line-joiner.js';
import definition from './definition.js';

const MAX_LISTED = 10;

function listed(items: number[]): string {
  const shown = items.slice(0, MAX_LISTED).join(', ');
  return items.length > MAX_LISTED ? `${shown} and ${items.length - MAX_LISTED} more` : shown;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What JavaScript's \s matches (a field starting or ending with it is quoted to keep it visible). */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

export default defineTool(definition, (params) => {
  let text = params.csv;
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  const inputEol = /\r\n/.test(text) ? '\r\n' : /\r(?!\n)/.test(text) && !text.includes('\n') ? '\r' : '\n';
  // a final line break ends the last record (a slice, not a replace: no copy of a large input)
  const finalBreak = text.endsWith('\r\n') ? 2 : text.endsWith('\n') || text.endsWith('\r') ? 1 : 0;
  const finalNewline = finalBreak > 0;
  if (finalBreak) text = text.slice(0, -finalBreak);

  const delimiter = chooseDelimiter(text, params.inputDelimiter);
  const outDelimiter = DELIMITERS[params.outputDelimiter] ?? delimiter;

  const quoting = params.quoting;
  const eol = params.lineEnding === 'crlf' ? '\r\n' : params.lineEnding === 'lf' ? '\n' : inputEol;
  const special = (f: string) => f.includes(outDelimiter) || f.includes('"') || f.includes('\n') || f.includes('\r');
  let forcedQuotes = 0;
  const quote = (f: string): string => {
    if (quoting === 'all') return `"${f.replaceAll('"', '""')}"`;
    const needed = special(f);
    const wanted = needed || (quoting === 'minimal' && f !== '' && (isSpace(f.charCodeAt(0)) || isSpace(f.charCodeAt(f.length - 1))));
    if (!wanted) return f;
    if (quoting === 'none') forcedQuotes++;
    return `"${f.replaceAll('"', '""')}"`;
  };
  /** One record as an output row, straight from its fields (no array of quoted cells). */
  const rowOf = (r: string[]): string => {
    let row = r.length > 0 ? quote(r[0]!) : '';
    for (let j = 1; j < r.length; j++) row += outDelimiter + quote(r[j]!);
    return row;
  };

  // what every record adds to the stats: trimmed in place, ragged rows compared with the first
  // row (usually the header), the widest row
  const trim = params.trimFields;
  let rows = 0;
  let width = 0;
  let columns = 0;
  let ragged: number[] = [];
  const take = (r: string[]) => {
    if (trim) for (let i = 0; i < r.length; i++) r[i] = r[i]!.trim();
    if (rows === 0) width = columns = r.length;
    if (r.length !== width) ragged.push(rows);
    if (r.length > columns) columns = r.length;
    rows++;
  };

  let formatted: string | undefined;
  let malformedQuotes: number[] = [];
  let linesOfRecords = (indexes: number[]) => csvRecordLines(text, delimiter, params.skipEmptyLines, indexes);
  const align = params.align;
  if (!align) {
    // well-formed CSV is formatted a record at a time (no input's worth of record arrays), the
    // rows joined as they come (LineJoiner: a rope, no final join copying the whole output)
    const out = new LineJoiner(eol);
    const clean = eachCsvRecord(text, delimiter, params.skipEmptyLines, (r) => {
      take(r);
      out.push(rowOf(r));
    });
    if (clean) formatted = out.text() + (finalNewline && rows > 0 ? eol : '');
    else [rows, width, columns, ragged, forcedQuotes] = [0, 0, 0, [], 0]; // read again below, whole
  }
  if (formatted === undefined) {
    const read = readCsvRecordsLazily(text, delimiter, params.skipEmptyLines);
    if ('errorCode' in read) return read;
    const { records } = read;
    ({ malformedQuotes } = read);
    linesOfRecords = read.linesOfRecords;
    for (const r of records) take(r);
    let lines: string[];
    if (align) {
      const cells = records.map((r) => r.map(quote));
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
    } else lines = records.map(rowOf);
    formatted = lines.join(eol) + (finalNewline && lines.length > 0 ? eol : '');
  }

  const warnings: string[] = [];
  if (bom) warnings.push('The input starts with a byte order mark (U+FEFF); it was removed.');
  if (ragged.length) {
    const lines = linesOfRecords(ragged);
    warnings.push(`${plural(ragged.length, 'row has', 'rows have')} a different number of fields than the first row (${width}): line ${listed(lines)}. They were kept as they are.`);
  }
  if (malformedQuotes.length) {
    const lines = linesOfRecords(malformedQuotes);
    warnings.push(`Malformed quotes (text after a closing quote) in ${plural(malformedQuotes.length, 'record')}, kept as read (line ${listed(lines)}).`);
  }
  if (forcedQuotes) warnings.push(`${plural(forcedQuotes, 'field')} contain the delimiter, a quote or a line break and had to stay quoted.`);
  if (align) warnings.push('Columns were padded with spaces for reading: the output is no longer strict CSV (the padding becomes part of the values). Use it for display only.');
  const delimiterName = Object.keys(DELIMITERS).find((k) => DELIMITERS[k] === delimiter)!;
  return withWarnings(success({ formatted, rows, columns, delimiter: delimiterName }), warnings);
});
