/**
 * The typed tool contract: the parameter object a tool function receives, derived from its
 * definition the way the MCP SDK types handler arguments from their schema. A definition
 * written with `defineDefinition` keeps its literal types, so
 * - every parameter name is a known key (a typo is a compile error),
 * - a select's value is the union of its option values (an impossible option is an error),
 * - required parameters and parameters with a default are always present (§7.2 applies
 *   defaults before the tool runs); the others, and required ones that `dependsOn` can switch
 *   off (§6.5), may be undefined.
 * A definition typed only as `ToolSpec` (names unknown at compile time) gets a plain record.
 */
import type { FailureResult, ParameterSchema, ToolContext, ToolResult } from './types.js';
import type { StreamRun } from './stream.js';

/** The value a parameter holds after normalization (§7.2) and validation (§6.3). */
export type ParamValue<P> = P extends { type: 'number' }
  ? number
  : P extends { type: 'boolean' }
    ? boolean
    : P extends { type: 'select'; options: readonly (infer O)[] }
      ? O extends { value: infer V extends string }
        ? V
        : string
      : P extends { type: 'json' }
        ? unknown
        : string;

/** True when a call always carries the parameter. */
type AlwaysPresent<P> = P extends { defaultValue: infer D }
  ? undefined extends D
    ? false
    : true
  : P extends { required: true }
    ? P extends { dependsOn: readonly unknown[] }
      ? false
      : true
    : false;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ParamsOf<L extends ParameterSchema> = Simplify<
  { [P in L as AlwaysPresent<P> extends true ? P['name'] : never]: ParamValue<P> } & {
    [P in L as AlwaysPresent<P> extends true ? never : P['name']]?: ParamValue<P>;
  }
>;

/** The parameter object of a tool whose definition is `S`. */
export type ToolParams<S extends { parameters: readonly ParameterSchema[] }> = string extends S['parameters'][number]['name']
  ? Record<string, unknown>
  : ParamsOf<S['parameters'][number]>;

/** A tool function typed by its definition. */
export type TypedToolFunction<S extends { parameters: readonly ParameterSchema[] }, T = unknown> = (
  params: ToolParams<S>,
  context: ToolContext,
) => ToolResult<T> | Promise<ToolResult<T>>;

/** The parameters a stream gets: the definition's, without the streamed one. */
export type StreamParams<S extends { parameters: readonly ParameterSchema[] }> = S extends { stream: { parameter: infer N extends string } }
  ? Omit<ToolParams<S>, N>
  : ToolParams<S>;

/** A tool's stream implementation typed by its definition (see `StreamSpec`). */
export type TypedToolStream<S extends { parameters: readonly ParameterSchema[] }, T = unknown> = (
  params: StreamParams<S>,
  context: ToolContext,
) => StreamRun<T> | FailureResult;
