/**
 * "Send to…": the primary output of this tool becomes the main input of another (CyberChef's
 * chaining, derived from the definitions). A small dialog lists the tools that take text,
 * searchable; choosing one opens it with the output filled in (carried in the URL fragment),
 * or extends a recipe with it.
 */
import type { PageDefinition } from '../shared/page-definition.js';
import { searchIndex, type IndexEntry } from '../shared/search.js';
import { h } from './dom.js';
import { loadIndex } from './catalog-data.js';
import { go, toolUrlWithInput } from './navigate.js';
import { announce } from './results/actions.js';
import type { ShownResult } from './results/render.js';
import type { MountedTool } from './tool-app.js';
import { compressState } from './share.js';

export function setupSendTo(root: HTMLElement, definition: PageDefinition, mounted: MountedTool): void {
  const button = root.querySelector<HTMLButtonElement>('[data-action="send"]');
  if (!button) return;
  let text: string | undefined;
  root.addEventListener('ctp:shown', (event) => {
    text = (event as CustomEvent<ShownResult>).detail.mainText;
    button.disabled = text === undefined;
  });
  let dialog: HTMLDialogElement | undefined;
  let index: IndexEntry[] = [];
  let kinds = new Set<string>();

  const open = async () => {
    if (text === undefined) return;
    if (!dialog) dialog = build();
    dialog.showModal();
    const search = dialog.querySelector('input')!;
    search.value = '';
    search.focus();
    index = (await loadIndex()).filter((e) => e.input === 'text');
    // what the output is (JSON, Base64, a JWT…): a target that opens that kind gets its preset (decode mode…)
    const { detectKinds } = await import('@ctp/tools/detect');
    kinds = new Set(text.length <= 200_000 ? detectKinds(text).map((k) => k.kind) : []);
    fill('');
  };

  const build = () => {
    const search = h('input', { type: 'search', class: 'palette-input', placeholder: 'Which tool should take this output?', 'aria-label': 'Find a tool to send the output to', autocomplete: 'off', spellcheck: 'false' });
    const list = h('ul', { class: 'palette-list send-list', 'aria-label': 'Tools' });
    const note = h('p', { class: 'palette-hint' }, 'The output becomes the chosen tool’s input. Esc to close.');
    const d = h('dialog', { class: 'palette', 'aria-label': 'Send the output to another tool' }, h('h2', { class: 'palette-heading' }, 'Send to…'), search, list, note);
    search.addEventListener('input', () => fill(search.value));
    search.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') (event.preventDefault(), d.close());
      else if (event.key === 'Enter') {
        event.preventDefault();
        list.querySelector<HTMLAnchorElement>('a')?.click();
      }
    });
    d.addEventListener('click', (event) => {
      if (event.target === d) d.close();
    });
    d.addEventListener('close', () => button.focus());
    document.body.append(d);
    return d;
  };

  const fill = (query: string) => {
    const list = dialog!.querySelector('ul')!;
    const byId = new Map(index.map((e) => [e.id, e]));
    const opens = (id: string) => (byId.get(id)?.handles?.some((hd) => kinds.has(hd.kind)) ? 0 : 1);
    // the tools that open what this output is come first
    const ids = searchIndex(index, query)
      .map((id, i) => [id, i] as const)
      .sort((a, b) => opens(a[0]) - opens(b[0]) || a[1] - b[1])
      .map(([id]) => id)
      .slice(0, query ? 15 : 40);
    list.replaceChildren(
      ...ids.map((id) => {
        const entry = byId.get(id)!;
        const a = h('a', { href: `/tools/${id}`, class: 'send-link' }, h('span', { class: 'palette-title' }, entry.name), h('span', { class: 'palette-detail' }, entry.summary));
        a.addEventListener('click', async (event) => {
          event.preventDefault();
          const handler = entry.handles?.find((hd) => kinds.has(hd.kind));
          const url = await toolUrlWithInput(id, text ?? '', handler?.params ?? {}, handler?.input);
          if (url === `/tools/${id}`) announce('The output is too large to carry over in a link: the tool opens empty. Copy the output and paste it there.');
          go(url);
        });
        const recipe = h('a', { href: '/recipe', class: 'send-recipe', title: `A recipe: ${definition.name}, then ${entry.name}` }, '+ recipe');
        recipe.addEventListener('click', async (event) => {
          event.preventDefault();
          const { values } = await mounted.form.read();
          location.assign(await recipeUrl(definition, values, id));
        });
        return h('li', { class: 'send-row' }, a, recipe);
      }),
    );
  };
  button.addEventListener('click', () => void open());
}

/** A recipe page URL: this tool with its settings, then `next`; the input data rides in the fragment. */
async function recipeUrl(definition: PageDefinition, values: Record<string, unknown>, next: string): Promise<string> {
  const params = new URLSearchParams();
  let input = '';
  for (const [k, v] of Object.entries(values)) {
    if (k === definition.mainInput) input = typeof v === 'string' ? v : JSON.stringify(v);
    else if (typeof v !== 'object' || v === null) params.set(k, String(v));
  }
  const first = params.toString() ? `${definition.id}?${params}` : definition.id;
  const recipe = new URLSearchParams({ r: `${first} | ${next}` });
  return `/recipe?${recipe}#s=${await compressState({ input })}`;
}
