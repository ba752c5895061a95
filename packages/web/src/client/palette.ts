/**
 * The command palette: a modal search over every tool from any page. Empty, it lists
 * favourite, recent and popular tools; typed, the ranked search (typos forgiven); pasted
 * data, the tools that open it ("Looks like a JWT"). Arrow keys move, Enter opens, Esc
 * closes. Built once, with createElement only.
 */
import { searchIndex, type IndexEntry } from '../shared/search.js';
import { h } from './dom.js';
import { loadIndex } from './catalog-data.js';
import type { Suggestion } from './detect-suggest.js';
import { favourites, recent } from './storage.js';
import { openWithInput } from './navigate.js';

interface Row {
  id: string;
  title: string;
  detail: string;
  go(): void;
}

let dialog: HTMLDialogElement | undefined;
let input: HTMLInputElement;
let list: HTMLElement;
let status: HTMLElement;
let rows: Row[] = [];
let active = 0;
let index: IndexEntry[] = [];
// the input detectors (~13 KB gzipped) load when the palette first opens, not with every page
let detector: typeof import('./detect-suggest.js') | undefined;
let detectorLoading: Promise<unknown> | undefined;
const loadDetector = () =>
  (detectorLoading ??= import('./detect-suggest.js').then((m) => {
    detector = m;
    if (dialog?.open && input.value.trim().length >= 3) update(); // a paste made before it arrived
  }));

function entryRow(entry: IndexEntry, group: string): Row {
  return { id: entry.id, title: entry.name, detail: `${group}${entry.summary}`, go: () => location.assign(`/tools/${entry.id}`) };
}

function render(): void {
  list.replaceChildren();
  rows.forEach((row, i) => {
    const li = h('li', { role: 'option', id: `palette-opt-${i}`, class: 'palette-row', 'aria-selected': String(i === active) }, h('span', { class: 'palette-title' }, row.title), h('span', { class: 'palette-detail' }, row.detail));
    li.addEventListener('click', () => row.go());
    li.addEventListener('pointermove', () => {
      if (active !== i) select(i);
    });
    list.append(li);
  });
  input.setAttribute('aria-activedescendant', rows.length ? `palette-opt-${active}` : '');
  status.textContent = rows.length === 0 ? 'No tools found.' : `${rows.length} result${rows.length === 1 ? '' : 's'}`;
}

function select(i: number): void {
  active = (i + rows.length) % Math.max(rows.length, 1);
  for (const [n, li] of [...list.children].entries()) li.setAttribute('aria-selected', String(n === active));
  input.setAttribute('aria-activedescendant', rows.length ? `palette-opt-${active}` : '');
  list.children[active]?.scrollIntoView({ block: 'nearest' });
}

function update(): void {
  const query = input.value;
  const byId = new Map(index.map((e) => [e.id, e]));
  rows = [];
  if (query.trim() === '') {
    const seen = new Set<string>();
    const add = (ids: readonly string[], group: string) => {
      for (const id of ids) {
        const e = byId.get(id);
        if (e && !seen.has(id)) (seen.add(id), rows.push(entryRow(e, group)));
      }
    };
    add(favourites(), '★ ');
    add(recent(), 'Recent · ');
    add(index.filter((e) => e.featured).map((e) => e.id), '');
  } else {
    const suggestions: Suggestion[] = query.length >= 3 && detector ? detector.detectTools(query, index) : [];
    for (const s of suggestions.slice(0, 4)) rows.push({ id: s.id, title: `Open in ${s.name}`, detail: `Looks like ${s.label}`, go: () => void openWithInput(s.id, query, s.params, s.input) });
    const shown = new Set(rows.map((r) => r.id));
    for (const id of searchIndex(index, query).slice(0, 12)) if (!shown.has(id)) rows.push(entryRow(byId.get(id)!, ''));
  }
  active = 0;
  render();
}

function build(): HTMLDialogElement {
  input = h('input', {
    type: 'search',
    class: 'palette-input',
    placeholder: 'Search tools, or paste something to open it…',
    'aria-label': 'Search tools',
    role: 'combobox',
    'aria-expanded': 'true',
    'aria-controls': 'palette-list',
    'aria-autocomplete': 'list',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  list = h('ul', { id: 'palette-list', role: 'listbox', class: 'palette-list', 'aria-label': 'Tools' });
  status = h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  const hint = h('p', { class: 'palette-hint' }, '↑↓ to move · Enter to open · Esc to close');
  const d = h('dialog', { class: 'palette', 'aria-label': 'Search tools' }, input, list, status, hint);
  input.addEventListener('input', update);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') (event.preventDefault(), dialog?.close()); // not "clear the search box" first
    else if (event.key === 'ArrowDown') (event.preventDefault(), select(active + 1));
    else if (event.key === 'ArrowUp') (event.preventDefault(), select(active - 1));
    else if (event.key === 'Enter') {
      event.preventDefault();
      rows[active]?.go();
    }
  });
  d.addEventListener('click', (event) => {
    if (event.target === d) d.close(); // a click on the backdrop
  });
  d.addEventListener('close', () => document.getElementById('palette-open')?.focus());
  document.body.append(d);
  return d;
}

export async function openPalette(query = ''): Promise<void> {
  void loadDetector();
  dialog ??= build();
  if (!dialog.open) dialog.showModal();
  input.value = query;
  input.focus();
  if (index.length === 0) {
    status.textContent = 'Loading…';
    index = await loadIndex();
  }
  update();
}
