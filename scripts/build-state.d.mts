// Types of build-state.mjs (the build's staleness bookkeeping), for the tests.
export interface Step {
  /** Files (relative to the root) whose path, size and mtime decide whether the step is stale. */
  inputs: string[];
  /** Files or folders the step must leave behind. */
  outputs: string[];
}
export type StepName = 'index' | 'tsc' | 'embed' | 'bundle' | 'web';
export function listSources(root: string): string[];
export function toolsOf(sources: string[]): { category: string; id: string }[];
export function steps(root: string, sources: string[]): Record<StepName, Step>;
export function fingerprint(root: string, files: string[], seen?: Map<string, string>): string;
export function readStamps(root: string): Partial<Record<StepName, string>>;
export function writeStamp(root: string, step: StepName, print: string): void;
export function isFresh(root: string, name: StepName, step: Step, print: string, stamps?: Partial<Record<StepName, string>>): boolean;
