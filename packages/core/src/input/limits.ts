import type { ParameterSchema } from '../types.js';

/**
 * Which size limits input preparation applies.
 *
 * A definition's `maxLength` on its data parameters and `maxSize` on its files protect the
 * machines that serve it (DESIGN §4: inputs are hostile). They belong to the surfaces that
 * serve other people — REST and MCP over HTTP always apply them — not to a caller working on
 * its own machine (the library, the CLI, the browser page), which may lift them:
 *
 * - `'definition'` (the default): every limit the definition states;
 * - `'none'`: no size limit on data parameters (`textarea`, `json`, `file`). Field rules still
 *   apply: a `text` field's lengths, every `minLength`, patterns, number ranges and steps,
 *   select options and `maxItems` describe what a value is, not how much a server will take.
 */
export type InputLimits = 'definition' | 'none';

export interface PrepareOptions {
  /** Default `'definition'`. */
  limits?: InputLimits;
}

/** The parameter types that carry bulk data; `'none'` lifts their size limits. */
const DATA_TYPES: ReadonlySet<ParameterSchema['type']> = new Set(['textarea', 'json', 'file']);

/** True when `param`'s size limit (`maxLength`/`maxSize`) applies under `limits`. */
export function sizeLimitApplies(param: ParameterSchema, limits: InputLimits | undefined): boolean {
  return limits !== 'none' || !DATA_TYPES.has(param.type);
}
