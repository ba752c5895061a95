import { createRegistry } from '@ctp/tools';
import type { Registry } from '@ctp/runtime';
import { UsageError } from './io.js';

let registry: Registry | undefined;

/** The catalog registry (definitions only; tool modules load on first run). */
export function catalog(): Registry {
  return (registry ??= createRegistry());
}

/** Looks a tool up or fails with suggestions (a usage error: exit 2). */
export function requireTool(id: string | undefined) {
  if (!id) throw new UsageError('missing tool id', 'Run "ctp list" to see the tools.');
  const entry = catalog().get(id);
  if (entry) return entry;
  const suggestions = closestIds(id);
  throw new UsageError(
    `unknown tool "${id}"`,
    suggestions.length ? `Did you mean: ${suggestions.join(', ')}?` : 'Run "ctp list" to see the tools.',
  );
}

/** Levenshtein distance, for "did you mean" on mistyped ids. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** Ids within a few edits of `id`, else the best search hits for its words. */
function closestIds(id: string): string[] {
  const near = catalog()
    .list()
    .map((d) => ({ id: d.id, d: distance(id, d.id) }))
    .filter((x) => x.d <= Math.max(2, Math.floor(id.length / 4)))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((x) => x.id);
  return near.length ? near : catalog().search(id.replace(/-/g, ' '), 3).map((h) => h.definition.id);
}
