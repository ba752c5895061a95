import { defineTool, failure, success, withWarnings } from '@ctp/core';
import Papa from 'papaparse';
import { chooseDelimiter, DELIMITERS, linesOf, readCsvRecords } from '../../_shared/csv-records.js';
import definition from './definition.js';

const MAX_RAGGED_LISTED = 100;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A custom delimiter papaparse can use (it silently falls back to a comma on quotes, line breaks and BOMs). */
function customDelimiter(value: string, which: string): string | { error: string } {
  if (value.length === 0) return { error: `The custom ${which} delimiter is empty` };
  if (/["\r\n\ufeff]/.test(value)) return { error: `The custom ${which} delimiter ${JSON.stringify(value)} cannot contain a double quote, a line break or a byte order mark` };
  return value;
}

export default defineTool(definition, (params) => {
  let text = params.csv;
  const warnings: string[] = [];
  if (text.charCodeAt(0) === 0xfeff) {
    text = text.slice(1);
    warnings.push('The input starts with a byte order mark (U+FEFF); it was removed.');
  }
  const inputEol = text.includes('\r\n') ? '\r\n' : /\r(?!\n)/.test(text) && !text.includes('\n') ? '\r' : '\n';
  const finalNewline = /(?:\r\n|\n|\r)$/.test(text);
  text = text.replace(/(?:\r\n|\n|\r)$/, ''); // a final line break ends the last record, it does not start one

  let delimiter: string;
  if (params.inputDelimiter === 'custom') {
    const custom = customDelimiter(params.inputCustom, 'input');
    if (typeof custom !== 'string') return failure('INVALID_INPUT', custom.error);
    delimiter = custom;
  } else delimiter = chooseDelimiter(text, params.inputDelimiter);
  let outDelimiter: string;
  if (params.outputDelimiter === 'custom') {
    const custom = customDelimiter(params.outputCustom, 'output');
    if (typeof custom !== 'string') return failure('INVALID_INPUT', custom.error);
    outDelimiter = custom;
  } else outDelimiter = DELIMITERS[params.outputDelimiter]!;

  const read = readCsvRecords(text, delimiter, params.skipEmptyLines);
  if ('errorCode' in read) return read;
  const { records, starts, malformedQuotes } = read;

  const width = records[0]?.length ?? 0;
  const raggedIndexes: number[] = [];
  records.forEach((r, i) => r.length !== width && raggedIndexes.push(i));
  const raggedLines = linesOf(text, raggedIndexes.slice(0, MAX_RAGGED_LISTED).map((i) => starts[i]!));
  const raggedRows = raggedLines.map((line, k) => ({ row: raggedIndexes[k]! + 1, line, fields: records[raggedIndexes[k]!]!.length }));

  const newline = params.lineEnding === 'crlf' ? '\r\n' : params.lineEnding === 'lf' ? '\n' : inputEol;
  const quoting = params.quoting;
  const quotes = quoting === 'all' ? true : quoting === 'nonNumeric' ? (value: unknown) => !NUMBER.test(String(value)) : false;
  const unparse = (rows: string[][], q: typeof quotes) => Papa.unparse(rows, { delimiter: outDelimiter, newline, quotes: q, skipEmptyLines: false });
  let converted: string;
  if (records.length === 0) converted = '';
  else if (quoting === 'nonNumeric' && params.header) {
    converted = unparse([records[0]!], true) + (records.length > 1 ? newline + unparse(records.slice(1), quotes) : '');
  } else converted = unparse(records, quotes);
  if (finalNewline && records.length > 0) converted += newline;

  if (raggedIndexes.length) warnings.push(`${raggedIndexes.length} row(s) have a different number of fields than the first row (${width}); they were kept as they are.`);
  if (malformedQuotes.length) warnings.push(`Malformed quotes (text after a closing quote) in ${malformedQuotes.length} record(s), kept as read (line ${linesOf(text, malformedQuotes.slice(0, 10).map((i) => starts[i]!)).join(', ')}).`);
  if (outDelimiter !== delimiter && records.some((r) => r.some((f) => f.includes(outDelimiter))) && quoting === 'minimal')
    warnings.push(`Some fields contain the output delimiter ${JSON.stringify(outDelimiter)} and were quoted.`);
  return withWarnings(
    success({ converted, inputDelimiter: delimiter, outputDelimiter: outDelimiter, rows: records.length, columns: width, raggedRows, raggedRowCount: raggedIndexes.length }),
    warnings,
  );
});
