/**
 * Catalog search, shared by the catalog page, the command palette and the server's 404
 * suggestions. Every query word must match something (name, id, tag, keyword or summary);
 * the obvious tool ranks first: exact names and ids above name words, name words above tags
 * and keywords, those above the summary; a misspelt word (one edit or a swap, two for long
 * words) still finds its tool, ranked below exact hits; featured tools win ties.
 */
import type { InputHandler } from '@ctp/core';

export interface IndexEntry {
  id: string;
  name: string;
  category: string;
  tags: string[];
  keywords: string[];
  summary: string;
  /** Input kinds the tool opens, with the parameters to preset. */
  handles?: InputHandler[];
  featured?: boolean;
  /** What the tool's main input takes (a pipe, "send to" or a recipe fills it): text or a file. */
  input?: 'text' | 'file';
}

export function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Damerau–Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

interface Prepared {
  entry: IndexEntry;
  name: string[];
  id: string[];
  tags: string[];
  keywords: string[];
  keywordPhrases: string[];
  summary: string[];
}

const prepared = new WeakMap<IndexEntry, Prepared>();

function prepare(entry: IndexEntry): Prepared {
  let p = prepared.get(entry);
  if (!p) {
    p = {
      entry,
      name: words(entry.name),
      id: entry.id.split('-'),
      tags: entry.tags.flatMap(words),
      keywords: entry.keywords.flatMap(words),
      keywordPhrases: entry.keywords.map((k) => words(k).join(' ')),
      summary: words(entry.summary),
    };
    prepared.set(entry, p);
  }
  return p;
}

/** Best score of one term against a list of words: exact > prefix > (long enough) typo. */
function termScore(term: string, list: readonly string[], exact: number, prefix: number): number {
  let best = 0;
  for (const w of list) {
    if (w === term) return exact;
    if (prefix && w.startsWith(term) && term.length >= 2) best = Math.max(best, prefix);
  }
  return best;
}

function typoScore(term: string, p: Prepared): number {
  if (term.length < 4) return 0;
  const max = term.length >= 8 ? 2 : 1;
  const near = (list: readonly string[]) => list.some((w) => Math.abs(w.length - term.length) <= max && editDistance(term, w, max) <= max);
  if (near(p.name) || near(p.id)) return 14;
  if (near(p.tags) || near(p.keywords)) return 9;
  return 0;
}

/** Score of an entry for the query's terms; 0 when a term matches nothing. */
export function scoreEntry(entry: IndexEntry, terms: readonly string[], phrase: string): number {
  const p = prepare(entry);
  let score = 0;
  for (const term of terms) {
    const s = Math.max(
      termScore(term, p.name, 40, 28),
      termScore(term, p.id, 36, 24),
      termScore(term, p.tags, 24, 14),
      termScore(term, p.keywords, 18, 11),
      termScore(term, p.summary, 5, 2),
    );
    const t = s > 0 ? s : typoScore(term, p);
    if (t === 0) return 0;
    score += t;
  }
  const name = p.name.join(' ');
  if (phrase === name || phrase === p.id.join(' ')) score += 100;
  else if (name.startsWith(phrase)) score += 12;
  if (p.keywordPhrases.includes(phrase)) score += 15;
  if (p.name[0] === terms[0]) score += 6;
  if (entry.handles?.some((h) => h.kind === phrase.replace(/ /g, '-'))) score += 4;
  if (entry.featured) score += 7;
  return score;
}

/** Ids of the entries matching `query` (best first), within `category` when given; every entry for an empty query. */
export function searchIndex(index: readonly IndexEntry[], query: string, category = ''): string[] {
  const terms = words(query);
  const phrase = terms.join(' ');
  const hits: Array<{ entry: IndexEntry; score: number }> = [];
  for (const entry of index) {
    if (category && entry.category !== category) continue;
    if (terms.length === 0) {
      hits.push({ entry, score: 0 });
      continue;
    }
    const score = scoreEntry(entry, terms, phrase);
    if (score > 0) hits.push({ entry, score });
  }
  if (terms.length > 0) hits.sort((a, b) => b.score - a.score || a.entry.name.length - b.entry.name.length || a.entry.name.localeCompare(b.entry.name, 'en'));
  return hits.map((h) => h.entry.id);
}
