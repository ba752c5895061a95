/** Just enough Markdown block parsing to check the generated documents' structure. */

export interface Block {
  kind: 'heading' | 'code' | 'line';
  level?: number;
  text: string;
  lang?: string;
}

/** Splits Markdown into headings, fenced code blocks and other lines (CommonMark fence rules). */
export function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open && !(open[1]!.startsWith('`') && open[2]!.includes('`'))) {
      const fence = open[1]!;
      const body: string[] = [];
      let closed = false;
      for (i++; i < lines.length; i++) {
        const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(lines[i]!);
        if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length) {
          closed = true;
          break;
        }
        body.push(lines[i]!);
      }
      if (!closed) throw new Error(`unclosed code fence opened by "${line}"`);
      out.push({ kind: 'code', lang: open[2]!.trim(), text: body.join('\n') });
      continue;
    }
    const heading = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/.exec(line);
    if (heading) out.push({ kind: 'heading', level: heading[1]!.length, text: heading[2] ?? '' });
    else out.push({ kind: 'line', text: line });
  }
  return out;
}

export interface LlmsLink {
  title: string;
  url: string;
  note: string | undefined;
}

export interface LlmsTxt {
  title: string;
  summary: string | undefined;
  info: string;
  sections: Array<{ title: string; links: LlmsLink[] }>;
}

/** `- [title](url): note`, with Markdown backslash escapes allowed in the title. */
const LINK = /^[-*] \[((?:\\.|[^\]\\])+)\]\(([^()\s]+)\)(?::[ \t]*(.*))?$/;

/**
 * The llmstxt.org format: an H1 (required), an optional `>` blockquote
 * summary, then non-heading Markdown, then H2 sections whose content is a
 * Markdown list of links. Throws on anything else.
 */
export function parseLlmsTxt(text: string): LlmsTxt {
  const all = blocks(text);
  const content = all.filter((b) => !(b.kind === 'line' && b.text.trim() === ''));
  const first = content.shift();
  if (first?.kind !== 'heading' || first.level !== 1) throw new Error('llms.txt must start with an H1');
  let summary: string | undefined;
  if (content[0]?.kind === 'line' && content[0].text.startsWith('> ')) summary = content.shift()!.text.slice(2);
  const info: string[] = [];
  while (content.length > 0 && content[0]!.kind !== 'heading') info.push(content.shift()!.text);
  const sections: LlmsTxt['sections'] = [];
  for (const block of content) {
    if (block.kind === 'heading') {
      if (block.level !== 2) throw new Error(`only H2 headings may follow the header, found H${block.level} "${block.text}"`);
      sections.push({ title: block.text, links: [] });
      continue;
    }
    const m = block.kind === 'line' ? LINK.exec(block.text) : null;
    if (!m) throw new Error(`not a link list item in section "${sections.at(-1)?.title}": ${block.text}`);
    sections.at(-1)!.links.push({ title: m[1]!.replace(/\\(.)/g, '$1'), url: m[2]!, note: m[3] });
  }
  return { title: first.text, summary, info: info.join('\n'), sections };
}
