/**
 * Runtime of the single-file bundles (`/embed/:id?format=bundle`, MCP Apps
 * resources): one inline script holding the UI, the runtime and one tool. In
 * the page it boots the embed UI and starts itself again as a blob worker; in
 * that worker it runs the tool. Where a host forbids workers the tool runs in
 * the page (then a runaway tool cannot be stopped at its time limit).
 */
import type { Tool } from '@ctp/core';
import { readJsonBlock } from './dom.js';
import { bootEmbed } from './embed-page.js';
import type { WorkerPort } from './runner.js';
import { serveInWorker, toolHost, type FromWorker, type ToWorker } from './worker-core.js';

function inPagePort(tool: Tool): WorkerPort {
  let dead = false;
  const port: WorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => void handle(message),
    terminate: () => void (dead = true),
  };
  const handle = toolHost(
    async () => tool,
    (message) => setTimeout(() => !dead && port.onmessage?.({ data: message } as MessageEvent<FromWorker>)),
  );
  return port;
}

/** A blob worker that falls back to the page if the worker cannot start (CSP, sandbox). */
function blobOrInPage(source: string | undefined, tool: Tool): WorkerPort {
  let target: WorkerPort;
  const sent: ToWorker[] = [];
  let loaded = false;
  const port: WorkerPort = {
    onmessage: null,
    onerror: null,
    postMessage: (message) => {
      if (!loaded) sent.push(message);
      target.postMessage(message);
    },
    terminate: () => target.terminate(),
  };
  const useInPage = () => {
    target = inPagePort(tool);
    target.onmessage = (event) => port.onmessage?.(event);
    for (const message of sent.splice(0)) target.postMessage(message);
  };
  try {
    if (!source) throw new Error('no script source');
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url, { name: tool.definition.id }) as unknown as WorkerPort;
    target = worker;
    worker.onmessage = (event) => {
      if (event.data.type === 'loaded') loaded = true;
      port.onmessage?.(event);
    };
    worker.onerror = (event) => {
      if (loaded) return port.onerror?.(event);
      worker.terminate();
      useInPage();
    };
  } catch {
    useInPage();
  }
  return port;
}

export function startStandalone(tool: Tool): void {
  if (typeof document === 'undefined') {
    serveInWorker(self as unknown as Parameters<typeof serveInWorker>[0], async () => tool);
    return;
  }
  // read now: currentScript is only set while this inline script first runs
  const source = document.currentScript?.textContent ?? undefined;
  const config = readJsonBlock<{ messaging?: boolean }>('ctp-config') ?? {};
  bootEmbed({ messaging: config.messaging !== false, spawn: () => blobOrInPage(source, tool) });
}
