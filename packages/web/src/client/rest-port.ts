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
      result = await readResult(response, definition.id);
    } catch (error) {
      result = failure('INTERNAL_ERROR', `The server could not be reached: ${(error as Error).message}`);
    }
    reply({ type: 'result', runId: message.runId, result });
  };
  return port;
}

/**
 * The server's ToolResult; a host that answers with something else (a static export of the site
 * has no /api, so a 404 page or nothing) gets a message that says what is missing instead of a
 * JSON parser's complaint.
 */
async function readResult(response: Response, id: string): Promise<ToolResult> {
  const type = response.headers.get('content-type') ?? '';
  if (/\bjson\b/i.test(type)) {
    try {
      return (await response.json()) as ToolResult;
    } catch {
      // fall through: a body that is not the JSON it says it is
    }
  }
  return failure(
    'EXECUTION_ERROR',
    `This tool runs on a server, and this copy of the site has no tool API (${response.status ? `HTTP ${response.status}` : 'no answer'} from /api/tools/${id}): it is probably a static export. Run it where "ctp serve" runs, or on the command line: ctp run ${id}.`,
  );
}
