/** Entry of the served /embed/:id page: the tool runs in a module worker loaded from this server. */
import { readJsonBlock } from './dom.js';
import { bootEmbed } from './embed-page.js';
import { toolPort } from './tool-port.js';
import type { WorkerPort } from './runner.js';

const config = readJsonBlock<{ worker: string; standalone?: string }>('ctp-config')!;

/**
 * A sandboxed iframe without allow-same-origin (the SDK's choice when host and
 * embed share an origin) has an opaque origin: it may not start a worker from a
 * server URL, and Chromium refuses module workers there altogether. A classic
 * blob worker importing the tool's self-contained script works.
 */
function spawn(name: string): WorkerPort {
  if (self.origin !== 'null' || !config.standalone) {
    return new Worker(new URL(config.worker, location.href), { type: 'module', name }) as unknown as WorkerPort;
  }
  const url = new URL(config.standalone, location.href).href;
  const shim = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(url)});`], { type: 'text/javascript' }));
  return new Worker(shim, { name }) as unknown as WorkerPort;
}

bootEmbed({ spawn: (definition) => toolPort(definition, () => spawn(definition.id), new URL('/api/tools', location.href).href) });
