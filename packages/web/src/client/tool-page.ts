/**
 * Entry of /tools/:id: hydrates the server-rendered tool UI, keeps its state in the URL
 * (short values in the query, large state compressed in the fragment), opens a shared link
 * with its result shown, remembers the tool among the recent ones, and offers Share and
 * "Send to" another tool.
 */
import { runsOnServer, type PageDefinition } from '../shared/page-definition.js';
import { readJsonBlock } from './dom.js';
import { valuesFromQuery } from './form.js';
import { MAIN_INPUT_KEY } from './navigate.js';
import { announce, copyText } from './results/actions.js';
import { toolPort } from './tool-port.js';
import type { WorkerPort } from './runner.js';
import { setupSendTo } from './send-to.js';
import { decodeState, encodeState } from './share.js';
import { setupShell } from './shell.js';
import { isFavourite, noteRecent, toggleFavourite } from './storage.js';
import { mountTool } from './tool-app.js';

interface PageConfig {
  worker: string;
}

const definition = readJsonBlock<PageDefinition>('ctp-tool')!;
const config = readJsonBlock<PageConfig>('ctp-config')!;
setupShell();
noteRecent(definition.id);

const fav = document.querySelector<HTMLButtonElement>('.title-row .fav');
if (fav) {
  const show = (on: boolean) => {
    fav.setAttribute('aria-pressed', String(on));
    fav.textContent = on ? '★' : '☆';
    fav.title = on ? 'Remove from favourites' : 'Add to favourites';
  };
  show(isFavourite(definition.id));
  fav.addEventListener('click', () => show(toggleFavourite(definition.id)));
}

async function start(): Promise<void> {
  const state = await decodeState(location);
  const initial: Record<string, unknown> = valuesFromQuery(definition.parameters, new URLSearchParams(state as Record<string, string>));
  // another tool sent its output here: it fills this tool's main input
  if (state[MAIN_INPUT_KEY] !== undefined && definition.mainInput) initial[definition.mainInput] = state[MAIN_INPUT_KEY];
  const shared = Object.keys(initial).length > 0;
  const root = document.querySelector<HTMLElement>('.workspace')!;
  const shareButton = root.querySelector<HTMLButtonElement>('[data-action="share"]');
  let tooLarge = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const mounted = mountTool({
    definition,
    root,
    idPrefix: 'p',
    spawn: () => toolPort(definition, () => new Worker(config.worker, { type: 'module', name: definition.id }) as unknown as WorkerPort),
    initial,
    // a shared link shows its result at once (server tools wait for Run: that sends data away)
    runAtStart: shared && !runsOnServer(definition),
    // the state lives in the URL (replaceState: nothing is sent anywhere) so a configured tool can be shared
    onInput: () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const encoded = await encodeState(mounted.form.shareable());
        tooLarge = encoded.tooLarge;
        if (shareButton) shareButton.title = tooLarge ? 'The input is too large to put in a link' : 'Copy a link to this tool with its input';
        history.replaceState(null, '', `${location.pathname}${encoded.search}${encoded.hash}`);
      }, 300);
    },
  });

  shareButton?.addEventListener('click', async () => {
    clearTimeout(timer);
    const encoded = await encodeState(mounted.form.shareable());
    if (encoded.tooLarge) {
      announce('The input is too large to share as a link: download the output or copy the input instead.');
      shareButton.title = 'The input is too large to put in a link';
      return;
    }
    const url = `${location.origin}${location.pathname}${encoded.search}${encoded.hash}`;
    history.replaceState(null, '', url);
    await copyText(url, 'Link');
  });
  setupSendTo(root, definition, mounted);
}

void start();
