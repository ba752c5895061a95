/**
 * Where a tool's runs go, from its definition's `executionMode` (spec §7.4): `client` tools run
 * in a worker of the page, `server` tools on this site's REST API, `hybrid` tools in the worker
 * when the browser can and on the API when it cannot (hybrid-port.ts).
 */
import type { PageDefinition } from '../shared/page-definition.js';
import { hybridPort } from './hybrid-port.js';
import { restPort } from './rest-port.js';
import type { WorkerPort } from './runner.js';

export function toolPort(definition: Pick<PageDefinition, 'id' | 'method' | 'executionMode'>, spawnWorker: () => WorkerPort, apiBase?: string): WorkerPort {
  if (definition.executionMode === 'server') return restPort(definition, apiBase);
  if (definition.executionMode === 'hybrid') return hybridPort(definition, spawnWorker, apiBase);
  return spawnWorker();
}
