import { defineTool, success } from '@ctp/core';
import { readXml, type XmlDeclaration, type XmlNamespace } from '../../_shared/xml-reader.js';
import definition from './definition.js';

/** The checking is the catalog's shared XML reader (_shared/xml-reader.ts); this tool reports it. */
interface Output {
  valid: boolean;
  summary: string;
  errors: Array<{ code: string; message: string; line: number; column: number }>;
  warnings: Array<{ code: string; message: string; line: number; column: number }>;
  rootElement?: string;
  elementCount?: number;
  attributeCount?: number;
  maxDepth?: number;
  namespaces?: XmlNamespace[];
  declaration?: XmlDeclaration | null;
  doctype?: string | null;
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

export default defineTool<typeof definition, Output>(definition, (params) => {
  const report = readXml(params.xml, { namespaces: params.checkNamespaces });
  const { errors, warnings } = report;
  if (errors.length > 0) {
    const first = errors[0]!;
    const more = errors.length > 1 ? ` (and ${plural(errors.length - 1, 'more error')})` : '';
    return success<Output>({ valid: false, summary: `Not well-formed: line ${first.line}, column ${first.column}: ${first.message}${more}`, errors, warnings });
  }
  const summary = `Well-formed XML: root <${report.root}>, ${plural(report.elementCount, 'element')}, depth ${report.maxDepth}${report.namespaces.length ? `, ${plural(report.namespaces.length, 'namespace')}` : ''}.`;
  return success<Output>({
    valid: true,
    summary,
    errors: [],
    warnings,
    rootElement: report.root!,
    elementCount: report.elementCount,
    attributeCount: report.attributeCount,
    maxDepth: report.maxDepth,
    namespaces: report.namespaces,
    declaration: report.declaration,
    doctype: report.doctype,
  });
});
