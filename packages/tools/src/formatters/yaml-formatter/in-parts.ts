/**
 * Big one-document sources formatted a stretch of root entries at a time (see
 * _shared/yaml-root-parts.ts): memory holds one part's nodes, not the document's.
 */
import type { YAMLWarning } from 'yaml';
import { yamlRootParts, YamlUnsplittable } from '../../_shared/yaml-root-parts.js';
import { printDocument, scan, type FormatOptions, type Params } from './document-printer.js';

export const PARSE_OPTIONS = { intAsBigInt: true, uniqueKeys: false, prettyErrors: false, keepSourceTokens: false } as const;

export interface FormattedInParts {
  formatted: string;
  /** The library's warnings (unresolved tags…) in source order, positions in the whole source. */
  warnings: YAMLWarning[];
}

/**
 * The formatted text of a one-document root sequence or mapping, read and printed a part at a
 * time, or undefined when the whole-document path must decide (an error or a problem to report,
 * sorted root keys, a repeated root key, a shape the parts cannot take): it prints the same
 * text, and finds the same warnings, for what this accepts.
 */
export function formatInParts(source: string, params: Params, options: FormatOptions, partChars?: number): FormattedInParts | undefined {
  const warnings: YAMLWarning[] = [];
  let formatted = '';
  try {
    for (const { doc, root } of yamlRootParts(source, PARSE_OPTIONS, partChars)) {
      if (doc.errors.length) return undefined;
      for (const warning of doc.warnings) warnings.push(warning);
      if (root === 'map' && params.sortKeys) return undefined; // root keys would move between parts
      const scanned = scan(doc);
      if (scanned.problem) return undefined;
      const text = printDocument(doc, scanned, params, options, 0, undefined);
      if (text === 'refolded') return undefined;
      formatted += text; // a rope of parts: one copy when the caller writes it out
    }
  } catch (error) {
    if (error instanceof YamlUnsplittable || error instanceof RangeError) return undefined;
    throw error;
  }
  return { formatted, warnings };
}

