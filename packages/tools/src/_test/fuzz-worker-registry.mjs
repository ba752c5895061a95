// Plain JS so the isolated runner's worker thread can import it without a TypeScript loader:
// the built catalog with every tool wrapped so that a throw is told apart from a failure the
// tool returned (the runtime turns both into EXECUTION_ERROR; the fuzz wants to see throws).
import { failure } from '@ctp/core';
import { Registry } from '@ctp/runtime';

export const THROW_MARK = 'FUZZ: the tool threw: ';

const thrown = (error) => failure('INTERNAL_ERROR', THROW_MARK + (error instanceof Error ? `${error.name}: ${error.message}` : String(error)));

/** A tool whose throws and rejections become INTERNAL_ERROR results marked THROW_MARK. */
export function markThrows(tool) {
  return {
    definition: tool.definition,
    run(values, context) {
      let returned;
      try {
        returned = tool.run(values, context);
      } catch (error) {
        return thrown(error);
      }
      return returned && typeof returned.then === 'function' ? Promise.resolve(returned).catch(thrown) : returned;
    },
  };
}

/** The built catalog (dist: a worker runs plain Node), every tool marked. */
export async function createFuzzRegistry() {
  const { createRegistry } = await import('../../dist/index.js');
  const catalog = createRegistry();
  const registry = new Registry();
  for (const definition of catalog.list()) registry.registerLazy(definition, async () => markThrows(await catalog.get(definition.id).load()));
  return registry;
}
