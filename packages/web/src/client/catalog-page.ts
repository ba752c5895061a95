/**
 * Entry of / (and of the 404 page): ranked search as you type (typos forgiven), Enter opens
 * the first hit, a category filter, favourites and recent tools, a compact list view, and a
 * paste box: paste JSON, a JWT, a timestamp… and the tools that open it are offered first.
 * The index is inlined; nothing is requested.
 */
import { searchIndex, type IndexEntry } from '../shared/search.js';
import { h, readJsonBlock } from './dom.js';
import { openWithInput } from './navigate.js';
import { setupShell } from './shell.js';
import { catalogView, favourites, recent, setCatalogView, toggleFavourite } from './storage.js';

setupShell();
const index = readJsonBlock<IndexEntry[]>('ctp-index') ?? [];
const byId = new Map(index.map((e) => [e.id, e]));
const search = document.getElementById('search') as HTMLInputElement | null;
const category = document.getElementById('category') as HTMLSelectElement | null;
const status = document.getElementById('count');
const browse = document.getElementById('browse');
const resultsSection = document.getElementById('results-section');
const results = document.getElementById('results');
const personal = document.getElementById('personal');
const detected = document.getElementById('detected');
const viewToggle = document.getElementById('view-toggle') as HTMLButtonElement | null;

function card(entry: IndexEntry): HTMLElement {
  const fav = h('button', { type: 'button', class: 'fav', 'aria-pressed': 'false', 'aria-label': `Favourite ${entry.name}` }, '☆');
  const li = h('li', { class: 'card', 'data-tool': entry.id }, h('h3', { class: 'card-name' }, h('a', { href: `/tools/${entry.id}` }, entry.name)), h('span', { class: 'badge' }, entry.category), h('p', {}, entry.summary), fav);
  wireFavourite(fav, entry.id);
  return li;
}

const favButtons = new Map<string, HTMLButtonElement[]>();
function showFavourite(id: string, on: boolean): void {
  for (const b of favButtons.get(id) ?? []) {
    b.setAttribute('aria-pressed', String(on));
    b.textContent = on ? '★' : '☆';
  }
}
function wireFavourite(button: HTMLButtonElement, id: string): void {
  favButtons.set(id, [...(favButtons.get(id) ?? []), button]);
  button.addEventListener('click', () => {
    showFavourite(id, toggleFavourite(id));
    renderPersonal();
  });
}

function renderPersonal(): void {
  if (!personal) return;
  const favs = favourites().filter((id) => byId.has(id));
  const recents = recent().filter((id) => byId.has(id) && !favs.includes(id));
  const row = (title: string, ids: string[]) =>
    ids.length ? h('div', { class: 'chip-row' }, h('h2', { class: 'chip-title' }, title), h('ul', { class: 'chips' }, ...ids.map((id) => h('li', {}, h('a', { href: `/tools/${id}`, class: 'chip' }, byId.get(id)!.name))))) : null;
  const rows = [row('★ Favourites', favs), row('Recently used', recents.slice(0, 8))].filter((r) => r !== null);
  personal.replaceChildren(...rows);
  document.documentElement.classList.toggle('has-personal', rows.length > 0);
}

let detectTimer: ReturnType<typeof setTimeout> | undefined;
/** The first "open in" suggestion for pasted data (Enter prefers it over a search hit). */
let suggested: (() => void) | undefined;
async function showDetected(text: string): Promise<void> {
  suggested = undefined;
  if (!detected) return;
  // a pasted value, not a search: several words of prose never look like data
  if (text.length < 3 || (/\s/.test(text.trim()) && text.length < 24 && !/[{}[\]<>:=]/.test(text))) {
    detected.hidden = true;
    return;
  }
  const { detectTools } = await import('./detect-suggest.js');
  const suggestions = detectTools(text, index).slice(0, 4);
  if (suggestions.length === 0) {
    detected.hidden = true;
    return;
  }
  const best = suggestions[0]!;
  suggested = () => void openWithInput(best.id, text, best.params, best.input);
  if (resultsSection && first === undefined) resultsSection.hidden = true;
  detected.replaceChildren(
    h('p', { class: 'detected-title' }, `Looks like ${best.label}:`),
    h(
      'ul',
      { class: 'chips' },
      ...suggestions.map((s) => {
        const a = h('a', { href: `/tools/${s.id}`, class: 'chip chip-primary' }, `Open in ${s.name}`);
        a.addEventListener('click', (event) => {
          event.preventDefault();
          void openWithInput(s.id, text, s.params, s.input);
        });
        return h('li', {}, a);
      }),
    ),
  );
  detected.hidden = false;
}

let first: string | undefined;
function update(writeUrl = true): void {
  const query = search?.value ?? '';
  const cat = category?.value ?? '';
  const searching = query.trim() !== '' || cat !== '';
  const ids = searchIndex(index, query, cat);
  first = ids[0];
  if (browse) browse.hidden = searching;
  if (resultsSection) resultsSection.hidden = !searching;
  if (searching && results) {
    results.replaceChildren(...ids.slice(0, 200).map((id) => card(byId.get(id)!)));
    if (ids.length === 0) results.append(h('li', { class: 'no-results' }, 'No tool matches. Try fewer or other words, or paste the data itself.'));
  }
  if (status) status.textContent = searching ? `${ids.length} of ${index.length} tools` : `${index.length} tools`;
  clearTimeout(detectTimer);
  detectTimer = setTimeout(() => void showDetected(query), 120);
  if (writeUrl) {
    const params = new URLSearchParams();
    // short queries only: a pasted document does not belong in the address bar
    if (query && query.length <= 100) params.set('q', query);
    if (cat) params.set('category', cat);
    const qs = params.toString();
    history.replaceState(null, '', qs ? `?${qs}` : location.pathname);
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('.card .fav')) {
  const id = button.closest<HTMLElement>('[data-tool]')?.dataset.tool;
  if (id) wireFavourite(button, id);
}
for (const id of favourites()) showFavourite(id, true);
renderPersonal();

if (viewToggle) {
  const apply = (view: 'grid' | 'list') => {
    document.documentElement.classList.toggle('view-list', view === 'list');
    viewToggle.setAttribute('aria-pressed', String(view === 'list'));
  };
  apply(catalogView());
  viewToggle.addEventListener('click', () => {
    const next = catalogView() === 'list' ? 'grid' : 'list';
    setCatalogView(next);
    apply(next);
  });
}

if (search) {
  const initial = new URLSearchParams(location.search);
  search.value = initial.get('q') ?? '';
  if (category && [...category.options].some((o) => o.value === initial.get('category'))) category.value = initial.get('category')!;
  search.addEventListener('input', () => update());
  category?.addEventListener('change', () => update());
  search.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    if (suggested) {
      event.preventDefault();
      suggested();
    } else if (first) {
      event.preventDefault();
      location.assign(`/tools/${first}`);
    }
  });
  if (search.value || category?.value) update(false);
}
