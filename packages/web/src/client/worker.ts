/** Module worker for served pages: each tool's code is its own chunk, imported on demand. */
import { loaders } from 'ctp:tool-loaders';
import { serveInWorker } from './worker-core.js';

serveInWorker(self as unknown as Parameters<typeof serveInWorker>[0], async (toolId) => {
  const loader = Object.hasOwn(loaders, toolId) ? loaders[toolId] : undefined;
  if (!loader) throw new Error(`This build has no code for tool "${toolId}"`);
  return (await loader()).default;
});
