/** Entry of /tools/:id: the tool's form from its inlined definition, parameters kept in the URL. */
import { runsOnServer, type PageDefinition } from '../shared/page-definition.js';
import { readJsonBlock } from './dom.js';
import { valuesFromQuery } from './form.js';
import { setupThemeToggle } from './theme.js';
import { mountTool } from './tool-app.js';
import { restPort } from './rest-port.js';
import type { WorkerPort } from './runner.js';

interface PageConfig {
  worker: string;
}

const definition = readJsonBlock<PageDefinition>('ctp-tool')!;
const config = readJsonBlock<PageConfig>('ctp-config')!;
setupThemeToggle(document.getElementById('theme-toggle') as HTMLButtonElement | null);

let timer: ReturnType<typeof setTimeout> | undefined;
const mounted = mountTool(document.getElementById('app')!, {
  definition,
  spawn: () => (runsOnServer(definition) ? restPort(definition) : (new Worker(config.worker, { type: 'module', name: definition.id }) as unknown as WorkerPort)),
  initial: valuesFromQuery(definition.parameters, new URLSearchParams(location.search)),
  // parameters live in the URL (replaceState: nothing is sent anywhere) so a configured tool can be shared
  onInput: () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const query = new URLSearchParams(mounted.form.shareable()).toString();
      history.replaceState(null, '', query ? `?${query}` : location.pathname);
    }, 250);
  },
});
