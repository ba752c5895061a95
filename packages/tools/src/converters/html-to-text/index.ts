import { defineTool, failure, success } from '@ctp/core';
import { convert, type DomNode, type FormatCallback, type HtmlToTextOptions, type SelectorDefinition } from 'html-to-text';
import { lineColumn } from '../../_shared/text.js';
import definition from './definition.js';

/**
 * Deeper nesting is refused before parsing: htmlparser2 slows down
 * quadratically with the number of open elements (100,000 nested <b> take
 * seconds) and html-to-text walks the tree recursively.
 */
const MAX_DEPTH = 500;
/** Elements that hold no others, or whose end tag the parser may imply: they do not pile up. */
const FLAT = new Set(
  'area base br col embed hr img input link meta param source track wbr p li dt dd tr td th option optgroup thead tbody tfoot colgroup caption rb rt rtc rp'.split(' '),
);
/** Raw-text elements: their content holds no tags. */
const RAW = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
/** A tag without its closing > runs to the end of the input, so no match attempt rescans the rest. */
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][^\s/>]*)[^>]*(?:>|$)/g;

/** Offset of the tag that opens more than MAX_DEPTH elements (an upper estimate of the tree depth), or -1. */
function tooDeep(html: string): number {
  let depth = 0;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const name = m[2]?.toLowerCase();
    if (name === undefined || FLAT.has(name)) continue;
    if (m[1]) depth = Math.max(0, depth - 1);
    else if (RAW.has(name)) {
      const close = new RegExp(`</${name}`, 'gi');
      close.lastIndex = TAG.lastIndex;
      TAG.lastIndex = close.exec(html)?.index ?? html.length;
    } else if (++depth > MAX_DEPTH) return m.index;
  }
  return -1;
}

/** Metadata given to convert(); formatters get it as builder.metadata, which @types/html-to-text leaves out. */
interface Footnotes {
  urls: string[];
}
/** Tag attributes (typed `any` by @types/html-to-text). */
const attribs = (elem: DomNode) => elem.attribs as Record<string, string> | undefined;

export default defineTool(definition, (params) => {
  const html = params.html;
  const deep = tooDeep(html);
  if (deep >= 0) {
    const { line, column } = lineColumn(html, deep);
    return failure('INVALID_INPUT', `HTML nested too deeply: more than ${MAX_DEPTH} open elements at line ${line}, column ${column}.`);
  }
  const base = params.baseUrl;
  const resolve = (url: string): string => {
    if (!base) return url;
    try {
      return new URL(url, base).href;
    } catch {
      return url;
    }
  };
  const linkMode = params.links;
  const uppercase = params.uppercaseHeadings;

  /** Link text, then its target inline ("text [url]") or as a footnote number ("text [1]"). */
  const anchor: FormatCallback = (elem, walk, builder) => {
    const raw = (attribs(elem)?.href ?? '').trim();
    const href = raw.startsWith('#') || raw === '' ? '' : raw.startsWith('mailto:') ? raw.slice(7) : resolve(raw);
    if (!href) return walk(elem.children, builder);
    let text = '';
    builder.pushWordTransform((word: string) => ((text += word), word));
    walk(elem.children, builder);
    builder.popWordTransform();
    if (linkMode === 'footnotes') {
      const urls = (builder as typeof builder & { metadata: Footnotes }).metadata.urls;
      let n = urls.indexOf(href) + 1;
      if (n === 0) n = urls.push(href);
      builder.addInline(text ? ` [${n}]` : `[${n}]`, { noWordTransform: true });
    } else if (text !== href) builder.addInline(text ? ` [${href}]` : href, { noWordTransform: true });
  };
  const altOnly: FormatCallback = (elem, _walk, builder) => {
    const alt = attribs(elem)?.alt;
    if (alt) builder.addInline(alt, { noWordTransform: true });
  };

  const images = params.images;
  const selectors: SelectorDefinition[] = [
    { selector: 'a', format: linkMode === 'none' ? 'inline' : 'linkWithTarget' },
    images === 'none' ? { selector: 'img', format: 'skip' } : images === 'alt' ? { selector: 'img', format: 'altOnly' } : { selector: 'img', options: { pathRewrite: resolve } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase } })),
    ...(params.tables === 'columns'
      ? [{ selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: uppercase } }]
      : [
          { selector: 'table', format: 'block' },
          { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
          ...['td + td', 'th + th', 'td + th', 'th + td'].map((selector) => ({ selector, format: 'inlineSurround', options: { prefix: ' | ' } })),
        ]),
    ...['noscript', 'template', 'script', 'style'].map((selector) => ({ selector, format: 'skip' })),
  ];
  const wrap = params.wordwrap;
  const options: HtmlToTextOptions = {
    wordwrap: wrap === 0 ? false : Math.max(wrap, 10),
    formatters: { linkWithTarget: anchor, altOnly },
    selectors,
  };
  const footnotes: Footnotes = { urls: [] };
  let text = convert(html, options, footnotes);
  if (footnotes.urls.length > 0) text += '\n\n' + footnotes.urls.map((url, i) => `[${i + 1}] ${url}`).join('\n');
  return success({ text });
});
