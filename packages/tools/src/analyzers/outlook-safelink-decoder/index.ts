import { defineTool, failure, success, withWarnings } from '@ctp/core';
import definition from './definition.js';
import { unwrapOnce, type Kind } from './unwrap.js';

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
const MAX_LAYERS = 10;

/** Drops sentence punctuation after a URL, and closing brackets that were not opened inside it. */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url[url.length - 1]!;
    if (/[.,;:!?]/.test(last)) url = url.slice(0, -1);
    else if (/[)\]}]/.test(last)) {
      const open = { ')': '(', ']': '[', '}': '{' }[last]!;
      if (url.split(open).length >= url.split(last).length) break;
      url = url.slice(0, -1);
    } else break;
  }
  return url;
}

interface Link { wrapped: string; original: string; kind: Kind; layers: Kind[]; error?: string }

function unwrap(found: string): Link | undefined {
  let current = found.replace(/&amp;/g, '&');
  const layers: Kind[] = [];
  let error: string | undefined;
  for (let i = 0; i < MAX_LAYERS; i++) {
    const layer = unwrapOnce(current);
    if (!layer) break;
    layers.push(layer.kind);
    if ('error' in layer) {
      error = `${layer.kind} link could not be decoded: ${layer.error}`;
      break;
    }
    current = layer.url.trim();
  }
  if (!layers.length) return undefined;
  const link: Link = { wrapped: found, original: current, kind: layers[0]!, layers };
  if (error) link.error = error;
  return link;
}

export default defineTool(definition, (params) => {
  const input = params.text;
  const links: Link[] = [];
  let urlsFound = 0;
  const text = input.replace(URL_PATTERN, (match) => {
    const url = trimUrl(match);
    urlsFound++;
    const link = unwrap(url);
    if (!link) return match;
    links.push(link);
    return link.original + match.slice(url.length);
  });
  if (urlsFound === 0) return failure('INVALID_INPUT', 'No http:// or https:// URL was found in the text; paste the full link, including https://');
  const warnings: string[] = [];
  if (links.length === 0) warnings.push(`None of the ${urlsFound} URL${urlsFound === 1 ? '' : 's'} is a SafeLinks, Proofpoint, Google, Facebook or Slack wrapper; nothing was changed.`);
  for (const link of links) if (link.error) warnings.push(`${link.wrapped.slice(0, 80)}${link.wrapped.length > 80 ? '…' : ''}: ${link.error}`);
  for (const link of links) if (!link.error && !/^[a-z][a-z0-9+.-]*:/i.test(link.original)) warnings.push(`The decoded URL "${link.original}" is not absolute; it may have been truncated.`);
  return withWarnings(success({ text, links, urlsFound }), warnings);
});
