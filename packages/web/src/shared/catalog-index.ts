/** The compact catalog index every page can search (palette, catalog, 404): never whole definitions. */
import { mainInputParameter, type ToolSpec } from '@ctp/core';
import type { IndexEntry } from './search.js';

/** The first sentence of a description (cards, meta descriptions, palette rows). */
export function summary(description: string): string {
  return description.split(/(?<=[.!?])\s/)[0]!;
}

export function indexEntry(d: ToolSpec): IndexEntry {
  const entry: IndexEntry = { id: d.id, name: d.name, category: d.category, tags: d.tags, keywords: d.keywords ?? [], summary: summary(d.description) };
  if (d.handles?.length) entry.handles = d.handles;
  if (d.featured) entry.featured = true;
  const main = mainInputParameter(d);
  if (main) entry.input = main.type === 'file' ? 'file' : 'text';
  return entry;
}

export function compactIndex(definitions: readonly ToolSpec[]): IndexEntry[] {
  return definitions.map(indexEntry);
}
