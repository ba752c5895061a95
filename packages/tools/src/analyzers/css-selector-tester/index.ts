import { defineTool, failure, success } from '@ctp/core';
import { selectAll } from 'css-select';
import render from 'dom-serializer';
import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import definition from './definition.js';

const MAX_MARKUP = 2000;
const MAX_TEXT = 500;

/** tag:nth-of-type(n) steps from the document root down to `el`. */
function pathOf(el: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = el; node && 'name' in node; node = node.parent as Element | null) {
    const siblings = (node.parent?.children ?? []).filter((c): c is Element => 'name' in c && (c as Element).name === node!.name);
    steps.unshift(`${node.name}:nth-of-type(${siblings.indexOf(node) + 1})`);
  }
  return steps.join(' > ');
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

export default defineTool(definition, (params) => {
  const doc = parseDocument(params.html, { lowerCaseTags: true, lowerCaseAttributeNames: true });
  let found: Element[];
  try {
    // css-select is typed against a newer domhandler than htmlparser2's; the nodes are the same
    found = selectAll(params.selector, doc as never) as unknown as Element[];
  } catch (error) {
    return failure('INVALID_INPUT', `Invalid selector "${params.selector}": ${error instanceof Error ? error.message : String(error)}`);
  }
  const matches = found.slice(0, params.limit).map((el) => ({
    tag: el.name,
    path: pathOf(el),
    text: clip(textContent(el).replace(/\s+/g, ' ').trim(), MAX_TEXT),
    markup: clip(render(el, { decodeEntities: false }), MAX_MARKUP),
  }));
  return success({ count: found.length, matches, texts: matches.map((m) => m.text) });
});
