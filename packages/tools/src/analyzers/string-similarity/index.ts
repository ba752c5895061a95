import { defineTool, success } from '@ctp/core';
import definition from './definition.js';

type Metric = { value: number; similarity: number };

const round = (x: number) => Math.round(x * 1e12) / 1e12;
const metric = (value: number, similarity: number): Metric => ({ value: round(value), similarity: round(similarity) });

/** Code points as numbers, so every comparison is by code point, never by UTF-16 unit. */
const codePoints = (s: string): number[] => Array.from(s, (c) => c.codePointAt(0)!);

/** Levenshtein with two rows over the shorter string: O(n·m) time, O(min(n, m)) memory. */
export function levenshtein(a: number[], b: number[]): number {
  if (a.length < b.length) [a, b] = [b, a];
  const m = b.length;
  if (m === 0) return a.length;
  let prev = new Uint32Array(m + 1);
  let curr = new Uint32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    const ai = a[i - 1];
    for (let j = 1; j <= m; j++) {
      const cost = ai === b[j - 1] ? 0 : 1;
      const del = prev[j]! + 1;
      const ins = curr[j - 1]! + 1;
      const sub = prev[j - 1]! + cost;
      curr[j] = del < ins ? (del < sub ? del : sub) : ins < sub ? ins : sub;
    }
    [prev, curr] = [curr, prev];
  }
  return prev[m]!;
}

/** Optimal string alignment (restricted Damerau-Levenshtein), three rows over the shorter string. */
export function osa(a: number[], b: number[]): number {
  if (a.length < b.length) [a, b] = [b, a];
  const m = b.length;
  if (m === 0) return a.length;
  let prev2 = new Uint32Array(m + 1);
  let prev = new Uint32Array(m + 1);
  let curr = new Uint32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    const ai = a[i - 1];
    for (let j = 1; j <= m; j++) {
      const cost = ai === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b[j - 2] && a[i - 2] === b[j - 1] && prev2[j - 2]! + 1 < d) d = prev2[j - 2]! + 1;
      curr[j] = d;
    }
    [prev2, prev, curr] = [prev, curr, prev2];
  }
  return prev[m]!;
}

/** LCS length with two rows over the shorter string. */
export function lcsLength(a: number[], b: number[]): number {
  if (a.length < b.length) [a, b] = [b, a];
  const m = b.length;
  let prev = new Uint32Array(m + 1);
  let curr = new Uint32Array(m + 1);
  for (let i = 1; i <= a.length; i++) {
    const ai = a[i - 1];
    for (let j = 1; j <= m; j++) {
      curr[j] = ai === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, curr[j - 1]!);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[m]!;
}

export function jaro(a: number[], b: number[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Uint8Array(a.length);
  const bMatched = new Uint8Array(b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(b.length - 1, i + window);
    for (let j = lo; j <= hi; j++) {
      if (!bMatched[j] && a[i] === b[j]) {
        aMatched[i] = 1;
        bMatched[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let halfTranspositions = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) halfTranspositions++;
    k++;
  }
  const t = halfTranspositions / 2;
  return (matches / a.length + matches / b.length + (matches - t) / matches) / 3;
}

function jaroWinkler(a: number[], b: number[], j: number): number {
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  return j + prefix * 0.1 * (1 - j);
}

/** Character bigrams as strings (a string shorter than 2 code points is its own single gram). */
function bigrams(cps: number[]): string[] {
  if (cps.length < 2) return cps.length === 0 ? [] : [String(cps[0])];
  const grams: string[] = [];
  for (let i = 0; i + 1 < cps.length; i++) grams.push(`${cps[i]},${cps[i + 1]}`);
  return grams;
}

function jaccard(ga: string[], gb: string[]): number {
  const sa = new Set(ga);
  const sb = new Set(gb);
  if (sa.size === 0 && sb.size === 0) return 1;
  let inter = 0;
  for (const g of sa) if (sb.has(g)) inter++;
  return inter / (sa.size + sb.size - inter);
}

function dice(ga: string[], gb: string[]): number {
  if (ga.length === 0 && gb.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const g of ga) counts.set(g, (counts.get(g) ?? 0) + 1);
  let inter = 0;
  for (const g of gb) {
    const c = counts.get(g) ?? 0;
    if (c > 0) {
      inter++;
      counts.set(g, c - 1);
    }
  }
  return (2 * inter) / (ga.length + gb.length);
}

function prepare(s: string, ignoreCase: boolean, normalizeWhitespace: boolean): number[] {
  let t = s;
  if (normalizeWhitespace) t = t.replace(/\s+/gu, ' ').trim();
  if (ignoreCase) t = t.toLowerCase();
  return codePoints(t);
}

export default defineTool(definition, (params) => {
  const ignoreCase = params.ignoreCase;
  const ws = params.normalizeWhitespace;
  const a = prepare(params.a, ignoreCase, ws);
  const b = prepare(params.b, ignoreCase, ws);
  const maxLen = Math.max(a.length, b.length);
  const distSim = (d: number) => (maxLen === 0 ? 1 : 1 - d / maxLen);
  let identical = a.length === b.length;
  for (let i = 0; identical && i < a.length; i++) if (a[i] !== b[i]) identical = false;

  const lev = levenshtein(a, b);
  const dl = osa(a, b);
  let hamming: Metric | null = null;
  if (a.length === b.length) {
    let d = 0;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) d++;
    hamming = metric(d, distSim(d));
  }
  const j = jaro(a, b);
  const jw = jaroWinkler(a, b, j);
  const lcs = lcsLength(a, b);
  const ga = bigrams(a);
  const gb = bigrams(b);
  const jac = jaccard(ga, gb);
  const dc = dice(ga, gb);
  return success({
    lengthA: a.length,
    lengthB: b.length,
    identical,
    levenshtein: metric(lev, distSim(lev)),
    damerauLevenshtein: metric(dl, distSim(dl)),
    hamming,
    jaro: metric(j, j),
    jaroWinkler: metric(jw, jw),
    lcs: metric(lcs, a.length + b.length === 0 ? 1 : (2 * lcs) / (a.length + b.length)),
    jaccard: metric(jac, jac),
    dice: metric(dc, dc),
  });
});
