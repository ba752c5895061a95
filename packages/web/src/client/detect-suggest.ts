/** Pasted data → the tools that open it: identify-input's detectors, mapped through the tools' `handles`. */
import { detectKinds } from '@ctp/tools/detect';
import type { IndexEntry } from '../shared/search.js';

export interface Suggestion {
  id: string;
  name: string;
  /** What the input looks like ("a JWT"). */
  label: string;
  confidence: number;
  params?: Record<string, unknown>;
  /** The parameter the text fills, when not the tool's main input. */
  input?: string;
}

/** Longest text the detectors look at in the page (they are linear, but the palette runs per keystroke). */
const DETECT_LIMIT = 200_000;

/** Below this a detection is a guess, not worth offering over the search. */
const MIN_CONFIDENCE = 0.5;

/** A search query, not data: a few plain words ("diff", "json formatter") look like Base64 or hex to a detector. */
export function looksLikeQuery(text: string): boolean {
  const t = text.trim();
  return t.length < 24 && /^[\p{L}\s-]+$/u.test(t) && (t.length < 12 || /\s/.test(t));
}

export function detectTools(text: string, index: readonly IndexEntry[]): Suggestion[] {
  if (text.trim().length === 0 || text.length > DETECT_LIMIT || looksLikeQuery(text)) return [];
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  for (const kind of detectKinds(text)) {
    if (kind.confidence < MIN_CONFIDENCE) continue;
    for (const entry of index) {
      const handler = entry.handles?.find((h) => h.kind === kind.kind);
      if (!handler || seen.has(entry.id)) continue;
      seen.add(entry.id);
      out.push({ id: entry.id, name: entry.name, label: kind.label, confidence: kind.confidence * (entry.featured ? 1.05 : 1), ...(handler.params ? { params: handler.params } : {}), ...(handler.input ? { input: handler.input } : {}) });
    }
  }
  return out.sort((a, b) => b.confidence - a.confidence);
}
