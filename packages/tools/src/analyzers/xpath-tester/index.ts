import { defineTool, failure, success } from '@ctp/core';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import definition from './definition.js';

/** The parts of the xpath package the typings leave out (parse with options such as isHtml). */
interface XPathValue {
  nodeset?: () => { toArray(): Node[] };
  numberValue(): number;
  stringValue(): string;
  booleanValue(): boolean;
}
interface Parsed {
  evaluate(options: { node: Node; namespaces?: Record<string, string>; isHtml?: boolean }): XPathValue;
}
// CommonJS: its exports are assigned at run time, so they are found on the default export
const lib = ((xpath as unknown as { default?: unknown }).default ?? xpath) as { parse(expression: string): Parsed; XNodeSet: new () => object; XNumber: new () => object; XBoolean: new () => object };

const MAX_MARKUP = 2000;
const KINDS: Record<number, 'element' | 'attribute' | 'text' | 'cdata' | 'comment' | 'processing-instruction' | 'document'> = { 1: 'element', 2: 'attribute', 3: 'text', 4: 'cdata', 7: 'processing-instruction', 8: 'comment', 9: 'document' };

export default defineTool(definition, (params) => {
  const ns = params.namespaces;
  if (ns !== undefined && (ns === null || typeof ns !== 'object' || Array.isArray(ns) || Object.values(ns).some((v) => typeof v !== 'string')))
    return failure('INVALID_INPUT', 'Namespaces must be a JSON object of prefix → URI strings, e.g. {"atom": "http://www.w3.org/2005/Atom"}.');
  let doc: Document;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString(params.document, params.mode === 'html' ? 'text/html' : 'text/xml') as unknown as Document;
  } catch (error) {
    const e = error as { message?: string; locator?: { lineNumber?: number; columnNumber?: number } };
    const where = e.locator?.lineNumber ? ` at line ${e.locator.lineNumber}, column ${e.locator.columnNumber}` : '';
    return failure('INVALID_INPUT', `The ${params.mode === 'html' ? 'HTML' : 'XML'} cannot be parsed${where}: ${(e.message ?? 'invalid').split('\n')[0]}${params.mode === 'xml' ? ' (choose HTML mode for HTML pages)' : ''}.`);
  }
  let result: XPathValue;
  try {
    result = lib.parse(params.expression).evaluate({ node: doc as unknown as Node, namespaces: (ns ?? {}) as Record<string, string>, isHtml: params.mode === 'html' });
  } catch (error) {
    return failure('INVALID_INPUT', `Invalid XPath expression: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (result instanceof lib.XNodeSet && result.nodeset) {
    const serializer = new XMLSerializer();
    const nodes = result.nodeset().toArray().map((node) => {
      const kind = KINDS[node.nodeType] ?? 'element';
      const text = kind === 'attribute' ? ((node as Attr).value ?? '') : (node.textContent ?? '');
      const markup = kind === 'attribute' ? `${node.nodeName}=${JSON.stringify(text)}` : serializer.serializeToString(node as never);
      return { kind, name: kind === 'element' || kind === 'attribute' ? node.nodeName : '', text, markup: markup.length > MAX_MARKUP ? `${markup.slice(0, MAX_MARKUP)}…` : markup };
    });
    return success({ type: 'nodes' as const, count: nodes.length, value: nodes[0]?.text ?? '', nodes });
  }
  const type = result instanceof lib.XNumber ? ('number' as const) : result instanceof lib.XBoolean ? ('boolean' as const) : ('string' as const);
  const value = type === 'number' ? String(result.numberValue()) : type === 'boolean' ? String(result.booleanValue()) : result.stringValue();
  return success({ type, count: 1, value, nodes: [] });
});
