import { Registry } from '@ctp/runtime';
import { definitions, loaders } from './tools.generated.js';

export { definitions, folders } from './tools.generated.js';

/**
 * The whole catalog as a registry. Only definitions are loaded here; each
 * tool's module (and its libraries) is imported when it first runs.
 */
export function createRegistry(): Registry {
  const registry = new Registry();
  for (const definition of definitions) registry.registerLazy(definition, loaders[definition.id]!);
  return registry;
}
