/** Instant catalog search over the compact index: every word must match the name, id, a tag, a keyword or the summary. */

export interface IndexEntry {
  id: string;
  name: string;
  category: string;
  tags: string[];
  keywords: string[];
  summary: string;
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Ids of the matching entries, best first (name and tag hits above summary hits); all entries for an empty query. */
export function searchIndex(index: readonly IndexEntry[], query: string, category = ''): string[] {
  const terms = words(query);
  const hits: Array<{ id: string; score: number }> = [];
  for (const entry of index) {
    if (category && entry.category !== category) continue;
    const strong = [entry.id.replace(/-/g, ' '), entry.name, ...entry.tags, ...entry.keywords].map((t) => words(t).join(' ')).join(' | ');
    const weak = words(entry.summary).join(' ');
    let score = 0;
    let all = true;
    for (const term of terms) {
      const s = ` ${strong} `.includes(` ${term}`) ? 3 : strong.includes(term) ? 2 : weak.includes(term) ? 1 : 0;
      if (s === 0) {
        all = false;
        break;
      }
      score += s;
    }
    if (all) hits.push({ id: entry.id, score });
  }
  if (terms.length > 0) hits.sort((a, b) => b.score - a.score);
  return hits.map((h) => h.id);
}
