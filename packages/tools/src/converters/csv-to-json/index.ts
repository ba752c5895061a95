import { defineTool, success, withWarnings } from '@ctp/core';
import { chooseDelimiter, linesOf, readCsvRecords } from '../../_shared/csv-records.js';
import definition from './definition.js';

type Field = string | number | boolean | null;
type Row = Record<string, Field | Field[]> | Field[];

/** Key papaparse uses for fields beyond the header's columns. */
const EXTRA_KEY = '__parsed_extra';
const MAX_LISTED = 10;

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Dynamic typing that never loses information: a number only when written the
 * JSON way (no leading zeros or plus sign) and exactly representable as a
 * double (safe integers, ≤ 15 significant digits otherwise); true/false in any
 * case; empty → null. Everything else stays the string it was.
 */
function typed(value: string): Field {
  if (value === '') return null;
  const lower = value.length <= 5 ? value.toLowerCase() : '';
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (!JSON_NUMBER.test(value)) return value;
  const n = Number(value);
  if (!/[.eE]/.test(value)) return Number.isSafeInteger(n) ? n : value;
  const mantissa = value.replace(/^-/, '').replace(/[eE].*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  if (mantissa === '') return n; // a zero
  return Number.isFinite(n) && n !== 0 && mantissa.length <= 15 ? n : value;
}

/** Assigns a property even when it is named __proto__ (an own, enumerable property, as JSON.parse makes). */
function put(row: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(row, key, { value, enumerable: true, writable: true, configurable: true });
  else row[key] = value;
}

function listed(items: Array<string | number>): string {
  const shown = items.slice(0, MAX_LISTED).join(', ');
  return items.length > MAX_LISTED ? `${shown} and ${items.length - MAX_LISTED} more` : shown;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Column names: trimmed on request, empty ones named by position, duplicates suffixed _2, _3… */
function columnNames(raw: string[], trim: boolean, warnings: string[]): string[] {
  const names = raw.map((name) => (trim ? name.trim() : name));
  const used = new Set(names.filter((name) => name !== ''));
  const seen = new Set<string>();
  const unnamed: number[] = [];
  const renamed: string[] = [];
  const result = names.map((name, i) => {
    let out = name;
    if (out === '') {
      out = `column_${i + 1}`;
      for (let n = 2; used.has(out) || seen.has(out); n++) out = `column_${i + 1}_${n}`;
      unnamed.push(i + 1);
    } else if (seen.has(out)) {
      let n = 2;
      while (used.has(`${name}_${n}`) || seen.has(`${name}_${n}`)) n++;
      out = `${name}_${n}`;
      renamed.push(`${JSON.stringify(name)} (column ${i + 1}) → ${JSON.stringify(out)}`);
    }
    seen.add(out);
    return out;
  });
  if (unnamed.length) warnings.push(`Empty column names were named by position: ${listed(unnamed.map((i) => `column_${i}`))}`);
  if (renamed.length) warnings.push(`Duplicate column names were renamed: ${listed(renamed)}`);
  return result;
}

export default defineTool(definition, (params) => {
  let text = params.csv;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // a final line break ends the last record; it does not start an empty one
  text = text.replace(/(?:\r\n|\n|\r)$/, '');

  const delimiter = chooseDelimiter(text, params.delimiter);

  const read = readCsvRecords(text, delimiter, params.skipEmptyLines);
  if ('errorCode' in read) return read;
  const { records, starts, malformedQuotes } = read;

  const warnings: string[] = [];
  const header = params.header;
  const typing = params.dynamicTyping;
  const convert = (value: string): Field => (typing ? typed(value) : value);
  let columns: string[] = [];
  const rows: Row[] = [];
  const short: number[] = [];
  const long: number[] = [];
  const firstData = header ? 1 : 0;

  if (header && records.length > 0) columns = columnNames(records[0]!, params.trimHeaders, warnings);
  const width = header ? columns.length : (records[0]?.length ?? 0);
  for (let r = firstData; r < records.length; r++) {
    const fields = records[r]!;
    if (fields.length < width) short.push(r);
    else if (fields.length > width) long.push(r);
    if (!header) {
      rows.push(fields.map(convert));
      continue;
    }
    const row: Record<string, Field | Field[]> = {};
    for (let c = 0; c < columns.length; c++) put(row, columns[c]!, c < fields.length ? convert(fields[c]!) : null);
    if (fields.length > columns.length) put(row, EXTRA_KEY, fields.slice(columns.length).map(convert));
    rows.push(row);
  }

  const lineOfRecord = (indexes: number[]) => linesOf(text, indexes.map((i) => starts[i]!));
  if (short.length) {
    const what = header
      ? `${plural(short.length, 'row has', 'rows have')} fewer fields than the ${plural(width, 'column')}; the missing fields are null`
      : `${plural(short.length, 'row has', 'rows have')} fewer fields than the first row (${width})`;
    warnings.push(`${what} (line ${listed(lineOfRecord(short))})`);
  }
  if (long.length) {
    const what = header
      ? `${plural(long.length, 'row has', 'rows have')} more fields than the ${plural(width, 'column')}; the extra fields are kept in "${EXTRA_KEY}"`
      : `${plural(long.length, 'row has', 'rows have')} more fields than the first row (${width})`;
    warnings.push(`${what} (line ${listed(lineOfRecord(long))})`);
  }
  if (malformedQuotes.length)
    warnings.push(
      `Malformed quotes (text after a closing quote) in ${plural(malformedQuotes.length, 'record')}, kept as written (line ${listed(lineOfRecord(malformedQuotes))})`,
    );

  const indent = Number(params.indent);
  const json = JSON.stringify(rows, null, indent || undefined);
  return withWarnings(success({ json, rows, rowCount: rows.length, columns, delimiter }), warnings);
});
