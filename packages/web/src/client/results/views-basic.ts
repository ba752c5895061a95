/** Text, code, JSON, lists, facts and tables. */
import { h } from '../dom.js';
import { copyButton } from './actions.js';
import { highlightInto } from './highlight.js';
import { asText, isRecord, SHOW_LIMIT, type Rendered, type ViewContext } from './view.js';

/**
 * A result region's accessible name: the field's label, unless it repeats a pane's own name
 * ("Output", "Input"), which would make two landmarks of one name (axe landmark-unique).
 */
export function regionName(label: string): string {
  return /^(input|output)$/i.test(label.trim()) ? `${label.trim()} value` : label;
}

/** A focusable block of preformatted text, cut at SHOW_LIMIT with a "show all" button. */
export function textBlock(text: string, options: { label: string; language?: string; mono?: boolean; primary?: boolean }): HTMLElement {
  // a focusable, scrollable region with a name (a plain <pre> may not carry aria-label)
  const pre = h('pre', {
    class: `output${options.mono === false ? ' prose' : ''}${options.primary ? ' primary-output' : ''}`,
    tabindex: '0',
    role: 'region',
    'aria-label': regionName(options.label),
    'data-language': options.language,
  });
  const wrap = h('div', { class: 'text-view' }, pre);
  const show = (full: boolean) => {
    const shown = full || text.length <= SHOW_LIMIT ? text : text.slice(0, SHOW_LIMIT);
    pre.textContent = shown;
    if (shown.length === text.length) void highlightInto(pre, shown, options.language);
  };
  show(false);
  if (text.length > SHOW_LIMIT) {
    const more = h('button', { type: 'button', class: 'secondary small' }, `Show all ${text.length.toLocaleString('en')} characters`);
    const note = h('p', { class: 'note truncated' }, `Showing the first ${SHOW_LIMIT.toLocaleString('en')} of ${text.length.toLocaleString('en')} characters. Copy and Download take all of it. `, more);
    more.addEventListener('click', () => {
      show(true);
      note.remove();
    });
    wrap.append(note);
  }
  return wrap;
}

export function textView(value: unknown, ctx: ViewContext): Rendered {
  const text = asText(value);
  return { element: textBlock(text, { label: ctx.hint.label ?? ctx.key, mono: ctx.primary, primary: ctx.primary }), copyText: () => text };
}

export function codeView(value: unknown, ctx: ViewContext): Rendered {
  const text = asText(value);
  return { element: textBlock(text, { label: ctx.hint.label ?? ctx.key, language: ctx.hint.language, primary: ctx.primary }), copyText: () => text };
}

export function jsonView(value: unknown, ctx: ViewContext): Rendered {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  return { element: textBlock(text, { label: ctx.hint.label ?? ctx.key, language: 'json', primary: ctx.primary }), copyText: () => text };
}

/** A scalar as people read it. */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 10_000 ? value.toLocaleString('en') : String(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const LIST_LIMIT = 500;

export function listView(value: unknown, ctx: ViewContext): Rendered {
  const items = Array.isArray(value) ? value : [value];
  const texts = items.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  const list = h('ol', { class: `item-list${ctx.primary ? ' primary-list' : ''}`, 'aria-label': ctx.hint.label ?? ctx.key });
  for (const [i, text] of texts.slice(0, LIST_LIMIT).entries()) {
    list.append(h('li', {}, h('code', { class: 'item-text' }, text), copyButton(() => text, `item ${i + 1}`)));
  }
  const element = h('div', { class: 'list-view' }, list);
  if (texts.length > LIST_LIMIT) element.append(h('p', { class: 'note' }, `Showing ${LIST_LIMIT} of ${texts.length} items; Copy takes them all.`));
  if (texts.length === 0) element.append(h('p', { class: 'note' }, 'No items.'));
  return { element, copyText: () => texts.join('\n') };
}

/** Label–value pairs: scalars of the data, or an object of scalars. */
export function factsList(rows: Array<[label: string, value: unknown]>, copyable = true): HTMLElement {
  const dl = h('dl', { class: 'facts' });
  for (const [label, value] of rows) {
    const text = scalarText(value);
    const dd = h('dd', {}, h('span', { class: `fact-value${typeof value === 'boolean' ? ` bool-${value}` : ''}` }, text));
    if (copyable && typeof value === 'string' && value.length >= 8) dd.append(copyButton(() => value, label));
    dl.append(h('dt', {}, label), dd);
  }
  return dl;
}

export function factsView(value: unknown, ctx: ViewContext): Rendered {
  if (isRecord(value)) {
    const rows = Object.entries(value).map(([k, v]) => [k, isRecord(v) || Array.isArray(v) ? JSON.stringify(v) : v] as [string, unknown]);
    return { element: factsList(rows), copyText: () => JSON.stringify(value, null, 2) };
  }
  return { element: factsList([[ctx.hint.label ?? ctx.key, value]]), copyText: () => scalarText(value) };
}

const TABLE_LIMIT = 500;
const DIFF_TYPES = new Set(['added', 'removed', 'changed', 'unchanged', 'moved']);

export function tableView(value: unknown, ctx: ViewContext): Rendered {
  const rows = (Array.isArray(value) ? value : []).filter(isRecord);
  if (rows.length === 0) return { element: h('p', { class: 'note' }, Array.isArray(value) && value.length === 0 ? 'None.' : asText(value)), copyText: () => asText(value) };
  const columns: string[] = [];
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const table = h('table', { class: 'data-table' });
  table.append(h('caption', { class: 'visually-hidden' }, ctx.hint.label ?? ctx.key));
  const head = h('tr', {});
  for (const c of columns) head.append(h('th', { scope: 'col' }, c));
  table.append(h('thead', {}, head));
  const body = h('tbody', {});
  for (const row of rows.slice(0, TABLE_LIMIT)) {
    const type = typeof row.type === 'string' && DIFF_TYPES.has(row.type) ? row.type : undefined;
    const tr = h('tr', { 'data-type': type });
    for (const c of columns) {
      const cell = row[c];
      tr.append(h('td', {}, cell === undefined ? '' : typeof cell === 'string' ? cell : scalarText(isRecord(cell) || Array.isArray(cell) ? JSON.stringify(cell) : cell)));
    }
    body.append(tr);
  }
  table.append(body);
  const element = h('div', { class: 'table-view', tabindex: '0', role: 'region', 'aria-label': regionName(ctx.hint.label ?? ctx.key) }, table);
  if (rows.length > TABLE_LIMIT) element.append(h('p', { class: 'note' }, `Showing ${TABLE_LIMIT} of ${rows.length} rows; Copy takes them all (as JSON).`));
  return { element, copyText: () => JSON.stringify(value, null, 2) };
}

/** A pass/fail boolean as a banner: "✓ Valid" / "✗ Not valid". */
export function verdictView(value: unknown, ctx: ViewContext): Rendered {
  const label = ctx.hint.label ?? ctx.key;
  const ok = value === true;
  const text = value === null || value === undefined ? `${label}: unknown` : ok ? label : `Not ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  const element = h('p', { class: `verdict verdict-${ok ? 'pass' : 'fail'}` }, h('span', { class: 'verdict-icon', 'aria-hidden': 'true' }, ok ? '✓' : '✗'), ` ${text}`);
  return { element, copyText: () => text };
}
