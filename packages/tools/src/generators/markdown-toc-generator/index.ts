import { defineTool, failure, success } from '@ctp/core';
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';
import definition from './definition.js';

interface Heading {
  level: number;
  text: string;
  anchor: string;
  line: number;
}

/** Plain text of an inline token: text and code, without markup (what GitHub slugs). */
function plainText(children: ReadonlyArray<{ type: string; content: string }>): string {
  return children.filter((c) => c.type === 'text' || c.type === 'code_inline' || c.type === 'html_inline' || c.type === 'softbreak').map((c) => (c.type === 'softbreak' ? ' ' : c.type === 'html_inline' ? '' : c.content)).join('');
}

/** Escapes what would break a link label. */
const label = (text: string) => text.replace(/([\\[\]])/g, '\\$1');

export default defineTool(definition, (params) => {
  if (params.minLevel > params.maxLevel) return failure('INVALID_INPUT', `"From level" (${params.minLevel}) is deeper than "To level" (${params.maxLevel}).`);
  const md = new MarkdownIt({ html: true });
  const tokens = md.parse(params.markdown, {});
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type !== 'heading_open') continue;
    const text = plainText(tokens[i + 1]?.children ?? []).trim();
    headings.push({ level: Number(t.tag.slice(1)), text, anchor: slugger.slug(text), line: (t.map?.[0] ?? 0) + 1 });
  }
  const topLevel = Math.min(...headings.map((h) => h.level));
  const skip = params.skipTitle && headings.length > 0 && headings.filter((h) => h.level === topLevel).length === 1 && headings[0]!.level === topLevel ? headings[0] : undefined;
  const listed = headings.filter((h) => h !== skip && h.level >= params.minLevel && h.level <= params.maxLevel);
  const base = Math.min(...listed.map((h) => h.level));
  const counters: number[] = [];
  const lines = listed.map((h) => {
    const depth = h.level - base;
    counters.length = depth + 1;
    counters[depth] = (counters[depth] ?? 0) + 1;
    const bullet = params.style === '1.' ? `${counters[depth]}.` : params.style;
    return `${' '.repeat(depth * (params.style === '1.' ? Math.max(params.indent, 3) : params.indent))}${bullet} [${label(h.text)}](#${h.anchor})`;
  });
  const toc = lines.join('\n');
  let document = '';
  const marker = /<!--\s*toc\s*-->[\s\S]*?<!--\s*tocstop\s*-->|<!--\s*toc\s*-->/i;
  if (marker.test(params.markdown)) document = params.markdown.replace(marker, () => `<!-- toc -->\n\n${toc}\n\n<!-- tocstop -->`);
  return success({ toc, document, headings });
});
