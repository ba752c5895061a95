import { defineTool, failure, success } from '@ctp/core';
import { bytesFrom } from '../../_shared/bytes-source.js';
import definition from './definition.js';

const MAX_DUMP = 1_048_576;

const printable = (b: number) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.');
const LOWER = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const UPPER = LOWER.map((h) => h.toUpperCase());
/** Two hex digits per byte; set per call (xxd -u uppercases the bytes, never the offsets). */
let digits = LOWER;
const hex2 = (b: number) => digits[b]!;

function xxd(bytes: Uint8Array, start: number, columns: number, group: number): string[] {
  const lines: string[] = [];
  // xxd pads the hex area to the width of a full line: 2 digits per byte plus a space per group
  const width = columns * 2 + Math.ceil(columns / group);
  for (let i = 0; i < bytes.length; i += columns) {
    const row = bytes.subarray(i, i + columns);
    let hex = '';
    for (let j = 0; j < row.length; j++) hex += hex2(row[j]!) + ((j + 1) % group === 0 ? ' ' : '');
    lines.push(`${(start + i).toString(16).padStart(8, '0')}: ${hex.padEnd(width)} ${Array.from(row, printable).join('')}`);
  }
  return lines;
}

function canonical(bytes: Uint8Array, start: number, columns: number): string[] {
  const lines: string[] = [];
  let previous: string | undefined;
  let squeezed = false;
  for (let i = 0; i < bytes.length; i += columns) {
    const row = bytes.subarray(i, i + columns);
    const key = row.length === columns ? row.join(',') : undefined;
    // like hexdump, a full row equal to the one before is shown once as "*"
    if (key !== undefined && key === previous) {
      if (!squeezed) lines.push('*');
      squeezed = true;
      continue;
    }
    previous = key;
    squeezed = false;
    let hex = '';
    for (let j = 0; j < columns; j++) hex += (j < row.length ? `${hex2(row[j]!)} ` : '   ') + (j === 7 && columns > 8 ? ' ' : '');
    lines.push(`${(start + i).toString(16).padStart(8, '0')}  ${hex} |${Array.from(row, printable).join('')}|`);
  }
  lines.push((start + bytes.length).toString(16).padStart(8, '0'));
  return lines;
}

function plain(bytes: Uint8Array, columns: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += columns) lines.push(Array.from(bytes.subarray(i, i + columns), hex2).join(''));
  return lines;
}

function cArray(bytes: Uint8Array, columns: number, name: string): string[] {
  const lines = [`unsigned char ${name}[] = {`];
  for (let i = 0; i < bytes.length; i += columns) {
    const last = i + columns >= bytes.length;
    lines.push(`  ${Array.from(bytes.subarray(i, i + columns), (b) => `0x${hex2(b)}`).join(', ')}${last ? '' : ','}`);
  }
  lines.push('};', `unsigned int ${name}_len = ${bytes.length};`);
  return lines;
}

const DEFAULT_COLUMNS = { xxd: 16, canonical: 16, plain: 30, c: 12 } as const;

export default defineTool(definition, (params) => {
  const source = bytesFrom(params.file, params.text, params.inputEncoding);
  if (!source.ok) return failure('INVALID_INPUT', source.message);
  const all = source.bytes;
  if (params.offset > all.length) return failure('INVALID_INPUT', `The start offset ${params.offset} is past the end of the data (${all.length} bytes).`);
  const available = all.length - params.offset;
  const wanted = params.length === 0 ? available : Math.min(params.length, available);
  if (wanted > MAX_DUMP)
    return failure('CONSTRAINT_VIOLATION', `The data from offset ${params.offset} is ${available} bytes; a dump shows at most ${MAX_DUMP} bytes (1 MiB). Set length (and offset) to dump a slice.`);
  digits = params.uppercase ? UPPER : LOWER;
  const bytes = all.subarray(params.offset, params.offset + wanted);
  const columns = params.columns || DEFAULT_COLUMNS[params.format];
  const lines =
    params.format === 'xxd' ? xxd(bytes, params.offset, columns, params.groupSize)
    : params.format === 'canonical' ? canonical(bytes, params.offset, columns)
    : params.format === 'plain' ? plain(bytes, columns)
    : cArray(bytes, columns, params.variableName);
  const dump = lines.length ? `${lines.join('\n')}\n` : '';
  return success({ dump, bytesDumped: bytes.length, totalBytes: all.length });
});
