import { defineTool, failure, success, withWarnings } from '@ctp/core';
import type { Node } from 'jsonc-parser';
import { parseJsonText } from '../../_shared/json-text.js';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

type Dialect = 'postgresql' | 'mysql' | 'sqlite' | 'sqlserver';
type Kind = 'int' | 'decimal' | 'float' | 'boolean' | 'uuid' | 'date' | 'timestamp' | 'text' | 'json';

const ROWS_PER_INSERT = 1000; // SQL Server's limit for one VALUES list
const VARCHAR_MAX = 255;
const INT32 = 2n ** 31n;
const INT64 = 2n ** 63n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

interface Column {
  name: string;
  kinds: Set<Kind>;
  present: number;
  nulls: number;
  maxLength: number;
  intDigits: number; // decimal: digits before the point
  scale: number;
  maxInt: bigint; // largest magnitude of integers
  fraction: number; // timestamp fraction digits
  zoned: boolean;
  values: Set<string>;
  unique: boolean;
}

function validDate(y: string, m: string, d: string): boolean {
  const year = Number(y);
  const dim = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Number(m) - 1];
  return dim !== undefined && Number(d) >= 1 && Number(d) <= dim;
}

/** Compact JSON of a node, numbers as written (so nested big numbers keep their digits). */
function jsonText(node: Node, source: string): string {
  switch (node.type) {
    case 'object':
      return `{${(node.children ?? []).map((p) => `${JSON.stringify(p.children![0]!.value)}:${jsonText(p.children![1]!, source)}`).join(',')}}`;
    case 'array':
      return `[${(node.children ?? []).map((c) => jsonText(c, source)).join(',')}]`;
    case 'number':
      return source.slice(node.offset, node.offset + node.length);
    default:
      return JSON.stringify(node.value);
  }
}

function observe(col: Column, node: Node, source: string): void {
  col.present++;
  if (node.type === 'null') {
    col.nulls++;
    return;
  }
  const key = node.type === 'string' ? `s${node.value}` : node.type === 'number' ? `n${source.slice(node.offset, node.offset + node.length)}` : undefined;
  if (key === undefined || col.values.has(key)) col.unique = false;
  else if (col.unique) col.values.add(key);
  if (node.type === 'boolean') col.kinds.add('boolean');
  else if (node.type === 'object' || node.type === 'array') col.kinds.add('json');
  else if (node.type === 'number') {
    const literal = source.slice(node.offset, node.offset + node.length);
    const m = /^-?(\d+)(?:\.(\d+))?$/.exec(literal);
    if (!m) col.kinds.add('float');
    else if (m[2] === undefined) {
      col.kinds.add('int');
      const v = BigInt(literal);
      const abs = v < 0n ? -v - 1n : v; // -2^31 still fits in 32 bits
      if (abs > col.maxInt) col.maxInt = abs;
      col.intDigits = Math.max(col.intDigits, m[1]!.replace(/^0+(?=\d)/, '').length);
    } else {
      col.kinds.add('decimal');
      col.intDigits = Math.max(col.intDigits, m[1]!.replace(/^0+(?=\d)/, '').length);
      col.scale = Math.max(col.scale, m[2].length);
    }
  } else {
    const s = node.value as string;
    col.maxLength = Math.max(col.maxLength, [...s].length);
    const date = DATE.exec(s);
    const ts = TIMESTAMP.exec(s);
    if (UUID.test(s)) col.kinds.add('uuid');
    else if (date && validDate(date[1]!, date[2]!, date[3]!)) col.kinds.add('date');
    else if (ts && validDate(ts[1]!, ts[2]!, ts[3]!) && Number(ts[4]) < 24 && Number(ts[5]) < 60 && Number(ts[6] ?? 0) < 60) {
      col.kinds.add('timestamp');
      col.fraction = Math.max(col.fraction, ts[7]?.length ?? 0);
      if (ts[8]) col.zoned = true;
    } else col.kinds.add('text');
  }
}

/** One kind per column: numbers widen, dates widen to timestamps, anything else mixed is text. */
function resolveKind(kinds: Set<Kind>): Kind {
  if (kinds.size === 0) return 'text';
  if (kinds.size === 1) return [...kinds][0]!;
  const only = (...allowed: Kind[]) => [...kinds].every((k) => allowed.includes(k));
  if (only('int', 'decimal')) return 'decimal';
  if (only('int', 'decimal', 'float')) return 'float';
  if (only('date', 'timestamp')) return 'timestamp';
  return 'text';
}

function sqlType(col: Column, kind: Kind, d: Dialect, warn: (m: string) => void): string {
  switch (kind) {
    case 'int':
      if (col.maxInt < INT32) return d === 'mysql' || d === 'sqlserver' ? 'INT' : 'INTEGER';
      if (col.maxInt < INT64) return d === 'sqlite' ? 'INTEGER' : 'BIGINT';
      return d === 'sqlite' ? 'NUMERIC' : decimal(col.intDigits, 0, d, col.name, warn);
    case 'decimal':
      return d === 'sqlite' ? 'REAL' : decimal(col.intDigits + col.scale, col.scale, d, col.name, warn);
    case 'float':
      return { postgresql: 'DOUBLE PRECISION', mysql: 'DOUBLE', sqlite: 'REAL', sqlserver: 'FLOAT' }[d];
    case 'boolean':
      return { postgresql: 'BOOLEAN', mysql: 'BOOLEAN', sqlite: 'INTEGER', sqlserver: 'BIT' }[d];
    case 'uuid':
      return { postgresql: 'UUID', mysql: 'CHAR(36)', sqlite: 'TEXT', sqlserver: 'UNIQUEIDENTIFIER' }[d];
    case 'date':
      return d === 'sqlite' ? 'TEXT' : 'DATE';
    case 'timestamp': {
      const f = Math.min(col.fraction, 6);
      if (d === 'postgresql') return col.zoned ? 'TIMESTAMPTZ' : 'TIMESTAMP';
      if (d === 'mysql') return f ? `DATETIME(${f})` : 'DATETIME';
      if (d === 'sqlserver') return col.zoned ? 'DATETIMEOFFSET' : 'DATETIME2';
      return 'TEXT';
    }
    case 'json':
      return { postgresql: 'JSONB', mysql: 'JSON', sqlite: 'TEXT', sqlserver: 'NVARCHAR(MAX)' }[d];
    default: {
      const n = Math.max(col.maxLength, 1);
      if (d === 'sqlite') return 'TEXT';
      if (n > VARCHAR_MAX) return d === 'sqlserver' ? 'NVARCHAR(MAX)' : d === 'mysql' && n > 16_383 ? 'MEDIUMTEXT' : 'TEXT';
      return d === 'sqlserver' ? `NVARCHAR(${n})` : `VARCHAR(${n})`;
    }
  }
}

function decimal(precision: number, scale: number, d: Dialect, name: string, warn: (m: string) => void): string {
  const max = { postgresql: 1000, mysql: 65, sqlite: 1000, sqlserver: 38 }[d];
  if (precision > max) {
    warn(`Column ${name} needs ${precision} digits, more than the ${max} this dialect allows; it was capped.`);
    precision = max;
  }
  return `${d === 'postgresql' ? 'NUMERIC' : 'DECIMAL'}(${Math.max(precision, 1)},${Math.min(scale, precision)})`;
}

function quoteIdent(name: string, d: Dialect): string {
  if (d === 'mysql') return `\`${name.replaceAll('`', '``')}\``;
  if (d === 'sqlserver') return `[${name.replaceAll(']', ']]')}]`;
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteString(s: string, d: Dialect): string {
  // MySQL reads backslash escapes in strings (unless NO_BACKSLASH_ESCAPES), so backslashes are doubled too
  const body = d === 'mysql' ? s.replace(/[\\']/g, (c) => (c === '\\' ? '\\\\' : "''")).replaceAll('\0', '\\0') : s.replaceAll("'", "''");
  return `${d === 'sqlserver' ? 'N' : ''}'${body}'`;
}

function literal(node: Node | undefined, kind: Kind, d: Dialect, source: string): string {
  if (!node || node.type === 'null') return 'NULL';
  if (node.type === 'boolean' && kind === 'boolean') return d === 'postgresql' || d === 'mysql' ? (node.value ? 'TRUE' : 'FALSE') : node.value ? '1' : '0';
  if (node.type === 'number' && kind !== 'text') return source.slice(node.offset, node.offset + node.length);
  if (node.type === 'string') return quoteString(node.value as string, d);
  if (node.type === 'boolean') return quoteString(String(node.value), d);
  return quoteString(node.type === 'number' ? source.slice(node.offset, node.offset + node.length) : jsonText(node, source), d);
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
  const items = root.type === 'array' ? (root.children ?? []) : [root];
  if (root.type !== 'array' && root.type !== 'object') return failure('INVALID_INPUT', `Expected a JSON object or an array of objects, got a ${root.type}`);
  if (items.length === 0) return failure('INVALID_INPUT', 'The array is empty: give at least one object to infer the columns from');

  const d = params.dialect;
  const columns = new Map<string, Column>();
  const rows: Array<Map<string, Node>> = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.type !== 'object') return failure('INVALID_INPUT', `Row ${i} (${where(item)}) is a ${item.type}, not an object; every row must be an object whose keys are columns`);
    const row = new Map<string, Node>();
    for (const prop of item.children ?? []) {
      const name = prop.children![0]!.value as string;
      if (name === '') return failure('INVALID_INPUT', `Row ${i} has an empty key (${where(prop)}); a column needs a name`);
      if (row.has(name)) return failure('INVALID_INPUT', `Row ${i} has the key ${JSON.stringify(name)} twice (${where(prop)})`);
      row.set(name, prop.children![1]!);
      let col = columns.get(name);
      if (!col) {
        col = { name, kinds: new Set(), present: 0, nulls: 0, maxLength: 0, intDigits: 0, scale: 0, maxInt: 0n, fraction: 0, zoned: false, values: new Set(), unique: true };
        columns.set(name, col);
      }
      observe(col, prop.children![1]!, source);
    }
    rows.push(row);
  }
  if (columns.size === 0) return failure('INVALID_INPUT', 'The objects have no keys, so there are no columns');

  const warnings: string[] = [];
  const resolved = [...columns.values()].map((col) => {
    const kind = resolveKind(col.kinds);
    if (col.kinds.size === 0) warnings.push(`Column ${col.name} is always null; it was typed as text.`);
    else if (kind === 'text' && col.kinds.size > 1 && !col.kinds.has('text')) warnings.push(`Column ${col.name} mixes ${[...col.kinds].join(' and ')} values; it was typed as text.`);
    const nullable = col.nulls > 0 || col.present < rows.length;
    return { col, kind, type: sqlType(col, kind, d, (m) => warnings.push(m)), nullable };
  });
  const pk = params.primaryKey === 'auto' ? resolved.find((c) => c.col.name.toLowerCase() === 'id' && !c.nullable && c.col.unique && ['int', 'uuid', 'text'].includes(c.kind)) : undefined;

  const table = params.tableName.split('.').map((part) => quoteIdent(part, d)).join('.');
  const lines = resolved.map((c) => `  ${quoteIdent(c.col.name, d)} ${c.type}${c.nullable ? '' : ' NOT NULL'}`);
  if (pk) lines.push(`  PRIMARY KEY (${quoteIdent(pk.col.name, d)})`);
  let sql = `CREATE TABLE ${table} (\n${lines.join(',\n')}\n);\n`;
  if (params.inserts) {
    const names = resolved.map((c) => quoteIdent(c.col.name, d)).join(', ');
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const values = rows.slice(start, start + ROWS_PER_INSERT).map((row) => `  (${resolved.map((c) => literal(row.get(c.col.name), c.kind, d, source)).join(', ')})`);
      sql += `\nINSERT INTO ${table} (${names}) VALUES\n${values.join(',\n')};\n`;
    }
  }
  const out = resolved.map((c) => ({ name: c.col.name, type: c.type, nullable: c.nullable, primaryKey: c === pk }));
  return withWarnings(success({ sql, columns: out, rowCount: rows.length }), warnings);
});
