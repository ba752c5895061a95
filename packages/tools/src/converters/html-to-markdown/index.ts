import { defineTool, failure, success } from '@ctp/core';
// @ts-ignore -- the package's types declare the module under its old name, 'domino'
import domino from '@mixmark-io/domino';
import TurndownService from 'turndown';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

/**
 * The HTML is parsed with domino (a DOM in plain JavaScript) everywhere, and
 * turndown gets the parsed element: browsers' DOMParser is missing in Web
 * Workers, where the web pages run tools.
 */
const parseDocument = (domino as { createDocument(html: string): Document }).createDocument;

/**
 * Deeper nesting is refused: the parser's work grows with depth × elements
 * (20,000 nested <div>s take seconds) and so does turndown's.
 */
const MAX_DEPTH = 500;

/** Elements that never contain others, or whose end tag the parser may imply (so they rarely nest). */
const NON_NESTING = new Set(
  'area base br col embed hr img input link meta param source track wbr keygen command basefont bgsound frame p li dt dd tr td th option optgroup thead tbody tfoot colgroup caption rb rt rtc rp'.split(' '),
);
/** Elements whose content is raw text, where "<" starts no tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][A-Za-z0-9:-]*)[^>]*?(\/?)>/g;

/** Offset where the tags open more than MAX_DEPTH nesting elements (an upper estimate), or -1. */
function tooDeep(html: string): number {
  let depth = 0;
  let lower: string | undefined;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const name = match[2]?.toLowerCase();
    if (name === undefined || NON_NESTING.has(name)) continue;
    if (match[1]) depth = Math.max(0, depth - 1);
    else if (RAW_TEXT.has(name)) {
      const end = (lower ??= html.toLowerCase()).indexOf(`</${name}`, TAG.lastIndex);
      TAG.lastIndex = end < 0 ? html.length : end;
    } else if (!match[3] && ++depth > MAX_DEPTH) return match.index;
  }
  return -1;
}

/**
 * Block quotes and list items prefix every line of their content ("> ", "   "),
 * once per level: the output, and turndown's work, grow with lines × levels².
 */
const MAX_BLOCK_NESTING = 32;
const PREFIXING = new Set(['BLOCKQUOTE', 'LI']);

/** Depth of the element tree under `root`, and the deepest nesting of block quotes and list items, counted without recursion. */
function treeDepth(root: Node): { depth: number; blocks: number } {
  let depth = 0;
  let blocks = 0;
  const stack: Array<[Node, number, number]> = [[root, 0, 0]];
  while (stack.length > 0) {
    const [node, d, b] = stack.pop()!;
    if (d > depth) depth = d;
    if (b > blocks) blocks = b;
    for (let child = node.firstChild; child; child = child.nextSibling)
      if (child.nodeType === 1) stack.push([child, d + 1, PREFIXING.has(child.nodeName) ? b + 1 : b]);
  }
  return { depth, blocks };
}

type Rule = TurndownService.Rule;
type Options = TurndownService.Options;

/** Markers for table cells and rows (control characters; stripped from the input first). */
const CELL = '\u0002';
const CELL_BODY = '\u0005';
const CELL_END = '\u0003';
const ROW = '\u0004';
const CAPTION = '\u0006';
const MARKERS = /[\u0002-\u0006]/g;
/** A cell spans at most this many columns (browsers allow 1000; more would only pad the table). */
const MAX_COLSPAN = 50;

/** Elements with no Markdown form whose content is not text for the reader. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE', 'META', 'LINK', 'IFRAME', 'OBJECT', 'EMBED', 'CANVAS', 'SVG', 'MATH', 'SELECT', 'TEXTAREA', 'BUTTON', 'INPUT']);

const UNSAFE_URL = /^(?:javascript|vbscript|data):/i;
/** The scheme as a browser reads it: control characters and whitespace inside it are ignored. */
const isUnsafeUrl = (url: string) => UNSAFE_URL.test(url.replace(/[\u0000-\u0020\u007f-\u009f]+/g, ''));
const isImageData = (url: string) => /^data:image\/(?:png|gif|jpeg|webp);/i.test(url.trim());

function repeat(text: string, count: number): string {
  return count > 0 ? text.repeat(count) : '';
}

function fencedBlock(code: string, language: string, fence: string): string {
  const char = fence.charAt(0);
  let size = 3;
  const inCode = new RegExp(`^${char === '`' ? '`' : '~'}{3,}`, 'gm');
  for (let match = inCode.exec(code); match; match = inCode.exec(code)) size = Math.max(size, match[0].length + 1);
  const bar = repeat(char, size);
  return `\n\n${bar}${language}\n${code.replace(/\n$/, '')}\n${bar}\n\n`;
}

function languageOf(node: HTMLElement): string {
  const code = node.firstChild?.nodeName === 'CODE' ? (node.firstChild as HTMLElement) : undefined;
  for (const element of [code, node]) {
    const match = /(?:^|\s)(?:language|lang)-(\S+)/.exec(element?.getAttribute('class') ?? '');
    if (match) return match[1]!;
  }
  return '';
}

function alignmentOf(cell: HTMLElement): string {
  const align = (cell.getAttribute('align') ?? /text-align\s*:\s*(\w+)/i.exec(cell.getAttribute('style') ?? '')?.[1] ?? '').toLowerCase();
  return align === 'left' ? 'l' : align === 'right' ? 'r' : align === 'center' ? 'c' : '-';
}

/** Builds a GitHub table from the markers the cell and row rules left in the table's content. */
function table(content: string): string {
  let caption = '';
  const body = content.replace(new RegExp(`${CAPTION}([^${CAPTION}]*)${CAPTION}`, 'g'), (_, text: string) => {
    caption = text.trim();
    return '';
  });
  const rows: Array<Array<{ text: string; align: string }>> = [];
  for (const row of body.split(ROW).slice(1)) {
    const cells: Array<{ text: string; align: string }> = [];
    const cellPattern = new RegExp(`${CELL}([lrc-])(\\d+)${CELL_BODY}([^${CELL_END}]*)${CELL_END}`, 'g');
    for (let m = cellPattern.exec(row); m; m = cellPattern.exec(row)) {
      const text = m[3]!.trim().replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
      cells.push({ text, align: m[1]! });
      for (let span = Math.min(Number(m[2]), MAX_COLSPAN); span > 1; span--) cells.push({ text: '', align: m[1]! });
    }
    if (cells.length > 0) rows.push(cells);
  }
  if (rows.length === 0) return caption ? `\n\n${caption}\n\n` : '';
  const width = rows.reduce((max, r) => Math.max(max, r.length), 0);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  const [head, ...rest] = rows;
  const rule = pad(head!.map((c) => ({ l: ':---', r: '---:', c: ':---:', '-': '---' })[c.align as 'l']!)).map((r) => r || '---');
  const lines = [line(pad(head!.map((c) => c.text))), line(rule), ...rest.map((r) => line(pad(r.map((c) => c.text))))];
  return `\n\n${caption ? `${caption}\n\n` : ''}${lines.join('\n')}\n\n`;
}

/** Rules added to turndown's (added rules win over the built-in ones). */
function rules(options: Options): Record<string, Rule> {
  const references: string[] = [];
  /** Position of each item in its list, computed once per list (indexOf per item is quadratic). */
  const positions = new WeakMap<Node, Map<Node, number>>();
  const positionOf = (list: HTMLElement, item: Node) => {
    let map = positions.get(list);
    if (!map) {
      map = new Map();
      let i = 0;
      for (let child = list.firstElementChild; child; child = child.nextElementSibling) map.set(child, i++);
      positions.set(list, map);
    }
    return map.get(item) ?? 0;
  };
  return {
    strikethrough: {
      filter: (node) => node.nodeName === 'DEL' || node.nodeName === 'S' || node.nodeName === 'STRIKE',
      replacement: (content) => (content.trim() ? `~~${content}~~` : ''),
    },
    taskListCheckbox: {
      filter: (node) =>
        node.nodeName === 'INPUT' && (node.getAttribute('type') ?? '').toLowerCase() === 'checkbox' && (node.parentNode?.nodeName === 'LI' || node.parentNode?.parentNode?.nodeName === 'LI'),
      replacement: (_content, node) => ((node as HTMLInputElement).hasAttribute('checked') ? '[x] ' : '[ ] '),
    },
    listItem: {
      filter: 'li',
      replacement: (content, node) => {
        const parent = node.parentNode as HTMLElement | null;
        let prefix = `${options.bulletListMarker} `;
        if (parent?.nodeName === 'OL') {
          const start = Number.parseInt(parent.getAttribute('start') ?? '', 10);
          const index = positionOf(parent, node);
          prefix = `${(Number.isFinite(start) ? start : 1) + index}. `;
        }
        const paragraph = /\n$/.test(content);
        let text = content.replace(/^\n+/, '').replace(/\n+$/, '') + (paragraph ? '\n' : '');
        // indent continuation lines, leaving blank lines empty
        text = text.replace(/^(\[[ x]\]) +/, '$1 ').replace(/\n(?!\n|$)/g, `\n${' '.repeat(prefix.length)}`);
        return prefix + text + (node.nextSibling ? '\n' : '');
      },
    },
    blockquote: {
      filter: 'blockquote',
      replacement: (content) => `\n\n${content.replace(/^\n+|\n+$/g, '').replace(/^/gm, '> ').replace(/^> $/gm, '>')}\n\n`,
    },
    codeBlock: {
      filter: (node) => node.nodeName === 'PRE',
      replacement: (_content, node) => {
        const pre = node as HTMLElement;
        const code = pre.textContent ?? '';
        if (options.codeBlockStyle === 'indented') return `\n\n    ${code.replace(/\n$/, '').replace(/\n/g, '\n    ')}\n\n`;
        return fencedBlock(code, languageOf(pre), options.fence ?? '```');
      },
    },
    unsafeLink: {
      filter: (node) => node.nodeName === 'A' && isUnsafeUrl(node.getAttribute('href') ?? ''),
      replacement: (content) => content,
    },
    unsafeImage: {
      filter: (node) => node.nodeName === 'IMG' && isUnsafeUrl(node.getAttribute('src') ?? '') && !isImageData(node.getAttribute('src') ?? ''),
      replacement: () => '',
    },
    referenceLink: {
      filter: (node) => options.linkStyle === 'referenced' && node.nodeName === 'A' && !!node.getAttribute('href'),
      replacement(content, node) {
        const href = (node.getAttribute('href') ?? '').replace(/([<>()])/g, '\\$1');
        const destination = href.includes(' ') ? `<${href}>` : href;
        const title = (node.getAttribute('title') ?? '').replace(/(\n+\s*)+/g, '\n');
        references.push(`[${references.length + 1}]: ${destination}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''}`);
        return `[${content}][${references.length}]`;
      },
      append: () => (references.length ? `\n\n${references.join('\n')}\n\n` : ''),
    } as Rule,
    tableCell: {
      filter: ['th', 'td'],
      replacement: (content, node) => {
        const cell = node as HTMLTableCellElement;
        const span = Number.parseInt(cell.getAttribute('colspan') ?? '1', 10);
        return `${CELL}${alignmentOf(cell)}${Number.isFinite(span) && span > 1 ? span : 1}${CELL_BODY}${content}${CELL_END}`;
      },
    },
    tableRow: {
      filter: 'tr',
      replacement: (content) => ROW + content,
    },
    tableCaption: {
      filter: 'caption',
      replacement: (content) => CAPTION + content + CAPTION,
    },
    table: {
      filter: 'table',
      replacement: (content) => table(content),
    },
  };
}

export default defineTool(definition, (params) => {
  const options: Options = {
    headingStyle: params.headingStyle,
    bulletListMarker: params.bulletMarker,
    codeBlockStyle: params.codeBlockStyle,
    fence: params.fence,
    emDelimiter: params.emDelimiter,
    strongDelimiter: params.strongDelimiter,
    linkStyle: params.linkStyle,
    hr: '---',
  };
  const service = new TurndownService(options);
  // nodeName is upper case for HTML elements, lower case for SVG and MathML ones
  service.remove((node) => DROPPED.has(node.nodeName.toUpperCase()));
  for (const [name, rule] of Object.entries(rules(options))) service.addRule(name, rule);
  const html = params.html.replace(MARKERS, '');
  const deep = tooDeep(html);
  const refusal = (where: string) => failure('INVALID_INPUT', `HTML refused${where}: elements are nested more than ${MAX_DEPTH} levels deep`);
  if (deep >= 0) {
    const { line, column } = lineColumn(html, deep);
    return refusal(` at line ${line}, column ${column}`);
  }
  // what the parser moves to <head> (title, style, meta…) is dropped anyway; a frameset page has no body
  const doc = parseDocument(html);
  const root = doc.body ?? doc.documentElement;
  const nesting = treeDepth(root);
  if (nesting.depth > MAX_DEPTH) return refusal('');
  if (nesting.blocks > MAX_BLOCK_NESTING)
    return failure('INVALID_INPUT', `HTML refused: block quotes and list items are nested more than ${MAX_BLOCK_NESTING} levels deep (each level indents every line of its content)`);
  return success({ markdown: service.turndown(root) });
});
