/**
 * Diffs from a tool's text operations (`{ type: added | removed | unchanged, value }`):
 * inline (insertions and deletions in one text) and side by side, with the changed words
 * highlighted inside aligned lines.
 */
import { h } from '../dom.js';
import { isRecord, type Rendered, type ViewContext } from './view.js';

export interface DiffOp {
  type: 'added' | 'removed' | 'unchanged';
  value: string;
}

interface Segment {
  text: string;
  mark?: 'added' | 'removed';
}
type Line = Segment[];

export interface DiffRow {
  left?: Line;
  right?: Line;
  leftNo?: number;
  rightNo?: number;
}

export function toOps(value: unknown): DiffOp[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter((op) => typeof op.value === 'string' && (op.type === 'added' || op.type === 'removed' || op.type === 'unchanged'))
    .map((op) => ({ type: op.type as DiffOp['type'], value: op.value as string }));
}

/**
 * Aligns the two sides: an unchanged newline ends a line on both sides at once (a sync
 * point); between sync points the side with fewer lines is padded with empty rows.
 */
export function sideBySide(ops: readonly DiffOp[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let left: Line = [];
  let right: Line = [];
  let blockLeft: Line[] = [];
  let blockRight: Line[] = [];
  let leftNo = 1;
  let rightNo = 1;
  const flushBlock = () => {
    const n = Math.max(blockLeft.length, blockRight.length);
    for (let i = 0; i < n; i++) {
      const row: DiffRow = {};
      if (i < blockLeft.length) Object.assign(row, { left: blockLeft[i], leftNo: leftNo++ });
      if (i < blockRight.length) Object.assign(row, { right: blockRight[i], rightNo: rightNo++ });
      rows.push(row);
    }
    blockLeft = [];
    blockRight = [];
  };
  for (const op of ops) {
    // both sides at the start of a line, with unchanged text coming: the pending block ends here
    if (op.type === 'unchanged' && left.length === 0 && right.length === 0 && (blockLeft.length > 0 || blockRight.length > 0)) flushBlock();
    const parts = op.value.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) {
        // a newline inside this op ends the current line on the op's side(s)
        if (op.type !== 'added') (blockLeft.push(left), (left = []));
        if (op.type !== 'removed') (blockRight.push(right), (right = []));
        if (op.type === 'unchanged') flushBlock();
      }
      if (part === '') return;
      if (op.type !== 'added') left.push(op.type === 'removed' ? { text: part, mark: 'removed' } : { text: part });
      if (op.type !== 'removed') right.push(op.type === 'added' ? { text: part, mark: 'added' } : { text: part });
    });
  }
  // a last line without a newline; text that ends with one has no empty line after it
  if (left.length > 0) blockLeft.push(left);
  if (right.length > 0) blockRight.push(right);
  flushBlock();
  return rows;
}

function lineCell(line: Line | undefined, side: 'left' | 'right'): HTMLElement {
  const td = h('td', { class: `diff-code ${line ? '' : 'diff-empty'}` });
  if (!line) return td;
  const changed = line.some((s) => s.mark);
  if (changed) td.classList.add(side === 'left' ? 'diff-line-removed' : 'diff-line-added');
  for (const seg of line) td.append(seg.mark ? h(seg.mark === 'added' ? 'ins' : 'del', {}, seg.text) : seg.text);
  return td;
}

const ROW_LIMIT = 5000;

function sideBySideTable(ops: readonly DiffOp[]): HTMLElement {
  const rows = sideBySide(ops);
  const table = h('table', { class: 'diff-table' });
  table.append(h('caption', { class: 'visually-hidden' }, 'Side-by-side difference: original on the left, changed on the right'));
  table.append(h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'diff-no' }, '#'), h('th', { scope: 'col' }, 'Original'), h('th', { scope: 'col', class: 'diff-no' }, '#'), h('th', { scope: 'col' }, 'Changed'))));
  const body = h('tbody', {});
  for (const row of rows.slice(0, ROW_LIMIT)) {
    body.append(
      h('tr', {}, h('td', { class: 'diff-no' }, row.leftNo ?? ''), lineCell(row.left, 'left'), h('td', { class: 'diff-no' }, row.rightNo ?? ''), lineCell(row.right, 'right')),
    );
  }
  table.append(body);
  const wrap = h('div', { class: 'diff-side', tabindex: '0', role: 'region', 'aria-label': 'Side by side' }, table);
  if (rows.length > ROW_LIMIT) wrap.append(h('p', { class: 'note' }, `Showing ${ROW_LIMIT} of ${rows.length} lines.`));
  return wrap;
}

function inline(ops: readonly DiffOp[]): HTMLElement {
  const pre = h('pre', { class: 'output diff-inline', tabindex: '0', role: 'region', 'aria-label': 'Inline difference' });
  for (const op of ops) pre.append(op.type === 'unchanged' ? op.value : h(op.type === 'added' ? 'ins' : 'del', {}, op.value));
  return pre;
}

/** Plain-text rendering of the ops (what Copy gives when the tool has no unified diff). */
export function opsText(ops: readonly DiffOp[]): string {
  return ops.map((op) => (op.type === 'unchanged' ? op.value : op.type === 'added' ? `{+${op.value}+}` : `[-${op.value}-]`)).join('');
}

export function diffView(value: unknown, ctx: ViewContext): Rendered {
  const ops = toOps(value);
  const stats = { added: 0, removed: 0 };
  for (const op of ops) if (op.type !== 'unchanged') stats[op.type]++;
  const views = { inline: inline(ops), side: sideBySideTable(ops) };
  const tabs = h('div', { class: 'segmented', role: 'group', 'aria-label': `${ctx.hint.label ?? ctx.key}: view` });
  const show = (which: 'inline' | 'side') => {
    views.inline.hidden = which !== 'inline';
    views.side.hidden = which !== 'side';
    for (const b of tabs.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.view === which));
  };
  for (const [which, label] of [['side', 'Side by side'], ['inline', 'Inline']] as const) {
    const b = h('button', { type: 'button', class: 'secondary small', 'data-view': which, 'aria-pressed': 'false' }, label);
    b.addEventListener('click', () => show(which));
    tabs.append(b);
  }
  show(ops.length > 0 && ops.some((op) => op.value.includes('\n')) ? 'side' : 'inline');
  const summary = h('p', { class: 'note diff-summary' }, ops.length === 0 ? 'No differences.' : `${stats.added} insertion${stats.added === 1 ? '' : 's'}, ${stats.removed} deletion${stats.removed === 1 ? '' : 's'}`);
  const element = h('div', { class: 'diff-view' }, h('div', { class: 'diff-bar' }, summary, tabs), views.side, views.inline);
  return { element, copyText: () => opsText(ops) };
}
