import { defineTool, failure, success, withWarnings } from '@ctp/core';
import Papa from 'papaparse';
import { chooseDelimiter, DELIMITERS, readCsvRecords } from '../../_shared/csv-records.js';
import definition from './definition.js';

const MAX_SELECTED = 100_000;

/** Whitespace-separated fields (awk style): runs of spaces and tabs, edges trimmed. */
function readWhitespace(text: string): string[][] {
  return text.split(/\r?\n|\r/).map((line) => {
    const trimmed = line.trim();
    return trimmed === '' ? [] : trimmed.split(/[ \t]+/);
  });
}

/** Resolves "1,3-5,-1,name" against `width` columns to 0-based indexes, in order. */
function resolveColumns(spec: string, width: number, header: string[] | undefined): number[] | string {
  const out: number[] = [];
  const index = (n: number, item: string): number | string => {
    if (n === 0) return `Column numbers start at 1 ("${item}")`;
    const i = n > 0 ? n - 1 : width + n;
    if (i < 0 || i >= width) return `Column ${n} in "${item}" does not exist: the input has ${width} column${width === 1 ? '' : 's'}`;
    return i;
  };
  for (const raw of spec.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const single = /^-?\d+$/.exec(item);
    const range = /^(-?\d+)?-(-?\d+)?$/.exec(item);
    if (single) {
      const i = index(Number(item), item);
      if (typeof i === 'string') return i;
      out.push(i);
    } else if (range) {
      const from = index(range[1] === undefined ? 1 : Number(range[1]), item);
      const to = index(range[2] === undefined ? -1 : Number(range[2]), item);
      if (typeof from === 'string') return from;
      if (typeof to === 'string') return to;
      const step = from <= to ? 1 : -1;
      for (let i = from; ; i += step) {
        out.push(i);
        if (i === to) break;
      }
    } else {
      if (!header) return `"${item}" is not a column number or range; turn on header to select columns by name`;
      let i = header.indexOf(item);
      if (i < 0) i = header.findIndex((h) => h.trim().toLowerCase() === item.toLowerCase());
      if (i < 0) return `No column named "${item}"; the header has: ${header.slice(0, 50).map((h) => JSON.stringify(h)).join(', ')}${header.length > 50 ? ', …' : ''}`;
      out.push(i);
    }
    if (out.length > MAX_SELECTED) return `The column list selects more than ${MAX_SELECTED.toLocaleString('en-US')} columns`;
  }
  return out;
}

export default defineTool(definition, (params) => {
  let text = params.text;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const finalNewline = /(?:\r\n|\n|\r)$/.test(text);
  text = text.replace(/(?:\r\n|\n|\r)$/, '');

  const whitespace = params.inputFormat === 'whitespace';
  let records: string[][];
  let inputDelimiter = ' ';
  if (whitespace) records = readWhitespace(text);
  else {
    inputDelimiter = chooseDelimiter(text, params.inputFormat);
    const read = readCsvRecords(text, inputDelimiter, true);
    if ('errorCode' in read) return read;
    records = read.records;
  }
  const width = records.reduce((max, r) => Math.max(max, r.length), 0);
  const header = params.header ? records[0] : undefined;
  const spec = resolveColumns(params.columns, width, header);
  if (typeof spec === 'string') return failure('INVALID_INPUT', spec);
  if (records.length === 0) return success({ result: '', rows: 0, columns: 0, selected: [], headers: [] });

  let picked: number[] = spec;
  if (params.mode === 'drop') {
    const dropped = new Set(spec);
    picked = [];
    for (let i = 0; i < width; i++) if (!dropped.has(i)) picked.push(i);
  }
  let missing = 0;
  let rows = records.map((r) =>
    picked.map((i) => {
      if (i < r.length) return r[i]!;
      missing++;
      return '';
    }),
  );
  if (params.mode === 'transpose') rows = picked.map((_, c) => rows.map((r) => r[c]!));

  const outName = params.outputDelimiter;
  const out = outName === 'space' ? ' ' : outName === 'same' ? inputDelimiter : DELIMITERS[outName]!;
  const lines = out === ' ' && (whitespace || outName === 'space') ? rows.map((r) => r.join(' ')).join(eol) : Papa.unparse(rows, { delimiter: out, newline: eol });
  const result = lines + (finalNewline && rows.length ? eol : '');

  const warnings: string[] = [];
  if (missing && params.mode !== 'transpose') warnings.push(`${missing} cell(s) were missing in short rows and were written as empty fields.`);
  if (missing && params.mode === 'transpose') warnings.push(`${missing} cell(s) were missing in short rows; they are empty in the transposed output.`);
  if (picked.length === 0) warnings.push('No column is left to output.');
  return withWarnings(
    success({ result, rows: rows.length, columns: rows.reduce((m, r) => Math.max(m, r.length), 0), selected: picked.map((i) => i + 1), headers: header ? picked.map((i) => header[i] ?? '') : [] }),
    warnings,
  );
});
