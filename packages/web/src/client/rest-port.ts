/**
 * For tools that declare `executionMode: 'server'` (they need what a browser
 * page may not do, e.g. compile code): the same port interface as a worker,
 * answered by this server's REST API. The page says so before anything is sent.
 */
import { failure, type ToolResult } from '@ctp/core';
import type { PageDefinition } from '../shared/page-definition.js';
import type { WorkerPort } from './runner.js';
import type { FromWorker, ToWorker } from './worker-core.js';

export function restPort(definition: Pick<PageDefinition, 'id' | 'method'>, apiBase = '/api/tools'): WorkerPort {
  const controller = new AbortController();
  const port: WorkerPort = { onmessage: null, onerror: null, postMessage: (m) => void handle(m), terminate: () => controller.abort() };
  const reply = (message: FromWorker) => setTimeout(() => !controller.signal.aborted && port.onmessage?.({ data: message } as MessageEvent<FromWorker>));
  const handle = async (message: ToWorker) => {
    if (message.type === 'load') return reply({ type: 'loaded', toolId: message.toolId });
    if (message.type !== 'run') return;
    const url = `${apiBase}/${encodeURIComponent(definition.id)}`;
    let result: ToolResult;
    try {
      const query = new URLSearchParams(Object.entries(message.values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
      const response =
        definition.method === 'GET'
          ? await fetch(`${url}?${query}`, { signal: controller.signal })
          : await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message.values), signal: controller.signal });
      result = (await response.json()) as ToolResult;
    } catch (error) {
      result = failure('INTERNAL_ERROR', `The server could not be reached: ${(error as Error).message}`);
    }
    reply({ type: 'result', runId: message.runId, result });
  };
  return port;
}
