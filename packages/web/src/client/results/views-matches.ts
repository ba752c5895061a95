/**
 * Regex-style matches highlighted where they occur in the input text, each with its groups,
 * plus a table of the matches.
 */
import { h } from '../dom.js';
import { isRecord, SHOW_LIMIT, type Rendered, type ViewContext } from './view.js';

export interface MatchInfo {
  index: number;
  end: number;
  match: string;
  groups: Array<{ number?: number; name?: string | null; value?: string | null }>;
}

export function toMatches(value: unknown): MatchInfo[] {
  if (!Array.isArray(value)) return [];
  const out: MatchInfo[] = [];
  for (const m of value) {
    if (!isRecord(m) || typeof m.index !== 'number') continue;
    const match = typeof m.match === 'string' ? m.match : '';
    const end = typeof m.end === 'number' ? m.end : m.index + match.length;
    const groups = Array.isArray(m.groups) ? (m.groups.filter(isRecord) as MatchInfo['groups']) : [];
    out.push({ index: m.index, end, match, groups });
  }
  return out.sort((a, b) => a.index - b.index);
}

const HIGHLIGHT_LIMIT = 2000;

function groupsText(m: MatchInfo): string {
  return m.groups.map((g) => `${g.name ? `${g.name}` : `$${g.number ?? '?'}`} = ${g.value ?? '(no match)'}`).join(', ');
}

/** The text with each match in a <mark> (the first HIGHLIGHT_LIMIT matches, within SHOW_LIMIT characters). */
export function highlightedText(text: string, matches: readonly MatchInfo[]): HTMLElement {
  const pre = h('pre', { class: 'output match-text', tabindex: '0', role: 'region', 'aria-label': 'Text with matches highlighted' });
  const limit = Math.min(text.length, SHOW_LIMIT);
  let at = 0;
  let n = 0;
  for (const m of matches) {
    if (n >= HIGHLIGHT_LIMIT || m.index >= limit) break;
    if (m.index < at) continue; // overlapping (lookahead) matches: the first one wins the highlight
    pre.append(text.slice(at, m.index));
    const end = Math.min(Math.max(m.end, m.index), limit);
    const mark = h('mark', { class: `match match-${n % 2}`, title: `Match ${n + 1}${m.groups.length ? `: ${groupsText(m)}` : ''}` }, text.slice(m.index, end) || '\u200b');
    pre.append(mark);
    at = end;
    n++;
  }
  pre.append(text.slice(at, limit));
  if (text.length > limit) pre.append(h('span', { class: 'note' }, `\n… ${text.length - limit} more characters`));
  return pre;
}

export function matchesView(value: unknown, ctx: ViewContext): Rendered {
  const matches = toMatches(value);
  const param = ctx.hint.textParameter;
  const text = param && typeof ctx.values[param] === 'string' ? (ctx.values[param] as string) : undefined;
  const element = h('div', { class: 'matches-view' });
  element.append(h('p', { class: 'note' }, matches.length === 0 ? 'No matches.' : `${matches.length} match${matches.length === 1 ? '' : 'es'}`));
  if (text !== undefined) element.append(highlightedText(text, matches));
  if (matches.length > 0) {
    const groupNames = new Map<string, string>();
    for (const m of matches.slice(0, 50)) for (const g of m.groups) groupNames.set(String(g.number ?? g.name), g.name ? `${g.name}` : `$${g.number}`);
    const table = h('table', { class: 'data-table' });
    table.append(h('caption', { class: 'visually-hidden' }, 'Matches and their groups'));
    const head = h('tr', {}, h('th', { scope: 'col' }, '#'), h('th', { scope: 'col' }, 'At'), h('th', { scope: 'col' }, 'Match'));
    for (const name of groupNames.values()) head.append(h('th', { scope: 'col' }, name));
    table.append(h('thead', {}, head));
    const body = h('tbody', {});
    for (const [i, m] of matches.slice(0, 500).entries()) {
      const row = h('tr', {}, h('td', {}, i + 1), h('td', {}, m.index), h('td', {}, h('code', {}, m.match)));
      for (const key of groupNames.keys()) {
        const g = m.groups.find((x) => String(x.number ?? x.name) === key);
        row.append(h('td', {}, g?.value == null ? '—' : h('code', {}, g.value)));
      }
      body.append(row);
    }
    table.append(body);
    element.append(h('div', { class: 'table-view', tabindex: '0', role: 'region', 'aria-label': 'Matches' }, table));
  }
  return { element, copyText: () => matches.map((m) => m.match).join('\n') };
}
