// Types of build.mjs, for the tests and scripts/start.mjs.
import type { StepName } from './build-state.mjs';
export type Runner = (root: string, tools: { category: string; id: string }[]) => unknown;
export interface BuildOptions {
  /** Rebuild every step. */
  force?: boolean;
  log?: (line: string) => void;
  /** The repository to build (tests build a fake one). */
  root?: string;
  /** What each step does (tests record instead of building). */
  runners?: Record<StepName, Runner>;
}
/** Runs the stale steps in order and returns their names; throws when one fails. */
export function build(options?: BuildOptions): Promise<StepName[]>;
