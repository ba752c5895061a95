/** Entry of /: filters the server-rendered tool list as you type (no request; the index is inlined). */
import { readJsonBlock } from './dom.js';
import { searchIndex, type IndexEntry } from './catalog-search.js';
import { setupThemeToggle } from './theme.js';

setupThemeToggle(document.getElementById('theme-toggle') as HTMLButtonElement | null);
const index = readJsonBlock<IndexEntry[]>('ctp-index') ?? [];
const search = document.getElementById('search') as HTMLInputElement;
const category = document.getElementById('category') as HTMLSelectElement;
const status = document.getElementById('count')!;
const items = new Map([...document.querySelectorAll<HTMLElement>('[data-tool]')].map((el) => [el.dataset.tool!, el]));
const list = document.getElementById('tools')!;

function update(): void {
  const ids = searchIndex(index, search.value, category.value);
  const shown = new Set(ids);
  for (const [id, el] of items) el.hidden = !shown.has(id);
  // ranked order while searching, catalog order otherwise
  const ordered = search.value.trim() ? ids : index.map((e) => e.id);
  for (const id of ordered) {
    const el = items.get(id);
    if (el) list.append(el);
  }
  status.textContent = `${ids.length} of ${index.length} tools`;
  const params = new URLSearchParams();
  if (search.value) params.set('q', search.value);
  if (category.value) params.set('category', category.value);
  const query = params.toString();
  history.replaceState(null, '', query ? `?${query}` : location.pathname);
}

const initial = new URLSearchParams(location.search);
search.value = initial.get('q') ?? '';
if ([...category.options].some((o) => o.value === initial.get('category'))) category.value = initial.get('category')!;
search.addEventListener('input', update);
category.addEventListener('change', update);
if (search.value || category.value) update();
