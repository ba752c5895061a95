/** Pasted data → the tools that open it: identify-input's detectors, mapped through the tools' `handles`. */
// TEMPORARY until @ctp/tools/detect lands (helper-8): no detection yet
const detectKinds = (_text: string): Array<{ kind: string; label: string; confidence: number }> => [];
import type { IndexEntry } from '../shared/search.js';

export interface Suggestion {
  id: string;
  name: string;
  /** What the input looks like ("a JWT"). */
  label: string;
  confidence: number;
  params?: Record<string, unknown>;
}

/** Longest text the detectors look at in the page (they are linear, but the palette runs per keystroke). */
const DETECT_LIMIT = 200_000;

export function detectTools(text: string, index: readonly IndexEntry[]): Suggestion[] {
  if (text.trim().length === 0 || text.length > DETECT_LIMIT) return [];
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  for (const kind of detectKinds(text)) {
    for (const entry of index) {
      const handler = entry.handles?.find((h) => h.kind === kind.kind);
      if (!handler || seen.has(entry.id)) continue;
      seen.add(entry.id);
      out.push({ id: entry.id, name: entry.name, label: kind.label, confidence: kind.confidence * (entry.featured ? 1.05 : 1), ...(handler.params ? { params: handler.params } : {}) });
    }
  }
  return out.sort((a, b) => b.confidence - a.confidence);
}
