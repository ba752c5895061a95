import { defineTool, failure, success } from '@ctp/core';
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as Markdown, StateCore, Token } from 'markdown-it';
import definition from './definition.js';

const TASK = /^\[([ xX])\][ \t]/;
/**
 * Each use of a reference link ([text][ref]) copies the definition's URL and
 * title into the HTML: 1,000 uses of a 400 kB URL make 400 MB. The URLs and
 * titles of all links and images together may not exceed this.
 */
const MAX_LINK_TEXT = 20_000_000;

/** Characters the attributes of all tokens (href, src, title…) add to the HTML. */
function attributeSize(tokens: Token[]): number {
  let size = 0;
  for (const token of tokens) {
    for (const [, value] of token.attrs ?? []) size += String(value).length;
    if (token.children) size += attributeSize(token.children);
    if (size > MAX_LINK_TEXT) break;
  }
  return size;
}

/**
 * GFM task list items: "- [ ] text" / "- [x] text" get a disabled checkbox,
 * with GitHub's class names. The checkbox markup is fixed text, so it is safe.
 */
function taskLists(state: StateCore): void {
  const tokens = state.tokens;
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i]!;
    if (inline.type !== 'inline' || tokens[i - 1]!.type !== 'paragraph_open' || tokens[i - 2]!.type !== 'list_item_open') continue;
    const first = inline.children?.[0];
    const match = first && first.type === 'text' ? TASK.exec(first.content) : null;
    if (!match || !first) continue;
    first.content = first.content.slice(match[0].length);
    const box = new state.Token('html_inline', '', 0);
    box.content = `<input class="task-list-item-checkbox" type="checkbox" disabled=""${match[1] === ' ' ? '' : ' checked=""'}> `;
    inline.children!.unshift(box);
    tokens[i - 2]!.attrJoin('class', 'task-list-item');
    // the enclosing list: the nearest bullet_list_open / ordered_list_open at the item's level - 1
    const level = tokens[i - 2]!.level - 1;
    for (let j = i - 3; j >= 0; j--) {
      const t: Token = tokens[j]!;
      if ((t.type === 'bullet_list_open' || t.type === 'ordered_list_open') && t.level === level) {
        if (!String(t.attrGet('class') ?? '').includes('contains-task-list')) t.attrJoin('class', 'contains-task-list');
        break;
      }
    }
  }
}

/** Popular generic top-level domains missing from linkify-it's short default list (which has every 2-letter one). */
const EXTRA_TLDS = ['dev', 'app', 'xyz', 'tech', 'online', 'site', 'cloud', 'blog', 'page', 'store', 'art', 'design', 'live', 'news', 'top', 'club', 'website', 'space', 'email', 'digital', 'network', 'systems', 'tools', 'software', 'codes', 'run', 'zone', 'works', 'company', 'solutions'];

/** GFM autolinks bare www. addresses, not bare domains (linkify-it's fuzzy links would take example.com too). */
function gfmLinkify(md: Markdown): void {
  md.linkify.set({ fuzzyLink: true }).tlds(EXTRA_TLDS, true);
  const match = md.linkify.match.bind(md.linkify);
  md.linkify.match = (text: string) => (match(text) ?? []).filter((link: { schema: string; raw: string }) => link.schema !== '' || /^www\./i.test(link.raw));
}

const renderers = new Map<string, Markdown>();

function renderer(flavor: string, linkify: boolean, typographer: boolean, breaks: boolean): Markdown {
  const key = `${flavor}|${linkify}|${typographer}|${breaks}`;
  let md = renderers.get(key);
  if (!md) {
    // html: false escapes raw HTML; validateLink (kept as is) refuses javascript:, vbscript:, file: and non-image data: URLs
    md = new MarkdownIt(flavor === 'gfm' ? 'default' : 'commonmark', { html: false, linkify, typographer, breaks });
    if (linkify) {
      md.enable('linkify');
      gfmLinkify(md);
    }
    if (typographer) md.enable(['replacements', 'smartquotes']);
    if (flavor === 'gfm') md.core.ruler.after('inline', 'gfm_task_lists', taskLists);
    renderers.set(key, md);
  }
  return md;
}

export default defineTool(definition, (params) => {
  const md = renderer(params.flavor, params.linkify, params.typographer, params.breaks);
  const env = {};
  const tokens = md.parse(params.markdown, env);
  if (attributeSize(tokens) > MAX_LINK_TEXT)
    return failure(
      'INVALID_INPUT',
      `Markdown refused: its links and images would write more than ${MAX_LINK_TEXT.toLocaleString('en-US')} characters of URLs and titles (a long reference-link definition used many times)`,
    );
  return success({ html: md.renderer.render(tokens, md.options, env) });
});
