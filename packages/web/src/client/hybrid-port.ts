/**
 * Spec §7.4.3, `executionMode: 'hybrid'`: the tool runs in the page's worker when the browser can
 * run it, and on this server's REST API when it cannot: the worker fails to start (workers or
 * WebAssembly refused by the host, an old browser) or cannot load the tool's module. The switch
 * happens before the first run answers, once, and the result's `metadata.executionMode` says
 * where each run went ('client' or 'server'), which the page shows.
 */
import type { PageDefinition } from '../shared/page-definition.js';
import { restPort } from './rest-port.js';
import type { WorkerPort } from './runner.js';
import type { FromWorker, ToWorker } from './worker-core.js';

export function hybridPort(definition: Pick<PageDefinition, 'id' | 'method'>, spawnWorker: () => WorkerPort, apiBase?: string): WorkerPort {
  let target: WorkerPort | undefined;
  let server = false;
  const queued: ToWorker[] = [];
  const port: WorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => {
      if (target) target.postMessage(message);
      else queued.push(message);
    },
    terminate: () => target?.terminate(),
  };
  const forward = (message: FromWorker) => port.onmessage?.({ data: message } as MessageEvent<FromWorker>);

  /** The browser cannot run it: the same messages go to the server from now on. */
  const fallBack = (pending: ToWorker[]) => {
    if (server) return;
    server = true;
    target?.terminate();
    const rest = restPort(definition, apiBase);
    rest.onmessage = (event) => forward(event.data);
    target = rest;
    for (const message of pending) rest.postMessage(message);
  };

  let worker: WorkerPort;
  try {
    worker = spawnWorker();
  } catch {
    // no Worker constructor, or one the host's policy refuses outright
    queueMicrotask(() => fallBack(queued.splice(0)));
    return port;
  }
  target = worker;
  let loaded = false;
  /** What the worker was given before it proved it can run the tool: replayed on the server. */
  const unanswered: ToWorker[] = [];
  const send = worker.postMessage.bind(worker);
  worker.postMessage = (message) => {
    if (!loaded) unanswered.push(message);
    send(message);
  };
  worker.onmessage = (event) => {
    const message = event.data;
    if (server) return;
    if (message.type === 'load-error') return fallBack(unanswered.splice(0));
    if (message.type === 'loaded') {
      loaded = true;
      unanswered.length = 0;
    }
    forward(message);
  };
  worker.onerror = (event) => {
    if (!loaded) return fallBack(unanswered.splice(0));
    port.onerror?.(event); // a crash mid-run of a tool that did load: the runner reports and restarts
  };
  for (const message of queued.splice(0)) worker.postMessage(message);
  return port;
}
