import { defineTool, success } from '@ctp/core';
import data from 'emojibase-data/en/compact.json' with { type: 'json' };
import github from 'emojibase-data/en/shortcodes/github.json' with { type: 'json' };
import { GROUPS } from './groups.js';
import definition from './definition.js';

interface Entry {
  hexcode: string;
  label: string;
  unicode: string;
  group?: number;
  tags?: string[];
  order?: number;
  skins?: Entry[];
}

const GROUP_NAMES = new Map<number, string>(GROUPS.filter((g) => g.value !== 'all').map((g) => [Number(g.value), g.label]));
GROUP_NAMES.set(2, 'Components');
const SHORTCODES = github as Record<string, string | string[]>;

const shortcodesOf = (hexcode: string) => {
  const s = SHORTCODES[hexcode];
  return (s === undefined ? [] : Array.isArray(s) ? s : [s]).map((c) => `:${c}:`);
};
/** The code points of the character as copied (with its variation selector, when it has one). */
const codepoints = (text: string) => [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');
const stripVs = (s: string) => s.replace(/\uFE0F/g, '');

/** Lower is better; undefined means no match. */
function rank(entry: Entry, words: string[], phrase: string, shortcode: string | undefined): number | undefined {
  const label = entry.label.toLowerCase();
  if (shortcode !== undefined) return shortcodesOf(entry.hexcode).includes(`:${shortcode}:`) ? 0 : undefined;
  if (label === phrase) return 0;
  const labelWords = label.split(/[\s:,-]+/);
  const tags = entry.tags ?? [];
  let score = 0;
  for (const w of words) {
    if (labelWords.includes(w)) score += 1;
    else if (labelWords.some((l) => l.startsWith(w))) score += 2;
    else if (tags.includes(w)) score += 3;
    else if (tags.some((t) => t.startsWith(w)) || shortcodesOf(entry.hexcode).some((c) => c.includes(w))) score += 4;
    else return undefined;
  }
  return score;
}

export default defineTool(definition, (params) => {
  const query = params.query.trim();
  const phrase = query.toLowerCase();
  const shortcode = /^:([\w+-]+):?$/.exec(phrase)?.[1];
  const words = phrase.split(/\s+/).filter(Boolean);
  const group = params.group === 'all' ? undefined : Number(params.group);
  const entries = (data as Entry[]).flatMap((e) => (params.skinTones && e.skins ? [e, ...e.skins.map((s) => ({ ...s, tags: e.tags, group: e.group }))] : [e]));
  const hits: Array<{ entry: Entry; score: number }> = [];
  const pasted = stripVs(query);
  for (const entry of entries) {
    if (group !== undefined && entry.group !== group) continue;
    const score = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(query) ? (stripVs(entry.unicode) === pasted ? 0 : undefined) : rank(entry, words, phrase, shortcode);
    if (score !== undefined) hits.push({ entry, score });
  }
  hits.sort((a, b) => a.score - b.score || (a.entry.order ?? 1e9) - (b.entry.order ?? 1e9));
  const results = hits.slice(0, params.limit).map(({ entry }) => ({
    emoji: entry.unicode,
    name: entry.label,
    shortcodes: shortcodesOf(entry.hexcode),
    codepoints: codepoints(entry.unicode),
    group: GROUP_NAMES.get(entry.group ?? -1) ?? 'Other',
    keywords: entry.tags ?? [],
  }));
  return success({ emoji: results.map((r) => r.emoji).join(' '), total: hits.length, results });
});
