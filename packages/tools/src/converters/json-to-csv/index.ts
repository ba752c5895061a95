import { defineTool, failure, success, withWarnings } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import Papa from 'papaparse';
import { parseJsonText, printJson } from '../../_shared/json-text.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

const DELIMITERS: Record<string, string> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };
const NEWLINES: Record<string, string> = { lf: '\n', crlf: '\r\n' };
/** What spreadsheets read as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const MAX_WARNINGS = 20;
/** Sparse rows (every row with its own keys) make rows × columns cells; this bounds the table. */
const MAX_CELLS = 5_000_000;

type Nested = 'objects' | 'all' | 'json';

function kindOf(node: Node): string {
  switch (node.type) {
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    default:
      return 'null';
  }
}

/** A scalar as CSV text: numbers exactly as written, null as an empty cell. */
function scalarText(node: Node, source: string): { text: string; isString: boolean } {
  switch (node.type) {
    case 'string':
      return { text: node.value as string, isString: true };
    case 'number':
      return { text: source.slice(node.offset, node.offset + node.length), isString: false };
    case 'boolean':
      return { text: node.value ? 'true' : 'false', isString: false };
    default:
      return { text: '', isString: false };
  }
}

function tooMany(rows: number, columns: number) {
  const n = (x: number) => x.toLocaleString('en-US');
  return failure(
    'INVALID_INPUT',
    `The CSV would have ${n(rows)} rows × ${n(columns)} columns = ${n(rows * columns)} cells, more than the ${n(MAX_CELLS)} this tool writes; the rows have too many different keys (use nested "json" or "objects" if arrays are flattened)`,
  );
}

export default defineTool(definition, (params) => {
  const source = params.json;
  const parsed = parseJsonText(source);
  if (!parsed.ok) return failure('INVALID_INPUT', `Invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
  const root = parsed.json.root;
  const where = (node: Node) => {
    const { line, column } = lineColumn(source, node.offset);
    return `line ${line}, column ${column}`;
  };
  if (root.type !== 'array')
    return failure(
      'INVALID_INPUT',
      `Expected a JSON array of objects (one row each, keys are columns) or of arrays (rows of cells), such as [{"name":"Ada","age":36}]; got ${kindOf(root)}${root.type === 'object' ? '. To convert one object, wrap it in [ ]' : ''}`,
    );

  const items = root.children ?? [];
  const objects = items.length > 0 && items[0]!.type === 'object';
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const expected = objects ? 'object' : 'array';
    if (item.type !== expected) {
      const first = items[0]!;
      return failure(
        'INVALID_INPUT',
        first.type !== 'object' && first.type !== 'array'
          ? `Item 1 (at ${where(first)}) is ${kindOf(first)}: every item of the array must be an object (a row with named columns) or an array (a row of cells)`
          : `Item ${i + 1} (at ${where(item)}) is ${kindOf(item)}, but item 1 is ${kindOf(first)}: every item must be ${expected === 'object' ? 'an object' : 'an array'}`,
      );
    }
  }

  const nested = params.nested;
  const separator = params.separator;
  const escape = params.escapeFormulas;
  const cell = (text: string, isString: boolean) => (escape && isString && FORMULA_START.test(text) ? `'${text}` : text);
  const compact = (node: Node) => printJson({ root: node, source }, { indent: '' });
  const warnings: string[] = [];
  let collisions = 0;

  let fields: string[] | undefined;
  let rows: string[][];
  if (objects) {
    const columns = new Map<string, number>();
    rows = [];
    items.forEach((item, rowIndex) => {
      const row: string[] = [];
      const set = new Set<number>();
      const put = (column: string, text: string) => {
        let index = columns.get(column);
        if (index === undefined) {
          index = columns.size;
          columns.set(column, index);
        }
        if (set.has(index)) {
          collisions++;
          if (collisions <= MAX_WARNINGS)
            warnings.push(`Row ${rowIndex + 1} (at ${where(item)}): two values map to column ${JSON.stringify(column)} (a repeated key, or a key containing the path separator); the last one is kept`);
        }
        set.add(index);
        row[index] = text;
      };
      const visit = (node: Node, path: string) => {
        if (node.type === 'object' && nested !== 'json') {
          const props = node.children ?? [];
          if (props.length === 0) return put(path, '{}');
          for (const prop of props) visit(prop.children![1]!, path + separator + (prop.children![0]!.value as string));
          return;
        }
        if (node.type === 'array' && nested === 'all') {
          const elements = node.children ?? [];
          if (elements.length === 0) return put(path, '[]');
          elements.forEach((element, i) => visit(element, `${path}${separator}${i}`));
          return;
        }
        if (node.type === 'object' || node.type === 'array') return put(path, compact(node));
        const { text, isString } = scalarText(node, source);
        put(path, cell(text, isString));
      };
      for (const prop of item.children ?? []) visit(prop.children![1]!, prop.children![0]!.value as string);
      rows.push(row);
    });
    fields = [...columns.keys()];
    const width = fields.length;
    if (width * rows.length > MAX_CELLS) return tooMany(rows.length, width);
    for (const row of rows) for (let i = 0; i < width; i++) row[i] ??= '';
  } else {
    rows = items.map((item) =>
      (item.children ?? []).map((node) => {
        if (node.type === 'object' || node.type === 'array') return compact(node);
        const { text, isString } = scalarText(node, source);
        return cell(text, isString);
      }),
    );
    const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
    if (width * rows.length > MAX_CELLS) return tooMany(rows.length, width);
    for (const row of rows) while (row.length < width) row.push('');
  }
  if (collisions > MAX_WARNINGS) warnings.push(`${collisions - MAX_WARNINGS} more values mapped to a column already set in their row`);

  const columnCount = fields ? fields.length : (rows[0]?.length ?? 0);
  const header = objects && params.header;
  let csv = '';
  if (columnCount > 0) {
    const quoteAll = params.quoteAll;
    // with one column, an empty field alone on its line would read as a blank line: quote it
    const quotes = (value: unknown) => quoteAll || (columnCount === 1 && value === '');
    const data = header ? [fields!.map((name) => cell(name, true)), ...rows] : rows;
    csv = Papa.unparse(data, { delimiter: DELIMITERS[params.delimiter]!, newline: NEWLINES[params.lineEnding]!, quotes, header: false });
  }
  return withWarnings(success({ csv, rowCount: rows.length, columnCount, columns: fields ?? [] }), warnings);
});
