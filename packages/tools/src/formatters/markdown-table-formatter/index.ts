import { defineTool, failure, success, withWarnings } from '@ctp/core';
import { displayWidth } from '../../_shared/display-width.js';
import { splitLines } from '../../_shared/text.js';
import definition from './definition.js';

/** Splits a GFM table row on unescaped pipes; leading and trailing pipes are optional. */
function splitRow(line: string): { cells: string[]; pipes: number } {
  const cells: string[] = [];
  let cell = '';
  let pipes = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '\\' && i + 1 < line.length) {
      cell += c + line[++i];
    } else if (c === '|') {
      pipes++;
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  const trimmed = line.trim();
  if (trimmed.startsWith('|')) cells.shift();
  if (pipes > 0 && trimmed.endsWith('|') && !trimmed.endsWith('\\|') && cells.length > 0) cells.pop();
  return { cells: cells.map((c) => c.trim()), pipes };
}

type Align = 'none' | 'left' | 'center' | 'right';
const DELIMITER = /^(:?)-+(:?)$/;

export default defineTool(definition, (params) => {
  const { lines, eol } = splitLines(params.markdown);
  let first = 0;
  let last = lines.length - 1;
  while (first <= last && lines[first]!.trim() === '') first++;
  while (last >= first && lines[last]!.trim() === '') last--;
  const finalNewline = last < lines.length - 1;
  if (first > last) return failure('INVALID_INPUT', 'The input has no table: it contains only blank lines.');

  const header = splitRow(lines[first]!);
  if (header.pipes === 0) return failure('INVALID_INPUT', `Line ${first + 1} is not a table header row: it has no "|" column separator.`);
  if (first + 1 > last) return failure('INVALID_INPUT', `Line ${first + 2} should be the delimiter row (like "| --- | :-: |") under the header on line ${first + 1}, but the input ends there.`);
  const delimiter = splitRow(lines[first + 1]!);
  const aligns: Align[] = [];
  for (const [i, cell] of delimiter.cells.entries()) {
    const m = DELIMITER.exec(cell);
    if (!m || delimiter.pipes === 0) {
      return failure('INVALID_INPUT', `Line ${first + 2} is not a table delimiter row: cell ${i + 1} is ${JSON.stringify(cell)}; each cell must be dashes with optional colons (---, :--, :-:, --:) and the row needs "|" separators.`);
    }
    aligns.push(m[1] && m[2] ? 'center' : m[2] ? 'right' : m[1] ? 'left' : 'none');
  }
  if (aligns.length !== header.cells.length) {
    return failure('INVALID_INPUT', `Line ${first + 2}: the delimiter row has ${aligns.length} cells but the header on line ${first + 1} has ${header.cells.length}; they must match.`);
  }
  const columns = aligns.length;
  const rows: string[][] = [header.cells];
  const filled: number[] = [];
  const cut: number[] = [];
  for (let i = first + 2; i <= last; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      const next = lines.findIndex((l, j) => j > i && l.trim() !== '');
      return failure('INVALID_INPUT', `Line ${next + 1} comes after the blank line ${i + 1}, which ends the table; format one table at a time.`);
    }
    const { cells } = splitRow(line);
    if (cells.length < columns) {
      filled.push(i + 1);
      while (cells.length < columns) cells.push('');
    } else if (cells.length > columns) {
      if (cells.slice(columns).some((c) => c !== '')) cut.push(i + 1);
      cells.length = columns;
    }
    rows.push(cells);
  }

  const compact = params.mode === 'compact';
  let out: string[];
  if (compact) {
    const delim = aligns.map((a) => (a === 'left' ? ':--' : a === 'right' ? '--:' : a === 'center' ? ':-:' : '---'));
    out = rows.map((r) => `|${r.join('|')}|`);
    out.splice(1, 0, `|${delim.join('|')}|`);
  } else {
    const widths = rows.map((r) => r.map(displayWidth));
    const colWidth = aligns.map(() => 3);
    for (const w of widths) for (let c = 0; c < columns; c++) if (w[c]! > colWidth[c]!) colWidth[c] = w[c]!;
    const pad = (text: string, width: number, c: number): string => {
      const room = colWidth[c]! - width;
      const align = aligns[c];
      if (align === 'right') return ' '.repeat(room) + text;
      if (align === 'center') return ' '.repeat(room >> 1) + text + ' '.repeat(room - (room >> 1));
      return text + ' '.repeat(room);
    };
    out = rows.map((r, i) => `| ${r.map((cell, c) => pad(cell, widths[i]![c]!, c)).join(' | ')} |`);
    const delim = aligns.map((a, c) => {
      const w = colWidth[c]!;
      if (a === 'left') return ':' + '-'.repeat(w - 1);
      if (a === 'right') return '-'.repeat(w - 1) + ':';
      if (a === 'center') return ':' + '-'.repeat(w - 2) + ':';
      return '-'.repeat(w);
    });
    out.splice(1, 0, `| ${delim.join(' | ')} |`);
  }

  const warnings: string[] = [];
  const list = (n: number[]) => (n.length > 10 ? `${n.slice(0, 10).join(', ')}, …` : n.join(', '));
  if (filled.length) warnings.push(`${filled.length} row${filled.length === 1 ? '' : 's'} had fewer than ${columns} cells and were filled with empty cells (line${filled.length === 1 ? '' : 's'} ${list(filled)}).`);
  if (cut.length) warnings.push(`${cut.length} row${cut.length === 1 ? '' : 's'} had more than ${columns} cells; the extra cells were dropped, as GFM ignores them (line${cut.length === 1 ? '' : 's'} ${list(cut)}). Add header columns to keep them.`);
  const formatted = out.join(eol) + (finalNewline ? eol : '');
  return withWarnings(success({ formatted, rows: rows.length - 1, columns }), warnings);
});
