/**
 * Entry of /recipe: hydrates each step's form, runs the chain in the browser as you type (each
 * step in its tool's worker; a newer input drops the older chain), shows every step's output
 * and the last one's in full, and keeps the recipe in the URL (settings in the query, the
 * input in the fragment). Steps are added, moved and removed by loading the edited recipe.
 */
import { pipedText, prepareValues, recipeToText, stepValues, type RecipeStep, type ToolResult } from '@ctp/core';
import { runsOnServer, type PageDefinition } from '../shared/page-definition.js';
import { searchIndex } from '../shared/search.js';
import { h, readJsonBlock } from './dom.js';
import { hydrateForm, type ToolForm } from './form.js';
import { loadIndex } from './catalog-data.js';
import { announce, copyText, saveBlob } from './results/actions.js';
import { renderResult, type ShownResult } from './results/render.js';
import { toolPort } from './tool-port.js';
import { createRunner, type Runner, type WorkerPort } from './runner.js';
import { decodeState, compressState } from './share.js';
import { setupShell } from './shell.js';

interface StepData {
  definition: PageDefinition;
  params: Record<string, unknown>;
}

setupShell();
const steps = readJsonBlock<StepData[]>('ctp-recipe') ?? [];
const config = readJsonBlock<{ worker: string }>('ctp-config')!;
const input = document.getElementById('recipe-input') as HTMLTextAreaElement;
const results = document.getElementById('recipe-results')!;
const state = document.getElementById('recipe-state')!;
const textBox = document.getElementById('recipe-text') as HTMLInputElement;
const cards = [...document.querySelectorAll<HTMLElement>('.recipe-step')];
const copyBtn = document.querySelector<HTMLButtonElement>('.output-pane [data-action="copy"]')!;
const downloadBtn = document.querySelector<HTMLButtonElement>('.output-pane [data-action="download"]')!;

const forms: Array<ToolForm | undefined> = steps.map((s, n) => {
  const el = document.getElementById(`s${n}-form`) as HTMLFormElement | null;
  return el ? hydrateForm(el, s.definition, `s${n}`) : undefined;
});
const runners: Runner[] = steps.map((s) =>
  createRunner({
    toolId: s.definition.id,
    timeoutMs: s.definition.timeoutMs,
    spawn: () => toolPort(s.definition, () => new Worker(config.worker, { type: 'module', name: s.definition.id }) as unknown as WorkerPort),
  }),
);

/** The recipe as it stands: each step's settings that differ from the defaults. */
async function currentRecipe(): Promise<RecipeStep[]> {
  return Promise.all(
    steps.map(async (s, n) => {
      const form = forms[n];
      const params: Record<string, unknown> = {};
      if (form) {
        for (const [k, v] of Object.entries(form.shareable())) params[k] = v;
      }
      return Object.keys(params).length ? { tool: s.definition.id, params } : { tool: s.definition.id };
    }),
  );
}

function recipeText(list: readonly RecipeStep[]): string {
  return list.length ? recipeToText({ steps: [...list] }) : '';
}

async function go(list: readonly RecipeStep[]): Promise<void> {
  const text = recipeText(list);
  const fragment = input.value ? `#s=${await compressState({ input: input.value })}` : '';
  location.assign(`/recipe${text ? `?${new URLSearchParams({ r: text })}` : ''}${fragment}`);
}

let urlTimer: ReturnType<typeof setTimeout> | undefined;
function syncUrl(): void {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(async () => {
    const text = recipeText(await currentRecipe());
    textBox.value = text;
    const fragment = input.value && input.value.length < 200_000 ? `#s=${await compressState({ input: input.value })}` : '';
    history.replaceState(null, '', `/recipe${text ? `?${new URLSearchParams({ r: text })}` : ''}${fragment}`);
  }, 300);
}

function showStepOutput(n: number, text: string | undefined, failed?: string): void {
  const box = cards[n]?.querySelector<HTMLDetailsElement>('.step-output');
  if (!box) return;
  box.hidden = text === undefined && failed === undefined;
  box.classList.toggle('failed', failed !== undefined);
  const pre = box.querySelector('pre')!;
  pre.textContent = failed ?? (text !== undefined && text.length > 20_000 ? `${text.slice(0, 20_000)}\n…` : (text ?? ''));
  if (failed) box.open = true;
}

let shown: ShownResult = {};
let generation = 0;
async function runChain(explicit: boolean): Promise<void> {
  if (steps.length === 0) return;
  const mine = ++generation;
  let piped: string | undefined = input.value === '' ? undefined : input.value;
  let last: ToolResult | undefined;
  let lastValues: Record<string, unknown> = {};
  let failedStep = -1;
  state.textContent = 'Running…';
  for (const [n, step] of steps.entries()) {
    const read = forms[n] ? await forms[n]!.read() : { values: {}, issues: [] };
    const values = stepValues(step.definition, read.values, piped);
    const prepared = prepareValues(step.definition.parameters, values, { limits: runsOnServer(step.definition) ? 'definition' : 'none' });
    if (!prepared.ok) {
      if (!explicit && n === 0 && piped === undefined) {
        results.replaceChildren(h('p', { class: 'placeholder' }, 'The output appears here as you type.'));
        state.textContent = '';
        for (let i = 0; i < steps.length; i++) showStepOutput(i, undefined);
        return;
      }
      last = prepared.failure;
      failedStep = n;
      showStepOutput(n, undefined, `${prepared.failure.errorCode}: ${prepared.failure.error}`);
      break;
    }
    const result = await runners[n]!.run(values, { live: !explicit });
    if (mine !== generation) return;
    if (result === null) return;
    last = result;
    lastValues = values;
    if (!result.success) {
      failedStep = n;
      showStepOutput(n, undefined, `${result.errorCode}: ${result.error}`);
      break;
    }
    piped = pipedText(step.definition, result.data);
    showStepOutput(n, piped);
  }
  if (mine !== generation || !last) return;
  for (let i = failedStep + 1; failedStep >= 0 && i < steps.length; i++) showStepOutput(i, undefined);
  const lastStep = steps[failedStep >= 0 ? failedStep : steps.length - 1]!;
  shown = renderResult(results, last.success ? last : { ...last, error: `Step ${failedStep + 1} (${lastStep.definition.name}): ${last.error}` }, lastStep.definition, lastValues);
  copyBtn.disabled = !shown.copyText;
  downloadBtn.disabled = !shown.download;
  results.dataset.state = 'done';
  state.textContent = last.success ? 'Done' : 'Failed';
  if (explicit) announce(last.success ? 'Recipe output updated.' : 'The recipe failed.');
}

let liveTimer: ReturnType<typeof setTimeout> | undefined;
const live = () => {
  syncUrl();
  clearTimeout(liveTimer);
  liveTimer = setTimeout(() => void runChain(false), 200);
};
input.addEventListener('input', live);
for (const form of forms) {
  form?.element.addEventListener('input', live);
  form?.element.addEventListener('change', live);
  form?.element.addEventListener('submit', (e) => (e.preventDefault(), void runChain(true)));
}
document.querySelector('[data-action="run"]')?.addEventListener('click', () => void runChain(true));
document.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
    event.preventDefault();
    void runChain(true);
  }
});
copyBtn.addEventListener('click', () => shown.copyText && void copyText(shown.copyText()));
downloadBtn.addEventListener('click', () => shown.download && saveBlob(shown.download.name(), shown.download.blob()));

for (const card of cards) {
  const n = Number(card.dataset.step);
  card.querySelector('[data-remove]')?.addEventListener('click', async () => {
    const list = await currentRecipe();
    list.splice(n, 1);
    await go(list);
  });
  for (const b of card.querySelectorAll<HTMLButtonElement>('[data-move]')) {
    b.addEventListener('click', async () => {
      const list = await currentRecipe();
      const to = n + Number(b.dataset.move);
      if (to < 0 || to >= list.length) return;
      [list[n], list[to]] = [list[to]!, list[n]!];
      await go(list);
    });
  }
}

document.getElementById('recipe-apply')?.addEventListener('click', async () => {
  const fragment = input.value ? `#s=${await compressState({ input: input.value })}` : '';
  location.assign(`/recipe?${new URLSearchParams({ r: textBox.value })}${fragment}`);
});
textBox.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') (event.preventDefault(), document.getElementById('recipe-apply')?.click());
});
document.getElementById('recipe-copy-cli')?.addEventListener('click', async () => {
  const text = recipeText(await currentRecipe());
  void copyText(`ctp pipe '${text.replace(/'/g, `'\\''`)}'`, 'CLI command');
});
document.getElementById('recipe-share')?.addEventListener('click', async () => {
  clearTimeout(urlTimer);
  const text = recipeText(await currentRecipe());
  const fragment = input.value && input.value.length < 200_000 ? `#s=${await compressState({ input: input.value })}` : '';
  void copyText(`${location.origin}/recipe?${new URLSearchParams({ r: text })}${fragment}`, 'Link');
});

// adding a step: search the catalog, pick a tool that takes text
const addBox = document.getElementById('add-step') as HTMLInputElement | null;
const addList = document.getElementById('add-step-results');
addBox?.addEventListener('input', async () => {
  const index = (await loadIndex()).filter((e) => e.input === 'text');
  const byId = new Map(index.map((e) => [e.id, e]));
  const ids = addBox.value.trim() ? searchIndex(index, addBox.value).slice(0, 8) : [];
  addList?.replaceChildren(
    ...ids.map((id) => {
      const b = h('button', { type: 'button', class: 'add-result' }, h('span', { class: 'palette-title' }, byId.get(id)!.name), h('span', { class: 'palette-detail' }, byId.get(id)!.summary));
      b.addEventListener('click', async () => go([...(await currentRecipe()), { tool: id }]));
      return h('li', {}, b);
    }),
  );
});

void (async () => {
  const saved = await decodeState(location);
  if (saved.input !== undefined) input.value = saved.input;
  if (input.value) void runChain(false);
})();
